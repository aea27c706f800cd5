import { civilFromDays, daysInMonth, toEpochDay, weekdayOf } from './civil-date.js';
import { WEEKDAY_NAMES, type CustomRecurrence, type NthWeekdayKind, type Recurrence } from './recurrence.schemas.js';

export const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

const SHORT_WEEKDAYS: Record<string, string> = { Sunday: 'Sun', Monday: 'Mon', Tuesday: 'Tue', Wednesday: 'Wed', Thursday: 'Thu', Friday: 'Fri', Saturday: 'Sat' };
/** Weekdays listed Monday first, as people read a week. */
const WEEK_ORDER = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  const suffix = { 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

function every(interval: number, unit: string, plural = `${unit}s`): string {
  return interval === 1 ? `Every ${unit}` : `Every ${interval} ${plural}`;
}

function kindLabel(kind: NthWeekdayKind | undefined): string {
  if (kind === 'day' || kind === undefined) return 'day';
  if (kind === 'weekday') return 'weekday';
  if (kind === 'weekend') return 'weekend day';
  return kind;
}

const list = (items: string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

/**
 * The rule in plain words, so a person sees what they chose: 'Every day', 'Every 2 weeks on Mon
 * and Wed', 'Every month on the last weekday', 'Every year on 29 February'. Options a custom rule
 * leaves out take the start date's own (as the engine does).
 */
export function describeRecurrence(recurrence: Recurrence, custom: CustomRecurrence | null | undefined, startDate: string): string {
  const start = toEpochDay(startDate);
  const { month, day } = civilFromDays(start);
  const weekday = WEEKDAY_NAMES[weekdayOf(start)]!;
  if (recurrence === 'daily') return 'Every day';
  if (recurrence === 'weekly') return `Every week on ${weekday}`;
  if (recurrence === 'monthly') return `Every month on the ${ordinal(day)}`;
  if (!custom) return 'Every day';
  const interval = Math.max(1, Math.trunc(custom.interval) || 1);
  switch (custom.frequency) {
    case 'daily':
      return every(interval, 'day');
    case 'weekly': {
      const days = custom.days?.length ? custom.days : [weekday];
      const sorted = WEEK_ORDER.filter((d) => days.includes(d as never));
      const names = sorted.length === 1 ? sorted : sorted.map((d) => SHORT_WEEKDAYS[d]!);
      return `${every(interval, 'week')} on ${list(names)}`;
    }
    case 'monthly': {
      if (custom.monthlyOption === 'dayOfWeek') {
        return `${every(interval, 'month')} on the ${custom.monthlyWeek ?? 'first'} ${kindLabel(custom.monthlyWeekday)}`;
      }
      const days = custom.monthlyDays?.length ? [...custom.monthlyDays].sort((a, b) => a - b) : [day];
      return `${every(interval, 'month')} on the ${list(days.map(ordinal))}`;
    }
    case 'yearly': {
      const months = (custom.yearlyMonths?.length ? [...custom.yearlyMonths].sort((a, b) => a - b) : [month]).map((m) => MONTH_NAMES[m - 1]!);
      if (custom.yearlyOption === 'dayOfWeek') {
        return `${every(interval, 'year')} on the ${custom.yearlyWeek ?? 'first'} ${kindLabel(custom.yearlyWeekday)} of ${list(months)}`;
      }
      const date = custom.yearlyDate ?? day;
      return `${every(interval, 'year')} on ${list(months.map((m) => `${date} ${m}`))}`;
    }
  }
}

/**
 * Section 5: the months among `months` that never have day `date` (30 February, 31 April). A leap
 * year's 29 February exists, so 29 is allowed in February.
 */
export function monthsLackingDate(date: number, months: readonly number[]): number[] {
  return months.filter((m) => date > daysInMonth(2024, m)).sort((a, b) => a - b);
}

/** 'Sun 22 Nov' style date for lists. */
export function shortDateLabel(date: string): string {
  const day = toEpochDay(date);
  const { month, day: d } = civilFromDays(day);
  return `${SHORT_WEEKDAYS[WEEKDAY_NAMES[weekdayOf(day)]!]} ${d} ${MONTH_NAMES[month - 1]!.slice(0, 3)}`;
}

/**
 * A day as people say it, from `today` (issue 37: no `2026-11-30` in what the coach says):
 * "today", "tomorrow", "yesterday", else "Fri 27 Nov", with the year when it is another one.
 */
export function dayInWords(date: string, today: string): string {
  const gap = toEpochDay(date) - toEpochDay(today);
  if (gap === 0) return 'today';
  if (gap === 1) return 'tomorrow';
  if (gap === -1) return 'yesterday';
  return date.slice(0, 4) === today.slice(0, 4) ? shortDateLabel(date) : `${shortDateLabel(date)} ${date.slice(0, 4)}`;
}
