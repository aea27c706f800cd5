import { createListenerMiddleware, isAnyOf, type WithSlice } from '@reduxjs/toolkit';
import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { ContractRequest, ErrorCode } from '@stride/domain';
import { ApiError, send } from '../api-client';
import { accountDeleted, checkAuth, login, logout, signup, type AuthState } from '../auth/auth-slice';
import { getErrorMessage } from '../error-message';
import { outboxCleared } from '../habits/check-off-outbox';
import { clearOfflineData } from '../offline/offline-caches';
import { dynamicMiddleware, rootReducer } from '../store/store';

/**
 * A call made for the signed-in user: without one it is not sent and fails with `missingUser`
 * (section 5; the texts of section 8).
 */
export interface UserCall {
  missingUser: string;
  call: (userId: string) => ContractRequest;
}

/** A failed call as the data layer keeps it (plain data, so the store stays serializable). */
export interface ApiFailure {
  /** The HTTP status; 0 when the request never got an answer, -1 when it was not sent (no user). */
  status: number;
  /** What a screen shows: the server's message, else the network error (section 8). */
  message: string;
  /** The server's `{ message }`, when it sent one. */
  serverMessage: string | null;
  /** The server's error code, when it sent one: what a screen decides by. */
  code: ErrorCode | null;
}

/** Each endpoint's `query` answers a request built from the contract (`requestOf`), or one made for the signed-in user. */
const baseQuery: BaseQueryFn<ContractRequest | UserCall, unknown, ApiFailure> = async (args, { getState }) => {
  let request: ContractRequest;
  if ('call' in args) {
    const userId = (getState() as { auth: AuthState }).auth.user?.id;
    if (!userId) return { error: { status: -1, message: args.missingUser, serverMessage: null, code: null } };
    request = args.call(userId);
  } else {
    request = args;
  }
  try {
    return { data: await send(request) };
  } catch (error) {
    const failed = error instanceof ApiError ? error : undefined;
    return { error: { status: failed?.status ?? 0, message: getErrorMessage(error), serverMessage: failed?.serverMessage ?? null, code: failed?.code ?? null } };
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
  tagTypes: ['Goal', 'Vision', 'Habit', 'Area', 'NotificationSettings', 'CoachInbox'],
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
    if ((checkAuth.rejected.match(action) && action.payload?.code === 'not_authenticated') || accountDeleted.match(action)) {
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
