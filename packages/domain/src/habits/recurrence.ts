import {
  addMonths,
  civilFromDays,
  daysFromCivil,
  daysInMonth,
  monthIndex,
  weekdayOf,
  type EpochDay,
} from './civil-date.js';
import { NTH_WEEKS, WEEKDAY_NAMES, type CustomRecurrence, type NthWeek, type NthWeekdayKind, type Recurrence } from './recurrence.schemas.js';

/**
 * A recurrence rule in the engine's own terms, anchored at a start date (RFC 5545 DTSTART). Each
 * kind maps to an RRULE: daily = FREQ=DAILY;INTERVAL=n, weekly = FREQ=WEEKLY;BYDAY=…, monthly =
 * FREQ=MONTHLY;BYMONTHDAY=…, monthlyNth = FREQ=MONTHLY;BYDAY=…;BYSETPOS=k, yearly =
 * FREQ=YEARLY;BYMONTH=…;BYMONTHDAY=d, yearlyNth = FREQ=YEARLY;BYMONTH=…;BYDAY=…;BYSETPOS=k.
 */
export type Rule =
  | { kind: 'daily'; interval: number }
  | { kind: 'weekly'; interval: number; weekdays: number[] }
  | { kind: 'monthly'; interval: number; monthDays: number[] }
  | { kind: 'monthlyNth'; interval: number; setPos: number; weekdays: number[] }
  | { kind: 'yearly'; interval: number; months: number[]; monthDay: number }
  | { kind: 'yearlyNth'; interval: number; months: number[]; setPos: number; weekdays: number[] };

const sortedUnique = (values: number[]) => [...new Set(values)].sort((a, b) => a - b);

export function weekdayIndex(name: string): number {
  return (WEEKDAY_NAMES as readonly string[]).indexOf(name);
}

/** BYSETPOS of 'first'…'fourth' (1-4) and 'last' (-1). */
export function setPosOf(week: NthWeek): number {
  return week === 'last' ? -1 : NTH_WEEKS.indexOf(week) + 1;
}

/** The BYDAY set of 'day' (every day), 'weekday' (MO-FR), 'weekend' (SA, SU) or one weekday. */
export function weekdaysOfKind(kind: NthWeekdayKind): number[] {
  if (kind === 'day') return [0, 1, 2, 3, 4, 5, 6];
  if (kind === 'weekday') return [1, 2, 3, 4, 5];
  if (kind === 'weekend') return [0, 6];
  return [weekdayIndex(kind)];
}

/**
 * The rule of a habit's recurrence, anchored at `anchor`. Options a custom rule leaves out take
 * the anchor's own weekday, day of month or month, as RFC 5545 does with DTSTART.
 */
export function ruleFor(recurrence: Recurrence, custom: CustomRecurrence | null | undefined, anchor: EpochDay): Rule {
  const { month, day } = civilFromDays(anchor);
  const weekday = weekdayOf(anchor);
  if (recurrence === 'daily') return { kind: 'daily', interval: 1 };
  if (recurrence === 'weekly') return { kind: 'weekly', interval: 1, weekdays: [weekday] };
  if (recurrence === 'monthly') return { kind: 'monthly', interval: 1, monthDays: [day] };
  if (!custom) return { kind: 'daily', interval: 1 };
  const interval = Math.max(1, Math.trunc(custom.interval) || 1);
  switch (custom.frequency) {
    case 'daily':
      return { kind: 'daily', interval };
    case 'weekly': {
      const weekdays = sortedUnique((custom.days ?? []).map(weekdayIndex).filter((i) => i >= 0));
      return { kind: 'weekly', interval, weekdays: weekdays.length ? weekdays : [weekday] };
    }
    case 'monthly':
      if (custom.monthlyOption === 'dayOfWeek') {
        return {
          kind: 'monthlyNth',
          interval,
          setPos: setPosOf(custom.monthlyWeek ?? 'first'),
          weekdays: weekdaysOfKind(custom.monthlyWeekday ?? WEEKDAY_NAMES[weekday]!),
        };
      }
      return { kind: 'monthly', interval, monthDays: sortedUnique(custom.monthlyDays?.length ? custom.monthlyDays : [day]) };
    case 'yearly': {
      const months = sortedUnique(custom.yearlyMonths?.length ? custom.yearlyMonths : [month]);
      if (custom.yearlyOption === 'dayOfWeek') {
        return {
          kind: 'yearlyNth',
          interval,
          months,
          setPos: setPosOf(custom.yearlyWeek ?? 'first'),
          weekdays: weekdaysOfKind(custom.yearlyWeekday ?? WEEKDAY_NAMES[weekday]!),
        };
      }
      return { kind: 'yearly', interval, months, monthDay: custom.yearlyDate ?? day };
    }
  }
}

/** The setPos-th day (1-based, or -1 for the last) of a month whose weekday is in `weekdays`. */
export function nthWeekdayOfMonth(year: number, month: number, setPos: number, weekdays: number[]): EpochDay | undefined {
  const first = daysFromCivil(year, month, 1);
  const length = daysInMonth(year, month);
  const firstWeekday = weekdayOf(first);
  const matches = (offset: number) => weekdays.includes((firstWeekday + offset) % 7);
  if (setPos > 0) {
    let seen = 0;
    for (let offset = 0; offset < length; offset++) {
      if (matches(offset) && ++seen === setPos) return first + offset;
    }
    return undefined;
  }
  for (let offset = length - 1; offset >= 0; offset--) {
    if (matches(offset)) return first + offset;
  }
  return undefined;
}

const ceilDiv = (a: number, b: number) => Math.ceil(a / b);

/** Monday of the week holding `day` (RFC 5545's default WKST=MO). */
const weekStart = (day: EpochDay) => day - ((weekdayOf(day) + 6) % 7);

/**
 * Every date of `rule` (anchored at `anchor`) in [from, to], ascending. The work is proportional
 * to the window, not to its distance from the anchor: each kind jumps straight to the first
 * period (day, week, month, year) of the window that the interval selects.
 */
export function expandRule(rule: Rule, anchor: EpochDay, from: EpochDay, to: EpochDay): EpochDay[] {
  const start = Math.max(anchor, from);
  const out: EpochDay[] = [];
  if (start > to) return out;
  const push = (day: EpochDay | undefined) => {
    if (day !== undefined && day >= start && day <= to) out.push(day);
  };

  switch (rule.kind) {
    case 'daily': {
      for (let day = anchor + ceilDiv(start - anchor, rule.interval) * rule.interval; day <= to; day += rule.interval) out.push(day);
      return out;
    }
    case 'weekly': {
      const anchorWeek = weekStart(anchor);
      const step = rule.interval * 7;
      const offsets = rule.weekdays.map((wd) => (wd + 6) % 7).sort((a, b) => a - b);
      for (let week = anchorWeek + ceilDiv(weekStart(start) - anchorWeek, step) * step; week <= to; week += step) {
        for (const offset of offsets) push(week + offset);
      }
      return out;
    }
    case 'monthly':
    case 'monthlyNth': {
      const a = civilFromDays(anchor);
      const s = civilFromDays(start);
      const skip = ceilDiv(monthIndex(s.year, s.month) - monthIndex(a.year, a.month), rule.interval) * rule.interval;
      for (let k = skip; ; k += rule.interval) {
        const { year, month } = addMonths(a.year, a.month, k);
        if (daysFromCivil(year, month, 1) > to) break;
        if (rule.kind === 'monthly') {
          // RFC 5545: a BYMONTHDAY the month lacks (the 31st of April) does not occur.
          for (const day of rule.monthDays) if (day <= daysInMonth(year, month)) push(daysFromCivil(year, month, day));
        } else {
          push(nthWeekdayOfMonth(year, month, rule.setPos, rule.weekdays));
        }
      }
      return out;
    }
    case 'yearly':
    case 'yearlyNth': {
      const anchorYear = civilFromDays(anchor).year;
      const startYear = civilFromDays(start).year;
      for (let year = anchorYear + ceilDiv(startYear - anchorYear, rule.interval) * rule.interval; ; year += rule.interval) {
        if (daysFromCivil(year, 1, 1) > to) break;
        for (const month of rule.months) {
          if (rule.kind === 'yearly') {
            if (rule.monthDay <= daysInMonth(year, month)) push(daysFromCivil(year, month, rule.monthDay));
          } else {
            push(nthWeekdayOfMonth(year, month, rule.setPos, rule.weekdays));
          }
        }
      }
      return out;
    }
  }
}
