import { z } from 'zod';

/** How a reminder reaches the person (issue 21). */
export const REMINDER_CHANNELS = ['push', 'email'] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];

/** A reminder fires this many minutes before an occurrence's local start: 0 (at the start) to a day before. */
export const REMINDER_MAX_MINUTES_BEFORE = 1440;
/** Enough for "a day before, an hour before and at the start" on both channels, and no more. */
export const MAX_REMINDERS_PER_HABIT = 6;

export const REMINDER_MESSAGES = {
  minutesInvalid: `A reminder's minutesBefore must be a whole number from 0 to ${REMINDER_MAX_MINUTES_BEFORE}.`,
  channelInvalid: "A reminder's channel must be push or email.",
  tooMany: `A habit can have at most ${MAX_REMINDERS_PER_HABIT} reminders.`,
  duplicate: 'Each reminder must differ from the others in its time or its channel.',
} as const;

export const reminderSchema = z.object({
  minutesBefore: z
    .number({ error: REMINDER_MESSAGES.minutesInvalid })
    .int({ error: REMINDER_MESSAGES.minutesInvalid })
    .min(0, { error: REMINDER_MESSAGES.minutesInvalid })
    .max(REMINDER_MAX_MINUTES_BEFORE, { error: REMINDER_MESSAGES.minutesInvalid }),
  channel: z.enum(REMINDER_CHANNELS, { error: REMINDER_MESSAGES.channelInvalid }),
});
export type Reminder = z.infer<typeof reminderSchema>;

/** A habit's reminders, ordered by time (earliest first, i.e. most minutes before), then channel. */
export const remindersSchema = z
  .array(reminderSchema)
  .max(MAX_REMINDERS_PER_HABIT, { error: REMINDER_MESSAGES.tooMany })
  .superRefine((reminders, ctx) => {
    const seen = new Set<string>();
    reminders.forEach((r, index) => {
      const key = `${r.minutesBefore}/${r.channel}`;
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [index], message: REMINDER_MESSAGES.duplicate });
      seen.add(key);
    });
  })
  .transform((reminders) => sortReminders(reminders));

export function sortReminders(reminders: readonly Reminder[]): Reminder[] {
  return [...reminders].sort((a, b) => b.minutesBefore - a.minutesBefore || a.channel.localeCompare(b.channel));
}

/** The offsets the dialogs offer; any whole minute from 0 to 1440 is accepted by the API. */
export const REMINDER_PRESETS = [0, 5, 10, 15, 30, 60, 120, 1440] as const;

/** "At the start", "15 minutes before", "1 hour before", "1 day before", "1 hour 30 minutes before". */
export function describeMinutesBefore(minutes: number): string {
  if (minutes === 0) return 'At the start';
  if (minutes === 1440) return '1 day before';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts: string[] = [];
  if (hours) parts.push(`${hours} hour${hours === 1 ? '' : 's'}`);
  if (rest) parts.push(`${rest} minute${rest === 1 ? '' : 's'}`);
  return `${parts.join(' ')} before`;
}

export const CHANNEL_LABELS: Record<ReminderChannel, string> = { push: 'Notification', email: 'Email' };

/** "15 minutes before, by notification". */
export function describeReminder(reminder: Reminder): string {
  return `${describeMinutesBefore(reminder.minutesBefore)}, by ${CHANNEL_LABELS[reminder.channel].toLowerCase()}`;
}
