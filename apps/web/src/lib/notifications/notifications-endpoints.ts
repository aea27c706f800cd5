import {
  notificationSettingsSchema,
  testNotificationResultSchema,
  type NotificationSettings,
  type TestNotificationResult,
  type UpdateNotificationSettingsBody,
} from '@stride/domain';
import { apiPath, strideApi } from '../api/stride-api';

/** Issue 21: the signed-in user's notification settings, and the test notification. */
export const notificationsEndpoints = strideApi.injectEndpoints({
  endpoints: (build) => ({
    getNotificationSettings: build.query<NotificationSettings, void>({
      query: () => ({ method: 'GET', path: apiPath('notifications', 'settings'), schema: notificationSettingsSchema }),
      providesTags: ['NotificationSettings'],
    }),
    /** Any part; the answer (the whole settings) replaces the cached copy. */
    updateNotificationSettings: build.mutation<NotificationSettings, UpdateNotificationSettingsBody>({
      query: (body) => ({ method: 'PUT', path: apiPath('notifications', 'settings'), body, schema: notificationSettingsSchema }),
      onQueryStarted: async (_body, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(notificationsEndpoints.util.upsertQueryData('getNotificationSettings', undefined, data));
      },
    }),
    /** To every device this person turned notifications on, and by email when email is on: how many of each. */
    sendTestNotification: build.mutation<TestNotificationResult, void>({
      query: () => ({ method: 'POST', path: apiPath('notifications', 'test'), schema: testNotificationResultSchema }),
    }),
  }),
});

export const { useGetNotificationSettingsQuery, useUpdateNotificationSettingsMutation, useSendTestNotificationMutation } = notificationsEndpoints;
