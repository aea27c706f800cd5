/** "25 November 2024", in the user's own time zone when given (DECISIONS.md, Time). */
export function formatLongDate(iso: string | null | undefined, timeZone?: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  try {
    return new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' }).format(date);
  }
}

const ISO_DATE = /\b(\d{4})-(\d{2})-(\d{2})\b(?![T:\d])/g;
const SHORT = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/**
 * A calendar date (`YYYY-MM-DD`, a local date in the user's zone: DECISIONS.md, Time) as people
 * read it: "Fri 27 Nov", with the year when it is not `thisYear` ("Sat 2 Jan 2027"). Null for
 * anything that is not a real date.
 */
export function formatShortDate(date: string, thisYear = new Date().getFullYear()): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(Date.UTC(year, month - 1, day, 12));
  if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day) return null;
  // From its parts: en-GB puts a comma after the weekday once a year is shown ("Sat, 2 Jan 2027").
  const part = (type: Intl.DateTimeFormatPartTypes) => SHORT.formatToParts(utc).find((p) => p.type === type)?.value ?? '';
  const words = [part('weekday'), part('day'), part('month')];
  return (year === thisYear ? words : [...words, part('year')]).join(' ');
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
