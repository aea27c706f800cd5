import { toEpochDay, type EpochDay } from './civil-date.js';
import { scheduledDays, type CompiledSchedule } from './schedule.js';

/** A share as a ratio 0..1, or null when nothing was scheduled ("no data", never 0%). DECISIONS.md: completed / scheduled up to today. */
export function successRate(completed: number, scheduled: number): number | null {
  return scheduled > 0 ? completed / scheduled : null;
}

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
  const days = Array.from(completed, toEpochDay).sort((a, b) => a - b);
  return habitProgressOfDays(compiled, days, toEpochDay(today));
}

/**
 * `habitProgress` on epoch days, as the server reads them: `completed` holds the completed days
 * in ascending order, and is walked alongside the scheduled days (a completion on a day with
 * nothing scheduled counts for nothing).
 */
export function habitProgressOfDays(compiled: CompiledSchedule, completed: ArrayLike<EpochDay>, today: EpochDay): HabitProgress {
  const days = scheduledDays(compiled, compiled.firstDay, today);
  const done = new Uint8Array(days.length);
  let completedCount = 0;
  let run = 0;
  let bestStreak = 0;
  let k = 0;
  for (let i = 0; i < days.length; i++) {
    const day = days[i]!;
    while (k < completed.length && completed[k]! < day) k++;
    if (k < completed.length && completed[k] === day) {
      done[i] = 1;
      completedCount++;
      if (++run > bestStreak) bestStreak = run;
    } else {
      run = 0;
    }
  }
  let completionStreak = 0;
  for (let i = days.length - 1; i >= 0; i--) {
    if (done[i]) completionStreak++;
    else if (days[i] === today && completionStreak === 0) continue;
    else break;
  }
  return {
    scheduledCount: days.length,
    completedCount,
    successRate: successRate(completedCount, days.length),
    completionStreak,
    bestStreak,
  };
}
