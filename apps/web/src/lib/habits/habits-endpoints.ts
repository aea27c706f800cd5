import type { ThunkAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import {
  MISSING_USER_MESSAGES,
  habitListSchema,
  habitSchema,
  type CreateHabitBody,
  type DeleteOccurrenceBody,
  type Habit,
  type UpdateHabitBody,
} from '@stride/domain';
import { apiPath, strideApi } from '../api/stride-api';

/** A window of occurrences (inclusive, at most two years); none means the server's default. */
export type HabitWindow = { from: string; to: string } | undefined;


/** Section 7, Habits, plus undoing a completion: each list is cached per window. */
export const habitsEndpoints = strideApi.injectEndpoints({
  endpoints: (build) => ({
    getHabits: build.query<Habit[], HabitWindow>({
      query: (window) => ({
        missingUser: MISSING_USER_MESSAGES.any,
        call: (userId) => ({ method: 'GET', path: `${apiPath('habits', 'user', userId)}${window ? `?from=${window.from}&to=${window.to}` : ''}`, schema: habitListSchema }),
      }),
      providesTags: ['Habit'],
    }),
    createHabit: build.mutation<Habit, CreateHabitBody>({
      query: (body) => ({ missingUser: MISSING_USER_MESSAGES.any, call: (userId) => ({ method: 'POST', path: apiPath('habits'), body: { ...body, userId }, schema: habitSchema }) }),
      onQueryStarted: async (_body, { dispatch, getState, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) updateHabitLists(dispatch, getState, (habits) => void habits.push(data));
      },
    }),
    updateHabit: build.mutation<Habit, { id: string; body: UpdateHabitBody }>({
      query: ({ id, body }) => ({ missingUser: MISSING_USER_MESSAGES.any, call: () => ({ method: 'PUT', path: apiPath('habits', id), body: { ...body, id }, schema: habitSchema }) }),
      onQueryStarted: (_input, api) => replaceWhenAnswered(api),
    }),
    deleteHabit: build.mutation<Habit, string>({
      query: (id) => ({ missingUser: MISSING_USER_MESSAGES.any, call: () => ({ method: 'DELETE', path: apiPath('habits', id), schema: habitSchema }) }),
      onQueryStarted: async (id, { dispatch, getState, queryFulfilled }) => {
        const done = await queryFulfilled.then(() => true, () => false);
        if (done) updateHabitLists(dispatch, getState, (habits) => habits.filter((habit) => habit.id !== id));
      },
    }),
    deleteOccurrence: build.mutation<Habit, { id: string; body: Omit<DeleteOccurrenceBody, 'habitId'> }>({
      query: ({ id, body }) => ({
        missingUser: MISSING_USER_MESSAGES.any,
        call: () => ({ method: 'DELETE', path: `${apiPath('habits', id)}/occurrence`, body: { ...body, habitId: id }, schema: habitSchema }),
      }),
      onQueryStarted: (_input, api) => replaceWhenAnswered(api),
    }),
    /**
     * Completes (`done: true`) or undoes (`done: false`) the occurrence on `date`. The check mark
     * moves at once in every cached list and falls back if the server refuses.
     */
    setCompleted: build.mutation<Habit, { id: string; date: string; done: boolean }>({
      query: ({ id, date, done }) => ({
        missingUser: MISSING_USER_MESSAGES.any,
        call: () => ({ method: done ? 'POST' : 'DELETE', path: `${apiPath('habits', id)}/complete`, body: { date }, schema: habitSchema }),
      }),
      onQueryStarted: async ({ id, date, done }, api) => {
        const patches = updateHabitLists(api.dispatch, api.getState, (habits) => {
          const habit = habits.find((h) => h.id === id);
          if (!habit) return;
          const others = habit.completedDates.filter((d) => d !== date);
          habit.completedDates = done ? [...others, date].sort() : others;
        });
        await replaceWhenAnswered(api, () => patches.forEach((patch) => patch.undo()));
      },
    }),
  }),
});

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;
type Recipe = (habits: Habit[]) => Habit[] | void;

/**
 * Applies `recipe` to every cached list of habits (each window a screen asked for): the one way a
 * change reaches them, from these endpoints and from the coach's results alike.
 */
export function updateHabitLists(dispatch: Dispatch, getState: () => unknown, recipe: Recipe) {
  const windows = habitsEndpoints.util.selectCachedArgsForQuery(getState() as never, 'getHabits');
  // The cache's own state type is the API's; the store's is wider (its slices come and go).
  type Update = ThunkAction<{ undo(): void }, unknown, unknown, UnknownAction>;
  return windows.map((window) => dispatch(habitsEndpoints.util.updateQueryData('getHabits', window, recipe) as Update));
}

/** The habit a change answers replaces the one in every list; `onFailure` runs if it fails. */
async function replaceWhenAnswered(
  { dispatch, getState, queryFulfilled }: { dispatch: Dispatch; getState: () => unknown; queryFulfilled: Promise<{ data: Habit }> },
  onFailure?: () => void,
) {
  try {
    const { data } = await queryFulfilled;
    updateHabitLists(dispatch, getState, (habits) => habits.map((habit) => (habit.id === data.id ? data : habit)));
  } catch {
    onFailure?.();
  }
}

export const {
  useGetHabitsQuery,
  useCreateHabitMutation,
  useUpdateHabitMutation,
  useDeleteHabitMutation,
  useDeleteOccurrenceMutation,
  useSetCompletedMutation,
} = habitsEndpoints;
