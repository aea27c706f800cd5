import { createListenerMiddleware, isAnyOf, type WithSlice } from '@reduxjs/toolkit';
import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { z } from 'zod';
import { ApiError, apiRequest, type HttpMethod } from '../api-client';
import { AUTH_TEXTS } from '@stride/domain';
import { accountDeleted, checkAuth, login, logout, signup, type AuthState } from '../auth/auth-slice';
import { getErrorMessage } from '../error-message';
import { outboxCleared } from '../habits/check-off-outbox';
import { clearOfflineData } from '../offline/offline-caches';
import { dynamicMiddleware, rootReducer } from '../store/store';

/** One call to the API: what `apiRequest` sends, and the domain schema its answer must match. */
export interface ApiCall {
  method: HttpMethod;
  path: string;
  body?: unknown;
  schema?: z.ZodType<unknown>;
}

/**
 * A call made for the signed-in user: without one it is not sent and fails with `missingUser`
 * (section 5; the texts of section 8).
 */
export interface UserCall {
  missingUser: string;
  call: (userId: string) => ApiCall;
}

/** A failed call as the data layer keeps it (plain data, so the store stays serializable). */
export interface ApiFailure {
  /** The HTTP status; 0 when the request never got an answer, -1 when it was not sent (no user). */
  status: number;
  /** What a screen shows: the server's message, else the network error (section 8). */
  message: string;
  /** The server's `{ message }`, when it sent one. */
  serverMessage: string | null;
}

const path = (...parts: string[]) => parts.map(encodeURIComponent).join('/');
/** `/api/<segments>` with each segment encoded. */
export const apiPath = (...segments: string[]) => `/api/${path(...segments)}`;

const baseQuery: BaseQueryFn<ApiCall | UserCall, unknown, ApiFailure> = async (args, { getState }) => {
  let call: ApiCall;
  if ('call' in args) {
    const userId = (getState() as { auth: AuthState }).auth.user?.id;
    if (!userId) return { error: { status: -1, message: args.missingUser, serverMessage: null } };
    call = args.call(userId);
  } else {
    call = args;
  }
  try {
    return { data: await apiRequest(call.method, call.path, call.body, call.schema) };
  } catch (error) {
    const status = error instanceof ApiError ? error.status : 0;
    return { error: { status, message: getErrorMessage(error), serverMessage: error instanceof ApiError ? error.serverMessage : null } };
  }
};

/**
 * The web app's server state (README, Architecture): one RTK Query API whose endpoints each area
 * adds with `injectEndpoints` (`lib/goals`, `lib/habits`, `lib/billing`). Lists are cached per
 * argument and tagged; a change updates every cached copy it concerns, and coach results go
 * through `applyCoachChanges` (`lib/coach/coach-actions.ts`).
 */
export const strideApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Goal', 'Vision', 'Habit', 'NotificationSettings', 'CoachInbox'],
  // Every screen that opens asks again; what is cached shows meanwhile.
  refetchOnMountOrArgChange: true,
  // Kept for the session, as the store kept it before: a screen opened again after a minute still
  // shows its data at once. Sign-out empties the cache (below).
  keepUnusedDataFor: Infinity,
  endpoints: () => ({}),
});

/** The message of a failed call, whatever threw it (an `unwrap()`ped endpoint or anything else). */
export function failureMessage(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error && 'status' in error && typeof error.message === 'string') return error.message;
  return getErrorMessage(error);
}

// Another person may sign in next on this device: nothing of this user's stays in memory, nor in
// the offline caches (their waiting check-offs stay in their own storage key for their return).
const signOut = createListenerMiddleware();
signOut.startListening({
  matcher: isAnyOf(logout.fulfilled, accountDeleted, checkAuth.rejected),
  effect: (action, api) => {
    api.dispatch(strideApi.util.resetApiState());
    api.dispatch(outboxCleared());
    void clearOfflineData();
    // The session is over without a sign-out here (not when the check merely could not be made):
    // this device stops receiving that person's notifications.
    if ((checkAuth.rejected.match(action) && action.payload === AUTH_TEXTS.notAuthenticated) || accountDeleted.match(action)) {
      void import('../push/push-device').then((push) => push.forgetBrowserPush()).catch(() => undefined);
    }
  },
});
// A read still on its way at the last sign-out may have been kept after the caches were emptied:
// emptied again as someone signs in.
signOut.startListening({
  matcher: isAnyOf(login.fulfilled, signup.fulfilled),
  effect: () => void clearOfflineData(),
});

declare module '../store/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the API's cache
  export interface LazyLoadedSlices extends WithSlice<typeof strideApi> {}
}

// Added when the first screen that needs server data loads, not with the landing page.
rootReducer.inject(strideApi);
dynamicMiddleware.addMiddleware(strideApi.middleware, signOut.middleware);
