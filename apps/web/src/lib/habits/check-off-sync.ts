import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { useEffect } from 'react';
import { OFFLINE_TEXTS } from '@stride/domain';
import { failureMessage } from '../api/stride-api';
import { useAppDispatch, useAppSelector, useAppStore } from '../store/hooks';
import { checkOffRefused, occurrenceKey, outboxLoaded, outboxStorage, selectOutbox, selectPendingCheckOffs, storageKey, syncEnded, syncStarted } from './check-off-outbox';
import { habitsEndpoints, updateHabitLists, waitsToSync } from './habits-endpoints';

/** How often waiting check-offs are tried again while the browser thinks it is online (a server that was down). */
const RETRY_MS = 30_000;

type Thunk = ThunkAction<Promise<void>, unknown, unknown, UnknownAction>;

/**
 * Sends the waiting check-offs, oldest first, one at a time: each through the same `setCompleted`
 * call as a click, so a taken one replaces the habit everywhere and a refused one goes back. The
 * wait is read again before each one: a click meanwhile may have replaced or sent one already.
 * Stops at the first that must wait longer (still offline, the server away) and leaves the rest.
 */
export function flushCheckOffs(): Thunk {
  return async (dispatch, getState) => {
    if (selectOutbox(getState() as never).syncing) return;
    dispatch(syncStarted());
    const tried = new Set<string>();
    try {
      for (;;) {
        const next = selectOutbox(getState() as never).pending.find((p) => !tried.has(occurrenceKey(p)));
        if (!next) break;
        tried.add(occurrenceKey(next));
        const result = await dispatch(habitsEndpoints.endpoints.setCompleted.initiate(next, { track: false }));
        if (!('error' in result)) continue;
        if (waitsToSync(result.error)) break;
        dispatch(checkOffRefused(OFFLINE_TEXTS.refused(failureMessage(result.error))));
      }
    } finally {
      dispatch(syncEnded());
    }
  };
}

/**
 * The signed-in person's waiting check-offs (issue 21): read from the device when they sign in
 * (and when another of their tabs changes them), written back on every change, and sent when the browser comes back online, at once, and every
 * RETRY_MS while any wait.
 */
export function useCheckOffSync(userId: string | undefined) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const pending = useAppSelector(selectPendingCheckOffs);

  useEffect(() => {
    if (!userId) return;
    const load = () => {
      dispatch(outboxLoaded({ userId, pending: outboxStorage.read(userId) }));
      // Lists that answered before the wait was read show it too.
      updateHabitLists(dispatch, store.getState, (habits) => habits);
    };
    load();
    // Another tab of this person changed the wait: this one takes it, so neither writes over the other's.
    const fromOtherTab = (event: StorageEvent) => {
      if (event.key === storageKey(userId)) load();
    };
    window.addEventListener('storage', fromOtherTab);
    return () => window.removeEventListener('storage', fromOtherTab);
  }, [dispatch, store, userId]);

  useEffect(() => {
    const owner = selectOutbox(store.getState()).userId;
    if (owner) outboxStorage.write(owner, pending);
  }, [pending, store]);

  const waiting = pending.length > 0;
  useEffect(() => {
    if (!waiting) return;
    const flush = () => void dispatch(flushCheckOffs());
    flush();
    window.addEventListener('online', flush);
    const timer = window.setInterval(() => {
      if (navigator.onLine) flush();
    }, RETRY_MS);
    return () => {
      window.removeEventListener('online', flush);
      window.clearInterval(timer);
    };
  }, [dispatch, waiting]);
}
