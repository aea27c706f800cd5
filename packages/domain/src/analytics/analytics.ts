import { formatDate, toEpochDay, weekdayOf, type EpochDay } from '../habits/civil-date.js';
import { compileSchedule, scheduledDays, type HabitSchedule } from '../habits/schedule.js';
import { successRate } from '../habits/streaks.js';

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
}

/** A ratio as a whole percentage ('—' for no data). */
export function formatPercent(rate: number | null): string {
  return rate === null ? '—' : `${Math.round(rate * 100)}%`;
}

export interface PeriodStat {
  /** First day (Sunday) of the week, 'YYYY-MM-DD'. */
  start: string;
  /** Last day counted: Saturday, or today for the current week. */
  end: string;
  scheduled: number;
  completed: number;
  rate: number | null;
}

/** Sunday of the week holding `day` (weeks start on Sunday, section 9). */
export const sundayOf = (day: EpochDay): EpochDay => day - weekdayOf(day);

/**
 * Scheduled occurrences and completions of `habits` in [from, to], counting only days up to
 * `today`: an occurrence not yet due is not yet missed. A completion counts only on a date the
 * habit is scheduled on.
 */
export function periodStat(habits: readonly HabitRecord[], from: EpochDay, to: EpochDay, today: EpochDay): PeriodStat {
  const end = Math.min(to, today);
  let scheduled = 0;
  let completed = 0;
  for (const habit of habits) {
    const days = scheduledDays(compileSchedule(habit.schedule), from, end);
    if (!days.length) continue;
    const done = new Set(habit.completedDates);
    scheduled += days.length;
    for (const day of days) if (done.has(formatDate(day))) completed++;
  }
  return { start: formatDate(from), end: formatDate(Math.max(from, end)), scheduled, completed, rate: successRate(completed, scheduled) };
}

/**
 * The last `weeks` weeks (Sunday to Saturday, in the user's local dates), oldest first; the last
 * one is the current week, counted up to today.
 */
export function weeklyTrend(habits: readonly HabitRecord[], today: string, weeks = 7): PeriodStat[] {
  const todayDay = toEpochDay(today);
  const current = sundayOf(todayDay);
  return Array.from({ length: weeks }, (_, i) => {
    const start = current - (weeks - 1 - i) * 7;
    return periodStat(habits, start, start + 6, todayDay);
  });
}

export interface TrendComparison {
  current: PeriodStat;
  previous: PeriodStat;
  /** Change of the rate in percentage points (current - previous); null when either has no data. */
  changePoints: number | null;
}

/** This period of `weeks` weeks against the `weeks` before it: are things getting better? */
export function compareWithPreviousPeriod(habits: readonly HabitRecord[], today: string, weeks = 7): TrendComparison {
  const todayDay = toEpochDay(today);
  const currentStart = sundayOf(todayDay) - (weeks - 1) * 7;
  const current = periodStat(habits, currentStart, todayDay, todayDay);
  const previous = periodStat(habits, currentStart - weeks * 7, currentStart - 1, todayDay);
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
 * Every day of the last `weeks` whole weeks up to today (Sunday first, so the map's columns are
 * weeks), with what was scheduled and completed. Days after today are left out.
 */
export function completionHeatmap(habits: readonly HabitRecord[], today: string, weeks = 53): HeatmapDay[] {
  const todayDay = toEpochDay(today);
  const first = sundayOf(todayDay) - (weeks - 1) * 7;
  const scheduled = new Map<EpochDay, number>();
  const completed = new Map<EpochDay, number>();
  for (const habit of habits) {
    const done = new Set(habit.completedDates);
    for (const day of scheduledDays(compileSchedule(habit.schedule), first, todayDay)) {
      scheduled.set(day, (scheduled.get(day) ?? 0) + 1);
      if (done.has(formatDate(day))) completed.set(day, (completed.get(day) ?? 0) + 1);
    }
  }
  const out: HeatmapDay[] = [];
  for (let day = first; day <= todayDay; day++) out.push({ date: formatDate(day), scheduled: scheduled.get(day) ?? 0, completed: completed.get(day) ?? 0 });
  return out;
}
