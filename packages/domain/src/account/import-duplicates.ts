import type { HabitFrequency } from '../habits/habit-depth.schemas.js';
import { currentSegment, type HabitSchedule } from '../habits/schedule.js';

/**
 * Issue 40 part 7 (decision 033): a habit in an import file "already exists" when the account has
 * one of the same name (case, spacing and a final "s" aside) and the same schedule as it runs now
 * (its latest rule: recurrence, custom settings, start and end times, and "N times a week/month").
 * Dates are left out: a Loop file read on another day starts its habits elsewhere, and what the
 * person sees as "the same habit" is its name and rule. Such habits are skipped unless asked.
 */

export interface HabitLikeness {
  name: string;
  schedule: HabitSchedule;
  frequency: HabitFrequency | null;
}

const plainName = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ').replace(/s$/, '');

/** JSON with object keys sorted: the database's jsonb keeps its own key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** One string per "same habit": equal keys are duplicates. */
export function habitKey({ name, schedule, frequency }: HabitLikeness): string {
  const rule = currentSegment(schedule);
  return canonical([plainName(name), rule.recurrence, rule.customRecurrence, rule.startTime, rule.endTime, frequency ?? null]);
}

/** Which of `incoming` (by index) the account's `existing` habits already have. */
export function existingHabits(incoming: readonly HabitLikeness[], existing: readonly HabitLikeness[]): boolean[] {
  const keys = new Set(existing.map(habitKey));
  return incoming.map((habit) => keys.has(habitKey(habit)));
}
