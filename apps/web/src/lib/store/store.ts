import { combineSlices, configureStore, createDynamicMiddleware } from '@reduxjs/toolkit';
import { authSlice } from '../auth/auth-slice';

/**
 * Slices that features add later with `rootReducer.inject(slice)` from their lazily loaded
 * chunks (the server data layer, `lib/api`, is one). Each declares itself here by module
 * augmentation:
 * `declare module '.../lib/store/store' { interface LazyLoadedSlices extends WithSlice<typeof slice> {} }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(authSlice).withLazyLoadedSlices<LazyLoadedSlices>();

/** Middleware that lazily loaded code adds (`addMiddleware`), so it stays out of the first download. */
export const dynamicMiddleware = createDynamicMiddleware();

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(dynamicMiddleware.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
