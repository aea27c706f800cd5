import { toEpochDay } from './civil-date.js';
import { expandScheduleDays, type CompiledSchedule } from './schedule.js';

/** A habit's figures up to the user's today (DECISIONS.md, Habits). */
export interface HabitProgress {
  /** Occurrences scheduled from the start up to and including today. */
  scheduledCount: number;
  /** Of those, the ones completed. */
  completedCount: number;
  /** completedCount / scheduledCount, 0..1; null when nothing was scheduled yet. */
  successRate: number | null;
  /** Consecutive completed occurrences counting back from the latest one up to today. */
  completionStreak: number;
  /** The longest run of consecutive completed occurrences so far. */
  bestStreak: number;
}

/**
 * Streaks count scheduled occurrences, not calendar days: a weekly habit done four weeks running
 * has a streak of 4, and a day with nothing scheduled never breaks a streak. Today's occurrence,
 * while not yet completed, does not break it either.
 */
export function habitProgress(compiled: CompiledSchedule, completed: ReadonlySet<string>, today: string): HabitProgress {
  const dates = expandScheduleDays(compiled, compiled.firstDay, toEpochDay(today)).map((o) => o.date);
  // A moved occurrence can share a date with no other (the API refuses that), but be safe.
  const unique = dates.filter((date, i) => i === 0 || date !== dates[i - 1]);
  let completedCount = 0;
  let run = 0;
  let bestStreak = 0;
  for (const date of unique) {
    if (completed.has(date)) {
      completedCount++;
      run++;
      if (run > bestStreak) bestStreak = run;
    } else {
      run = 0;
    }
  }
  let completionStreak = 0;
  for (let i = unique.length - 1; i >= 0; i--) {
    const date = unique[i]!;
    if (completed.has(date)) completionStreak++;
    else if (date === today && completionStreak === 0) continue;
    else break;
  }
  return {
    scheduledCount: unique.length,
    completedCount,
    successRate: unique.length ? completedCount / unique.length : null,
    completionStreak,
    bestStreak,
  };
}
