import { MONTH_NAMES } from '../habits/recurrence-summary.js';

/** Texts of the Habit Tracker screen and its dialogs (sections 2, 5 and 8). */
export const HABITS_TEXTS = {
  pageTitle: 'Habit Tracker',
  subtitle: 'Track your daily habits and build consistency',
  createHabit: 'Create Habit',
  loading: 'Loading habits...',
  empty: 'No habits yet. Create your first habit to get started!',
  loadError: (error: string) => `Error loading habits: ${error}`,
  statActive: 'Active Habits',
  statToday: "Today's Schedule",
  statBestStreak: 'Best Streak',
  yourHabits: 'Your Habits',
  scheduledCount: (n: number) => `${n} scheduled`,
  clearFilter: 'Clear Filter',
  scheduleView: 'Schedule View',
  today: 'Today',
  nothingToday: 'Nothing scheduled today.',
  createTitle: 'Create New Habit',
  editTitle: 'Edit Habit',
  detailsTitle: 'Habit details',
  customTitle: 'Custom Recurrence',
  upcoming: 'Upcoming Occurrences',
  noUpcoming: 'This habit has no upcoming occurrences to edit.',
  deleteOccurrenceConfirm: 'Are you sure you want to delete this occurrence?',
  deleteHabitConfirm: 'Are you sure you want to delete this entire habit? This action cannot be undone.',
  /** Section 8: habit create, edit and delete failures are logged; this quiet snackbar says the change did not stick. */
  actionFailed: (error: string) => `That change to your habits was not saved: ${error}`,
  /** Check marks of months before the habits list's window are asked for when shown (docs/decisions/017). */
  checkMarksLoading: 'Loading check marks...',
  checkMarksFailed: (error: string) => `Check marks for these days could not be loaded: ${error}`,
  retry: 'Try again',
  yearlyDateMissing: (date: number, months: number[]) =>
    `The selected date (${date}) doesn't exist in ${months.map((m) => MONTH_NAMES[m - 1]).join(', ')}. Please choose a different date.`,
} as const;
