import { createListenerMiddleware, isAnyOf, type WithSlice } from '@reduxjs/toolkit';
import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { ContractRequest, ErrorCode } from '@stride/domain';
import { ApiError, send } from '../api-client';
import { accountDeleted, checkAuth, logout, type AuthState } from '../auth/auth-slice';
import { sessionEnded } from '../auth/session-end';
import { getErrorMessage } from '../error-message';
import { outboxCleared } from '../habits/check-off-outbox';
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

export { failureMessage } from './failure-message';

// Another person may sign in next on this device: nothing of this user's stays in memory. The
// offline caches and the push subscription are the auth thunks' to clear (lib/auth/session-end.ts),
// as this module is not loaded on the public pages; an account deleted here is this module's.
const signOut = createListenerMiddleware();
signOut.startListening({
  matcher: isAnyOf(logout.fulfilled, accountDeleted, checkAuth.rejected),
  effect: (action, api) => {
    api.dispatch(strideApi.util.resetApiState());
    api.dispatch(outboxCleared());
    if (accountDeleted.match(action)) void sessionEnded({ over: true });
  },
});

declare module '../store/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the API's cache
  export interface LazyLoadedSlices extends WithSlice<typeof strideApi> {}
}

// Added when the first screen that needs server data loads, not with the landing page.
rootReducer.inject(strideApi);
dynamicMiddleware.addMiddleware(strideApi.middleware, signOut.middleware);
