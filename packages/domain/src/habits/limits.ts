import { toEpochDay, type EpochDay } from './civil-date.js';
import type { HabitTarget, Pause } from './habit-depth.schemas.js';
import { scheduledDays, type CompiledSchedule } from './schedule.js';

/**
 * Issue 40, limits and quitting (docs/decisions/032): a day of an `atMost` habit is kept while its
 * logged total stays at or under the quantity, so the kept days are not logged but read off the
 * calendar. These are the rules that turn a limit habit's logged amounts into the completed days
 * every figure already counts (streaks, rates, analytics, the calendar).
 */

/** An amount logged on a day (ascending days), as the server reads a habit's day logs. */
export interface LoggedAmount {
  day: EpochDay;
  amount: number | null;
  skipped?: boolean;
}

/** Whether a day's total keeps a limit: at or under the quantity (nothing logged is 0, kept). */
export const keepsLimit = (target: Pick<HabitTarget, 'quantity'>, total: number): boolean => total <= target.quantity;

/** Whether a day's total breaks the limit: a slip, for a quit habit any amount at all. */
export const breaksLimit = (target: Pick<HabitTarget, 'quantity'>, total: number): boolean => !keepsLimit(target, total);

export interface LimitDays {
  /** The kept days, ascending: every scheduled day before today whose total kept the limit. */
  kept: EpochDay[];
  /** Today's total already breaks the limit: today is missed now, not open. */
  todayMissed: boolean;
  /** The days over the limit up to today, ascending (slips, for a quit habit). */
  over: EpochDay[];
}

/**
 * The kept days of a limit habit up to `today`. A past scheduled day is kept unless its total
 * went over the limit; a day with nothing logged is kept. Today is never kept before it is over
 * (decision 030: today counts once it is over), but a total already over the limit loses it at
 * once, so a slip today ends a quit habit's run today. Skipped and paused days are neither kept
 * nor over: they stay excused, as for every habit.
 */
export function limitDays(compiled: CompiledSchedule, logs: readonly LoggedAmount[], today: EpochDay, target: Pick<HabitTarget, 'quantity'>, pauses: readonly Pause[] = []): LimitDays {
  const totals = new Map<EpochDay, number>();
  const skipped = new Set<EpochDay>();
  for (const log of logs) {
    if (log.amount !== null) totals.set(log.day, log.amount);
    if (log.skipped) skipped.add(log.day);
  }
  const ranges = pauses.map((p) => [toEpochDay(p.from), toEpochDay(p.to)] as const);
  const paused = (day: EpochDay) => ranges.some(([a, b]) => a <= day && day <= b);
  const kept: EpochDay[] = [];
  const over: EpochDay[] = [];
  let todayMissed = false;
  for (const day of scheduledDays(compiled, compiled.firstDay, today)) {
    if (skipped.has(day) || paused(day)) continue;
    const total = totals.get(day) ?? 0;
    if (breaksLimit(target, total)) {
      over.push(day);
      if (day === today) todayMissed = true;
    } else if (day < today) kept.push(day);
  }
  return { kept, todayMissed, over };
}

/**
 * The days a habit counts as done, whatever its kind: a limit habit's kept days (its completions
 * table holds none), anyone else's completed days as given. `freezes` says whether misses spend
 * freezes: not for a quit habit, whose streak is the days since the last slip.
 */
export function countedDays(
  compiled: CompiledSchedule,
  completedDays: ArrayLike<EpochDay>,
  logs: readonly LoggedAmount[],
  today: EpochDay,
  target: HabitTarget | null | undefined,
  pauses: readonly Pause[] = [],
): { days: ArrayLike<EpochDay>; todayMissed: boolean; freezes: boolean } {
  if (!target || target.direction !== 'atMost') return { days: completedDays, todayMissed: false, freezes: true };
  const { kept, todayMissed } = limitDays(compiled, logs, today, target, pauses);
  return { days: kept, todayMissed, freezes: target.quantity > 0 };
}

/**
 * The latest date a streak freeze was spent on, when it is recent enough to say so (within the
 * last `withinDays` days before today): Today and the details dialog tell of it.
 */
export function recentFreezeDate(freezes: { usedDates: readonly string[] } | undefined, today: string, withinDays = 7): string | null {
  const last = freezes?.usedDates[freezes.usedDates.length - 1];
  if (!last) return null;
  const ago = toEpochDay(today) - toEpochDay(last);
  return ago >= 1 && ago <= withinDays ? last : null;
}
