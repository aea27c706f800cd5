import type { SessionStore } from '../auth/session-store';

/**
 * What the data layer's thunks and queries are given beside `dispatch` and `getState` (the thunk
 * middleware's extra argument, which RTK Query passes on as `extra`): the session, which lives
 * outside Redux (lib/auth/session-store.ts).
 */
export interface DataExtra {
  session: SessionStore;
}

export const sessionOf = (extra: unknown): SessionStore => (extra as DataExtra).session;
