import { combineSlices, configureStore } from '@reduxjs/toolkit';
import type { SessionStore } from '../auth/session-store';
import { followAccountLocale } from '../locale/display-locale';
import { strideApi } from '../api/stride-api';
import { checkOffOutboxSlice, outboxCleared } from '../habits/check-off-outbox';
import type { DataExtra } from './data-extra';

/**
 * The signed-in screens' data: the server data layer (RTK Query, `lib/api`) and the check-off
 * outbox. This module, Redux and RTK Query load with the signed-in screens (app/data-layer.tsx)
 * and the calls a public page makes on a click (billing), never with a public page (issue 47,
 * decision 046): who is signed in is the session store's (lib/auth/session-store.ts).
 */
export const rootReducer = combineSlices(strideApi, checkOffOutboxSlice);

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore({ session, preloadedState }: { session: SessionStore; preloadedState?: Partial<RootState> }) {
  const extra: DataExtra = { session };
  // Issue 54: dates and times on the signed-in screens follow the account's language and region.
  followAccountLocale(session);
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: { extraArgument: extra } }).concat(strideApi.middleware),
  });
  // Another person may sign in next on this device: nothing of this user's stays in memory. (The
  // offline caches and the push subscription are the session's to clear: lib/auth/session-end.ts.)
  session.onEnd(() => {
    store.dispatch(strideApi.util.resetApiState());
    store.dispatch(outboxCleared());
  });
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

const stores = new WeakMap<SessionStore, AppStore>();

/**
 * The app's one data store, made the first time a signed-in screen (or a billing click) needs it
 * and kept as long as the app runs: a screen opened again still shows what it cached.
 */
export function dataStoreOf(session: SessionStore): AppStore {
  let store = stores.get(session);
  if (!store) {
    store = makeStore({ session });
    stores.set(session, store);
  }
  return store;
}
