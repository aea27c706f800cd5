import { describe, expect, it } from 'vitest';
import { PRODUCT_NAME } from '../routes.js';
import { calendarFeedTexts } from './calendar-texts-for.js';

describe('the calendar feed’s words in the account’s language (issue 54)', () => {
  it('English is what the feed always wrote, for English, no locale, or a language Stride does not speak', () => {
    for (const locale of ['en-GB', null, 'it-IT']) {
      const c = calendarFeedTexts(locale);
      expect(c.calendarName('Ada')).toBe(`${PRODUCT_NAME} habits: Ada`);
      expect(c.flexibleSummary('Swim', 1, 'week')).toBe('Swim: once this week');
      expect(c.flexibleSummary('Swim', 3, 'month')).toBe('Swim: 3 times this month');
    }
  });

  it('writes each language’s own', () => {
    expect(calendarFeedTexts('es-MX').flexibleSummary('Nadar', 3, 'week')).toBe('Nadar: 3 veces esta semana');
    expect(calendarFeedTexts('de-AT').calendarName('Ana')).toBe('Stride-Gewohnheiten: Ana');
    expect(calendarFeedTexts('fr-FR').flexibleSummary('Nager', 1, 'month')).toBe('Nager\u00a0: une fois ce mois-ci');
  });
});
