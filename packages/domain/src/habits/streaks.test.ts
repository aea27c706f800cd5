import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, toEpochDay } from './civil-date.js';
import type { HabitFrequency, Pause } from './habit-depth.schemas.js';
import type { CustomRecurrence, Recurrence } from './recurrence.schemas.js';
import { compileSchedule, scheduledDays } from './schedule.js';
import { createSchedule } from './schedule-edits.js';
import { firstDayOfWeek } from '../locale/locale-format.js';
import { currentPeriodProgress, habitProgress, habitProgressOfDays, periodOf, type HabitDepth } from './streaks.js';

const compiled = (start: string, recurrence: Recurrence = 'daily', custom: CustomRecurrence | null = null) =>
  compileSchedule(createSchedule(start, { startTime: '07:30', endTime: '08:00', recurrence, customRecurrence: custom }));
const days = (...dates: string[]) => dates.map(toEpochDay).sort((a, b) => a - b);

describe('skips and pauses (docs/decisions/023, worked examples)', () => {
  // Daily from Monday 16 November; today Sunday 22 November.
  const daily = compiled('2026-11-16');
  const today = toEpochDay('2026-11-22');

  it('a skipped day neither breaks the streak nor counts in the rate', () => {
    const done = days('2026-11-16', '2026-11-17', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22');
    expect(habitProgressOfDays(daily, done, today)).toMatchObject({ scheduledCount: 7, completedCount: 6, completionStreak: 4, bestStreak: 4 });
    expect(habitProgressOfDays(daily, done, today, { skipped: days('2026-11-18') })).toEqual({
      scheduledCount: 6,
      completedCount: 6,
      successRate: 1,
      completionStreak: 6,
      bestStreak: 6,
      freezes: { banked: 0, usedDates: [] },
    });
  });

  it('a pause runs the streak across a holiday and leaves its days out of the rate', () => {
    const done = days('2026-11-16', '2026-11-17', '2026-11-21', '2026-11-22');
    const pauses: Pause[] = [{ from: '2026-11-18', to: '2026-11-20' }];
    expect(habitProgressOfDays(daily, done, today, { pauses })).toEqual({ scheduledCount: 4, completedCount: 4, successRate: 1, completionStreak: 4, bestStreak: 4, freezes: { banked: 0, usedDates: [] } });
  });

  it('a completion inside a pause still counts; today open does not break the run', () => {
    const done = days('2026-11-19', '2026-11-20', '2026-11-21');
    const progress = habitProgressOfDays(daily, done, today, { pauses: [{ from: '2026-11-16', to: '2026-11-19' }] });
    // 16-18 paused and not done: excused; 19 paused and done: counts; 22 (today) open, so not
    // counted until it is done or over (issue 39 changed this from 4 counted and 75 %).
    expect(progress).toEqual({ scheduledCount: 3, completedCount: 3, successRate: 1, completionStreak: 3, bestStreak: 3, freezes: { banked: 0, usedDates: [] } });
  });

  it('today is not missed until it is over: a habit due tonight is not 0% this morning (issue 39)', () => {
    const startedToday = compiled('2026-11-22');
    expect(habitProgressOfDays(startedToday, [], today)).toEqual({ scheduledCount: 0, completedCount: 0, successRate: null, completionStreak: 0, bestStreak: 0, freezes: { banked: 0, usedDates: [] } });
    expect(habitProgressOfDays(startedToday, days('2026-11-22'), today)).toMatchObject({ scheduledCount: 1, completedCount: 1, successRate: 1, completionStreak: 1 });
    // The next day, the undone day is missed.
    expect(habitProgressOfDays(startedToday, [], today + 1)).toMatchObject({ scheduledCount: 1, completedCount: 0, successRate: 0, completionStreak: 0 });
    // Done 16-21, today still to do: 6 of 6, the run of 6 unbroken.
    const week = days('2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21');
    expect(habitProgressOfDays(daily, week, today)).toEqual({ scheduledCount: 6, completedCount: 6, successRate: 1, completionStreak: 6, bestStreak: 6, freezes: { banked: 0, usedDates: [] } });
  });

  it('a habit with no skips or pauses counts exactly as before', () => {
    const done = days('2026-11-16', '2026-11-18');
    expect(habitProgressOfDays(daily, done, today, {})).toEqual(habitProgressOfDays(daily, done, today));
  });
});

describe('flexible habits: "3 times a week" (periods Sunday to Saturday unless the region starts them elsewhere)', () => {
  const week3: HabitFrequency = { times: 3, period: 'week' };
  // Started Sunday 1 November: weeks of 1, 8, 15 and 22 November; today Wednesday 25 November.
  const flexible = compiled('2026-11-01');
  const today = toEpochDay('2026-11-25');

  it('counts periods met in a row; the current one, not yet met, breaks nothing', () => {
    const done = days('2026-11-02', '2026-11-04', '2026-11-06', '2026-11-09', '2026-11-10', '2026-11-14', '2026-11-16', '2026-11-18', '2026-11-20', '2026-11-23');
    const progress = habitProgressOfDays(flexible, done, today, { frequency: week3 });
    expect(progress).toEqual({ scheduledCount: 3, completedCount: 3, successRate: 1, completionStreak: 3, bestStreak: 3, freezes: { banked: 0, usedDates: [] } });
    expect(currentPeriodProgress(flexible, done, today, { frequency: week3 })).toEqual({ from: '2026-11-22', to: '2026-11-28', done: 1, needed: 3 });
  });

  it('a week short of N is missed; a week with paused days needs no more than its open days', () => {
    const done = days('2026-11-02', '2026-11-04', '2026-11-09', '2026-11-16', '2026-11-17', '2026-11-18');
    expect(habitProgressOfDays(flexible, done, today, { frequency: week3 })).toMatchObject({ scheduledCount: 3, completedCount: 1, completionStreak: 1, bestStreak: 1 });
    // Away Tuesday 3 to Saturday 7 November: the week has two open days (1 and 2) and needs two.
    const before = days('2026-11-01', '2026-11-02', '2026-11-09', '2026-11-16', '2026-11-17', '2026-11-18');
    const pauses: Pause[] = [{ from: '2026-11-03', to: '2026-11-07' }];
    expect(habitProgressOfDays(flexible, before, today, { frequency: week3 })).toMatchObject({ scheduledCount: 3, completedCount: 1, completionStreak: 1 });
    expect(habitProgressOfDays(flexible, before, today, { frequency: week3, pauses })).toMatchObject({ scheduledCount: 3, completedCount: 2, completionStreak: 1, bestStreak: 1 });
  });

  it('the week a habit starts in needs only the days left in it', () => {
    // Started Friday 6 November: that week has two days left and needs two.
    const friday = compiled('2026-11-06');
    const done = days('2026-11-06', '2026-11-07');
    expect(habitProgressOfDays(friday, done, toEpochDay('2026-11-09'), { frequency: week3 })).toMatchObject({ completedCount: 1, completionStreak: 1 });
    expect(habitProgressOfDays(friday, done.slice(1), toEpochDay('2026-11-09'), { frequency: week3 })).toMatchObject({ completedCount: 0, completionStreak: 0 });
  });

  it("counts weeks from the region's first day (issue 54): a Sunday ends a German week and starts an American one", () => {
    const monday = firstDayOfWeek('de-DE');
    const sunday = firstDayOfWeek('en-US');
    expect([monday, sunday]).toEqual([1, 0]);
    const sunday22 = toEpochDay('2026-11-22');
    const span = (p: { from: number; to: number }) => [formatDate(p.from), formatDate(p.to)];
    expect(span(periodOf('week', sunday22, monday))).toEqual(['2026-11-16', '2026-11-22']);
    expect(span(periodOf('week', sunday22, sunday))).toEqual(['2026-11-22', '2026-11-28']);
    // The default, for figures with no account behind them, stays Sunday; a month is a month either way.
    expect(span(periodOf('week', sunday22))).toEqual(['2026-11-22', '2026-11-28']);
    expect(span(periodOf('month', sunday22, monday))).toEqual(['2026-11-01', '2026-11-30']);

    // Daily from Monday 16 November, done Monday 16, Wednesday 18 and Sunday 22; today Tuesday 24.
    const fromMonday = compiled('2026-11-16');
    const done = days('2026-11-16', '2026-11-18', '2026-11-22');
    const tuesday = toEpochDay('2026-11-24');
    // Monday first: 16-22 holds all three (met); 23-29 is under way with none yet.
    const de: HabitDepth = { frequency: week3, weekStartsOn: monday };
    expect(habitProgressOfDays(fromMonday, done, tuesday, de)).toMatchObject({ scheduledCount: 1, completedCount: 1, successRate: 1, completionStreak: 1, bestStreak: 1 });
    expect(currentPeriodProgress(fromMonday, done, tuesday, de)).toEqual({ from: '2026-11-23', to: '2026-11-29', done: 0, needed: 3 });
    // Sunday first: 15-21 has two (missed), and Sunday 22 opens the week under way.
    const us: HabitDepth = { frequency: week3, weekStartsOn: sunday };
    expect(habitProgressOfDays(fromMonday, done, tuesday, us)).toMatchObject({ scheduledCount: 1, completedCount: 0, successRate: 0, completionStreak: 0, bestStreak: 0 });
    expect(currentPeriodProgress(fromMonday, done, tuesday, us)).toEqual({ from: '2026-11-22', to: '2026-11-28', done: 1, needed: 3 });
  });

  it('a streak of weeks in a row is counted in the weeks of the region', () => {
    // Daily from Monday 2 November; today Thursday 19. Sunday 15 November is the day that differs.
    const fromMonday = compiled('2026-11-02');
    const done = days('2026-11-02', '2026-11-03', '2026-11-04', '2026-11-09', '2026-11-10', '2026-11-15', '2026-11-16', '2026-11-17', '2026-11-18');
    const thursday = toEpochDay('2026-11-19');
    // Monday weeks 2-8, 9-15 (9, 10 and Sunday 15) and 16-22: three met in a row.
    expect(habitProgressOfDays(fromMonday, done, thursday, { frequency: week3, weekStartsOn: firstDayOfWeek('de-DE') })).toMatchObject({
      scheduledCount: 3,
      completedCount: 3,
      completionStreak: 3,
      bestStreak: 3,
    });
    // Sunday weeks 1-7 (met), 8-14 (two: missed), 15-21 (Sunday 15 to Wednesday 18: met): a streak of one.
    expect(habitProgressOfDays(fromMonday, done, thursday, { frequency: week3, weekStartsOn: firstDayOfWeek('en-US') })).toMatchObject({
      scheduledCount: 3,
      completedCount: 2,
      completionStreak: 1,
      bestStreak: 1,
    });
  });

  it('"20 times a month" in February needs no more than February has', () => {
    const daily = compiled('2027-02-01');
    const all = Array.from({ length: 28 }, (_, i) => toEpochDay('2027-02-01') + i);
    const progress = currentPeriodProgress(daily, all, toEpochDay('2027-02-28'), { frequency: { times: 31, period: 'month' } });
    expect(progress).toEqual({ from: '2027-02-01', to: '2027-02-28', done: 28, needed: 28 });
  });
});

describe('across daylight-saving changes the rules count local dates', () => {
  it('a daily 07:30 habit around the October and March changes keeps one occurrence a day', () => {
    for (const [start, today] of [
      ['2026-10-20', '2026-11-05'], // Europe/London ends summer time 25 October, New York 1 November
      ['2027-03-08', '2027-04-02'], // New York starts 14 March, London 28 March
    ] as const) {
      const schedule = compiled(start);
      const all = scheduledDays(schedule, toEpochDay(start), toEpochDay(today));
      const progress = habitProgressOfDays(schedule, all, toEpochDay(today));
      expect(progress.scheduledCount).toBe(toEpochDay(today) - toEpochDay(start) + 1);
      expect(progress.completionStreak).toBe(progress.scheduledCount);
    }
  });
});

// ---- Properties ----

const START = toEpochDay('2026-01-01');
const SPAN = 120;
const recurrences: Array<[Recurrence, CustomRecurrence | null]> = [
  ['daily', null],
  ['weekly', null],
  ['custom', { frequency: 'weekly', interval: 1, days: ['Monday', 'Wednesday', 'Friday'] }],
  ['custom', { frequency: 'daily', interval: 2 }],
];
const dayIn = fc.integer({ min: 0, max: SPAN });
const daySet = fc.uniqueArray(dayIn, { maxLength: 60 }).map((list) => list.map((d) => START + d).sort((a, b) => a - b));
const pauseArb = fc.tuple(dayIn, fc.integer({ min: 0, max: 20 })).map(([d, len]): Pause => ({ from: formatDate(START + d), to: formatDate(START + d + len) }));
const frequencyArb = fc.option(
  fc.oneof(
    fc.integer({ min: 1, max: 7 }).map((times): HabitFrequency => ({ times, period: 'week' })),
    fc.integer({ min: 1, max: 31 }).map((times): HabitFrequency => ({ times, period: 'month' })),
  ),
  { nil: null },
);
const world = fc.record({
  kind: fc.integer({ min: 0, max: recurrences.length - 1 }),
  completed: daySet,
  skipped: daySet,
  pauses: fc.array(pauseArb, { maxLength: 3 }),
  today: dayIn,
  frequency: frequencyArb,
});

describe('properties of skips and pauses', () => {
  const scheduleOf = (kind: number) => {
    const [recurrence, custom] = recurrences[kind]!;
    return compiled(formatDate(START), recurrence, custom);
  };

  it('adding a skip or a pause never lowers the current or the best streak', () => {
    fc.assert(
      fc.property(world, ({ kind, completed, skipped, pauses, today, frequency }) => {
        const schedule = scheduleOf(kind);
        const base = habitProgressOfDays(schedule, completed, START + today, { frequency });
        const excused = habitProgressOfDays(schedule, completed, START + today, { frequency, skipped, pauses });
        expect(excused.completionStreak).toBeGreaterThanOrEqual(base.completionStreak);
        expect(excused.bestStreak).toBeGreaterThanOrEqual(base.bestStreak);
        expect(excused.completedCount).toBeGreaterThanOrEqual(base.completedCount);
        expect(excused.scheduledCount - excused.completedCount).toBeLessThanOrEqual(base.scheduledCount - base.completedCount);
      }),
      { numRuns: 300 },
    );
  });

  it('without skips and pauses the figures are those of the plain rules', () => {
    fc.assert(
      fc.property(world, ({ kind, completed, today }) => {
        const schedule = scheduleOf(kind);
        const asSet = new Set(completed.map(formatDate));
        expect(habitProgressOfDays(schedule, completed, START + today, { skipped: [], pauses: [] })).toEqual(
          habitProgress(schedule, asSet, formatDate(START + today)),
        );
      }),
      { numRuns: 200 },
    );
  });

  it('skips and pauses on days that are completed change nothing', () => {
    fc.assert(
      fc.property(world, ({ kind, completed, today }) => {
        const schedule = scheduleOf(kind);
        const depth: HabitDepth = { skipped: completed, pauses: completed.map((d) => ({ from: formatDate(d), to: formatDate(d) })) };
        expect(habitProgressOfDays(schedule, completed, START + today, depth)).toEqual(habitProgressOfDays(schedule, completed, START + today));
      }),
      { numRuns: 200 },
    );
  });

  it('the rate stays between 0 and 1 and the streak within the best', () => {
    fc.assert(
      fc.property(world, ({ kind, completed, skipped, pauses, today, frequency }) => {
        const p = habitProgressOfDays(scheduleOf(kind), completed, START + today, { frequency, skipped, pauses });
        expect(p.completedCount).toBeLessThanOrEqual(p.scheduledCount);
        expect(p.completionStreak).toBeLessThanOrEqual(p.bestStreak);
        if (p.successRate !== null) expect(p.successRate).toBeGreaterThanOrEqual(0);
        if (p.successRate !== null) expect(p.successRate).toBeLessThanOrEqual(1);
      }),
      { numRuns: 300 },
    );
  });
});
