import type { CalendarCatalog } from '../../calendar-texts-for.js';

/** The calendar feed in French («vous», a no-break space before :), decision 054. */
export const CALENDAR_CATALOG: CalendarCatalog = {
  calendarName: 'Habitudes Stride\u00a0: {firstName}',
  onceThisWeek: '{name}\u00a0: une fois cette semaine',
  onceThisMonth: '{name}\u00a0: une fois ce mois-ci',
  timesThisWeek: '{name}\u00a0: {times} fois cette semaine',
  timesThisMonth: '{name}\u00a0: {times} fois ce mois-ci',
};
