import { describe, expect, it } from 'vitest';
import { HABITS_TEXTS } from '../texts/habits-texts.js';
import { compileSchedule, occurrencesBetween } from './schedule.js';
import { createSchedule } from './schedule-edits.js';
import { endsNextDay, isCompletable, isShownOccurrence, monthOf, occurrenceStatus } from './occurrence-status.js';

describe('occurrence status on the user’s today', () => {
  const today = '2026-11-23';

  it('an earlier day not done is missed; today and later, not done, are to do; done is done', () => {
    expect(occurrenceStatus('2026-11-22', today, false)).toBe('missed');
    expect(occurrenceStatus('2026-11-23', today, false)).toBe('todo');
    expect(occurrenceStatus('2026-11-24', today, false)).toBe('todo');
    expect(occurrenceStatus('2026-11-22', today, true)).toBe('done');
    expect(occurrenceStatus('2026-11-23', today, true)).toBe('done');
  });

  it('an any-time habit ("3 times a week") is never missed: an earlier day left open is to do, and not shown on a calendar', () => {
    expect(occurrenceStatus('2026-11-22', today, false, undefined, true)).toBe('todo');
    expect(occurrenceStatus('2026-11-22', today, true, undefined, true)).toBe('done');
    expect(occurrenceStatus('2026-11-22', today, false, 'skipped', true)).toBe('skipped');
    expect(isShownOccurrence(true, '2026-11-22', today, false)).toBe(false);
    expect(isShownOccurrence(true, '2026-11-22', today, true)).toBe(true);
    expect(isShownOccurrence(true, '2026-11-22', today, false, 'paused')).toBe(true);
    expect(isShownOccurrence(true, today, today, false)).toBe(true);
    expect(isShownOccurrence(false, '2026-11-22', today, false)).toBe(true);
  });

  it('only today and earlier can be completed, as the server rules', () => {
    expect(isCompletable('2026-11-22', today)).toBe(true);
    expect(isCompletable('2026-11-23', today)).toBe(true);
    expect(isCompletable('2026-11-24', today)).toBe(false);
  });
});

describe('occurrences that end the next day', () => {
  it('an end at or before the start ends the next day, as the engine expands it', () => {
    expect(endsNextDay('10:00', '09:00')).toBe(true);
    expect(endsNextDay('23:00', '07:00')).toBe(true);
    expect(endsNextDay('10:00', '10:00')).toBe(true);
    expect(endsNextDay('07:00', '07:30')).toBe(false);
    const [overnight] = occurrencesBetween(
      compileSchedule(createSchedule('2026-11-23', { startTime: '10:00', endTime: '09:00', recurrence: 'daily', customRecurrence: null })),
      '2026-11-23',
      '2026-11-23',
      'Europe/London',
    );
    expect(overnight).toEqual({ date: '2026-11-23', startTime: '2026-11-23T10:00:00+00:00', endTime: '2026-11-24T09:00:00+00:00' });
  });

  it('says so in the time range', () => {
    expect(HABITS_TEXTS.timeRange('10:00', '09:00')).toBe('10:00–09:00 next day');
    expect(HABITS_TEXTS.timeRange('07:00', '07:30')).toBe('07:00–07:30');
  });
});

describe('monthOf', () => {
  it('is the month’s own days, without the weeks around it', () => {
    expect(monthOf('2026-11-23')).toEqual({ year: 2026, month: 11, from: '2026-11-01', to: '2026-11-30' });
    expect(monthOf('2028-02-10')).toEqual({ year: 2028, month: 2, from: '2028-02-01', to: '2028-02-29' });
  });
});
