import type { CalendarCatalog } from '../../calendar-texts-for.js';

/** The calendar feed in German («du»), decision 054. */
export const CALENDAR_CATALOG: CalendarCatalog = {
  calendarName: 'Stride-Gewohnheiten: {firstName}',
  onceThisWeek: '{name}: einmal diese Woche',
  onceThisMonth: '{name}: einmal diesen Monat',
  timesThisWeek: '{name}: {times}-mal diese Woche',
  timesThisMonth: '{name}: {times}-mal diesen Monat',
};
