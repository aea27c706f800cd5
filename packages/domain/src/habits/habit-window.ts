import { CALENDAR_SETTINGS } from './calendar-settings.js';
import { addMonths, civilFromDays, daysFromCivil, daysInMonth, formatDate, toEpochDay, weekdayOf } from './civil-date.js';

/** An occurrence window: 'YYYY-MM-DD' to 'YYYY-MM-DD', inclusive. */
export interface HabitWindow {
  from: string;
  to: string;
}

/**
 * The weeks that hold the month `year`-`month`: a month view's days. Weeks start on `weekStartsOn`
 * (0 = Sunday): the person's region's first day on screen (issue 54), Sunday for the API's default window.
 */
export function monthGrid(year: number, month: number, weekStartsOn: number = CALENDAR_SETTINGS.weekStartsOn): HabitWindow {
  const first = daysFromCivil(year, month, 1);
  const last = first + daysInMonth(year, month) - 1;
  const start = weekStartsOn;
  return { from: formatDate(first - ((weekdayOf(first) - start + 7) % 7)), to: formatDate(last + ((start + 6 - weekdayOf(last)) % 7)) };
}

/** The month grid that holds `date`. */
export const monthGridOf = (date: string, weekStartsOn?: number): HabitWindow => {
  const { year, month } = civilFromDays(toEpochDay(date));
  return monthGrid(year, month, weekStartsOn);
};

/**
 * The window of a habits answer when the request names none: the month views of the previous,
 * this and the next month (docs/decisions/017). The tracker opens on this month and moves a month
 * either way without asking again; every other range is expanded from each habit's `schedule`
 * with the shared engine, and check marks of earlier months are asked for by month.
 */
export function defaultHabitWindow(today: string): HabitWindow {
  const { year, month } = civilFromDays(toEpochDay(today));
  const previous = addMonths(year, month, -1);
  const next = addMonths(year, month, 1);
  return { from: monthGrid(previous.year, previous.month).from, to: monthGrid(next.year, next.month).to };
}
