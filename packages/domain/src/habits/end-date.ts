import { z } from 'zod';
import { isValidDate } from './civil-date.js';
import { ScheduleEditError, cutAt } from './schedule-edits.js';
import type { HabitSchedule } from './schedule.js';

/**
 * A habit's end date (issue 40, decision 033): the last day it has an occurrence, or null when it
 * runs on. It is no column of its own but the schedule's end, the last segment's `until`, which a
 * "delete this and following" and the coach's endHabit set too, so occurrences, reminders and the
 * calendar feed read one source.
 */

export const END_DATE_MESSAGES = {
  beforeStart: 'endDate must not be before the habit’s start date.',
  invalid: 'endDate must be a real calendar date written YYYY-MM-DD, or null for no end.',
} as const;

/** `endDate` on create and update: the habit's last day; null (or left out on create) for none. */
export const endDateSchema = z.string({ error: END_DATE_MESSAGES.invalid }).refine(isValidDate, { error: END_DATE_MESSAGES.invalid }).nullish();

const lastSegment = (schedule: HabitSchedule) => schedule.segments.reduce((latest, segment) => (segment.from > latest.from ? segment : latest));

/** The habit's last day ('YYYY-MM-DD'), or null when its schedule runs on. */
export function endDateOf(schedule: HabitSchedule): string | null {
  return lastSegment(schedule).until ?? null;
}

/**
 * The schedule ending on `endDate` (inclusive), or running on with null. As a "delete this and
 * following" does: segments that would start after the end are dropped, so clearing the end later
 * lets the last rule run on; an occurrence moved past the end goes, one moved from past it to
 * before it stays as a one-off. Clearing the end does not bring those moves back.
 */
export function withEndDate(schedule: HabitSchedule, endDate: string | null): HabitSchedule {
  const sorted = [...schedule.segments].sort((a, b) => a.from.localeCompare(b.from));
  if (endDate === null) {
    const last = sorted[sorted.length - 1]!;
    return { ...schedule, segments: [...sorted.slice(0, -1), { ...last, until: null }] };
  }
  if (endDate < sorted[0]!.from) throw new ScheduleEditError(END_DATE_MESSAGES.beforeStart);
  const kept = sorted.filter((segment) => segment.from <= endDate);
  const last = kept[kept.length - 1]!;
  return { segments: [...kept.slice(0, -1), { ...last, until: endDate }], ...cutAt(schedule, (day) => day <= endDate) };
}
