import { API, requestOf, type CoachInboxAnswer } from '@stride/domain';
import { strideApi } from '../api/stride-api';

/**
 * Issue 21: what the coach sent on its own (the weekly review), unread. The AI Coach link shows
 * their count; the chat shows them and marks them read.
 */
export const coachInboxEndpoints = strideApi.injectEndpoints({
  endpoints: (build) => ({
    getCoachInbox: build.query<CoachInboxAnswer, void>({
      query: () => requestOf(API.coach.inbox),
      providesTags: ['CoachInbox'],
    }),
    /** Seen: the badge goes at once, and the messages stay on screen where they were shown. */
    markCoachInboxRead: build.mutation<null, string[]>({
      query: (ids) => requestOf(API.coach.markInboxRead, { body: { ids } }),
      onQueryStarted: async (ids, { dispatch, queryFulfilled }) => {
        const patch = dispatch(
          coachInboxEndpoints.util.updateQueryData('getCoachInbox', undefined, (inbox) => {
            const messages = inbox.messages.filter((m) => !ids.includes(m.id));
            return { unread: messages.length, messages };
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
  }),
});

export const { useGetCoachInboxQuery, useMarkCoachInboxReadMutation } = coachInboxEndpoints;
