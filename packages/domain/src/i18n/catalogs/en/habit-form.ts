import { CREATE_HABIT_TEXTS } from '../../../texts/create-habit-texts.js';
import { CUSTOM_RECURRENCE_TEXTS, EDIT_HABIT_TEXTS, HABIT_FIELD_TEXTS, HABIT_FORM_TEXTS, REMINDER_FIELD_TEXTS, TIMES_FORM_TEXTS } from '../../../texts/habit-form-texts.js';
import type { MessageArgs } from '../../app-messages.js';
import { datesIn, monthDaysIn, monthsIn, weekdaysIn } from '../../in-language.js';
import type { CustomRecurrence } from '../../../habits/recurrence.schemas.js';

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

const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];
const sortedNumbers = (list: unknown, fallback: number) => {
  const numbers = Array.isArray(list) ? list.filter((n): n is number => typeof n === 'number') : [];
  return numbers.length ? [...new Set(numbers)].sort((a, b) => a - b) : [fallback];
};

/**
 * A custom rule's values, as `describeRecurrence` reads it (options left out take the start
 * date's own): how often, and which days, dates, weeks and months, written in the language by
 * `Intl` (lists with its "and", weekday and month names): "Cada 2 semanas, los lunes y jueves".
 */
export function customRuleValues(rule: CustomRecurrence, startDate: string) {
  const start = civil(startDate);
  const startDay = Number.isNaN(start.getTime()) ? 1 : start.getUTCDate();
  const startMonth = Number.isNaN(start.getTime()) ? 1 : start.getUTCMonth() + 1;
  const startWeekday = Number.isNaN(start.getTime()) ? 1 : start.getUTCDay();
  const interval = Math.max(1, Math.trunc(Number(rule.interval)) || 1);
  const base = { frequency: String(rule.frequency), interval, option: 'days', count: 1, week: 'first', kind: 'day', days: '', months: '', dates: '' };
  if (rule.frequency === 'weekly') {
    const named = Array.isArray(rule.days) && rule.days.length ? rule.days.map((d) => WEEKDAYS.indexOf(d.toLowerCase() as (typeof WEEKDAYS)[number])) : [startWeekday];
    const days = WEEK_ORDER.filter((d) => named.includes(d));
    return { ...base, count: days.length, days: weekdaysIn(days) };
  }
  if (rule.frequency === 'monthly') {
    if (rule.monthlyOption === 'dayOfWeek') return { ...base, option: 'nth', week: rule.monthlyWeek ?? 'first', kind: String(rule.monthlyWeekday ?? 'day').toLowerCase() };
    const days = sortedNumbers(rule.monthlyDays, startDay);
    return { ...base, count: days.length, days: monthDaysIn(days) };
  }
  if (rule.frequency === 'yearly') {
    const months = sortedNumbers(rule.yearlyMonths, startMonth);
    if (rule.yearlyOption === 'dayOfWeek') return { ...base, option: 'nth', count: months.length, week: rule.yearlyWeek ?? 'first', kind: String(rule.yearlyWeekday ?? 'day').toLowerCase(), months: monthsIn(months) };
    return { ...base, count: months.length, dates: datesIn(rule.yearlyDate ?? startDay, months) };
  }
  return base;
}

export const HABIT_FORM_ARGS: MessageArgs<typeof HABIT_FORM_CATALOG> = {
  HABIT_FORM_TEXTS: {
    recurrenceSummary: (recurrence, custom, startDate) => {
      const day = civil(startDate);
      // A custom rule is told as the Custom Recurrence dialog's summary tells it (customRuleValues).
      const rule = recurrence === 'custom' && !custom ? 'daily' : recurrence;
      const values = { rule, weekday: WEEKDAYS[day.getUTCDay()] ?? 'monday', dayOfMonth: day.getUTCDate() };
      return { ...customRuleValues(custom ?? { frequency: 'daily', interval: 1 }, startDate), ...values };
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
    summary: (rule, startDate) => customRuleValues(rule, startDate),
  },
};
