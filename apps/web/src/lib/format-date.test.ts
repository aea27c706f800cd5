import { describe, expect, it } from 'vitest';
import { formatShortDate, formatShortDay, humanizeDates } from './format-date';

describe('short dates (issue 37: "Fri 27 Nov", never 2026-11-27)', () => {
  it('writes a calendar date with its weekday, and the year only when it is not this year', () => {
    expect(formatShortDate('2026-11-27', 2026)).toBe('Fri 27 Nov');
    expect(formatShortDate('2027-01-02', 2026)).toBe('Sat 2 Jan 2027');
    expect(formatShortDate('2026-02-30', 2026)).toBeNull();
    expect(formatShortDate('27/11/2026', 2026)).toBeNull();
  });

  it('writes the day of a moment in the given time zone', () => {
    expect(formatShortDay('2026-11-27T23:30:00.000Z', 'Europe/London', 2026)).toBe('Fri 27 Nov');
    expect(formatShortDay('2026-11-27T23:30:00.000Z', 'Asia/Tokyo', 2026)).toBe('Sat 28 Nov');
    expect(formatShortDay('not a date')).toBeNull();
  });

  it('rewrites the calendar dates in a sentence, and leaves timestamps, times and impossible dates alone', () => {
    expect(humanizeDates('Paused "Run" from 2026-11-27 to 2026-12-06.', 2026)).toBe('Paused "Run" from Fri 27 Nov to Sun 6 Dec.');
    expect(humanizeDates('At 2026-11-27T08:00:00Z, not 2026-13-01; 07:00 stays.', 2026)).toBe('At 2026-11-27T08:00:00Z, not 2026-13-01; 07:00 stays.');
  });
});
