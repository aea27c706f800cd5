import type { InLanguage } from './app-messages.js';

/**
 * Values of the signed-in app's messages written in the message's language through `Intl`
 * (issue 54): lists of names with the language's "and", weekday and month names, a day of the
 * month. Each answers an `InLanguage`, which the web app's formatter calls with the locale.
 */

/** "Ana, Luis y Marta", "Ana, Luis und Marta", "Ana, Luis et Marta" (`Intl.ListFormat`). */
export const listIn =
  (items: readonly string[], type: 'conjunction' | 'disjunction' = 'conjunction'): InLanguage =>
  (locale) =>
    new Intl.ListFormat(locale, { type, style: 'long' }).format(items);

/** Noon UTC on a day of January 2023 (the 1st was a Sunday): a weekday or a month to name. */
const noon = (month: number, day: number) => new Date(Date.UTC(2023, month - 1, day, 12));
const name = (locale: string, at: Date, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(at);

/** Weekdays by number (0 Sunday) as a list in the language: "lunes y jueves". */
export const weekdaysIn =
  (weekdays: readonly number[]): InLanguage =>
  (locale) =>
    listIn(weekdays.map((w) => name(locale, noon(1, 1 + w), { weekday: 'long' })))(locale);

/** Months by number (1 January) as a list in the language: "marzo y junio". */
export const monthsIn =
  (months: readonly number[]): InLanguage =>
  (locale) =>
    listIn(months.map((m) => name(locale, noon(m, 1), { month: 'long' })))(locale);

/** One date in each month ("29 de febrero y 29 de junio", "29. Februar und 29. Juni"). */
export const datesIn =
  (date: number, months: readonly number[]): InLanguage =>
  (locale) =>
    listIn(months.map((m) => name(locale, new Date(Date.UTC(2024, m - 1, date, 12)), { day: 'numeric', month: 'long' })))(locale);

/** A day of the month as the language writes it after "the": 1er in French, 1. in German, 1 in Spanish. */
const monthDay = (locale: string, day: number) => {
  const language = locale.slice(0, 2).toLowerCase();
  if (language === 'de') return `${day}.`;
  if (language === 'fr' && day === 1) return '1er';
  return String(day);
};

/** Days of the month as a list: "1 y 15", "1. und 15.", "1er et 15". */
export const monthDaysIn =
  (days: readonly number[]): InLanguage =>
  (locale) =>
    listIn(days.map((d) => monthDay(locale, d)))(locale);

/** Each language's quotation marks around a name: “…” in English, «…» in Spanish, „…“ in German, « … » in French. */
const QUOTES: Record<string, readonly [string, string]> = { es: ['«', '»'], de: ['„', '“'], fr: ['«\u00a0', '\u00a0»'] };

/** Names quoted as the language quotes them, listed with its "and": "«Script» y «Claude»", "„Script“ und „Claude“". */
export const quotedListIn =
  (names: readonly string[]): InLanguage =>
  (locale) => {
    const [open, close] = QUOTES[locale.slice(0, 2).toLowerCase()] ?? ['“', '”'];
    return listIn(Array.from(names, (name) => `${open}${name}${close}`))(locale);
  };
