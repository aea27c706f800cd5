import { format, getDay, parse, startOfWeek } from 'date-fns';
import { dateFnsLocalizer, type DateLocalizer, type Formats } from 'react-big-calendar';
import { firstDayOfWeek, formatDay, formatMomentTime } from '@stride/domain';

/**
 * Issue 54: react-big-calendar in the person's region. Its weeks start on the region's first day,
 * and what it writes itself (weekday headers, the hours down the side) comes from the domain's
 * Intl formatting rather than date-fns patterns: "07:00" in en-GB, "07:00 AM" in en-US, "Mo." in
 * de-DE, with no date-fns locale data in the bundle. The calendar's dates are the browser's local
 * ones, so they are written in the browser's zone.
 */
export function calendarLocalizer(locale: string | undefined): DateLocalizer {
  const weekStartsOn = firstDayOfWeek(locale);
  return dateFnsLocalizer({ format, parse, startOfWeek: (date: Date) => startOfWeek(date, { weekStartsOn }), getDay, locales: {} });
}

export function calendarFormats(locale: string | undefined): Formats {
  return {
    // A month's day numbers as the region writes them, "1" not date-fns' "01" (a walk in French found it).
    dateFormat: (date: Date) => new Intl.DateTimeFormat(locale, { day: 'numeric' }).format(date),
    weekdayFormat: (date: Date) => formatDay(date, 'weekday', locale),
    dayFormat: (date: Date) => formatDay(date, 'weekdayDay', locale),
    dayHeaderFormat: (date: Date) => formatDay(date, 'weekdayDayMonthYear', locale),
    monthHeaderFormat: (date: Date) => formatDay(date, 'monthYear', locale),
    timeGutterFormat: (date: Date) => formatMomentTime(date, locale),
    // Week and Day: the name comes first and the time after it (TimeEvent); the library's time
    // line above the name is left empty, since it cut a short event to "07:".
    eventTimeRangeFormat: () => '',
  };
}
