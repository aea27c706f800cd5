/**
 * The English catalog of the calendar feed's own words (issue 54): its name and the summary of a
 * habit with a frequency, word for word as the feed wrote them (`calendar-texts-for.test.ts`).
 * A habit's name and description are the person's own and stay as written.
 */
export const CALENDAR_CATALOG = {
  calendarName: 'Stride habits: {firstName}',
  /** A habit with no fixed days (issue 23): one all-day reminder a period. */
  onceThisWeek: '{name}: once this week',
  onceThisMonth: '{name}: once this month',
  timesThisWeek: '{name}: {times} times this week',
  timesThisMonth: '{name}: {times} times this month',
};
