import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, toEpochDay } from './civil-date.js';
import { habitTargetSchema, isLimit, isQuit, targetDirection, type HabitFrequency, type Pause } from './habit-depth.schemas.js';
import { countedDays, limitDays, type LoggedAmount } from './limits.js';
import type { CustomRecurrence, Recurrence } from './recurrence.schemas.js';
import { compileSchedule, scheduledDays } from './schedule.js';
import { createSchedule } from './schedule-edits.js';
import { habitProgressOfDays, MAX_BANKED_FREEZES } from './streaks.js';
import { periodStat } from '../analytics/analytics.js';
import { HABIT_DEPTH_TEXTS } from '../texts/habit-depth-texts.js';
import { freezeNoteOf, LIMIT_TEXTS } from '../texts/limits-texts.js';

/** Issue 40 parts 2 and 3, the worked examples of docs/decisions/032. */
const compiled = (start: string, recurrence: Recurrence = 'daily', custom: CustomRecurrence | null = null) =>
  compileSchedule(createSchedule(start, { startTime: '07:30', endTime: '08:00', recurrence, customRecurrence: custom }));
const days = (...dates: string[]) => dates.map(toEpochDay).sort((a, b) => a - b);
/** Every date from `from` to `to` inclusive, as epoch days. */
const range = (from: string, to: string) => Array.from({ length: toEpochDay(to) - toEpochDay(from) + 1 }, (_, i) => toEpochDay(from) + i);
const logs = (amounts: Record<string, number>): LoggedAmount[] =>
  Object.entries(amounts)
    .map(([date, amount]) => ({ day: toEpochDay(date), amount }))
    .sort((a, b) => a.day - b.day);

describe('targets: direction (issue 40)', () => {
  it('a target without a direction reads as atLeast; 0 is only a limit', () => {
    expect(targetDirection({ quantity: 8, unit: 'glasses' } as never)).toBe('atLeast');
    expect(isLimit({ direction: 'atMost' })).toBe(true);
    expect(isQuit({ direction: 'atMost', quantity: 0 })).toBe(true);
    expect(isQuit({ direction: 'atMost', quantity: 2 })).toBe(false);
    expect(habitTargetSchema.safeParse({ quantity: 0, unit: 'sugar', direction: 'atMost' }).success).toBe(true);
    const zeroAtLeast = habitTargetSchema.safeParse({ quantity: 0, unit: 'glasses' });
    expect(zeroAtLeast.success).toBe(false);
    expect(zeroAtLeast.error?.issues[0]?.path).toEqual(['quantity']);
    expect(habitTargetSchema.safeParse({ quantity: 1_000_001, unit: 'x', direction: 'atMost' }).success).toBe(false);
    expect(habitTargetSchema.safeParse({ quantity: 2, unit: '', direction: 'atMost' }).error?.issues[0]?.path).toEqual(['unit']);
    expect(habitTargetSchema.safeParse({ quantity: 2, unit: 'coffees', direction: 'sideways' }).error?.issues[0]?.path).toEqual(['direction']);
  });
});

describe('limits and quitting: worked examples', () => {
  // Daily from Sunday 1 November 2026; today Wednesday 11 November.
  const daily = compiled('2026-11-01');
  const today = toEpochDay('2026-11-11');
  const twoCoffees = { quantity: 2, unit: 'coffees', direction: 'atMost' as const };
  const noSugar = { quantity: 0, unit: 'sugar', direction: 'atMost' as const };

  it('at most 2 coffees: a day at or under 2 is kept, nothing logged is kept, 3 is over', () => {
    const result = limitDays(daily, logs({ '2026-11-02': 2, '2026-11-03': 3, '2026-11-04': 1 }), today, twoCoffees);
    expect(result.kept.map(formatDate)).toEqual(range('2026-11-01', '2026-11-10').filter((d) => d !== toEpochDay('2026-11-03')).map(formatDate));
    expect(result.over.map(formatDate)).toEqual(['2026-11-03']);
    expect(result.todayMissed).toBe(false);
  });

  it('today is not kept before it is over, but a total over the limit loses it at once', () => {
    const under = countedDays(daily, [], logs({ '2026-11-11': 1 }), today, twoCoffees);
    expect(Array.from(under.days)).not.toContain(today);
    expect(under.todayMissed).toBe(false);
    expect(countedDays(daily, [], logs({ '2026-11-11': 3 }), today, twoCoffees).todayMissed).toBe(true);
  });

  it('no sugar: the streak is the days since the last slip; a slip today ends it today', () => {
    const slipOn5th = countedDays(daily, [], logs({ '2026-11-05': 1 }), today, noSugar);
    const progress = habitProgressOfDays(daily, slipOn5th.days, today, { freezes: slipOn5th.freezes, todayMissed: slipOn5th.todayMissed });
    // Kept 6th to 10th: 5 days without sugar; today (11th) not yet over.
    expect(progress).toMatchObject({ completionStreak: 5, bestStreak: 5, completedCount: 9, scheduledCount: 10, freezes: { banked: 0, usedDates: [] } });
    const slipToday = countedDays(daily, [], logs({ '2026-11-11': 1 }), today, noSugar);
    const after = habitProgressOfDays(daily, slipToday.days, today, { freezes: slipToday.freezes, todayMissed: slipToday.todayMissed });
    expect(after.completionStreak).toBe(0);
    expect(after.bestStreak).toBe(10);
  });

  it('a quit habit never spends a freeze on a slip, even with 7 kept days before it', () => {
    const counted = countedDays(daily, [], logs({ '2026-11-09': 1 }), today, noSugar);
    expect(counted.freezes).toBe(false);
    const progress = habitProgressOfDays(daily, counted.days, today, { freezes: counted.freezes });
    expect(progress.completionStreak).toBe(1);
    expect(progress.freezes).toEqual({ banked: 0, usedDates: [] });
  });

  it('skipped and paused days of a limit stay excused, over or not', () => {
    const pauses: Pause[] = [{ from: '2026-11-06', to: '2026-11-07' }];
    const result = limitDays(daily, [...logs({ '2026-11-03': 9, '2026-11-06': 9 }).map((l) => ({ ...l, skipped: l.day === toEpochDay('2026-11-03') }))], today, twoCoffees, pauses);
    expect(result.over).toEqual([]);
    expect(result.kept.map(formatDate)).not.toContain('2026-11-03');
    expect(result.kept.map(formatDate)).not.toContain('2026-11-06');
  });

  it('an atLeast habit counts its completions as given', () => {
    const done = days('2026-11-02');
    expect(countedDays(daily, done, logs({ '2026-11-03': 99 }), today, { quantity: 8, unit: 'glasses' })).toEqual({ days: done, todayMissed: false, freezes: true });
  });
});

describe('analytics count a limit habit\'s kept days', () => {
  it('a quit habit with one slip: 9 of 10 past days kept; today not counted before it is over', () => {
    const schedule = createSchedule('2026-11-01', { startTime: '07:30', endTime: '08:00', recurrence: 'daily', customRecurrence: null });
    const target = { quantity: 0, unit: 'sugar', direction: 'atMost' as const };
    const kept = countedDays(compileSchedule(schedule), [], logs({ '2026-11-05': 1 }), toEpochDay('2026-11-11'), target);
    const record = { id: 'S', name: 'No sugar', goalId: null, schedule, completedDates: Array.from(kept.days).map(formatDate), completionStreak: 5, bestStreak: 5, scheduledCount: 10, completedCount: 9, target, amounts: { '2026-11-05': 1 } };
    expect(periodStat([record], toEpochDay('2026-11-01'), toEpochDay('2026-11-11'), toEpochDay('2026-11-11'))).toMatchObject({ scheduled: 10, completed: 9 });
    expect(HABIT_DEPTH_TEXTS.amountTotal(1, target, 1)).toBe('1 slip (quitting sugar)');
    expect(HABIT_DEPTH_TEXTS.amountTotal(5, { quantity: 2, unit: 'coffees', direction: 'atMost' }, 3)).toBe('5 coffees over 3 days (at most 2 a day)');
  });
});

describe('what Today, the details dialog and the coach say', () => {
  it('"A streak freeze kept your 12-day run going on Tuesday", within the last week only', () => {
    // Today Thursday 12 November 2026.
    const habit = { completionStreak: 12, recurrence: 'daily', frequency: null };
    expect(freezeNoteOf({ ...habit, freezes: { usedDates: ['2026-11-10'] } }, '2026-11-12')).toBe('A streak freeze kept your 12-day run going on Tuesday');
    expect(freezeNoteOf({ ...habit, freezes: { usedDates: ['2026-11-11'] } }, '2026-11-12')).toBe('A streak freeze kept your 12-day run going yesterday');
    expect(freezeNoteOf({ ...habit, freezes: { usedDates: ['2026-11-01'] } }, '2026-11-12')).toBeNull();
    expect(freezeNoteOf({ ...habit, recurrence: 'weekly', freezes: { usedDates: ['2026-11-05'] } }, '2026-11-12')).toBe('A streak freeze kept your run of 12 going on Thu 5 Nov');
    expect(LIMIT_TEXTS.daysWithout(1, { quantity: 0, unit: 'sugar' })).toBe('1 day without sugar');
    expect(LIMIT_TEXTS.amountOfLimit(1, { quantity: 2, unit: 'coffees' })).toBe('1 of at most 2 coffees');
  });
});

describe('streak freezes: worked examples', () => {
  const daily = compiled('2026-11-01');

  it('7 kept days earn a freeze; the 8th missed spends it and the run goes on', () => {
    const done = [...range('2026-11-01', '2026-11-07'), ...range('2026-11-09', '2026-11-10')];
    const today = toEpochDay('2026-11-11');
    expect(habitProgressOfDays(daily, done, today)).toMatchObject({
      completionStreak: 9,
      bestStreak: 9,
      scheduledCount: 10,
      completedCount: 9,
      freezes: { banked: 0, usedDates: ['2026-11-08'] },
    });
    expect(habitProgressOfDays(daily, done, today, { freezes: false })).toMatchObject({ completionStreak: 2, bestStreak: 7, scheduledCount: 10, completedCount: 9 });
  });

  it('at most 2 banked: 21 kept days bank 2, and a third miss in a row breaks the run', () => {
    const done = range('2026-11-01', '2026-11-21');
    expect(habitProgressOfDays(daily, done, toEpochDay('2026-11-22')).freezes).toEqual({ banked: 2, usedDates: [] });
    const missedThree = [...done, ...range('2026-11-25', '2026-11-26')];
    expect(habitProgressOfDays(daily, missedThree, toEpochDay('2026-11-27'))).toMatchObject({
      completionStreak: 2,
      bestStreak: 21,
      freezes: { banked: 0, usedDates: ['2026-11-22', '2026-11-23'] },
    });
  });

  it("today's occurrence, not yet over, spends no freeze", () => {
    const done = range('2026-11-01', '2026-11-07');
    expect(habitProgressOfDays(daily, done, toEpochDay('2026-11-08'))).toMatchObject({ completionStreak: 7, freezes: { banked: 1, usedDates: [] } });
  });

  it('skips and pauses neither earn nor spend, nor interrupt the count towards a freeze', () => {
    // Kept 1st-3rd, skipped 4th, kept 5th-8th (7 kept with the skip between): a freeze, spent on the 9th.
    const done = [...range('2026-11-01', '2026-11-03'), ...range('2026-11-05', '2026-11-08'), toEpochDay('2026-11-10')];
    const progress = habitProgressOfDays(daily, done, toEpochDay('2026-11-11'), { skipped: days('2026-11-04') });
    expect(progress).toMatchObject({ completionStreak: 8, freezes: { banked: 0, usedDates: ['2026-11-09'] } });
  });

  it('a weekly habit earns by occurrences: 7 weeks running, then a missed week is frozen', () => {
    const weekly = compiled('2026-09-06', 'weekly');
    const sundays = scheduledDays(weekly, toEpochDay('2026-09-06'), toEpochDay('2026-11-29'));
    const done = sundays.filter((d) => formatDate(d) !== '2026-10-25');
    expect(habitProgressOfDays(weekly, done, toEpochDay('2026-11-29'))).toMatchObject({ completionStreak: 12, freezes: { banked: 0, usedDates: ['2026-10-25'] } });
  });

  it('a flexible "N times a week" habit has no freezes (decision 032)', () => {
    const frequency: HabitFrequency = { times: 1, period: 'week' };
    const done = range('2026-09-06', '2026-11-01').filter((d) => (d - toEpochDay('2026-09-06')) % 7 === 0 && formatDate(d) !== '2026-11-01');
    expect(habitProgressOfDays(daily, done, toEpochDay('2026-11-20'), { frequency }).freezes).toEqual({ banked: 0, usedDates: [] });
  });
});

describe('across both clock changes (Europe/London) the rules count local dates', () => {
  it('October: a freeze spent on Sunday 25 October 2026, the day summer time ends', () => {
    const daily = compiled('2026-10-18');
    const done = [...range('2026-10-18', '2026-10-24'), ...range('2026-10-26', '2026-10-28')];
    expect(habitProgressOfDays(daily, done, toEpochDay('2026-10-29'))).toMatchObject({ completionStreak: 10, freezes: { banked: 0, usedDates: ['2026-10-25'] } });
  });

  it('March: a quit habit keeps Sunday 28 March 2027, the day summer time starts, and counts it once', () => {
    const daily = compiled('2027-03-25');
    const counted = countedDays(daily, [], [], toEpochDay('2027-03-31'), { quantity: 0, unit: 'sugar', direction: 'atMost' });
    expect(Array.from(counted.days).map(formatDate)).toEqual(['2027-03-25', '2027-03-26', '2027-03-27', '2027-03-28', '2027-03-29', '2027-03-30']);
    expect(habitProgressOfDays(daily, counted.days, toEpochDay('2027-03-31'), { freezes: false }).completionStreak).toBe(6);
  });
});

// ---- Properties ----

const START = toEpochDay('2026-01-01');
const SPAN = 150;
const recurrences: Array<[Recurrence, CustomRecurrence | null]> = [
  ['daily', null],
  ['weekly', null],
  ['custom', { frequency: 'weekly', interval: 1, days: ['Monday', 'Wednesday', 'Friday'] }],
  ['custom', { frequency: 'daily', interval: 2 }],
];
const scheduleOf = (kind: number) => {
  const [recurrence, custom] = recurrences[kind]!;
  return compiled(formatDate(START), recurrence, custom);
};
const dayIn = fc.integer({ min: 0, max: SPAN });
/** Mostly kept histories with a few misses, so freezes are earned and spent. */
const world = fc.record({
  kind: fc.integer({ min: 0, max: recurrences.length - 1 }),
  missed: fc.uniqueArray(dayIn, { maxLength: 12 }).map((list) => new Set(list.map((d) => START + d))),
  skipped: fc.uniqueArray(dayIn, { maxLength: 8 }).map((list) => list.map((d) => START + d).sort((a, b) => a - b)),
  pauses: fc.array(
    fc.tuple(dayIn, fc.integer({ min: 0, max: 10 })).map(([d, len]): Pause => ({ from: formatDate(START + d), to: formatDate(START + d + len) })),
    { maxLength: 2 },
  ),
  today: dayIn,
});

describe('properties of freezes and limits', () => {
  it('a freeze never lowers a streak, and leaves the counts and the rate as they were', () => {
    fc.assert(
      fc.property(world, ({ kind, missed, skipped, pauses, today }) => {
        const schedule = scheduleOf(kind);
        const done = scheduledDays(schedule, START, START + today).filter((d) => !missed.has(d));
        const withFreezes = habitProgressOfDays(schedule, done, START + today, { skipped, pauses });
        const without = habitProgressOfDays(schedule, done, START + today, { skipped, pauses, freezes: false });
        expect(withFreezes.completionStreak).toBeGreaterThanOrEqual(without.completionStreak);
        expect(withFreezes.bestStreak).toBeGreaterThanOrEqual(without.bestStreak);
        expect(withFreezes.scheduledCount).toBe(without.scheduledCount);
        expect(withFreezes.completedCount).toBe(without.completedCount);
        expect(withFreezes.successRate).toBe(without.successRate);
      }),
      { numRuns: 300 },
    );
  });

  it('without misses freezes change nothing and none is spent', () => {
    fc.assert(
      fc.property(world, ({ kind, skipped, pauses, today }) => {
        const schedule = scheduleOf(kind);
        const done = scheduledDays(schedule, START, START + today - 1);
        const withFreezes = habitProgressOfDays(schedule, done, START + today, { skipped, pauses });
        const without = habitProgressOfDays(schedule, done, START + today, { skipped, pauses, freezes: false });
        expect(withFreezes.freezes.usedDates).toEqual([]);
        expect({ ...withFreezes, freezes: null }).toEqual({ ...without, freezes: null });
      }),
      { numRuns: 200 },
    );
  });

  it('banked never exceeds 2, and a freeze is only spent on a missed past occurrence', () => {
    fc.assert(
      fc.property(world, ({ kind, missed, skipped, pauses, today }) => {
        const schedule = scheduleOf(kind);
        const scheduled = scheduledDays(schedule, START, START + today);
        const done = scheduled.filter((d) => !missed.has(d));
        const { freezes } = habitProgressOfDays(schedule, done, START + today, { skipped, pauses });
        expect(freezes.banked).toBeGreaterThanOrEqual(0);
        expect(freezes.banked).toBeLessThanOrEqual(MAX_BANKED_FREEZES);
        for (const date of freezes.usedDates) {
          const day = toEpochDay(date);
          expect(day).toBeLessThan(START + today);
          expect(scheduled).toContain(day);
          expect(done).not.toContain(day);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('an atMost habit with nothing logged keeps every past scheduled day that is not excused', () => {
    fc.assert(
      fc.property(world, fc.integer({ min: 0, max: 5 }), ({ kind, today, pauses }, quantity) => {
        const schedule = scheduleOf(kind);
        const { kept, over, todayMissed } = limitDays(schedule, [], START + today, { quantity }, pauses);
        const paused = (d: number) => pauses.some((p) => toEpochDay(p.from) <= d && d <= toEpochDay(p.to));
        expect(kept).toEqual(scheduledDays(schedule, START, START + today - 1).filter((d) => !paused(d)));
        expect(over).toEqual([]);
        expect(todayMissed).toBe(false);
      }),
      { numRuns: 200 },
    );
  });
});
