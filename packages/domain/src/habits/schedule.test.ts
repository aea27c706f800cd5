import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysFromCivil, formatDate, toEpochDay } from './civil-date.js';
import { compileSchedule, expandSchedule, occurrencesBetween, scheduledDays, toOccurrence, type HabitSchedule } from './schedule.js';
import { createSchedule, deleteOccurrence, editOccurrence, ScheduleEditError } from './schedule-edits.js';
import { habitProgress } from './streaks.js';
import { localPartsOf, localToday, zonedIso } from './zoned-time.js';

const daily = (start: string, startTime = '07:00', endTime = '07:30') =>
  createSchedule(start, { startTime, endTime, recurrence: 'daily', customRecurrence: null });
const dates = (schedule: HabitSchedule, from: string, to: string) => expandSchedule(compileSchedule(schedule), from, to).map((o) => o.date);

/** The list's fast paths (dates as numbers, times parsed once per segment) give what the general path gives. */
function expectFastPathsAgree(schedule: HabitSchedule, from: string, to: string) {
  const compiled = compileSchedule(schedule);
  const local = expandSchedule(compiled, from, to);
  for (const zone of ['Europe/London', 'America/New_York']) {
    expect(occurrencesBetween(compiled, from, to, zone)).toEqual(local.map((o) => toOccurrence(o, zone)));
  }
  expect(scheduledDays(compiled, toEpochDay(from), toEpochDay(to)).map(formatDate)).toEqual([...new Set(local.map((o) => o.date))]);
}

describe('occurrence times across daylight-saving changes', () => {
  it('Europe/London: 07:00 stays 07:00 when the clocks go forward and back', () => {
    const occurrences = occurrencesBetween(compileSchedule(daily('2026-03-27')), '2026-03-28', '2026-03-30', 'Europe/London');
    expect(occurrences.map((o) => o.startTime)).toEqual(['2026-03-28T07:00:00+00:00', '2026-03-29T07:00:00+01:00', '2026-03-30T07:00:00+01:00']);
    const autumn = occurrencesBetween(compileSchedule(daily('2026-10-01')), '2026-10-24', '2026-10-26', 'Europe/London');
    expect(autumn.map((o) => o.startTime)).toEqual(['2026-10-24T07:00:00+01:00', '2026-10-25T07:00:00+00:00', '2026-10-26T07:00:00+00:00']);
  });

  it('America/New_York: a start inside the spring gap starts when the gap ends and keeps its length (decision 033); an autumn repeat takes the first', () => {
    const gap = occurrencesBetween(compileSchedule(daily('2026-03-07', '02:30', '03:30')), '2026-03-07', '2026-03-09', 'America/New_York');
    expect(gap.map((o) => [o.startTime, o.endTime])).toEqual([
      ['2026-03-07T02:30:00-05:00', '2026-03-07T03:30:00-05:00'],
      ['2026-03-08T03:00:00-04:00', '2026-03-08T04:00:00-04:00'],
      ['2026-03-09T02:30:00-04:00', '2026-03-09T03:30:00-04:00'],
    ]);
    expect(zonedIso(daysFromCivil(2026, 11, 1), 90, 'America/New_York')).toBe('2026-11-01T01:30:00-04:00');
  });

  it('Australia/Sydney: offsets change in April and October, wall time does not', () => {
    const schedule = compileSchedule(daily('2026-04-01', '18:00', '18:45'));
    const april = occurrencesBetween(schedule, '2026-04-04', '2026-04-05', 'Australia/Sydney');
    expect(april.map((o) => o.startTime)).toEqual(['2026-04-04T18:00:00+11:00', '2026-04-05T18:00:00+10:00']);
    const october = occurrencesBetween(schedule, '2026-10-03', '2026-10-04', 'Australia/Sydney');
    expect(october.map((o) => o.startTime)).toEqual(['2026-10-03T18:00:00+10:00', '2026-10-04T18:00:00+11:00']);
  });

  it('an end time before the start time ends on the next day', () => {
    const [night] = occurrencesBetween(compileSchedule(daily('2026-11-20', '23:00', '07:00')), '2026-11-20', '2026-11-20', 'Europe/London');
    expect(night).toEqual({ date: '2026-11-20', startTime: '2026-11-20T23:00:00+00:00', endTime: '2026-11-21T07:00:00+00:00' });
  });
});

describe("the user's today", () => {
  it('is the local date: Kiritimati is a day ahead of Pago Pago at the same instant', () => {
    const instant = new Date('2026-11-21T10:30:00Z');
    expect(localToday('Pacific/Kiritimati', instant)).toBe('2026-11-22');
    expect(localToday('Pacific/Pago_Pago', instant)).toBe('2026-11-20');
    expect(localPartsOf('2026-11-21T10:30:00Z', 'Pacific/Kiritimati')).toEqual({ date: '2026-11-22', time: '00:30' });
  });
});

describe('single and future edits', () => {
  it('single: moves one occurrence and leaves every other alone', () => {
    const before = daily('2026-11-01');
    const after = editOccurrence(before, { date: '2026-11-10', newDate: '2026-11-10', startTime: '09:00', endTime: '09:30', recurrence: 'daily', customRecurrence: null }, 'single');
    const moved = expandSchedule(compileSchedule(after), '2026-11-09', '2026-11-11');
    expect(moved.map((o) => [o.date, o.startTime])).toEqual([['2026-11-09', '07:00'], ['2026-11-10', '09:00'], ['2026-11-11', '07:00']]);
    expect(() => editOccurrence(before, { date: '2026-11-10', newDate: '2026-11-11', startTime: '07:00', endTime: '07:30', recurrence: 'daily', customRecurrence: null }, 'single')).toThrow(ScheduleEditError);
  });

  it('future: a new rule from that occurrence on; earlier ones stay', () => {
    const after = editOccurrence(
      daily('2026-11-01'),
      { date: '2026-11-10', startTime: '18:00', endTime: '18:30', recurrence: 'custom', customRecurrence: { frequency: 'weekly', interval: 1, days: ['Tuesday', 'Thursday'] } },
      'future',
    );
    const list = expandSchedule(compileSchedule(after), '2026-11-08', '2026-11-20');
    expect(list.map((o) => `${o.date} ${o.startTime}`)).toEqual([
      '2026-11-08 07:00', '2026-11-09 07:00', '2026-11-10 18:00', '2026-11-12 18:00', '2026-11-17 18:00', '2026-11-19 18:00',
    ]);
  });

  it('delete single removes that date; delete future ends the schedule before it', () => {
    const single = deleteOccurrence(daily('2026-11-01'), '2026-11-05', 'single');
    expect(dates(single, '2026-11-04', '2026-11-06')).toEqual(['2026-11-04', '2026-11-06']);
    const future = deleteOccurrence(single, '2026-11-08', 'future');
    expect(dates(future, '2026-11-01', '2026-12-31')).toEqual(['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-06', '2026-11-07']);
    expect(() => deleteOccurrence(future, '2026-11-09', 'single')).toThrow(ScheduleEditError);
  });

  const editArb = fc.record({
    offset: fc.integer({ min: 0, max: 60 }),
    shift: fc.integer({ min: -3, max: 3 }),
    startTime: fc.constantFrom('06:00', '12:15', '21:45'),
    scope: fc.constantFrom('single' as const, 'future' as const),
    kind: fc.constantFrom('edit', 'delete'),
  });

  it('touch only what they should (property)', () => {
    const start = daysFromCivil(2026, 1, 1);
    fc.assert(
      fc.property(fc.array(editArb, { minLength: 1, maxLength: 6 }), (edits) => {
        let schedule = createSchedule(formatDate(start), { startTime: '07:00', endTime: '07:30', recurrence: 'custom', customRecurrence: { frequency: 'daily', interval: 2 } });
        for (const edit of edits) {
          const before = expandSchedule(compileSchedule(schedule), '2025-12-01', '2026-06-30');
          const target = before[Math.min(edit.offset, before.length - 1)];
          if (!target) return;
          const newDate = formatDate(daysFromCivil(2026, 1, 1) + (Date.parse(target.date) - Date.parse('2026-01-01')) / 864e5 + edit.shift);
          let next: HabitSchedule;
          try {
            next =
              edit.kind === 'delete'
                ? deleteOccurrence(schedule, target.date, edit.scope)
                : editOccurrence(schedule, { date: target.date, newDate, startTime: edit.startTime, endTime: '23:00', recurrence: 'daily', customRecurrence: null }, edit.scope);
          } catch (error) {
            expect(error).toBeInstanceOf(ScheduleEditError);
            continue;
          }
          const after = expandSchedule(compileSchedule(next), '2025-12-01', '2026-06-30');
          expectFastPathsAgree(next, '2025-12-01', '2026-06-30');
          const key = (o: { date: string; startTime: string }) => `${o.date} ${o.startTime}`;
          // Dates stay unique.
          expect(new Set(after.map((o) => o.date)).size).toBe(after.length);
          const cut = newDate < target.date && edit.kind === 'edit' ? newDate : target.date;
          if (edit.scope === 'single') {
            // Every other occurrence is exactly as it was.
            const others = (list: typeof before) => list.filter((o) => o.date !== target.date && o.date !== newDate).map(key);
            expect(others(after)).toEqual(others(before));
            if (edit.kind === 'delete') expect(after.some((o) => o.date === target.date)).toBe(false);
            else expect(after.find((o) => o.date === newDate)?.startTime).toBe(edit.startTime);
          } else {
            // Every occurrence before the cut is exactly as it was.
            const earlier = (list: typeof before) => list.filter((o) => o.date < cut).map(key);
            expect(earlier(after)).toEqual(earlier(before));
            const later = after.filter((o) => o.date >= cut);
            if (edit.kind === 'delete') expect(later).toEqual([]);
            else expect(later.every((o) => o.startTime === edit.startTime)).toBe(true);
          }
          schedule = next;
        }
      }),
      { numRuns: 300 },
    );
    // 300 runs of up to 6 edits, each expanding half a year twice: ~1.5 s alone, past vitest's
    // 5 s default when the machine's 2 cores are shared (seen in a CI-like run); same runs, more time.
  }, 30_000);
});

describe('streaks and progress', () => {
  it('count scheduled occurrences: a day with nothing scheduled does not break a streak', () => {
    // Mondays and Wednesdays from Monday 2 November 2026.
    const schedule = compileSchedule(
      createSchedule('2026-11-02', { startTime: '07:00', endTime: '07:30', recurrence: 'custom', customRecurrence: { frequency: 'weekly', interval: 1, days: ['Monday', 'Wednesday'] } }),
    );
    const done = new Set(['2026-11-02', '2026-11-04', '2026-11-09', '2026-11-11', '2026-11-16']);
    expect(habitProgress(schedule, done, '2026-11-17')).toEqual({ scheduledCount: 5, completedCount: 5, successRate: 1, completionStreak: 5, bestStreak: 5, freezes: { banked: 0, usedDates: [] } });
    // Wednesday 18th is today and not yet done: the streak holds.
    expect(habitProgress(schedule, done, '2026-11-18').completionStreak).toBe(5);
    // Thursday 19th: Wednesday was missed, the streak is broken; the best stays.
    expect(habitProgress(schedule, done, '2026-11-19')).toMatchObject({ completionStreak: 0, bestStreak: 5, scheduledCount: 6, completedCount: 5 });
  });

  it('report no success rate before anything was scheduled', () => {
    const schedule = compileSchedule(daily('2026-12-01'));
    expect(habitProgress(schedule, new Set(), '2026-11-21')).toEqual({ scheduledCount: 0, completedCount: 0, successRate: null, completionStreak: 0, bestStreak: 0, freezes: { banked: 0, usedDates: [] } });
  });
});
