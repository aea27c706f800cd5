import type { CalendarCatalog } from '../../calendar-texts-for.js';

/** The calendar feed in Spanish («tú»), decision 054. */
export const CALENDAR_CATALOG: CalendarCatalog = {
  calendarName: 'Hábitos de Stride: {firstName}',
  onceThisWeek: '{name}: una vez esta semana',
  onceThisMonth: '{name}: una vez este mes',
  timesThisWeek: '{name}: {times} veces esta semana',
  timesThisMonth: '{name}: {times} veces este mes',
};
