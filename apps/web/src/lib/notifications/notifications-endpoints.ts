import {
  API,
  requestOf,
  type NotificationSettings,
  type TestNotificationResult,
  type UpdateNotificationSettingsBody,
} from '@stride/domain';
import { strideApi } from '../api/stride-api';

/** Issue 21: the signed-in user's notification settings, and the test notification. */
export const notificationsEndpoints = strideApi.injectEndpoints({
  endpoints: (build) => ({
    getNotificationSettings: build.query<NotificationSettings, void>({
      query: () => requestOf(API.notifications.settings),
      providesTags: ['NotificationSettings'],
    }),
    /** Any part; the answer (the whole settings) replaces the cached copy. */
    updateNotificationSettings: build.mutation<NotificationSettings, UpdateNotificationSettingsBody>({
      query: (body) => requestOf(API.notifications.updateSettings, { body }),
      onQueryStarted: async (_body, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) void dispatch(notificationsEndpoints.util.upsertQueryData('getNotificationSettings', undefined, data));
      },
    }),
    /** To every device this person turned notifications on, and by email when email is on: how many of each. */
    sendTestNotification: build.mutation<TestNotificationResult, void>({
      query: () => requestOf(API.notifications.sendTest),
    }),
  }),
});

export const { useGetNotificationSettingsQuery, useUpdateNotificationSettingsMutation, useSendTestNotificationMutation } = notificationsEndpoints;
