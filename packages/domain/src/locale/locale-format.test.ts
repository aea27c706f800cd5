import { describe, expect, it } from 'vitest';
import { firstDayOfWeek, formatDay, formatMomentTime, formatMoney, formatNumber, formatShortDay, formatWallTime, hourCycleOf, monthName, weekdayNames, writesMonthFirst } from './locale-format.js';

describe('dates, times, numbers and weeks as the region writes them (issue 54)', () => {
  it('en-GB: a 24-hour clock, Monday-first weeks, day before month, £8', () => {
    expect(hourCycleOf('en-GB')).toBe('h23');
    expect(formatWallTime(7, 0, 'en-GB')).toBe('07:00');
    expect(formatWallTime(19, 30, 'en-GB')).toBe('19:30');
    expect(firstDayOfWeek('en-GB')).toBe(1);
    expect(weekdayNames('en-GB').map((d) => d.name)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(formatDay('2026-11-25', 'long', 'en-GB')).toBe('25 November 2026');
    expect(formatShortDay('2026-11-27', 'en-GB', 2026)).toBe('Fri 27 Nov');
    expect(formatShortDay('2027-01-02', 'en-GB', 2026)).toBe('Sat 2 Jan 2027');
    expect(formatNumber(1234.5, 'en-GB')).toBe('1,234.5');
    expect(formatMoney(8, 'GBP', 'en-GB')).toBe('£8');
  });

  it('en-US: a 12-hour clock, Sunday-first weeks, month before day', () => {
    expect(hourCycleOf('en-US')).toBe('h12');
    expect(formatWallTime(7, 0, 'en-US')).toBe('07:00 AM');
    expect(formatWallTime(19, 30, 'en-US')).toBe('07:30 PM');
    expect(firstDayOfWeek('en-US')).toBe(0);
    expect(weekdayNames('en-US')[0]).toEqual({ day: 0, name: 'Sun' });
    expect(formatDay('2026-11-25', 'long', 'en-US')).toBe('November 25, 2026');
    expect(formatShortDay('2027-01-02', 'en-US', 2026)).toBe('Sat Jan 2, 2027');
    expect(formatMoney(8, 'GBP', 'en-US')).toBe('£8');
  });

  it('writes a numeric date month first only where the region does ("12/5" is 5 December in the US)', () => {
    expect(writesMonthFirst('en-US')).toBe(true);
    expect(writesMonthFirst('en-PH')).toBe(true);
    for (const locale of ['en-GB', 'en-AU', 'en-IE', 'de-DE', 'fr-FR', 'es-ES', 'es-MX', null]) expect(writesMonthFirst(locale), String(locale)).toBe(false);
  });

  it('de-DE: 24 hours, Monday first, German names and a decimal comma', () => {
    expect(formatWallTime(19, 30, 'de-DE')).toBe('19:30');
    expect(firstDayOfWeek('de-DE')).toBe(1);
    expect(formatDay('2026-11-25', 'long', 'de-DE')).toBe('25. November 2026');
    expect(monthName(3, 'de-DE')).toBe('März');
    expect(weekdayNames('de-DE', 'long')[0]!.name).toBe('Montag');
    expect(formatNumber(1234.5, 'de-DE')).toBe('1.234,5');
    expect(formatMoney(8, 'GBP', 'de-DE')).toBe('8\u00a0£');
  });

  it('es-ES and fr-FR: 24 hours, Monday first, their own month names', () => {
    // The pound as its sign in every language, as on the public pricing page (Spanish's data would write "8 GBP").
    expect(formatMoney(8, 'GBP', 'es-ES')).toBe('8\u00a0£');
    expect(formatMoney(8, 'GBP', 'fr-FR')).toBe('8\u00a0£');
    expect(formatWallTime(7, 5, 'es-ES')).toBe('07:05');
    expect(formatWallTime(7, 5, 'fr-FR')).toBe('07:05');
    expect(firstDayOfWeek('es-ES')).toBe(1);
    expect(firstDayOfWeek('fr-FR')).toBe(1);
    expect(formatDay('2026-11-25', 'long', 'es-ES')).toBe('25 de noviembre de 2026');
    expect(formatDay('2026-11-25', 'long', 'fr-FR')).toBe('25 novembre 2026');
    expect(monthName(8, 'fr-FR')).toBe('août');
    expect(formatNumber(1234.5, 'fr-FR')).toBe('1\u202f234,5');
  });

  it('follows the region, not the language: English in Germany is 24-hour and Monday-first, Spanish in Mexico 12-hour and Sunday-first', () => {
    expect(formatWallTime(19, 0, 'en-DE')).toBe('19:00');
    expect(firstDayOfWeek('en-DE')).toBe(1);
    expect(hourCycleOf('es-MX')).toBe('h12');
    expect(firstDayOfWeek('es-MX')).toBe(0);
  });

  it('writes a moment in the person’s zone, and falls back to the default for a tag it cannot read', () => {
    const moment = new Date('2026-11-25T07:00:00Z');
    expect(formatMomentTime(moment, 'en-GB', 'Europe/Berlin')).toBe('08:00');
    expect(formatMomentTime(moment, 'en-US', 'America/New_York')).toBe('02:00 AM');
    expect(formatDay(moment, 'weekdayDayMonth', 'en-GB', 'Pacific/Auckland')).toBe('Wednesday 25 November');
    expect(formatWallTime(7, 0, 'not a locale!')).toBe('07:00');
    expect(formatMoney(8.5, 'EUR', 'de-DE')).toBe('8,50\u00a0€');
  });
});
