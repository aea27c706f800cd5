import type { ThunkAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import {
  API,
  MISSING_USER_MESSAGES,
  requestOf,
  type Goal,
  type RecordDeletion,
  type UpdateGoalBody,
  type Vision,
} from '@stride/domain';
import { strideApi } from '../api/stride-api';

/** Section 7, Vision and Goals: the signed-in user's one vision and their goals, oldest first. */
export const goalsEndpoints = strideApi.injectEndpoints({
  endpoints: (build) => ({
    getVision: build.query<Vision | null, void>({
      query: () => ({ missingUser: MISSING_USER_MESSAGES.fetchVision, call: (userId) => requestOf(API.vision.get, { params: { userId } }) }),
      providesTags: ['Vision'],
    }),
    /** Creates the vision or replaces its text (one POST for both, section 7). */
    saveVision: build.mutation<Vision, string>({
      query: (text) => ({ missingUser: MISSING_USER_MESSAGES.saveVision, call: (userId) => requestOf(API.vision.save, { body: { text, userId } }) }),
      onQueryStarted: async (_text, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) updateVision(dispatch, () => data);
      },
    }),
    /** Answers the id and the `undoId` that brings the vision back (issue 39). */
    deleteVision: build.mutation<RecordDeletion, string>({
      query: (id) => ({ missingUser: MISSING_USER_MESSAGES.deleteVision, call: () => requestOf(API.vision.remove, { params: { id } }) }),
      onQueryStarted: async (_id, { dispatch, queryFulfilled }) => {
        if (await succeeded(queryFulfilled)) updateVision(dispatch, () => null);
      },
    }),

    getGoals: build.query<Goal[], void>({
      query: () => ({ missingUser: MISSING_USER_MESSAGES.fetchGoals, call: (userId) => requestOf(API.goals.list, { params: { userId } }) }),
      providesTags: ['Goal'],
    }),
    createGoal: build.mutation<Goal, { name: string; description?: string }>({
      query: (input) => ({ missingUser: MISSING_USER_MESSAGES.createGoal, call: (userId) => requestOf(API.goals.create, { body: { ...input, userId } }) }),
      onQueryStarted: async (_input, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(goalsEndpoints.util.updateQueryData('getGoals', undefined, (goals) => void goals.push(data)));
      },
    }),
    updateGoal: build.mutation<Goal, UpdateGoalBody & { id: string }>({
      query: ({ id, ...changes }) => ({ missingUser: MISSING_USER_MESSAGES.updateGoal, call: () => requestOf(API.goals.update, { params: { id }, body: changes }) }),
      onQueryStarted: async (_input, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(goalsEndpoints.util.updateQueryData('getGoals', undefined, (goals) => goals.map((goal) => (goal.id === data.id ? data : goal))));
      },
    }),
    /** Answers the id and the `undoId` that brings the goal back (issue 39). */
    deleteGoal: build.mutation<RecordDeletion, string>({
      query: (id) => ({ missingUser: MISSING_USER_MESSAGES.deleteGoal, call: () => requestOf(API.goals.remove, { params: { id } }) }),
      onQueryStarted: async (id, { dispatch, queryFulfilled }) => {
        if (await succeeded(queryFulfilled)) dispatch(goalsEndpoints.util.updateQueryData('getGoals', undefined, (goals) => goals.filter((goal) => goal.id !== id)));
      },
    }),
  }),
});

const succeeded = (result: Promise<unknown>) => result.then(() => true, () => false);

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/** Applies `recipe` to the cached goals, if a screen has loaded them (coach results). */
export function updateGoalsList(dispatch: Dispatch, recipe: (goals: Goal[]) => Goal[]) {
  return dispatch(goalsEndpoints.util.updateQueryData('getGoals', undefined, recipe) as ThunkAction<unknown, unknown, unknown, UnknownAction>);
}

/** Applies `recipe` to the cached vision, if a screen has loaded it (coach results). */
export function updateVision(dispatch: Dispatch, recipe: (vision: Vision | null) => Vision | null) {
  return dispatch(goalsEndpoints.util.updateQueryData('getVision', undefined, recipe) as ThunkAction<unknown, unknown, unknown, UnknownAction>);
}

export const {
  useGetVisionQuery,
  useSaveVisionMutation,
  useDeleteVisionMutation,
  useGetGoalsQuery,
  useCreateGoalMutation,
  useUpdateGoalMutation,
  useDeleteGoalMutation,
} = goalsEndpoints;
