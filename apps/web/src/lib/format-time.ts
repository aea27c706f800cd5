import { HABITS_TEXTS, formatWallTime } from '@stride/domain';
import { displayLocale } from './locale/display-locale';
import { appTexts } from './i18n/app-texts';

/** This file's texts in English; `appTexts` answers them in the account's language (issue 54). */
const ENGLISH = { HABITS_TEXTS };

/**
 * A wall time ('HH:MM', or an ISO timestamp whose wall time it is) as the person's region writes
 * it, as their time inputs show it (issue 39: never "08:00 PM" beside "18:00"): "18:00" in en-GB,
 * "06:00 PM" in en-US. The locale is the account's, else the browser's (issue 54). Anything that
 * is not a time comes back as it was.
 */
export function formatClockTime(time: string, locale: string | undefined = displayLocale()): string {
  const match = /^(?:\d{4}-\d{2}-\d{2}T)?(\d{2}):(\d{2})/.exec(time);
  if (!match) return time;
  const [hour, minute] = [Number(match[1]), Number(match[2])];
  if (hour > 23 || minute > 59) return time;
  return formatWallTime(hour, minute, locale);
}

/** "07:00–07:30" (or "07:00 AM–07:30 AM"), saying when it ends on the next day: of two wall times or two ISO timestamps. */
export function formatTimeRange(start: string, end: string, locale: string | undefined = displayLocale()): string {
  const wall = (time: string) => (time.length > 5 ? time.slice(11, 16) : time);
  return appTexts(ENGLISH).HABITS_TEXTS.timeRange(wall(start), wall(end), (time) => formatClockTime(time, locale));
}

/** A day in lists ('YYYY-MM-DD'): "Sun 22 Nov" in English, as the account's language writes it otherwise (issue 54). */
export const formatShortDate = (date: string): string => appTexts(ENGLISH).HABITS_TEXTS.shortDate(date);
