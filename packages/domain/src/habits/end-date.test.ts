import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { daysFromCivil, formatDate } from './civil-date.js';
import { endDateOf, withEndDate } from './end-date.js';
import { compileSchedule, expandSchedule, occurrencesBetween } from './schedule.js';
import { createSchedule, deleteOccurrence, editOccurrence, ScheduleEditError } from './schedule-edits.js';
import { minutesOf, zonedSpan } from './zoned-time.js';
import { nextReminderFire } from '../notifications/reminder-times.js';

const daily = (start: string, startTime = '07:00', endTime = '07:30') => createSchedule(start, { startTime, endTime, recurrence: 'daily', customRecurrence: null });
const dates = (schedule: ReturnType<typeof daily>, from: string, to: string) => expandSchedule(compileSchedule(schedule), from, to).map((o) => o.date);
const span = (startTime: string, endTime: string, from: string, to: string, zone: string) =>
  occurrencesBetween(compileSchedule(daily(from, startTime, endTime)), from, to, zone).map((o) => [o.startTime, o.endTime]);

describe('end dates (decision 033)', () => {
  it('no occurrence after the end date; null runs on', () => {
    const schedule = withEndDate(daily('2027-03-01'), '2027-03-31');
    expect(endDateOf(schedule)).toBe('2027-03-31');
    expect(dates(schedule, '2027-03-30', '2027-04-02')).toEqual(['2027-03-30', '2027-03-31']);
    const cleared = withEndDate(schedule, null);
    expect(endDateOf(cleared)).toBeNull();
    expect(dates(cleared, '2027-03-30', '2027-04-02')).toEqual(['2027-03-30', '2027-03-31', '2027-04-01', '2027-04-02']);
  });

  it('an end date on the start date keeps one occurrence; before it is refused', () => {
    expect(dates(withEndDate(daily('2027-03-01'), '2027-03-01'), '2027-02-01', '2027-04-01')).toEqual(['2027-03-01']);
    expect(() => withEndDate(daily('2027-03-01'), '2027-02-28')).toThrow(ScheduleEditError);
  });

  it('is the schedule end a "delete this and following" writes, and the one endHabit writes', () => {
    const ended = deleteOccurrence(daily('2027-03-01'), '2027-03-11', 'future');
    expect(endDateOf(ended)).toBe('2027-03-10');
  });

  it('drops a later rule that would start after the end and an occurrence moved past it; one moved from past it to before it stays', () => {
    // Every other day from 1 March (the odd dates), then daily from 21 March.
    const rule = { recurrence: 'daily' as const, customRecurrence: null };
    const everyOther = createSchedule('2027-03-01', { startTime: '07:00', endTime: '07:30', recurrence: 'custom', customRecurrence: { frequency: 'daily', interval: 2 } });
    const twoRules = editOccurrence(everyOther, { date: '2027-03-21', startTime: '08:00', endTime: '08:30', ...rule }, 'future');
    const movedOut = editOccurrence(twoRules, { date: '2027-03-05', newDate: '2027-03-18', startTime: '07:00', endTime: '07:30', ...rule }, 'single');
    const movedIn = editOccurrence(movedOut, { date: '2027-03-25', newDate: '2027-03-06', startTime: '09:00', endTime: '09:30', ...rule }, 'single');
    const ended = withEndDate(movedIn, '2027-03-15');
    expect(ended.segments).toHaveLength(1);
    const left = expandSchedule(compileSchedule(ended), '2027-03-01', '2027-03-31');
    expect(left.map((o) => o.date)).toEqual(['2027-03-01', '2027-03-03', '2027-03-06', '2027-03-07', '2027-03-09', '2027-03-11', '2027-03-13', '2027-03-15']);
    expect(left.find((o) => o.date === '2027-03-06')?.startTime).toBe('09:00');
  });

  it('reminders stop after it: the last one is for the end date, none after', () => {
    const compiled = compileSchedule(withEndDate(daily('2027-03-01'), '2027-03-31'));
    const last = nextReminderFire(compiled, 'Europe/London', 15, Date.parse('2027-03-30T07:00:00Z'));
    expect(last && [last.date, new Date(last.fireAt).toISOString()]).toEqual(['2027-03-31', '2027-03-31T05:45:00.000Z']);
    expect(nextReminderFire(compiled, 'Europe/London', 15, Date.parse('2027-03-31T07:00:00Z'))).toBeUndefined();
  });

  it('refuses to move one occurrence past the end date', () => {
    const ended = withEndDate(daily('2027-03-01'), '2027-03-15');
    expect(() => editOccurrence(ended, { date: '2027-03-10', newDate: '2027-03-16', startTime: '07:00', endTime: '07:30', recurrence: 'daily', customRecurrence: null }, 'single')).toThrow(
      ScheduleEditError,
    );
  });
});

describe('the spring gap and the autumn overlap (decision 033)', () => {
  it('Europe/London, 28 March 2027: 01:30-02:15 starts at 02:00 BST (01:00 UTC) and lasts its 45 minutes', () => {
    expect(span('01:30', '02:15', '2027-03-27', '2027-03-29', 'Europe/London')).toEqual([
      ['2027-03-27T01:30:00+00:00', '2027-03-27T02:15:00+00:00'],
      ['2027-03-28T02:00:00+01:00', '2027-03-28T02:45:00+01:00'],
      ['2027-03-29T01:30:00+01:00', '2027-03-29T02:15:00+01:00'],
    ]);
  });

  it('Europe/London: a start before the gap and an end inside it keeps the wall start; the end moves past the gap', () => {
    expect(span('00:30', '01:30', '2027-03-28', '2027-03-28', 'Europe/London')).toEqual([['2027-03-28T00:30:00+00:00', '2027-03-28T02:30:00+01:00']]);
  });

  it('Europe/London, 31 October 2027: 01:30 happens twice and the first is taken; 07:00 stays 07:00', () => {
    expect(span('01:30', '02:15', '2027-10-31', '2027-10-31', 'Europe/London')).toEqual([['2027-10-31T01:30:00+01:00', '2027-10-31T02:15:00+00:00']]);
    expect(span('07:00', '07:30', '2027-10-30', '2027-10-31', 'Europe/London')).toEqual([
      ['2027-10-30T07:00:00+01:00', '2027-10-30T07:30:00+01:00'],
      ['2027-10-31T07:00:00+00:00', '2027-10-31T07:30:00+00:00'],
    ]);
  });

  it('an overnight habit across both changes keeps its wall times (23:00-07:00 lasts 7 hours in spring, 9 in autumn)', () => {
    expect(span('23:00', '07:00', '2027-03-27', '2027-03-27', 'Europe/London')).toEqual([['2027-03-27T23:00:00+00:00', '2027-03-28T07:00:00+01:00']]);
    expect(span('23:00', '07:00', '2027-10-30', '2027-10-30', 'Europe/London')).toEqual([['2027-10-30T23:00:00+01:00', '2027-10-31T07:00:00+00:00']]);
  });

  it('America/Santiago, whose gap starts at midnight (6 September 2026): 00:30 starts at 01:00', () => {
    expect(span('00:30', '01:00', '2026-09-06', '2026-09-06', 'America/Santiago')).toEqual([['2026-09-06T01:00:00-03:00', '2026-09-06T01:30:00-03:00']]);
  });

  it('America/Scoresbysund, a gap from 23:00 to midnight (27 March 2027): 23:00 starts at the midnight that ends it, not half a year back', () => {
    expect(zonedSpan(daysFromCivil(2027, 3, 27), 23 * 60, 0, 'America/Scoresbysund')).toEqual({ startTime: '2027-03-28T00:00:00-01:00', endTime: '2027-03-28T01:00:00-01:00' });
  });

  it('Australia/Lord_Howe, a half-hour gap (4 October 2026): 02:10 starts at 02:30 and keeps its 20 minutes', () => {
    expect(span('02:10', '02:30', '2026-10-04', '2026-10-04', 'Australia/Lord_Howe')).toEqual([['2026-10-04T02:30:00+11:00', '2026-10-04T02:50:00+11:00']]);
  });
});

/** Every IANA zone that changes its offset in 2026 or 2027 (most of them for daylight saving). */
const ZONES_WITH_CHANGES = Intl.supportedValuesOf('timeZone').filter((zone) => {
  const offset = (ms: number) => new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' }).format(ms).split(' ').at(-1);
  return offset(Date.UTC(2027, 0, 15)) !== offset(Date.UTC(2027, 6, 15));
});

describe('property: an occurrence never ends before it starts', () => {
  it('in any zone with daylight saving, on any day of 2026-2027, for any wall times', { timeout: 60_000 }, () => {
    expect(ZONES_WITH_CHANGES.length).toBeGreaterThan(50);
    const first = daysFromCivil(2026, 1, 1);
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES_WITH_CHANGES),
        fc.integer({ min: first, max: first + 729 }),
        fc.integer({ min: 0, max: 1439 }),
        fc.integer({ min: 0, max: 1439 }),
        (zone, day, start, end) => {
          const { startTime, endTime } = zonedSpan(day, start, end, zone);
          expect(Date.parse(endTime)).toBeGreaterThan(Date.parse(startTime));
          // It starts on its own local day, at its wall time or later (never before: a gap only moves it on),
          // or, where its wall time lies in a gap that ends at midnight, at that midnight.
          if (startTime.slice(0, 10) === formatDate(day)) expect(minutesOf(startTime.slice(11, 16))).toBeGreaterThanOrEqual(start);
          else expect(startTime.slice(0, 16)).toBe(`${formatDate(day + 1)}T00:00`);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('on the very days the clocks change, with starts near the change', { timeout: 60_000 }, () => {
    // Each zone's changes in 2026-2027, as the local day each one falls on.
    const changeDays: Array<[string, number]> = [];
    for (const zone of ZONES_WITH_CHANGES) {
      let at = Temporal.Instant.from('2026-01-01T00:00:00Z').toZonedDateTimeISO(zone).getTimeZoneTransition('next');
      while (at && at.year < 2028) {
        changeDays.push([zone, daysFromCivil(at.year, at.month, at.day)]);
        at = at.getTimeZoneTransition('next');
      }
    }
    fc.assert(
      fc.property(fc.constantFrom(...changeDays), fc.integer({ min: 0, max: 1439 }), fc.integer({ min: 1, max: 1439 }), ([zone, day], start, length) => {
        for (const d of [day - 1, day]) {
          const { startTime, endTime } = zonedSpan(d, start, (start + length) % 1440, zone);
          expect(Date.parse(endTime), `${zone} ${formatDate(d)} ${start}+${length}`).toBeGreaterThan(Date.parse(startTime));
        }
      }),
      { numRuns: 3000 },
    );
  });
});
