import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { useEffect } from 'react';
import { OFFLINE_TEXTS } from '@stride/domain';
import { failureMessage } from '../api/stride-api';
import { useAppDispatch, useAppSelector, useAppStore } from '../store/hooks';
import { checkOffRefused, outboxLoaded, outboxStorage, selectOutbox, selectPendingCheckOffs, syncEnded, syncStarted } from './check-off-outbox';
import { habitsEndpoints, isQueuedOffline, updateHabitLists } from './habits-endpoints';

/** How often waiting check-offs are tried again while the browser thinks it is online (a server that was down). */
const RETRY_MS = 30_000;

type Thunk = ThunkAction<Promise<void>, unknown, unknown, UnknownAction>;

/**
 * Sends the waiting check-offs, oldest first, one at a time: each through the same `setCompleted`
 * call as a click, so a taken one replaces the habit everywhere and a refused one goes back. Stops
 * at the first that gets no answer (still offline) and leaves the rest waiting.
 */
export function flushCheckOffs(): Thunk {
  return async (dispatch, getState) => {
    const outbox = selectOutbox(getState() as never);
    if (outbox.syncing || outbox.pending.length === 0) return;
    dispatch(syncStarted());
    try {
      for (const checkOff of outbox.pending) {
        const result = await dispatch(habitsEndpoints.endpoints.setCompleted.initiate(checkOff, { track: false }));
        if (!('error' in result)) continue;
        if (isQueuedOffline(result.error)) break;
        dispatch(checkOffRefused(OFFLINE_TEXTS.refused(failureMessage(result.error))));
      }
    } finally {
      dispatch(syncEnded());
    }
  };
}

/**
 * The signed-in person's waiting check-offs (issue 21): read from the device when they sign in,
 * written back on every change, and sent when the browser comes back online, at once, and every
 * RETRY_MS while any wait.
 */
export function useCheckOffSync(userId: string | undefined) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const pending = useAppSelector(selectPendingCheckOffs);

  useEffect(() => {
    if (!userId) return;
    dispatch(outboxLoaded({ userId, pending: outboxStorage.read(userId) }));
    // Lists that answered before the wait was read show it too.
    updateHabitLists(dispatch, store.getState, (habits) => habits);
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
