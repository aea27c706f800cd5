import { endsNextDay } from '../../../habits/occurrence-status.js';
import { HABITS_TEXTS } from '../../../texts/habits-texts.js';
import { monthsIn } from '../../in-language.js';
import type { MessageArgs } from '../../app-messages.js';

/** The Habit Tracker in English (issue 54): its page, views, marks and dialogs' titles. */
export const HABITS_CATALOG = { HABITS_TEXTS };

/** A civil date as a moment a message's `{day, date, weekdayDayMonth}` writes in UTC (localize-app.ts). */
const civil = (date: string) => new Date(`${date}T12:00:00Z`);

export const HABITS_ARGS: MessageArgs<typeof HABITS_CATALOG> = {
  HABITS_TEXTS: {
    loadError: (error) => ({ error }),
    scheduledCount: (n) => ({ n }),
    scheduledInMonth: (n, month) => ({ n, month }),
    agendaDay: (date, today) => ({ day: civil(date), isToday: date === today ? 'yes' : 'no' }),
    timeRange: (start, end, show = (time) => time) => ({ start: show(start), end: show(end), nextDay: endsNextDay(start, end) ? 'yes' : 'no' }),
    endsNextDay: (end) => ({ end }),
    doneOn: (date, today) => ({ day: civil(date), isToday: date === today ? 'yes' : 'no' }),
    actionFailed: (error) => ({ error }),
    checkMarksFailed: (error) => ({ error }),
    monthMore: (n) => ({ n }),
    shortDate: (date) => ({ day: civil(date) }),
    showMore: (n) => ({ n }),
    monthMoreLabel: (n, day) => ({ n, day }),
    monthDayState: (n, state) => ({ n, state }),
    monthDayLabel: (day, habits, states) => {
      const listed = Array.isArray(states) ? states : [];
      return { day, habits, states: listed.join(', '), hasStates: listed.length > 0 ? 'yes' : 'no' };
    },
    yearlyDateMissing: (date, months) => ({ date, months: monthsIn(Array.isArray(months) ? months : []), count: Array.isArray(months) ? months.length : 1 }),
  },
};
