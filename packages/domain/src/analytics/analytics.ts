import { formatDate, toEpochDay, weekStartOf, type EpochDay } from '../habits/civil-date.js';
import { isPaused, type HabitFrequency, type HabitTarget, type Pause } from '../habits/habit-depth.schemas.js';
import { compileSchedule, scheduledDays, type CompiledSchedule, type HabitSchedule } from '../habits/schedule.js';
import { flexiblePeriods, successRate } from '../habits/streaks.js';

/** What the figures need of a habit: its schedule and its completed dates ('YYYY-MM-DD'). */
export interface HabitRecord {
  id: string;
  name: string;
  goalId: string | null;
  schedule: HabitSchedule;
  completedDates: readonly string[];
  completionStreak: number;
  bestStreak: number;
  scheduledCount: number;
  completedCount: number;
  /** Issue 22 (absent on older records: counted as before). */
  skippedDates?: readonly string[];
  pauses?: readonly Pause[];
  frequency?: HabitFrequency | null;
  target?: HabitTarget | null;
  amounts?: Readonly<Record<string, number>>;
}

/** A skipped or paused day of `habit` (issue 22): not counted unless done. */
const excused = (habit: HabitRecord, date: string) => !!habit.skippedDates?.includes(date) || isPaused(habit.pauses ?? [], date);

/**
 * A flexible habit's periods as they count in [from, end] (docs/decisions/023): ended ones in
 * full, the current one as far as it got; weeks from `weekStartsOn`, as the trend's own weeks.
 */
function flexibleCounts(habit: HabitRecord & { frequency: HabitFrequency }, compiled: CompiledSchedule, from: EpochDay, end: EpochDay, today: EpochDay, weekStartsOn: number) {
  const completed = habit.completedDates.map(toEpochDay).sort((a, b) => a - b);
  const skipped = (habit.skippedDates ?? []).map(toEpochDay).sort((a, b) => a - b);
  let scheduled = 0;
  let done = 0;
  for (const p of flexiblePeriods(compiled, completed, today, { skipped, pauses: habit.pauses ?? [], frequency: habit.frequency, weekStartsOn }, habit.frequency)) {
    const last = toEpochDay(p.to);
    const met = Math.min(p.done, p.needed);
    if (last < from) continue;
    if (last <= end && last < today) {
      scheduled += p.needed;
      done += met;
    } else if (toEpochDay(p.from) <= end && end === today) {
      // The period under way counts what is done so far, never what is still to come.
      scheduled += met;
      done += met;
    }
  }
  return { scheduled, done };
}

/** A ratio as a whole percentage ('—' for no data). */
export function formatPercent(rate: number | null): string {
  return rate === null ? '—' : `${Math.round(rate * 100)}%`;
}

export interface PeriodStat {
  /** First day of the week (Sunday, or the region's first day: `weekStartsOn`), 'YYYY-MM-DD'. */
  start: string;
  /** Last day counted: the week's last day, or today for the current week. */
  end: string;
  scheduled: number;
  completed: number;
  rate: number | null;
}


/**
 * Scheduled occurrences and completions of `habits` in [from, to], counting only days up to
 * `today`: an occurrence not yet due is not yet missed, and today's counts once done (it is not
 * missed until the day is over, issue 39). A completion counts only on a date the habit is
 * scheduled on. A flexible habit's weeks start on `weekStartsOn` (the region's first day, as the
 * caller's own weeks: issue 54); Sunday only for a caller with no account.
 */
export function periodStat(habits: readonly HabitRecord[], from: EpochDay, to: EpochDay, today: EpochDay, weekStartsOn = 0): PeriodStat {
  const end = Math.min(to, today);
  let scheduled = 0;
  let completed = 0;
  for (const habit of habits) {
    const compiled = compileSchedule(habit.schedule);
    if (habit.frequency) {
      const counts = flexibleCounts(habit as HabitRecord & { frequency: HabitFrequency }, compiled, from, end, today, weekStartsOn);
      scheduled += counts.scheduled;
      completed += counts.done;
      continue;
    }
    const days = scheduledDays(compiled, from, end);
    if (!days.length) continue;
    const done = new Set(habit.completedDates);
    for (const day of days) {
      const date = formatDate(day);
      if (done.has(date)) {
        scheduled++;
        completed++;
      } else if (day !== today && !excused(habit, date)) scheduled++;
    }
  }
  return { start: formatDate(from), end: formatDate(Math.max(from, end)), scheduled, completed, rate: successRate(completed, scheduled) };
}

/**
 * The last `weeks` weeks (Sunday to Saturday, or from the region's first day: `weekStartsOn`, in
 * the user's local dates), oldest first; the last one is the current week, counted up to today.
 */
export function weeklyTrend(habits: readonly HabitRecord[], today: string, weeks = 7, weekStartsOn = 0): PeriodStat[] {
  const todayDay = toEpochDay(today);
  const current = weekStartOf(todayDay, weekStartsOn);
  return Array.from({ length: weeks }, (_, i) => {
    const start = current - (weeks - 1 - i) * 7;
    return periodStat(habits, start, start + 6, todayDay, weekStartsOn);
  });
}

export interface TrendComparison {
  current: PeriodStat;
  previous: PeriodStat;
  /** Change of the rate in percentage points (current - previous); null when either has no data. */
  changePoints: number | null;
}

/** This period of `weeks` weeks against the `weeks` before it: are things getting better? */
export function compareWithPreviousPeriod(habits: readonly HabitRecord[], today: string, weeks = 7, weekStartsOn = 0): TrendComparison {
  const todayDay = toEpochDay(today);
  const currentStart = weekStartOf(todayDay, weekStartsOn) - (weeks - 1) * 7;
  const current = periodStat(habits, currentStart, todayDay, todayDay, weekStartsOn);
  const previous = periodStat(habits, currentStart - weeks * 7, currentStart - 1, todayDay, weekStartsOn);
  const changePoints = current.rate === null || previous.rate === null ? null : Math.round((current.rate - previous.rate) * 100);
  return { current, previous, changePoints };
}

/** Section 9: 'Top Performing Habits', the top `count` by current streak (then best streak, then name). */
export function topPerforming<T extends Pick<HabitRecord, 'completionStreak' | 'bestStreak' | 'name'>>(habits: readonly T[], count = 5): T[] {
  return [...habits]
    .sort((a, b) => b.completionStreak - a.completionStreak || b.bestStreak - a.bestStreak || a.name.localeCompare(b.name))
    .slice(0, count);
}

export interface GoalProgress {
  goalId: string;
  habitCount: number;
  scheduled: number;
  completed: number;
  rate: number | null;
}

/** Section 9: goal progress = completions / scheduled across the goal's habits (all history up to today). */
export function goalProgress(goalId: string, habits: readonly Pick<HabitRecord, 'goalId' | 'scheduledCount' | 'completedCount'>[]): GoalProgress {
  const linked = habits.filter((h) => h.goalId === goalId);
  const scheduled = linked.reduce((sum, h) => sum + h.scheduledCount, 0);
  const completed = linked.reduce((sum, h) => sum + h.completedCount, 0);
  return { goalId, habitCount: linked.length, scheduled, completed, rate: successRate(completed, scheduled) };
}

/** All habits together, all history up to today. */
export function overallRate(habits: readonly Pick<HabitRecord, 'scheduledCount' | 'completedCount'>[]): PeriodStat['rate'] {
  return successRate(
    habits.reduce((sum, h) => sum + h.completedCount, 0),
    habits.reduce((sum, h) => sum + h.scheduledCount, 0),
  );
}

export interface HeatmapDay {
  date: string;
  /** Occurrences due that day (0: nothing scheduled). */
  scheduled: number;
  completed: number;
}

/**
 * Every day of the last `weeks` whole weeks up to today (from the week's first day: Sunday, or
 * `weekStartsOn`, so the map's columns are weeks), with what was scheduled and completed. Days
 * after today are left out; today shows what is done so far.
 */
export function completionHeatmap(habits: readonly HabitRecord[], today: string, weeks = 53, weekStartsOn = 0): HeatmapDay[] {
  const todayDay = toEpochDay(today);
  const first = weekStartOf(todayDay, weekStartsOn) - (weeks - 1) * 7;
  const scheduled = new Map<EpochDay, number>();
  const completed = new Map<EpochDay, number>();
  for (const habit of habits) {
    const done = new Set(habit.completedDates);
    for (const day of scheduledDays(compileSchedule(habit.schedule), first, todayDay)) {
      const date = formatDate(day);
      // A flexible habit's day is only counted when done; a skipped or paused one not at all (issue 22);
      // today's while not yet done neither (issue 39: not missed until the day is over).
      if (done.has(date)) completed.set(day, (completed.get(day) ?? 0) + 1);
      else if (habit.frequency || day === todayDay || excused(habit, date)) continue;
      scheduled.set(day, (scheduled.get(day) ?? 0) + 1);
    }
  }
  const out: HeatmapDay[] = [];
  for (let day = first; day <= todayDay; day++) out.push({ date: formatDate(day), scheduled: scheduled.get(day) ?? 0, completed: completed.get(day) ?? 0 });
  return out;
}

export interface AmountTotal {
  id: string;
  name: string;
  target: HabitTarget;
  /** The amounts logged in the period, added up. */
  total: number;
  /** Days in the period with something logged. */
  days: number;
}

/** Issue 22: for each habit with a target, what was logged from `from` to `to` (inclusive), in list order. */
export function amountTotals(habits: readonly HabitRecord[], from: string, to: string): AmountTotal[] {
  return habits.flatMap((habit) => {
    if (!habit.target) return [];
    const logged = Object.entries(habit.amounts ?? {}).filter(([date]) => date >= from && date <= to);
    return [{ id: habit.id, name: habit.name, target: habit.target, total: logged.reduce((sum, [, amount]) => sum + amount, 0), days: logged.length }];
  });
}
