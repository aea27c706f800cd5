import { describe, expect, it } from 'vitest';
import { compileSchedule } from '../habits/schedule.js';
import { createSchedule, deleteOccurrence, editOccurrence } from '../habits/schedule-edits.js';
import { nextDailyAt, nextReminderFire, nextWeeklyAt, quietHoursEnd } from './reminder-times.js';

const daily = (from: string, start = '07:30', end = '08:00') => compileSchedule(createSchedule(from, { startTime: start, endTime: end, recurrence: 'daily', customRecurrence: null }));
const iso = (ms: number) => new Date(ms).toISOString();

describe('reminder times across daylight saving', () => {
  it.each([
    // Europe/London: GMT → BST on 2027-03-28, BST → GMT on 2027-10-31.
    ['Europe/London', '2027-03-27', '2027-03-27T07:30:00.000Z', '2027-03-28T06:30:00.000Z'],
    ['Europe/London', '2027-10-30', '2027-10-30T06:30:00.000Z', '2027-10-31T07:30:00.000Z'],
    // America/New_York: EST → EDT on 2027-03-14, EDT → EST on 2027-11-07.
    ['America/New_York', '2027-03-13', '2027-03-13T12:30:00.000Z', '2027-03-14T11:30:00.000Z'],
    ['America/New_York', '2027-11-06', '2027-11-06T11:30:00.000Z', '2027-11-07T12:30:00.000Z'],
  ])('a 07:30 reminder in %s fires at 07:30 local on both sides of the change (%s)', (zone, day, before, after) => {
    const compiled = daily(day);
    const first = nextReminderFire(compiled, zone, 0, Date.parse(`${day}T00:00:00Z`) - 86_400_000)!;
    expect(first.date).toBe(day);
    expect(iso(first.fireAt)).toBe(before);
    const second = nextReminderFire(compiled, zone, 0, first.fireAt + 1)!;
    expect(iso(second.fireAt)).toBe(after);
  });

  it('takes the offset in real minutes, and a day-before reminder fires the previous evening', () => {
    const compiled = daily('2027-03-28', '07:30', '08:00');
    const fire = nextReminderFire(compiled, 'Europe/London', 15, Date.parse('2027-03-27T00:00:00Z'))!;
    expect(iso(fire.fireAt)).toBe('2027-03-28T06:15:00.000Z');
    const dayBefore = nextReminderFire(daily('2027-06-10', '07:30', '08:00'), 'Europe/London', 1440, Date.parse('2027-06-01T00:00:00Z'))!;
    expect(dayBefore.date).toBe('2027-06-10');
    expect(iso(dayBefore.fireAt)).toBe('2027-06-09T06:30:00.000Z');
  });

  it('finds an occurrence weeks or months away, however far the search had to widen', () => {
    const monthly = compileSchedule(createSchedule('2027-01-15', { startTime: '09:00', endTime: '09:30', recurrence: 'monthly', customRecurrence: null }));
    // Just after January's: February 15th, 31 days on.
    expect(nextReminderFire(monthly, 'UTC', 0, Date.parse('2027-01-15T09:00:01Z'))?.date).toBe('2027-02-15');
    const yearly = compileSchedule(
      createSchedule('2027-03-01', { startTime: '09:00', endTime: '09:30', recurrence: 'custom', customRecurrence: { frequency: 'yearly', interval: 1, yearlyOption: 'specificDate', yearlyMonths: [3], yearlyDate: 1 } }),
    );
    expect(nextReminderFire(yearly, 'UTC', 60, Date.parse('2027-03-01T09:00:00Z'))?.date).toBe('2028-03-01');
    // Every day of the first weeks, one after another, is found at its own time.
    const daily = compileSchedule(createSchedule('2027-01-01', { startTime: '23:50', endTime: '23:59', recurrence: 'daily', customRecurrence: null }));
    let after = Date.parse('2027-01-01T00:00:00Z');
    for (let day = 1; day <= 45; day++) {
      const fire = nextReminderFire(daily, 'UTC', 0, after)!;
      expect(fire.date).toBe(`2027-${day <= 31 ? '01' : '02'}-${String(day <= 31 ? day : day - 31).padStart(2, '0')}`);
      after = fire.fireAt + 1;
    }
  });

  it('answers nothing for a habit whose occurrences were all removed from a date on', () => {
    const ended = deleteOccurrence(createSchedule('2027-01-01', { startTime: '07:00', endTime: '08:00', recurrence: 'daily', customRecurrence: null }), '2027-01-05', 'future');
    const compiled = compileSchedule(ended);
    expect(nextReminderFire(compiled, 'UTC', 0, Date.parse('2027-01-04T06:00:00Z'))?.date).toBe('2027-01-04');
    expect(nextReminderFire(compiled, 'UTC', 0, Date.parse('2027-01-04T08:00:00Z'))).toBeUndefined();
  });

  it('follows a single occurrence moved to another day and time', () => {
    const moved = editOccurrence(
      createSchedule('2027-01-01', { startTime: '07:00', endTime: '08:00', recurrence: 'weekly', customRecurrence: null }),
      { date: '2027-01-08', newDate: '2027-01-09', startTime: '18:00', endTime: '19:00', recurrence: 'weekly', customRecurrence: null },
      'single',
    );
    const fire = nextReminderFire(compileSchedule(moved), 'UTC', 30, Date.parse('2027-01-02T00:00:00Z'))!;
    expect(fire.date).toBe('2027-01-09');
    expect(iso(fire.fireAt)).toBe('2027-01-09T17:30:00.000Z');
  });
});

describe('quiet hours', () => {
  const zone = 'Europe/London';
  it('holds a time inside hours that run over midnight until they end, local time', () => {
    expect(iso(quietHoursEnd(Date.parse('2027-06-10T22:30:00Z'), zone, { start: '22:00', end: '07:00' })!)).toBe('2027-06-11T06:00:00.000Z');
    expect(iso(quietHoursEnd(Date.parse('2027-06-11T05:00:00Z'), zone, { start: '22:00', end: '07:00' })!)).toBe('2027-06-11T06:00:00.000Z');
    expect(quietHoursEnd(Date.parse('2027-06-11T06:00:00Z'), zone, { start: '22:00', end: '07:00' })).toBeUndefined();
    expect(quietHoursEnd(Date.parse('2027-06-11T12:00:00Z'), zone, null)).toBeUndefined();
  });
  it('handles hours within one day', () => {
    expect(iso(quietHoursEnd(Date.parse('2027-01-11T13:10:00Z'), zone, { start: '13:00', end: '14:00' })!)).toBe('2027-01-11T14:00:00.000Z');
    expect(quietHoursEnd(Date.parse('2027-01-11T14:00:00Z'), zone, { start: '13:00', end: '14:00' })).toBeUndefined();
  });
});

describe('nudge and review times', () => {
  it('finds the next local evening and the next chosen weekday hour', () => {
    expect(iso(nextDailyAt(Date.parse('2027-03-27T21:00:00Z'), 'Europe/London', '20:00'))).toBe('2027-03-28T19:00:00.000Z');
    // 2027-03-28 is a Sunday (weekday 0).
    expect(iso(nextWeeklyAt(Date.parse('2027-03-22T00:00:00Z'), 'America/New_York', 0, 18))).toBe('2027-03-28T22:00:00.000Z');
  });
});
