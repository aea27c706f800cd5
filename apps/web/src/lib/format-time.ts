import { HABITS_TEXTS } from '@stride/domain';

/**
 * The locale the browser shows its own time inputs in (issue 39: one time format, never
 * "08:00 PM" beside "18:00"). Undefined outside a browser (the prerenderer): Intl's default.
 */
function browserLocale(): string | undefined {
  return typeof navigator === 'undefined' ? undefined : (navigator.languages?.[0] ?? navigator.language);
}

const formats = new Map<string, Intl.DateTimeFormat>();
function clockFormat(locale: string | undefined): Intl.DateTimeFormat {
  const key = locale ?? '';
  let format = formats.get(key);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
    } catch {
      format = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
    }
    formats.set(key, format);
  }
  return format;
}

/**
 * A wall time ('HH:MM', or an ISO timestamp whose wall time it is) as the person's locale writes
 * it, as their time inputs show it: "18:00" in en-GB, "06:00 PM" in en-US. Anything that is not a
 * time comes back as it was.
 */
export function formatClockTime(time: string, locale: string | undefined = browserLocale()): string {
  const match = /^(?:\d{4}-\d{2}-\d{2}T)?(\d{2}):(\d{2})/.exec(time);
  if (!match) return time;
  const [hour, minute] = [Number(match[1]), Number(match[2])];
  if (hour > 23 || minute > 59) return time;
  return clockFormat(locale).format(new Date(Date.UTC(2000, 0, 1, hour, minute)));
}

/** "07:00–07:30" (or "7:00 AM–7:30 AM"), saying when it ends on the next day: of two wall times or two ISO timestamps. */
export function formatTimeRange(start: string, end: string, locale: string | undefined = browserLocale()): string {
  const wall = (time: string) => (time.length > 5 ? time.slice(11, 16) : time);
  return HABITS_TEXTS.timeRange(wall(start), wall(end), (time) => formatClockTime(time, locale));
}
