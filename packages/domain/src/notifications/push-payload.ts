import { z } from 'zod';

/**
 * What a push message carries, encrypted for the browser (RFC 8291), and what the service worker
 * shows (issue 21). `habitId` and `date` name a reminded occurrence: the "Done" action completes
 * it. A click opens `url`.
 */
export const pushPayloadSchema = z.object({
  kind: z.enum(['reminder', 'nudge', 'review', 'test']),
  title: z.string(),
  body: z.string(),
  url: z.string(),
  /** Replaces an earlier notification with the same tag instead of stacking. */
  tag: z.string(),
  habitId: z.string().optional(),
  date: z.string().optional(),
  /** Issue 40: the time of a several-times-a-day habit the reminder is for; "Done" checks off that time. */
  time: z.string().optional(),
  /** Issue 54: the "Done" action's label in the person's language (NOTIFICATION_TEXTS.doneAction when absent). */
  doneLabel: z.string().optional(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

/** The action id of a reminder's "Done" button, as the service worker sees it. */
export const PUSH_DONE_ACTION = 'done';
