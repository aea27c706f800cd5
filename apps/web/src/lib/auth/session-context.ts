import { createContext, useContext, useSyncExternalStore } from 'react';
import type { AuthState, SessionStore } from './session-store';

/** The app's one session store (app/providers.tsx provides it). */
export const SessionContext = createContext<SessionStore | null>(null);

export function useSessionStore(): SessionStore {
  const store = useContext(SessionContext);
  if (!store) throw new Error('useSessionStore outside AppProviders');
  return store;
}

/**
 * What `select` picks from the session, rendered again when it changes. While a prerendered page
 * hydrates it is picked from the state the page was rendered with (`getInitialState`).
 */
export function useSession<T>(select: (state: AuthState) => T): T {
  const store = useSessionStore();
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.getState()),
    () => select(store.getInitialState()),
  );
}
