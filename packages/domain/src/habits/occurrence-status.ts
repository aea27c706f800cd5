import { civilFromDays, daysFromCivil, daysInMonth, formatDate, toEpochDay } from './civil-date.js';
import type { HabitWindow } from './habit-window.js';
import { minutesOf } from './zoned-time.js';

/**
 * What a scheduled occurrence is on the user's today (docs/decisions/009, issue 20): done; missed
 * (an earlier day, not done); or to do (today or later, not done: today's can still be done).
 */
export type OccurrenceStatus = 'done' | 'missed' | 'todo' | 'skipped' | 'paused';

/** Only scheduled dates up to the user's today can be completed (DECISIONS.md, Habits). */
export function isCompletable(date: string, today: string): boolean {
  return date <= today;
}

/**
 * Issue 22: an occurrence not done that was skipped or falls in a pause is neither missed nor to
 * do (`excused`); done always wins. An any-time habit ("3 times a week", `anyTime`) has no day it
 * must be done on: an earlier day left unticked is not missed (its week's count says how it went),
 * and stays open to tick.
 */
export function occurrenceStatus(date: string, today: string, done: boolean, excused?: 'skipped' | 'paused', anyTime = false): OccurrenceStatus {
  if (done) return 'done';
  if (excused) return excused;
  return date < today && !anyTime ? 'missed' : 'todo';
}

/**
 * Whether a calendar shows the occurrence: always, but for an any-time habit's earlier day left
 * unticked and unexcused, which was never a day it had to be done on (twenty-fifth session: a
 * "3 times a week" habit's Month was a row of "missed" marks in a week it was kept).
 */
export const isShownOccurrence = (anyTime: boolean, date: string, today: string, done: boolean, excused?: 'skipped' | 'paused') =>
  !anyTime || date >= today || done || !!excused;

/**
 * Whether an occurrence from `startTime` to `endTime` ('HH:MM') ends on the next day: an end at or
 * before the start (sleep 23:00-07:00; 10:00-10:00 lasts 24 hours). The schedule stores only the
 * two wall times, and the engine reads them this way (schedule.ts `toOccurrence`).
 */
export function endsNextDay(startTime: string, endTime: string): boolean {
  return minutesOf(endTime) <= minutesOf(startTime);
}

/** The days of the month that holds `date`, first to last (no neighbouring weeks). */
export function monthOf(date: string): HabitWindow & { year: number; month: number } {
  const { year, month } = civilFromDays(toEpochDay(date));
  return { year, month, from: formatDate(daysFromCivil(year, month, 1)), to: formatDate(daysFromCivil(year, month, daysInMonth(year, month))) };
}
