import { formatAmount, HABIT_DEPTH_TEXTS } from '../../../texts/habit-depth-texts.js';
import { REMINDER_TEXTS } from '../../../texts/notification-settings-texts.js';
import { HABIT_DETAILS_TEXTS } from '../../../texts/habit-details-texts.js';
import type { MessageArgs } from '../../app-messages.js';
import { before } from './habit-form.js';

/** Skips, pauses, amounts, the archive and the Holiday card in English (issue 54), and the details dialog's reminders and figures. */
export const HABIT_DEPTH_CATALOG = { HABIT_DEPTH_TEXTS, REMINDER_TEXTS, HABIT_DETAILS_TEXTS };

/** A civil date as a moment a message's `{day, date, weekdayDayMonth}` writes in UTC (localize-app.ts). */
const civil = (date: string) => new Date(`${date}T12:00:00Z`);
/** An amount as a number rounded as `formatAmount` rounds it, for `{n, number}` in the language. */
const amount = (n: number) => Number(formatAmount(n));

export const HABIT_DEPTH_ARGS: MessageArgs<typeof HABIT_DEPTH_CATALOG> = {
  HABIT_DEPTH_TEXTS: {
    flexibleSummary: (f) => ({ times: f.times, period: f.period }),
    timesRequired: (max) => ({ max }),
    amountOf: (logged, target) => ({ logged: amount(logged), quantity: amount(target.quantity), unit: target.unit }),
    periodProgress: (done, needed, period) => ({ done, needed, period }),
    target: (target) => ({ quantity: amount(target.quantity), unit: target.unit }),
    frequency: (f) => ({ times: f.times, period: f.period }),
    streakUnit: (n, frequency) => ({ n, period: frequency ? frequency.period : 'none' }),
    dayTitle: (date, today) => ({ day: civil(date), isToday: date === today ? 'yes' : 'no' }),
    amountLabel: (unit) => ({ unit }),
    pausedRange: (from, to) => ({ from: civil(from), to: civil(to), oneDay: from === to ? 'yes' : 'no' }),
    pauseTooLong: (days) => ({ days }),
    removePause: (from, to) => ({ from: civil(from), to: civil(to) }),
    archivedOn: (date) => ({ day: civil(date) }),
    amountTotal: (total, target, days) => ({
      total: amount(total),
      unit: target.unit,
      days,
      quantity: amount(target.quantity),
      kind: target.direction === 'atMost' ? (target.quantity === 0 ? 'quit' : 'limit') : 'goal',
    }),
    holidaySaved: (n) => ({ n }),
  },
  HABIT_DETAILS_TEXTS: {
    doneOf: (done, scheduled) => ({ done, scheduled }),
    detailsOf: (name) => ({ name }),
    dayState: (status) => ({ status }),
    dayLabel: (date, status) => ({ day: civil(date), status }),
    doneToday: (name) => ({ name }),
  },
  REMINDER_TEXTS: {
    remove: (description) => ({ description }),
    row: (n) => ({ n }),
    describe: (reminder) => ({ ...before(reminder.minutesBefore), channel: reminder.channel }),
  },
};
