import { CREATE_HABIT_TEXTS } from '../../../texts/create-habit-texts.js';
import { CUSTOM_RECURRENCE_TEXTS, EDIT_HABIT_TEXTS, HABIT_FIELD_TEXTS, HABIT_FORM_TEXTS, REMINDER_FIELD_TEXTS, TIMES_FORM_TEXTS } from '../../../texts/habit-form-texts.js';
import type { MessageArgs } from '../../app-messages.js';

/** The Create New Habit and Edit Habit dialogs in English (issues 51 and 54): their own words and their fields'. */
export const HABIT_FORM_CATALOG = { CREATE_HABIT_TEXTS, HABIT_FORM_TEXTS, EDIT_HABIT_TEXTS, HABIT_FIELD_TEXTS, TIMES_FORM_TEXTS, REMINDER_FIELD_TEXTS, CUSTOM_RECURRENCE_TEXTS };

/** A civil date as a moment a message's `{day, date, weekdayDayMonth}` writes in UTC (localize-app.ts). */
const civil = (date: string) => new Date(`${date}T12:00:00Z`);
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

/**
 * A time before a habit's start, for `{when, select, start {…} day {…} hours {…} minutes {…} other
 * {…}}` ("other": hours and minutes, "1 hour 30 minutes before").
 */
export function before(minutes: number) {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const when = minutes === 0 ? 'start' : minutes === 1440 ? 'day' : !rest ? 'hours' : !hours ? 'minutes' : 'both';
  return { when, hours, minutes: rest };
}

export const HABIT_FORM_ARGS: MessageArgs<typeof HABIT_FORM_CATALOG> = {
  HABIT_FORM_TEXTS: {
    recurrenceSummary: (recurrence, custom, startDate) => {
      const day = civil(startDate);
      // A custom rule's sentence is English's own (describeRecurrence); the other languages name it.
      const rule = recurrence === 'custom' && !custom ? 'daily' : recurrence;
      return { rule, weekday: WEEKDAYS[day.getUTCDay()] ?? 'monday', dayOfMonth: day.getUTCDate() };
    },
  },
  EDIT_HABIT_TEXTS: { titleDate: (date) => ({ day: civil(date) }) },
  HABIT_FIELD_TEXTS: {
    flexibleSummary: (f) => ({ times: f.times, period: f.period }),
    timesRequired: (max) => ({ max }),
  },
  REMINDER_FIELD_TEXTS: {
    remove: (reminder) => ({ ...before(reminder.minutesBefore), channel: reminder.channel }),
    row: (n) => ({ n }),
    minutesBefore: (minutes) => before(minutes),
  },
  CUSTOM_RECURRENCE_TEXTS: {
    interval: (frequency) => ({ frequency }),
    dayOfMonth: (day) => ({ day }),
    // The other languages say how often, not which days (the dialog's choices show those).
    summary: (rule) => ({ frequency: rule.frequency, interval: Math.max(1, Math.trunc(rule.interval) || 1) }),
  },
};
