import type { User } from '@stride/domain';

/**
 * Section 3 "Auth state", plus `initialized`: whether the start-up session check has settled, and
 * `loggedOut`: the user's own Logout has ended the session and is on its way to / (a signed-in
 * screen still on show then sends them to /, not /login), and `farewell`: the account was just
 * deleted, so the landing page says so until it is dismissed or someone signs in.
 */
export interface AuthState {
  user: User | null;
  isAuthenticated: boolean;
  loading: boolean;
  error: string | null;
  initialized: boolean;
  loggedOut: boolean;
  farewell: boolean;
}

export const initialAuthState: AuthState = {
  user: null,
  isAuthenticated: false,
  loading: false,
  error: null,
  initialized: false,
  loggedOut: false,
  farewell: false,
};

/**
 * Who is signed in, held apart from the data layer (issue 47, decision 046): every page reads it
 * (the navbar, the guards, the login form), so it is a few lines of plain code in the first
 * download, read with React's `useSyncExternalStore` (lib/auth/session-context.ts); Redux and RTK
 * Query load with the signed-in screens. Its transitions are lib/auth/session-actions.ts.
 */
export interface SessionStore {
  getState(): AuthState;
  /**
   * The state it was made with: what a prerendered page shows (nobody known yet), so hydration
   * renders what the HTML has even when the session check has answered meanwhile.
   */
  getInitialState(): AuthState;
  subscribe(listener: () => void): () => void;
  update(change: Partial<AuthState>): void;
  /**
   * The session is over on this device (Logout, the account deleted, a check that found nobody or
   * could not be made): signed out with `change`, then each `onEnd` listener is told.
   */
  end(change?: Partial<AuthState>): void;
  /** Called at every end: the data layer empties its caches there (lib/store/store.ts). */
  onEnd(listener: () => void): () => void;
}

export function createSessionStore(preloaded: Partial<AuthState> = {}): SessionStore {
  const initial: AuthState = { ...initialAuthState, ...preloaded };
  let state = initial;
  const listeners = new Set<() => void>();
  const endListeners = new Set<() => void>();
  const listen = (set: Set<() => void>, listener: () => void) => {
    set.add(listener);
    return () => void set.delete(listener);
  };
  const update = (change: Partial<AuthState>) => {
    state = { ...state, ...change };
    listeners.forEach((listener) => listener());
  };
  return {
    getState: () => state,
    getInitialState: () => initial,
    subscribe: (listener) => listen(listeners, listener),
    update,
    end(change = {}) {
      update({ ...change, user: null, isAuthenticated: false });
      endListeners.forEach((listener) => listener());
    },
    onEnd: (listener) => listen(endListeners, listener),
  };
}

// Each picks one value, never the whole state: a component renders again only when what it shows
// changes. (A hydrated page that picked the whole state was rendered again, synchronously, when
// the start-up check answered: one of /pricing's and /login's long tasks, decision 046.)
export const selectUser = (state: AuthState) => state.user;
/** The user while signed in, else null. */
export const selectSignedInUser = (state: AuthState) => (state.isAuthenticated ? state.user : null);
export const selectAuthBusy = (state: AuthState) => state.loading;
export const selectAuthError = (state: AuthState) => state.error;
export const selectIsAuthenticated = (state: AuthState) => state.isAuthenticated;
export const selectLoggedOut = (state: AuthState) => state.loggedOut;
export const selectFarewell = (state: AuthState) => state.farewell;
export const selectAuthInitialized = (state: AuthState) => state.initialized;
