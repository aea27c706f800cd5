import type { ThunkAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import {
  API,
  MISSING_USER_MESSAGES,
  isDayDoneForTimes,
  requestOf,
  withSlot,
  type CompleteHabitBody,
  type CreateHabitBody,
  type DeleteOccurrenceBody,
  type Pause,
  type Habit,
  type HabitDeletion,
  type HabitWindow,
  type UpdateHabitBody,
} from '@stride/domain';
import { strideApi, type ApiFailure } from '../api/stride-api';
import { checkOffQueued, checkOffSent, checkOffSettled, selectIsLatest, selectPendingCheckOffs, type CheckOff } from './check-off-outbox';
import { fitListToWindow } from './fit-to-window';

export type { CheckOff } from './check-off-outbox';

/** The window a list is asked for (inclusive, at most two years); none means the server's default. */
export type ListWindow = HabitWindow | undefined;

/** Section 7, Habits, plus undoing a completion: each list is cached per window. */
export const habitsEndpoints = strideApi.injectEndpoints({
  endpoints: (build) => ({
    getHabits: build.query<Habit[], ListWindow>({
      query: (span) => ({
        missingUser: MISSING_USER_MESSAGES.any,
        call: (userId) => requestOf(API.habits.list, { params: { userId }, ...(span ? { query: { from: span.from, to: span.to } } : {}) }),
      }),
      providesTags: ['Habit'],
      // A list that answers while check-offs are on their way still shows them.
      onQueryStarted: async (span, { dispatch, getState, queryFulfilled }) => {
        if (!(await succeeded(queryFulfilled))) return;
        const waiting = checkOffsWaiting(dispatch, getState);
        if (waiting.length > 0) patch(dispatch, span, (habits) => waiting.reduce(withCheckOff, habits));
      },
    }),
    createHabit: build.mutation<Habit, CreateHabitBody>({
      query: (body) => ({ missingUser: MISSING_USER_MESSAGES.any, call: (userId) => requestOf(API.habits.create, { body: { ...body, userId } }) }),
      onQueryStarted: async (_body, { dispatch, getState, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) updateHabitLists(dispatch, getState, (habits) => [...habits, data]);
      },
    }),
    updateHabit: build.mutation<Habit, { id: string; body: UpdateHabitBody }>({
      query: ({ id, body }) => ({ missingUser: MISSING_USER_MESSAGES.any, call: () => requestOf(API.habits.update, { params: { id }, body: { ...body, id } }) }),
      onQueryStarted: (_input, api) => replaceWhenAnswered(api),
    }),
    /** Answers the habit as it was and the `undoId` that brings it back (issue 39). */
    deleteHabit: build.mutation<HabitDeletion, string>({
      query: (id) => ({ missingUser: MISSING_USER_MESSAGES.any, call: () => requestOf(API.habits.remove, { params: { id } }) }),
      onQueryStarted: async (id, { dispatch, getState, queryFulfilled }) => {
        if (await succeeded(queryFulfilled)) updateHabitLists(dispatch, getState, (habits) => habits.filter((habit) => habit.id !== id));
      },
    }),
    /** Answers the habit now and the `undoId` that brings the occurrences back (issue 39); the lists keep the habit alone. */
    deleteOccurrence: build.mutation<HabitDeletion, { id: string; body: Omit<DeleteOccurrenceBody, 'habitId'> }>({
      query: ({ id, body }) => ({
        missingUser: MISSING_USER_MESSAGES.any,
        call: () => requestOf(API.habits.removeOccurrence, { params: { id }, body: { ...body, habitId: id } }),
      }),
      onQueryStarted: async (_input, { dispatch, getState, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return;
        const { undoId: _undoId, ...habit } = data;
        updateHabitLists(dispatch, getState, replacing(habit));
      },
    }),
    /**
     * Completes (`done: true`) or undoes (`done: false`) the occurrence on `date`. The check mark
     * moves at once in every cached list, stays while the call runs (whatever other answers
     * arrive meanwhile), takes the server's answer, and falls back if the server refuses. Without
     * an answer at all (offline, the server unreachable), or one that says to try later, it stays
     * and waits in the outbox (check-off-outbox.ts) to be sent when the connection returns: the
     * call still fails, and `waitsToSync` tells its caller that nothing is lost.
     */
    setCompleted: build.mutation<Habit, CheckOff>({
      query: ({ id, date, done, time }) => ({
        missingUser: MISSING_USER_MESSAGES.any,
        call: () => {
          // Issue 40: one time of a several-times-a-day habit.
          const body = time ? { date, time } : { date };
          return done ? requestOf(API.habits.complete, { params: { id }, body }) : requestOf(API.habits.uncomplete, { params: { id }, body });
        },
      }),
      onQueryStarted: async (checkOff, { dispatch, getState, queryFulfilled, requestId }) => {
        // Only this click: an earlier one still on its way must not override it.
        const sent = { checkOff, requestId };
        dispatch(checkOffSent(sent));
        for (const span of cachedWindows(getState)) patch(dispatch, span, (habits) => withCheckOff(habits, checkOff));
        let answer: Habit | undefined;
        try {
          answer = (await queryFulfilled).data;
        } catch (rejected) {
          if (waitsToSync((rejected as { error?: ApiFailure }).error)) {
            dispatch(checkOffQueued(sent));
            return;
          }
        }
        // A newer click for this occurrence was sent since: its own answer decides the mark (an
        // older answer may even be older than the server's state).
        if (!selectIsLatest(getState() as never, sent)) return;
        dispatch(checkOffSettled(sent));
        // Refused: only this date goes back, so a check-off the server took meanwhile stays.
        updateHabitLists(dispatch, getState, answer ? replacing(answer) : (habits) => withCheckOff(habits, { ...checkOff, done: !checkOff.done }), requestId);
      },
    }),
    /** Issue 22: logs an amount (`value` adds, `total` corrects the day) or a note on a day; online only, not idempotent. */
    logDay: build.mutation<Habit, { id: string; body: CompleteHabitBody }>({
      query: ({ id, body }) => ({ missingUser: MISSING_USER_MESSAGES.any, call: () => requestOf(API.habits.complete, { params: { id }, body }) }),
      onQueryStarted: (_input, api) => replaceWhenAnswered(api),
    }),
    setSkipped: build.mutation<Habit, { id: string; date: string; skipped: boolean; note?: string }>({
      query: ({ id, date, skipped, note }) => ({
        missingUser: MISSING_USER_MESSAGES.any,
        call: () => (skipped ? requestOf(API.habits.skip, { params: { id }, body: note ? { date, note } : { date } }) : requestOf(API.habits.unskip, { params: { id }, body: { date } })),
      }),
      onQueryStarted: (_input, api) => replaceWhenAnswered(api),
    }),
    /** Adds (`paused: true`) or takes out a pause, for one habit (`id`) or every habit in use. */
    setPause: build.mutation<Habit[], { id?: string; range: Pause; paused: boolean }>({
      query: ({ id, range, paused }) => ({
        missingUser: MISSING_USER_MESSAGES.any,
        call: () =>
          id
            ? requestOf(paused ? API.habits.pause : API.habits.unpause, { params: { id }, body: range })
            : requestOf(paused ? API.habits.pauseAll : API.habits.unpauseAll, { body: range }),
      }),
      // One habit answers itself; every habit, the list.
      transformResponse: (answer: Habit | Habit[]) => (Array.isArray(answer) ? answer : [answer]),
      onQueryStarted: async (_input, { dispatch, getState, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) updateHabitLists(dispatch, getState, (habits) => data.reduce((list, answer) => replacing(answer)(list), habits));
      },
    }),
    setArchived: build.mutation<Habit, { id: string; archived: boolean }>({
      query: ({ id, archived }) => ({ missingUser: MISSING_USER_MESSAGES.any, call: () => requestOf(archived ? API.habits.archive : API.habits.restore, { params: { id } }) }),
      onQueryStarted: (_input, api) => replaceWhenAnswered(api),
    }),
  }),
});

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;
type Recipe = (habits: Habit[]) => Habit[];

const succeeded = (result: Promise<unknown>) => result.then(() => true, () => false);

const replacing = (answer: Habit): Recipe => (habits) => habits.map((habit) => (habit.id === answer.id ? answer : habit));

/** The habit a change answers replaces the one in every list. */
async function replaceWhenAnswered({ dispatch, getState, queryFulfilled }: { dispatch: Dispatch; getState: () => unknown; queryFulfilled: Promise<{ data: Habit }> }) {
  const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
  if (data) updateHabitLists(dispatch, getState, replacing(data));
}

/** The list with the habit's `date` marked as the check-off says (a new array: recipes never mutate). */
function withCheckOff(habits: Habit[], { id, date, done, time }: CheckOff): Habit[] {
  return habits.map((habit) => {
    if (habit.id !== id) return habit;
    const others = habit.completedDates.filter((d) => d !== date);
    if (habit.timesOfDay?.length) {
      // Issue 40: a time (or, without one, every time); the day is done once every time is.
      const doneTimes = time ? withSlot(habit.doneTimes?.[date], time, done) : done ? [...habit.timesOfDay] : [];
      const dayDone = isDayDoneForTimes(habit.timesOfDay, doneTimes);
      return { ...habit, doneTimes: { ...habit.doneTimes, [date]: doneTimes }, completedDates: dayDone ? [...others, date].sort() : others };
    }
    return { ...habit, completedDates: done ? [...others, date].sort() : others };
  });
}

/**
 * A check-off the server did not take for a reason that passes waits on the device and is sent
 * later, and its caller says nothing failed: no answer at all (status 0: offline, the server
 * unreachable), an expired session (401: sent after signing in again), a timeout, too many
 * requests, or a server error (a deploy, the database away). A refusal of the check-off itself
 * (400 not scheduled that day, 404 no such habit) does not wait.
 */
export function waitsToSync(error: unknown): boolean {
  if (!error || typeof error !== 'object' || !('status' in error) || typeof error.status !== 'number') return false;
  const { status } = error;
  return status === 0 || status === 401 || status === 408 || status === 429 || status >= 500;
}

/**
 * Check-offs not yet taken by the server, oldest first: those waiting in the outbox, then those
 * sent and not yet answered (`except`: the one being answered now).
 */
function checkOffsWaiting(dispatch: Dispatch, getState: () => unknown, except?: string): CheckOff[] {
  const inFlight = dispatch(strideApi.util.getRunningMutationsThunk())
    .filter((running) => running.arg.endpointName === 'setCompleted' && running.requestId !== except)
    .map((running) => running.arg.originalArgs as CheckOff);
  return [...selectPendingCheckOffs(getState() as never), ...inFlight];
}

const cachedWindows = (getState: () => unknown) => habitsEndpoints.util.selectCachedArgsForQuery(getState() as never, 'getHabits');

function patch(dispatch: Dispatch, span: ListWindow, recipe: Recipe) {
  // The cache's own state type is the API's; the store's is wider (its slices come and go).
  return dispatch(habitsEndpoints.util.updateQueryData('getHabits', span, recipe) as ThunkAction<unknown, unknown, unknown, UnknownAction>);
}

/**
 * Applies `recipe` to every cached list of habits (each window a screen asked for): the one way a
 * change reaches them, from these endpoints and from the coach's results alike. Check-offs still
 * on their way (or waiting offline) are applied again on top, so a click in flight wins over an answer that predates
 * it (`answered`: the check-off whose own answer this is).
 */
export function updateHabitLists(dispatch: Dispatch, getState: () => unknown, recipe: Recipe, answered?: string) {
  const inFlight = checkOffsWaiting(dispatch, getState, answered);
  // Changes answer for the default window; a list of another window keeps its own (fit-to-window.ts).
  for (const span of cachedWindows(getState)) patch(dispatch, span, (habits) => inFlight.reduce(withCheckOff, fitListToWindow(habits, recipe(habits), span)));
}

export const {
  useGetHabitsQuery,
  useCreateHabitMutation,
  useUpdateHabitMutation,
  useDeleteHabitMutation,
  useDeleteOccurrenceMutation,
  useSetCompletedMutation,
  useLogDayMutation,
  useSetSkippedMutation,
  useSetPauseMutation,
  useSetArchivedMutation,
} = habitsEndpoints;

/** For a call whose wait on the device counts as done (`.catch(unlessWaitingToSync)`): anything else still throws. */
export function unlessWaitingToSync(error: unknown): void {
  if (!waitsToSync(error)) throw error;
}
