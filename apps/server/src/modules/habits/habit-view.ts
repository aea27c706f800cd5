import {
  addMonths,
  civilFromDays,
  compileSchedule,
  currentSegment,
  daysFromCivil,
  daysInMonth,
  formatDate,
  habitProgress,
  occurrencesBetween,
  toEpochDay,
  type Habit,
} from '@stride/domain';
import type { HabitRow } from '../../db/schema.js';

export interface HabitWindow {
  from: string;
  to: string;
}

/** Default window: from the first day of the month three months back to the end of the month twelve ahead. */
export function defaultWindow(today: string): HabitWindow {
  const { year, month } = civilFromDays(toEpochDay(today));
  const start = addMonths(year, month, -3);
  const end = addMonths(year, month, 12);
  return {
    from: formatDate(daysFromCivil(start.year, start.month, 1)),
    to: formatDate(daysFromCivil(end.year, end.month, daysInMonth(end.year, end.month))),
  };
}

/**
 * The habit as the API answers it: its occurrences in the window with ISO times in the user's
 * zone, the completed dates in the window, and the figures of all its history up to today.
 */
export function toHabitDto(row: HabitRow, completedDates: string[], window: HabitWindow, today: string, timeZone: string): Habit {
  const compiled = compileSchedule(row.schedule);
  const current = currentSegment(row.schedule);
  const progress = habitProgress(compiled, new Set(completedDates), today);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    goalId: row.goalId,
    recurrence: current.recurrence,
    customRecurrence: current.customRecurrence,
    startDate: row.schedule.segments[0]!.from,
    startTime: current.startTime,
    endTime: current.endTime,
    timezone: timeZone,
    schedule: row.schedule,
    window,
    occurrences: occurrencesBetween(compiled, window.from, window.to, timeZone),
    completedDates: completedDates.filter((date) => date >= window.from && date <= window.to),
    ...progress,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
