import { z } from 'zod';
import { LOCAL_TIME_PATTERN } from '../habits/zoned-time.js';

export const NOTIFICATION_SETTINGS_MESSAGES = {
  timeInvalid: 'Times must be written HH:MM (24-hour).',
  weekdayInvalid: 'The review day must be a weekday number from 0 (Sunday) to 6 (Saturday).',
  hourInvalid: 'The review hour must be a whole number from 0 to 23.',
  quietSame: 'Quiet hours must start and end at different times.',
} as const;

const timeSchema = z.string({ error: NOTIFICATION_SETTINGS_MESSAGES.timeInvalid }).regex(LOCAL_TIME_PATTERN, { error: NOTIFICATION_SETTINGS_MESSAGES.timeInvalid });

/**
 * What a person chose about being reached (issue 21): the channels reminders may use, quiet hours
 * in their own zone (a reminder falling inside waits for the end), the evening streak-at-risk
 * nudge, and the weekly review (in the coach chat, and by email when `email` is on).
 */
export const notificationSettingsSchema = z.object({
  pushEnabled: z.boolean(),
  emailEnabled: z.boolean(),
  quietHours: z
    .object({ start: timeSchema, end: timeSchema })
    .refine((q) => q.start !== q.end, { error: NOTIFICATION_SETTINGS_MESSAGES.quietSame, path: ['end'] })
    .nullable(),
  nudge: z.object({ enabled: z.boolean(), time: timeSchema }),
  review: z.object({
    enabled: z.boolean(),
    weekday: z.number({ error: NOTIFICATION_SETTINGS_MESSAGES.weekdayInvalid }).int().min(0).max(6),
    hour: z.number({ error: NOTIFICATION_SETTINGS_MESSAGES.hourInvalid }).int().min(0).max(23),
    email: z.boolean(),
  }),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** `PUT /api/notifications/settings`: any part; what is left out stays as it is. */
export const updateNotificationSettingsBodySchema = notificationSettingsSchema.partial();
export type UpdateNotificationSettingsBody = z.input<typeof updateNotificationSettingsBodySchema>;

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  pushEnabled: true,
  emailEnabled: true,
  quietHours: null,
  nudge: { enabled: true, time: '20:00' },
  review: { enabled: true, weekday: 0, hour: 18, email: false },
};

/** `POST /api/push/subscriptions`: the browser's `PushSubscription.toJSON()`. */
export const pushSubscriptionBodySchema = z.object({
  endpoint: z.url({ protocol: /^https$/, error: 'endpoint must be an https URL.' }).max(2048),
  expirationTime: z.number().nullish(),
  keys: z.object({
    p256dh: z.string().min(1).max(200),
    auth: z.string().min(1).max(100),
  }),
  /**
   * The endpoint this subscription renews (the service worker's `pushsubscriptionchange`): it is
   * kept only for the person who held that one, whoever is signed in on the browser now.
   */
  replaces: z.string().min(1).max(2048).optional(),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

/** `DELETE /api/push/subscriptions`. */
export const deletePushSubscriptionBodySchema = z.object({ endpoint: z.string().min(1).max(2048) });

/** The answer to `POST /api/push/subscriptions` (201): the endpoint kept. */
export const pushSubscriptionCreatedSchema = z.object({ endpoint: z.string() });
export type PushSubscriptionCreated = z.infer<typeof pushSubscriptionCreatedSchema>;

/** The answer to `POST /api/notifications/test`: how many devices and email addresses it was handed to. */
export const testNotificationResultSchema = z.object({ push: z.number().int(), email: z.number().int() });
export type TestNotificationResult = z.infer<typeof testNotificationResultSchema>;
