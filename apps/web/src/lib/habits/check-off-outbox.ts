import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** A check-off: the habit's occurrence on `date` marked done (`true`) or not done (`false`). */
export interface CheckOff {
  id: string;
  date: string;
  done: boolean;
  /** Issue 40: the time of a several-times-a-day habit; without it, the whole day. */
  time?: string;
}

/**
 * Check-offs made while the server could not be reached (issue 21): kept on the device, shown at
 * once and marked as waiting, and sent when the connection returns. One entry per occurrence, the
 * latest wish: completing and undoing are idempotent on the server, so sending the last state once
 * is all it takes, and a resend after a lost answer doubles nothing.
 */
export interface OutboxState {
  /** Whose check-offs these are (each person's wait in their own storage key). */
  userId: string | null;
  pending: CheckOff[];
  /**
   * The newest call sent for each occurrence (`id/date` → its request id): the answer or failure
   * of an older call that arrives after it changes nothing (a tick, then an untick, on a network
   * that fails slowly).
   */
  latest: Record<string, string>;
  syncing: boolean;
  /** The message of a waiting check-off the server refused when it was finally sent. */
  refused: string | null;
}

/** A check-off and the request that carries it. */
export interface SentCheckOff {
  checkOff: CheckOff;
  requestId: string;
}

const initialState: OutboxState = { userId: null, pending: [], latest: {}, syncing: false, refused: null };

const sameOccurrence = (a: CheckOff, b: CheckOff) => a.id === b.id && a.date === b.date && a.time === b.time;
export const occurrenceKey = (c: CheckOff) => `${c.id}/${c.date}${c.time ? `@${c.time}` : ''}`;
const isLatest = (state: OutboxState, { checkOff, requestId }: SentCheckOff) => state.latest[occurrenceKey(checkOff)] === requestId;

export const checkOffOutboxSlice = createSlice({
  name: 'checkOffOutbox',
  initialState,
  reducers: {
    /** The signed-in person's waiting check-offs, read from this device's storage (at sign-in, or written by another tab). */
    outboxLoaded(state, action: PayloadAction<{ userId: string; pending: CheckOff[] }>) {
      state.userId = action.payload.userId;
      state.pending = action.payload.pending;
    },
    /**
     * A check-off is on its way, the newest for its occurrence: a waiting one with the other wish
     * is superseded. One with the same wish stays until the answer comes (a reload meanwhile must
     * not lose it).
     */
    checkOffSent(state, action: PayloadAction<SentCheckOff>) {
      const { checkOff, requestId } = action.payload;
      state.latest[occurrenceKey(checkOff)] = requestId;
      state.pending = state.pending.filter((p) => !(sameOccurrence(p, checkOff) && p.done !== checkOff.done));
    },
    /** No answer: it waits, unless a newer call for the occurrence was sent since. */
    checkOffQueued(state, action: PayloadAction<SentCheckOff>) {
      if (!isLatest(state, action.payload)) return;
      const { checkOff } = action.payload;
      state.pending = [...state.pending.filter((p) => !sameOccurrence(p, checkOff)), checkOff];
    },
    /** Answered (taken or refused): gone from the wait, unless a newer call replaced it meanwhile. */
    checkOffSettled(state, action: PayloadAction<SentCheckOff>) {
      if (!isLatest(state, action.payload)) return;
      const { checkOff } = action.payload;
      delete state.latest[occurrenceKey(checkOff)];
      state.pending = state.pending.filter((p) => !(sameOccurrence(p, checkOff) && p.done === checkOff.done));
    },
    syncStarted(state) {
      state.syncing = true;
    },
    syncEnded(state) {
      state.syncing = false;
    },
    checkOffRefused(state, action: PayloadAction<string>) {
      state.refused = action.payload;
    },
    refusalSeen(state) {
      state.refused = null;
    },
    /** Signed out: nothing of this person's stays in memory (their storage keeps the wait for their return). */
    outboxCleared() {
      return initialState;
    },
  },
  selectors: {
    selectPendingCheckOffs: (state) => state.pending,
    selectOutbox: (state) => state,
    /** Whether the call `requestId` is still the newest for its check-off's occurrence. */
    selectIsLatest: (state, sent: SentCheckOff) => isLatest(state, sent),
  },
});

export const { outboxLoaded, checkOffSent, checkOffQueued, checkOffSettled, syncStarted, syncEnded, checkOffRefused, refusalSeen, outboxCleared } = checkOffOutboxSlice.actions;

// Part of the data store (lib/store/store.ts), which loads with the signed-in screens.
export const { selectPendingCheckOffs, selectOutbox, selectIsLatest } = checkOffOutboxSlice.selectors;

export const storageKey = (userId: string) => `stride.checkoffs.${userId}`;

const isCheckOff = (value: unknown): value is CheckOff =>
  !!value && typeof value === 'object' && typeof (value as CheckOff).id === 'string' && typeof (value as CheckOff).date === 'string' && typeof (value as CheckOff).done === 'boolean';

/**
 * The device's copy of a person's waiting check-offs (localStorage, so a reload or a closed tab
 * loses nothing). Storage can be unavailable or full: then the wait lasts as long as the page.
 */
export const outboxStorage = {
  read(userId: string): CheckOff[] {
    try {
      const parsed: unknown = JSON.parse(window.localStorage.getItem(storageKey(userId)) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter(isCheckOff) : [];
    } catch {
      return [];
    }
  },
  write(userId: string, pending: readonly CheckOff[]): void {
    try {
      if (pending.length) window.localStorage.setItem(storageKey(userId), JSON.stringify(pending));
      else window.localStorage.removeItem(storageKey(userId));
    } catch {
      // Not kept across a reload; still sent from memory when the connection returns.
    }
  },
};
