import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { ContractRequest, ErrorCode } from '@stride/domain';
import { ApiError, send } from '../api-client';
import { getErrorMessage } from '../error-message';
import { sessionOf } from '../store/data-extra';

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
const baseQuery: BaseQueryFn<ContractRequest | UserCall, unknown, ApiFailure> = async (args, { extra }) => {
  let request: ContractRequest;
  if ('call' in args) {
    const userId = sessionOf(extra).getState().user?.id;
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
  // shows its data at once. Sign-out empties the cache (lib/store/store.ts).
  keepUnusedDataFor: Infinity,
  endpoints: () => ({}),
});

export { failureMessage } from './failure-message';
