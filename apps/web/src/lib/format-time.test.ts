import { describe, expect, it } from 'vitest';
import { formatClockTime, formatTimeRange } from './format-time';

describe('one time format, from the person’s locale (issue 39)', () => {
  it('writes a wall time as the locale’s time inputs show it', () => {
    expect(formatClockTime('18:00', 'en-GB')).toBe('18:00');
    expect(formatClockTime('07:05', 'en-GB')).toBe('07:05');
    expect(formatClockTime('18:00', 'en-US')).toBe('06:00 PM');
    expect(formatClockTime('00:30', 'en-US')).toBe('12:30 AM');
    expect(formatClockTime('18:00', 'de-DE')).toBe('18:00');
  });

  it('reads the wall time of an ISO timestamp, not the moment in another zone', () => {
    expect(formatClockTime('2026-11-22T07:00:00+09:00', 'en-GB')).toBe('07:00');
    expect(formatClockTime('2026-11-22T19:30:00-08:00', 'en-US')).toBe('07:30 PM');
  });

  it('gives back what is not a time', () => {
    expect(formatClockTime('soon', 'en-GB')).toBe('soon');
    expect(formatClockTime('25:00', 'en-GB')).toBe('25:00');
  });

  it('writes ranges in one format, saying when one ends the next day', () => {
    expect(formatTimeRange('07:00', '07:30', 'en-GB')).toBe('07:00–07:30');
    expect(formatTimeRange('2026-11-22T20:00:00Z', '2026-11-22T21:00:00Z', 'en-US')).toBe('08:00 PM–09:00 PM');
    expect(formatTimeRange('22:00', '06:00', 'en-US')).toBe('10:00 PM–06:00 AM next day');
  });

  it('follows the browser’s language when none is given', () => {
    expect(formatClockTime('18:00')).toBe(formatClockTime('18:00', navigator.language));
  });
});
