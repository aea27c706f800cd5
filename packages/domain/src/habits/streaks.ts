import { civilFromDays, daysFromCivil, daysInMonth, formatDate, toEpochDay, weekStartOf, type EpochDay } from './civil-date.js';
import type { HabitFrequency, Pause } from './habit-depth.schemas.js';
import { scheduledDays, type CompiledSchedule } from './schedule.js';

/**
 * A share as a ratio 0..1, or null when nothing was scheduled ("no data", never 0%). DECISIONS.md:
 * completed / scheduled up to today, where today counts once done or once it is over (issue 39).
 */
export function successRate(completed: number, scheduled: number): number | null {
  return scheduled > 0 ? completed / scheduled : null;
}

/** A habit's figures up to the user's today (DECISIONS.md, Habits; docs/decisions/023 for skips, pauses and flexible habits). */
export interface HabitProgress {
  /**
   * What counts up to and including today: occurrences, less the skipped and paused ones not
   * completed and today's while not yet done (it is not missed until the day is over); for a
   * flexible habit, the periods that count (ended, or already met).
   */
  scheduledCount: number;
  /** Of those, the ones completed (periods met, for a flexible habit). */
  completedCount: number;
  /** completedCount / scheduledCount, 0..1; null when nothing counts yet. */
  successRate: number | null;
  /** Completed occurrences (met periods) in a row, counting back from the latest; skips and pauses pass over. */
  completionStreak: number;
  /** The longest such run so far. */
  bestStreak: number;
  /** Issue 40: streak freezes banked now and the dates a missed occurrence spent one (docs/decisions/032). */
  freezes: HabitFreezes;
}

/** Issue 40: what the habit answers of its streak freezes. */
export interface HabitFreezes {
  /** Freezes in the bank now: 0 to `MAX_BANKED_FREEZES`. */
  banked: number;
  /** The missed occurrences a freeze was spent on, ascending 'YYYY-MM-DD'. */
  usedDates: string[];
}

/** Issue 40: every this many kept occurrences in a row earn one freeze ... */
export const KEPT_PER_FREEZE = 7;
/** ... and at most this many are banked. */
export const MAX_BANKED_FREEZES = 2;
const NO_FREEZES: HabitFreezes = { banked: 0, usedDates: [] };

/** What besides the schedule and the completions the figures read (issue 22); all optional, so old habits count as before. */
export interface HabitDepth {
  /** Skipped days, ascending epoch days. */
  skipped?: ArrayLike<EpochDay>;
  pauses?: readonly Pause[];
  /** "N times per week/month": the habit is counted in periods, not occurrences. */
  frequency?: HabitFrequency | null;
  /**
   * Issue 54: the first day of a flexible habit's weeks, 0 = Sunday … 6 (`firstDayOfWeek` of the
   * account's locale), so "3 times a week" counts the weeks every other screen shows. Every caller
   * with an account passes it; Sunday only for figures with no account behind them.
   */
  weekStartsOn?: number;
  /**
   * Issue 40: whether missed occurrences spend earned freezes (on unless false). A flexible habit
   * never does (its periods are its leeway), and a quit habit never does (its streak is the days
   * since the last slip): docs/decisions/032.
   */
  freezes?: boolean;
  /** Issue 40: today's occurrence is already lost (a limit gone over): missed now, not open. */
  todayMissed?: boolean;
}

/** A day's standing in the figures: done, excused (skipped or paused, not done) or missed. */
const DONE = 1;
const EXCUSED = 2;
/** Today's occurrence while not yet done: neither counted nor missed. */
const OPEN = 3;
/** A missed occurrence a banked freeze was spent on: counted as missed, but the run goes on (issue 40). */
const FROZEN = 4;

/** Membership test over ascending epoch days, for days asked in ascending order. */
function cursor(days: ArrayLike<EpochDay> | undefined) {
  let k = 0;
  const list = days ?? [];
  return (day: EpochDay): boolean => {
    while (k < list.length && list[k]! < day) k++;
    return k < list.length && list[k] === day;
  };
}

/** The paused epoch-day ranges, for quick tests. */
function pausedRanges(pauses: readonly Pause[] | undefined): Array<[EpochDay, EpochDay]> {
  return (pauses ?? []).map((p) => [toEpochDay(p.from), toEpochDay(p.to)]);
}
const inRanges = (ranges: Array<[EpochDay, EpochDay]>, day: EpochDay) => ranges.some(([a, b]) => a <= day && day <= b);

/**
 * Streaks count scheduled occurrences, not calendar days: a weekly habit done four weeks running
 * has a streak of 4, and a day with nothing scheduled never breaks a streak. Today's occurrence,
 * while not yet completed, does not break it either.
 */
export function habitProgress(compiled: CompiledSchedule, completed: ReadonlySet<string>, today: string, depth: HabitDepth = {}): HabitProgress {
  const days = Array.from(completed, toEpochDay).sort((a, b) => a - b);
  return habitProgressOfDays(compiled, days, toEpochDay(today), depth);
}

/**
 * `habitProgress` on epoch days, as the server reads them: `completed` holds the completed days
 * in ascending order, and is walked alongside the scheduled days (a completion on a day with
 * nothing scheduled counts for nothing). A skipped or paused occurrence that is not completed is
 * excused: it neither counts nor breaks a run.
 */
export function habitProgressOfDays(compiled: CompiledSchedule, completed: ArrayLike<EpochDay>, today: EpochDay, depth: HabitDepth = {}): HabitProgress {
  if (depth.frequency) return flexibleProgress(compiled, completed, today, depth, depth.frequency);
  const days = scheduledDays(compiled, compiled.firstDay, today);
  const standing = new Uint8Array(days.length);
  const isDone = cursor(completed);
  const isSkipped = cursor(depth.skipped);
  const paused = pausedRanges(depth.pauses);
  const useFreezes = depth.freezes !== false;
  let counted = 0;
  let completedCount = 0;
  let run = 0;
  let bestStreak = 0;
  // Issue 40: kept occurrences in a row towards the next freeze, the bank, and where freezes went.
  let towardFreeze = 0;
  let banked = 0;
  const usedDates: string[] = [];
  for (let i = 0; i < days.length; i++) {
    const day = days[i]!;
    if (isDone(day)) {
      standing[i] = DONE;
      counted++;
      completedCount++;
      if (++run > bestStreak) bestStreak = run;
      if (++towardFreeze === KEPT_PER_FREEZE) {
        towardFreeze = 0;
        banked = Math.min(MAX_BANKED_FREEZES, banked + 1);
      }
    } else if (isSkipped(day) || (paused.length > 0 && inRanges(paused, day))) {
      // Skips and pauses neither earn nor spend a freeze, and do not interrupt the count towards one.
      standing[i] = EXCUSED;
    } else if (day === today && !depth.todayMissed) {
      // Today, not done yet, is still open (issue 39): not missed until the day is over, so a
      // habit due tonight does not count as 0% this morning. It breaks no run and spends no freeze.
      standing[i] = OPEN;
    } else if (useFreezes && banked > 0) {
      // Issue 40: a banked freeze is spent on the miss; the rate still counts it missed, the run goes on.
      standing[i] = FROZEN;
      counted++;
      banked--;
      towardFreeze = 0;
      usedDates.push(formatDate(day));
    } else {
      counted++;
      run = 0;
      towardFreeze = 0;
    }
  }
  let completionStreak = 0;
  for (let i = days.length - 1; i >= 0; i--) {
    if (standing[i] === DONE) completionStreak++;
    else if (standing[i] === EXCUSED || standing[i] === OPEN || standing[i] === FROZEN) continue;
    else break;
  }
  const freezes = useFreezes ? { banked, usedDates } : { ...NO_FREEZES, usedDates: [] };
  return { scheduledCount: counted, completedCount, successRate: successRate(completedCount, counted), completionStreak, bestStreak, freezes };
}

/** One period of a flexible habit and where it stands. */
export interface PeriodProgress {
  from: string;
  to: string;
  /** Completions in the period. */
  done: number;
  /** Completions that meet it: N, or fewer when fewer days were open (before the start, skipped or paused). */
  needed: number;
}

/**
 * The period holding `day`: a 'week' of seven days from `weekStartsOn` (0 = Sunday … 6; the
 * region's first day, issue 54: callers with an account pass `firstDayOfWeek` of its locale, and
 * the Sunday default is for callers with none), or the calendar month.
 */
export function periodOf(period: HabitFrequency['period'], day: EpochDay, weekStartsOn = 0): { from: EpochDay; to: EpochDay } {
  if (period === 'week') {
    const from = weekStartOf(day, weekStartsOn);
    return { from, to: from + 6 };
  }
  const { year, month } = civilFromDays(day);
  const from = daysFromCivil(year, month, 1);
  return { from, to: from + daysInMonth(year, month) - 1 };
}

/**
 * Every period from the one holding the habit's first day to the one holding today (weeks from
 * `depth.weekStartsOn`), with its completions and what it needs. A day is open when the schedule
 * has it, it is neither skipped nor paused, and (for the last period) it is not after the
 * schedule's end.
 */
export function flexiblePeriods(compiled: CompiledSchedule, completed: ArrayLike<EpochDay>, today: EpochDay, depth: HabitDepth, frequency: HabitFrequency): PeriodProgress[] {
  const periodAt = (day: EpochDay) => periodOf(frequency.period, day, depth.weekStartsOn);
  const last = periodAt(today);
  const scheduled = scheduledDays(compiled, compiled.firstDay, last.to);
  const isDone = cursor(completed);
  const isSkipped = cursor(depth.skipped);
  const paused = pausedRanges(depth.pauses);
  const out: PeriodProgress[] = [];
  let i = 0;
  for (let start = periodAt(compiled.firstDay).from; start <= last.to; ) {
    const { from, to } = periodAt(start);
    let done = 0;
    let open = 0;
    for (; i < scheduled.length && scheduled[i]! <= to; i++) {
      const day = scheduled[i]!;
      if (day < from) continue;
      if (day <= today && isDone(day)) {
        done++;
        open++;
      } else if (!isSkipped(day) && !(paused.length > 0 && inRanges(paused, day))) open++;
    }
    out.push({ from: formatDate(from), to: formatDate(to), done, needed: Math.min(frequency.times, open) });
    start = to + 1;
  }
  return out;
}

/**
 * A flexible habit counts periods: one is met when its completions reach what it needs; one that
 * needs nothing (all skipped or paused) is excused; the current one, not yet met, is still open
 * and breaks nothing; any other is missed.
 */
function flexibleProgress(compiled: CompiledSchedule, completed: ArrayLike<EpochDay>, today: EpochDay, depth: HabitDepth, frequency: HabitFrequency): HabitProgress {
  const periods = flexiblePeriods(compiled, completed, today, depth, frequency);
  const standing = periods.map((p, i) => {
    if (p.needed > 0 && p.done >= p.needed) return 'met';
    if (p.needed === 0 && p.done > 0) return 'met';
    if (p.needed === 0 || i === periods.length - 1) return 'open';
    return 'missed';
  });
  let counted = 0;
  let met = 0;
  let run = 0;
  let bestStreak = 0;
  for (const s of standing) {
    if (s === 'met') {
      counted++;
      met++;
      if (++run > bestStreak) bestStreak = run;
    } else if (s === 'missed') {
      counted++;
      run = 0;
    }
  }
  let completionStreak = 0;
  for (let i = standing.length - 1; i >= 0; i--) {
    if (standing[i] === 'met') completionStreak++;
    else if (standing[i] === 'missed') break;
  }
  return { scheduledCount: counted, completedCount: met, successRate: successRate(met, counted), completionStreak, bestStreak, freezes: { ...NO_FREEZES, usedDates: [] } };
}

/** The period holding today, for "2 of 3 this week"; null for a habit with fixed days. */
export function currentPeriodProgress(compiled: CompiledSchedule, completed: ArrayLike<EpochDay>, today: EpochDay, depth: HabitDepth): PeriodProgress | null {
  if (!depth.frequency) return null;
  const periods = flexiblePeriods(compiled, completed, today, depth, depth.frequency);
  return periods[periods.length - 1] ?? null;
}
