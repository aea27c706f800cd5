import { describe, expect, it } from 'vitest';
import { calendarFormats } from './calendar-localizer';

describe('the calendar’s own words in the region (issue 54)', () => {
  it.each(['fr-FR', 'de-DE', 'es-ES', 'en-GB', 'en-US'])('%s: a month’s day numbers as written there, "1" and "15", never "01"', (locale) => {
    const dayOf = calendarFormats(locale).dateFormat as (date: Date) => string;
    expect(dayOf(new Date(2026, 11, 1, 12))).toBe('1');
    expect(dayOf(new Date(2026, 11, 15, 12))).toBe('15');
  });
});
