import { formatDay, formatShortDay as shortDay } from '@stride/domain';
import { displayLocale } from './locale/display-locale';

// Issue 54: every date is written as the person's region writes it (the account's locale, else the
// browser's), through the domain's one formatting module.

/** "25 November 2024" ("November 25, 2024" in en-US), in the user's own time zone when given (DECISIONS.md, Time). */
export function formatLongDate(iso: string | null | undefined, timeZone?: string, locale: string | undefined = displayLocale()): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return formatDay(date, 'long', locale, timeZone);
}

const ISO_DATE = /\b(\d{4})-(\d{2})-(\d{2})\b(?![T:\d])/g;

/**
 * A calendar date (`YYYY-MM-DD`, a local date in the user's zone: DECISIONS.md, Time) as people
 * read it: "Fri 27 Nov", with the year when it is not `thisYear` ("Sat 2 Jan 2027"; "Fr., 27. Nov."
 * in de-DE). Null for anything that is not a real date.
 */
export function formatShortDate(date: string, thisYear = new Date().getFullYear(), locale: string | undefined = displayLocale()): string | null {
  return shortDay(date, locale, thisYear);
}

/** `text` with every calendar date in it (`2026-11-27`, not a timestamp) written as `formatShortDate` writes it. */
export function humanizeDates(text: string, thisYear = new Date().getFullYear()): string {
  return text.replace(ISO_DATE, (whole: string) => formatShortDate(whole, thisYear) ?? whole);
}

/** The day of a moment (an ISO timestamp), as `formatShortDate` writes it, in `timeZone` (the browser's when not given). */
export function formatShortDay(iso: string, timeZone?: string, thisYear = new Date().getFullYear()): string | null {
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return null;
  try {
    return formatShortDate(new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(moment), thisYear);
  } catch {
    return formatShortDate(moment.toISOString().slice(0, 10), thisYear);
  }
}

/**
 * A month's name as the person's language writes it ("November", "noviembre"), with its year when
 * `withYear` ("November 2026", "noviembre de 2026"). `month` is 1-12.
 */
export function formatMonthName(year: number, month: number, withYear: boolean, locale: string | undefined = displayLocale()): string {
  const options: Intl.DateTimeFormatOptions = withYear ? { month: 'long', year: 'numeric', timeZone: 'UTC' } : { month: 'long', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(locale, options).format(Date.UTC(year, month - 1, 1));
}
