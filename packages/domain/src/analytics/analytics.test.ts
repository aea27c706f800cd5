import { describe, expect, it } from 'vitest';
import { formatDate, toEpochDay, weekStartOf } from '../habits/civil-date.js';
import { compileSchedule } from '../habits/schedule.js';
import { createSchedule } from '../habits/schedule-edits.js';
import { habitProgress, successRate } from '../habits/streaks.js';
import { localToday } from '../habits/zoned-time.js';
import type { CustomRecurrence, Recurrence } from '../habits/recurrence.schemas.js';
import {
  amountTotals,
  compareWithPreviousPeriod,
  completionHeatmap,
  formatPercent,
  goalProgress,
  overallRate,
  topPerforming,
  weeklyTrend,
  type HabitRecord,
} from './analytics.js';

const TODAY = '2026-11-22'; // a Sunday
const range = (from: string, to: string) => {
  const out: string[] = [];
  for (let d = toEpochDay(from); d <= toEpochDay(to); d++) out.push(formatDate(d));
  return out;
};

function habit(id: string, start: string, recurrence: Recurrence, completedDates: string[], goalId: string | null = null, custom: CustomRecurrence | null = null): HabitRecord {
  const schedule = createSchedule(start, { startTime: '07:00', endTime: '07:30', recurrence, customRecurrence: custom });
  const progress = habitProgress(compileSchedule(schedule), new Set(completedDates), TODAY);
  return { id, name: id, goalId, schedule, completedDates, ...progress };
}

// Daily from Tuesday 10 November (started mid-week).
const A = habit('A', '2026-11-10', 'daily', ['2026-11-10', '2026-11-11', '2026-11-12', '2026-11-15', '2026-11-16', '2026-11-18', '2026-11-20', '2026-11-22'], 'g1');
// Weekly on Wednesdays from 14 October; 15 October was done although not scheduled (counts for nothing).
const B = habit('B', '2026-10-14', 'weekly', ['2026-10-14', '2026-10-15', '2026-10-28', '2026-11-11', '2026-11-18'], 'g1');

describe('weekly trend (last 7 weeks, Sunday first, counted up to today)', () => {
  it('matches the hand count for a daily habit started mid-week and a weekly one', () => {
    const trend = weeklyTrend([A, B], TODAY);
    expect(trend.map((w) => [w.start, w.scheduled, w.completed])).toEqual([
      ['2026-10-11', 1, 1],
      ['2026-10-18', 1, 0],
      ['2026-10-25', 1, 1],
      ['2026-11-01', 1, 0],
      ['2026-11-08', 6, 4], // A: 10-14 (5, 3 done); B: 11th done
      ['2026-11-15', 8, 5], // A: 7 days, 4 done; B: 18th done
      ['2026-11-22', 1, 1], // today only: B's Wednesday is not due yet
    ]);
    expect(trend.map((w) => formatPercent(w.rate))).toEqual(['100%', '0%', '100%', '0%', '67%', '63%', '100%']);
    expect(trend.at(-1)!.end).toBe(TODAY);
  });

  it("starts the weeks on the region's first day when asked (issue 54: Monday in Spain)", () => {
    // Sunday 22 November: a Monday-first week holding it started on Monday 16 November.
    expect(formatDate(weekStartOf(toEpochDay(TODAY), 1))).toBe('2026-11-16');
    expect(formatDate(weekStartOf(toEpochDay('2026-11-23'), 1))).toBe('2026-11-23');
    expect(formatDate(weekStartOf(toEpochDay(TODAY)))).toBe(TODAY);
    expect(formatDate(weekStartOf(toEpochDay(TODAY), 6))).toBe('2026-11-21');
    const trend = weeklyTrend([A, B], TODAY, 7, 1);
    expect(trend.map((w) => w.start)).toEqual(['2026-10-05', '2026-10-12', '2026-10-19', '2026-10-26', '2026-11-02', '2026-11-09', '2026-11-16']);
    // This week, Monday 16 to Sunday 22: A 7 days (16, 18, 20, 22 done), B's Wednesday the 18th done.
    expect(trend.at(-1)).toMatchObject({ start: '2026-11-16', end: TODAY, scheduled: 8, completed: 5 });
    expect(compareWithPreviousPeriod([A], TODAY, 7, 1).current.start).toBe('2026-10-05');
    const days = completionHeatmap([A], TODAY, 2, 1);
    expect([days[0]!.date, days.at(-1)!.date, days.length]).toEqual(['2026-11-09', TODAY, 14]);
  });

  it('shows weeks with nothing scheduled as no data, not 0%', () => {
    const trend = weeklyTrend([A], TODAY);
    expect(trend.slice(0, 4).map((w) => [w.scheduled, w.rate])).toEqual([
      [0, null],
      [0, null],
      [0, null],
      [0, null],
    ]);
    expect(formatPercent(trend[0]!.rate)).toBe('—');
  });

  it("uses the user's own today: ahead of UTC, a new week has already begun", () => {
    const instant = new Date('2026-11-21T20:00:00Z');
    const auckland = localToday('Pacific/Auckland', instant);
    const utc = localToday('UTC', instant);
    expect([auckland, utc]).toEqual(['2026-11-22', '2026-11-21']);
    expect(weeklyTrend([A], auckland).at(-1)).toMatchObject({ start: '2026-11-22', scheduled: 1, completed: 1 });
    // 21 November is today in UTC and not done yet: not counted until it is over (issue 39; was 7 scheduled).
    expect(weeklyTrend([A], utc).at(-1)).toMatchObject({ start: '2026-11-15', end: '2026-11-21', scheduled: 6, completed: 4 });
  });

  it("counts today's occurrence once done, never as missed while the day is still on (issue 39)", () => {
    const tonight = habit('T', '2026-11-22', 'daily', []);
    expect(weeklyTrend([tonight], TODAY).at(-1)).toMatchObject({ scheduled: 0, completed: 0, rate: null });
    expect(compareWithPreviousPeriod([tonight], TODAY).current.rate).toBeNull();
    expect(completionHeatmap([tonight], TODAY).at(-1)).toEqual({ date: TODAY, scheduled: 0, completed: 0 });
    const doneTonight = habit('T', '2026-11-22', 'daily', [TODAY]);
    expect(weeklyTrend([doneTonight], TODAY).at(-1)).toMatchObject({ scheduled: 1, completed: 1, rate: 1 });
    expect(completionHeatmap([doneTonight], TODAY).at(-1)).toEqual({ date: TODAY, scheduled: 1, completed: 1 });
    // The next day, it counts as missed.
    expect(weeklyTrend([tonight], '2026-11-23').at(-1)).toMatchObject({ scheduled: 1, completed: 0, rate: 0 });
  });
});

describe('this 7 weeks against the 7 before', () => {
  it('gives the change in percentage points', () => {
    // Daily from Sunday 27 September: 14 days in the previous period (7 done), 43 in this one (30 done).
    const C = habit('C', '2026-09-27', 'daily', [...range('2026-09-27', '2026-10-03'), ...range('2026-10-24', '2026-11-22')]);
    const { current, previous, changePoints } = compareWithPreviousPeriod([C], TODAY);
    expect(previous).toMatchObject({ start: '2026-08-23', end: '2026-10-10', scheduled: 14, completed: 7, rate: 0.5 });
    expect(current).toMatchObject({ start: '2026-10-11', end: TODAY, scheduled: 43, completed: 30 });
    expect(changePoints).toBe(20);
  });

  it('has no change to show when the previous period had nothing scheduled', () => {
    expect(compareWithPreviousPeriod([A, B], TODAY)).toMatchObject({ current: { scheduled: 19, completed: 12 }, previous: { scheduled: 0, rate: null }, changePoints: null });
  });
});

describe('per-habit, goal and overall figures', () => {
  it('success rate is completed / scheduled up to today, from the same figures the server sends', () => {
    expect([A.scheduledCount, A.completedCount, B.scheduledCount, B.completedCount]).toEqual([13, 8, 6, 4]);
    expect(formatPercent(successRate(A.completedCount, A.scheduledCount))).toBe('62%');
    expect(successRate(0, 0)).toBeNull();
    expect(overallRate([A, B])).toBeCloseTo(12 / 19);
  });

  it("goal progress adds up the goal's habits; a goal without habits has no data", () => {
    expect(goalProgress('g1', [A, B])).toEqual({ goalId: 'g1', habitCount: 2, scheduled: 19, completed: 12, rate: 12 / 19 });
    expect(goalProgress('g2', [A, B])).toEqual({ goalId: 'g2', habitCount: 0, scheduled: 0, completed: 0, rate: null });
  });

  it('Top Performing Habits: the top 5 by current streak, then best streak, then name', () => {
    const h = (name: string, completionStreak: number, bestStreak: number) => ({ name, completionStreak, bestStreak });
    const list = [h('f', 1, 1), h('a', 3, 3), h('b', 3, 9), h('c', 7, 7), h('d', 0, 20), h('e', 3, 3)];
    expect(topPerforming(list).map((x) => x.name)).toEqual(['c', 'b', 'a', 'e', 'f']);
  });
});

describe('completion heat map', () => {
  it('has every day of the last whole weeks up to today, with scheduled and completed counts', () => {
    expect(completionHeatmap([A, B], TODAY, 2)).toEqual([
      { date: '2026-11-15', scheduled: 1, completed: 1 },
      { date: '2026-11-16', scheduled: 1, completed: 1 },
      { date: '2026-11-17', scheduled: 1, completed: 0 },
      { date: '2026-11-18', scheduled: 2, completed: 2 },
      { date: '2026-11-19', scheduled: 1, completed: 0 },
      { date: '2026-11-20', scheduled: 1, completed: 1 },
      { date: '2026-11-21', scheduled: 1, completed: 0 },
      { date: '2026-11-22', scheduled: 1, completed: 1 },
    ]);
    const year = completionHeatmap([A, B], TODAY);
    expect(year[0]!.date).toBe('2025-11-23');
    expect(year).toHaveLength(52 * 7 + 1);
  });
});

describe('analytics with skips, pauses, flexible and measurable habits (issue 22)', () => {
  it('leaves skipped and paused days out of the weekly figures unless they were done anyway', () => {
    const excusedA: HabitRecord = { ...A, skippedDates: ['2026-11-13'], pauses: [{ from: '2026-11-17', to: '2026-11-19' }] };
    const trend = weeklyTrend([excusedA], TODAY);
    // Week of 8 Nov: 10-14 scheduled, 13th skipped: 4 counted, 3 done. Week of 15 Nov: 17-19 paused, 18th done anyway: 5 counted, 4 done.
    expect(trend.slice(-3).map((w) => [w.start, w.scheduled, w.completed])).toEqual([
      ['2026-11-08', 4, 3],
      ['2026-11-15', 5, 4],
      ['2026-11-22', 1, 1],
    ]);
    const heat = completionHeatmap([excusedA], TODAY);
    expect(heat.find((d) => d.date === '2026-11-13')).toEqual({ date: '2026-11-13', scheduled: 0, completed: 0 });
    expect(heat.find((d) => d.date === '2026-11-18')).toEqual({ date: '2026-11-18', scheduled: 1, completed: 1 });
  });

  it('counts a "3 times a week" habit by what each week needs, and the week under way by what is done', () => {
    const gym: HabitRecord = { ...habit('G', '2026-11-01', 'daily', ['2026-11-02', '2026-11-04', '2026-11-06', '2026-11-09', '2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-22']), frequency: { times: 3, period: 'week' } };
    expect(weeklyTrend([gym], TODAY).slice(-4).map((w) => [w.start, w.scheduled, w.completed])).toEqual([
      ['2026-11-01', 3, 3],
      ['2026-11-08', 3, 1],
      ['2026-11-15', 3, 3], // four done, three needed
      ['2026-11-22', 1, 1], // under way: one so far, nothing missed yet
    ]);
    // The heat map counts only the days done.
    expect(completionHeatmap([gym], TODAY).filter((d) => d.scheduled > 0).map((d) => d.date)).toEqual(gym.completedDates);
  });

  it("counts a flexible habit's weeks from the same first day as the trend's own weeks (issue 54)", () => {
    const gym: HabitRecord = { ...habit('G', '2026-11-01', 'daily', ['2026-11-02', '2026-11-04', '2026-11-06', '2026-11-09', '2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-22']), frequency: { times: 3, period: 'week' } };
    expect(weeklyTrend([gym], TODAY, 7, 1).slice(-4).map((w) => [w.start, w.scheduled, w.completed])).toEqual([
      ['2026-10-26', 1, 0], // the start's one day, Sunday 1 November, not done
      ['2026-11-02', 3, 3],
      ['2026-11-09', 3, 1],
      ['2026-11-16', 3, 3], // under way, Sunday 22 included: five done, the three it needs counted
    ]);
    expect(compareWithPreviousPeriod([gym], TODAY, 2, 1).current).toMatchObject({ start: '2026-11-09', scheduled: 6, completed: 4 });
  });

  it('adds up the amounts logged in a period, per measurable habit', () => {
    const water: HabitRecord = { ...A, id: 'W', name: 'Water', target: { quantity: 8, unit: 'glasses' }, amounts: { '2026-11-20': 8, '2026-11-21': 5.5, '2026-11-22': 2 } };
    expect(amountTotals([A, water], '2026-11-21', '2026-11-22')).toEqual([{ id: 'W', name: 'Water', target: { quantity: 8, unit: 'glasses' }, total: 7.5, days: 2 }]);
  });
});
