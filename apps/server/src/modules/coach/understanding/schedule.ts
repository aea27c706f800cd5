import {
  WEEKDAY_NAMES,
  isValidDate,
  minutesOf,
  readHabitPhrase,
  toEpochDay,
  weekdayOf,
  type HabitPhrase,
  type NthWeek,
  type NthWeekdayKind,
  type WeekdayName,
} from '@stride/domain';
import type { SnapshotHabit } from '../coach-snapshot.js';
import { tokens } from './mentions.js';

/**
 * Issue 24, 37: what a phrase's schedule means for the coach's functions (their flat arguments:
 * see packages/domain coach/functions), and the days a habit is on now.
 */
export function scheduleArgs(phrase: HabitPhrase, today: string) {
  const c = phrase.customRecurrence;
  const rule: {
    recurrence?: 'daily' | 'weekly' | 'monthly' | 'yearly';
    days?: WeekdayName[];
    every?: number;
    monthDays?: number[];
    monthlyWeekday?: { week: NthWeek; day: NthWeekdayKind };
    startDate?: string;
  } = {};
  if (phrase.recurrence && phrase.recurrence !== 'custom') rule.recurrence = phrase.recurrence;
  if (c) {
    rule.recurrence = c.frequency;
    if (c.interval > 1) rule.every = c.interval;
    if (c.days?.length) rule.days = c.days;
    if (c.frequency === 'monthly' && c.monthlyOption === 'dayOfWeek') rule.monthlyWeekday = { week: c.monthlyWeek ?? 'first', day: c.monthlyWeekday ?? 'Monday' };
    else if (c.frequency === 'monthly' && c.monthlyDays?.length) rule.monthDays = c.monthlyDays;
    if (c.frequency === 'yearly' && c.yearlyMonths?.length && c.yearlyDate) rule.startDate = nextDateOn(c.yearlyMonths[0]!, c.yearlyDate, today);
  }
  const duration = phrase.durationMinutes ?? (phrase.startTime && phrase.endTime ? (minutesOf(phrase.endTime) - minutesOf(phrase.startTime) + 1440) % 1440 || null : null);
  return {
    ...rule,
    ...(phrase.startDate ? { startDate: phrase.startDate } : {}),
    ...(phrase.startTime ? { startTime: phrase.startTime } : {}),
    ...(duration ? { durationMinutes: Math.min(720, Math.max(5, duration)) } : {}),
    ...(phrase.frequency ? { timesPerPeriod: phrase.frequency } : {}),
  };
}
export type ScheduleArgs = ReturnType<typeof scheduleArgs>;

/** The next date (today included) that falls on `day` of `month`. */
function nextDateOn(month: number, day: number, today: string): string {
  const year = Number(today.slice(0, 4));
  for (const y of [year, year + 1, year + 2, year + 3, year + 4]) {
    const date = `${y}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    if (isValidDate(date) && date >= today) return date;
  }
  return today;
}

/** Reads a schedule with the reader, the coach's way ("to mornings" is the time of day, not a rule of its own). */
export function readSchedule(text: string, today: string): HabitPhrase {
  const plain = text
    .replace(/\b(?:to\s+|in\s+the\s+)?(morning|evening|afternoon|night)s\b/g, 'in the $1')
    // Issue 50, thirteenth pass: "move squash to the afternoon": that part of the day.
    .replace(/\b(?:to|into|for)\s+the\s+(morning|evening|afternoon)\b/g, 'in the $1')
    .replace(/\bweek\s?nights?\b/g, 'weekdays in the evening')
    // Issue 50, thirteenth pass: "times" with no count before it is a word of the name ("times tables"), kept from the reader as such.
    .replace(/(?<!\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|many|several|few|some|x|how\s+many)\s+)\btimes(?=\s+[a-z]{3,})(?!\s+(?:a|an|per|each|every|daily|weekly|monthly|in|on|at|over|this|that|the|to|for|from|and|with|before|after|you|when|of|weekdays?|weekends?|(?:mon|tues|wednes|thurs|fri|satur|sun)days?)\b)/g, 'timez');
  const phrase = readHabitPhrase(plain, { today });
  return plain.includes('timez') ? { ...phrase, name: phrase.name.replace(/\btimez\b/gi, 'times') } : phrase;
}

const DAY_WORD = /\b(sunday|monday|tuesday|wednesday|thursday|friday|saturday|sun|mon|tues?|weds?|thu(?:rs?)?|fri|sat)s?\b|\b(weekdays?|weekends?)\b/g;
const DAY_HEADS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/** The weekdays written in `text`, where ("tuesdays", "Wed", "weekends"). */
export function weekdaysIn(text: string): { days: WeekdayName[]; index: number; end: number }[] {
  return [...text.matchAll(DAY_WORD)].map((m) => {
    if (m[2]) return { days: /end/.test(m[2]) ? (['Sunday', 'Saturday'] as WeekdayName[]) : (WEEKDAY_NAMES.slice(1, 6) as WeekdayName[]), index: m.index, end: m.index + m[0].length };
    return { days: [WEEKDAY_NAMES[DAY_HEADS.indexOf(m[1]!.slice(0, 3))]!], index: m.index, end: m.index + m[0].length };
  });
}

/** The weekdays a habit is on now, from its dates (every day for a daily habit). */
export function daysOf(h: SnapshotHabit, today?: string): WeekdayName[] {
  // Issue 50, thirteenth pass: from today on, when there are such days (days changed a moment ago leave their old days behind in the weeks gone).
  const ahead = today ? (h.dates ?? []).filter((d) => d >= today) : [];
  const seen = new Set((ahead.length ? ahead : (h.dates ?? [])).map((d) => weekdayOf(toEpochDay(d))));
  return WEEKDAY_NAMES.filter((_, i) => seen.has(i));
}

export const sortDays = (days: Iterable<WeekdayName>) => WEEKDAY_NAMES.filter((d) => [...days].includes(d));

/** Names that read the same: case, spacing and a final plural aside (as the server's createHabit). */
export const sameName = (a: string, b: string) => {
  const plain = (name: string) => tokens(name).map((t) => t.stem).join(' ');
  return plain(a) === plain(b);
};

/** The words of `lower` as the person wrote them in `original` (names keep their capitals). */
export function asWritten(lower: string, original: string): string {
  const at = original.toLowerCase().indexOf(lower);
  if (at >= 0) return original.slice(at, at + lower.length);
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}
