import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { authSlice } from '../auth/auth-slice';

/**
 * Slices that features add later with `rootReducer.inject(slice)` from their lazily loaded
 * chunks. Each such feature declares itself here by module augmentation:
 * `declare module '.../lib/store/store' { interface LazyLoadedSlices extends WithSlice<typeof habitsSlice> {} }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(authSlice).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
