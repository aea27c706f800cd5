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
} as const;
