import type { OccurrenceStatus } from '../habits/occurrence-status.js';
import { MONTH_NAMES } from '../habits/recurrence-summary.js';

/** A scheduled day's state as the details dialog's month says it after "scheduled" (issue 22). */
const dayState = (status: OccurrenceStatus) => (status === 'todo' ? 'scheduled' : `scheduled, ${status}`);

/** The habit details dialog's figures' labels and its own words (Section 2 "Habit details dialog"). */
export const HABIT_DETAILS_TEXTS = {
  currentStreak: 'Current streak',
  thisWeek: 'This week',
  thisMonth: 'This month',
  bestStreak: 'Best streak',
  successRate: 'Success rate',
  done: 'Done',
  doneOf: (done: number, scheduled: number) => `${done} of ${scheduled}`,
  noUpcoming: 'No upcoming occurrences.',
  close: 'Close',
  edit: 'Edit',
  /** The button that opens the dialog (its accessible name), on the Habits page and the archive. */
  detailsOf: (name: string) => `Details of ${name}`,
  /** The month's arrows (the mini month). */
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  /** A scheduled day's state, after its number (a day to come: "scheduled", "scheduled, paused"). */
  dayState,
  /**
   * A scheduled day's accessible name: its date as the month shows it, its number first (axe
   * label-content-name-mismatch), then its state: "4 November, scheduled, paused".
   */
  dayLabel: (date: string, status: OccurrenceStatus) => `${Number(date.slice(8))} ${MONTH_NAMES[Number(date.slice(5, 7)) - 1]}, ${dayState(status)}`,
  /** Today's tick box in the upcoming list. */
  doneToday: (name: string) => `${name} done today`,
} as const;
