import { CALENDAR_CATALOG as EN } from './catalogs/en/calendar.js';
import { CALENDAR_CATALOG as ES } from './catalogs/es/calendar.js';
import { CALENDAR_CATALOG as DE } from './catalogs/de/calendar.js';
import { CALENDAR_CATALOG as FR } from './catalogs/fr/calendar.js';
import { emailLanguage } from './email-texts-for.js';
import type { Locale } from './locales.js';
import { formatMessage as f, type Messages } from './messages.js';

/** A language's catalog of the calendar feed: English's keys (decision 054). */
export type CalendarCatalog = Messages<typeof EN>;

/** All four languages: only the server reads them. */
export const CALENDAR_CATALOGS: Readonly<Record<Locale, CalendarCatalog>> = { en: EN, es: ES, de: DE, fr: FR };

/** The calendar feed's own words in the account's language (English exactly as the feed always wrote them). */
export function calendarFeedTexts(accountLocale: string | null | undefined) {
  const language = emailLanguage(accountLocale);
  const c = CALENDAR_CATALOGS[language];
  return {
    language,
    calendarName: (firstName: string) => f(c.calendarName, { firstName }),
    /** "Swim: 3 times this week": a habit with a frequency, no fixed days. */
    flexibleSummary: (name: string, times: number, period: 'week' | 'month') =>
      times === 1 ? f(period === 'week' ? c.onceThisWeek : c.onceThisMonth, { name }) : f(period === 'week' ? c.timesThisWeek : c.timesThisMonth, { name, times }),
  };
}
export type CalendarFeedTexts = ReturnType<typeof calendarFeedTexts>;
