import { API, requestOf, type Area, type AreaCompletion, type RecordDeletion } from '@stride/domain';
import { strideApi } from '../api/stride-api';
import { updateHabitLists } from '../habits/habits-endpoints';

/** Issue 40: the caller's areas, oldest first, and "Done all" of one (decision 031). */
export const areasEndpoints = strideApi.injectEndpoints({
  endpoints: (build) => ({
    getAreas: build.query<Area[], void>({
      query: () => requestOf(API.areas.list, {}),
      providesTags: ['Area'],
    }),
    createArea: build.mutation<Area, string>({
      query: (name) => requestOf(API.areas.create, { body: { name } }),
      onQueryStarted: async (_name, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(areasEndpoints.util.updateQueryData('getAreas', undefined, (areas) => void areas.push(data)));
      },
    }),
    renameArea: build.mutation<Area, { id: string; name: string }>({
      query: ({ id, name }) => requestOf(API.areas.update, { params: { id }, body: { name } }),
      onQueryStarted: async (_input, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(areasEndpoints.util.updateQueryData('getAreas', undefined, (areas) => areas.map((a) => (a.id === data.id ? data : a))));
      },
    }),
    /** Its habits stay, in no area; answers the `undoId` that brings it back with them. */
    deleteArea: build.mutation<RecordDeletion, string>({
      query: (id) => requestOf(API.areas.remove, { params: { id } }),
      onQueryStarted: async (id, { dispatch, getState, queryFulfilled }) => {
        const ok = await queryFulfilled.then(
          () => true,
          () => false,
        );
        if (!ok) return;
        dispatch(areasEndpoints.util.updateQueryData('getAreas', undefined, (areas) => areas.filter((a) => a.id !== id)));
        updateHabitLists(dispatch, getState, (habits) => habits.map((h) => (h.areaId === id ? { ...h, areaId: null } : h)));
      },
    }),
    /** Every habit of the area due on `date`, done; the habits answered go into every list. */
    completeArea: build.mutation<AreaCompletion, { id: string; date: string }>({
      query: ({ id, date }) => requestOf(API.areas.complete, { params: { id }, body: { date } }),
      onQueryStarted: async (_input, { dispatch, getState, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) updateHabitLists(dispatch, getState, (habits) => habits.map((h) => data.habits.find((d) => d.id === h.id) ?? h));
      },
    }),
  }),
});

export const { useGetAreasQuery, useCreateAreaMutation, useRenameAreaMutation, useDeleteAreaMutation, useCompleteAreaMutation } = areasEndpoints;
