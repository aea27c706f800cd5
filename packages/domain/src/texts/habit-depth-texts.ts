import { shortDateLabel } from '../habits/recurrence-summary.js';
import type { HabitFrequency, HabitTarget } from '../habits/habit-depth.schemas.js';

/** A number as people write it: whole, or with up to two decimals ("2.5"). */
export const formatAmount = (n: number): string => String(Math.round(n * 100) / 100);

const periodWord = (period: HabitFrequency['period']) => (period === 'week' ? 'week' : 'month');

/** Texts of skips, pauses, amounts, flexible habits, notes and the archive (issue 22). */
export const HABIT_DEPTH_TEXTS = {
  // Create and Edit dialogs.
  measureLabel: 'Count an amount each day',
  measureHelp: 'For habits like "8 glasses" or "20 pages": the day is done when your entries add up to it.',
  quantityLabel: 'Amount',
  unitLabel: 'Unit',
  unitPlaceholder: 'glasses, pages, minutes',
  howOften: 'How often',
  onSetDays: 'On set days',
  timesPerPeriod: 'A number of times, any days',
  timesLabel: 'Times',
  periodLabel: 'Per',
  periods: { week: 'Week', month: 'Month' },
  flexibleSummary: (f: HabitFrequency) => `Any ${f.times} ${f.times === 1 ? 'day' : 'days'} a ${periodWord(f.period)}; no fixed days.`,
  quantityRequired: 'Enter an amount above 0, at most 1,000,000.',
  unitRequired: 'Enter a unit of at most 20 characters, like "glasses".',
  timesRequired: (max: number) => `Enter a whole number from 1 to ${max}.`,

  // Today, the agenda and the details dialog.
  skipped: 'Skipped',
  paused: 'Paused',
  /** A "3 times a week" habit in the agenda: no time slot. */
  anyTime: 'Any time',
  amountOf: (logged: number, target: HabitTarget) => `${formatAmount(logged)} of ${formatAmount(target.quantity)} ${target.unit}`,
  periodProgress: (done: number, needed: number, period: HabitFrequency['period']) => `${done} of ${needed} this ${periodWord(period)}`,
  target: (target: HabitTarget) => `${formatAmount(target.quantity)} ${target.unit} a day`,
  frequency: (f: HabitFrequency) => `${f.times} ${f.times === 1 ? 'time' : 'times'} a ${periodWord(f.period)}`,
  streakUnit: (n: number, frequency: HabitFrequency | null) =>
    frequency ? `${n} ${periodWord(frequency.period)}${n === 1 ? '' : 's'} in a row` : `${n} in a row`,

  // The details dialog's actions.
  dayTitle: (date: string, today: string) => (date === today ? 'Today' : shortDateLabel(date)),
  skipDay: 'Skip this day',
  undoSkip: 'Undo skip',
  skipHelp: 'A rest day keeps your streak and does not count against your success rate.',
  logAmount: 'Log',
  amountLabel: (unit: string) => `Add ${unit}`,
  setTotal: 'Set day total',
  noteLabel: 'Note (optional)',
  saveNote: 'Save note',
  notesTitle: 'Notes',
  pauseTitle: 'Pause',
  pauseHelp: 'Away or ill? Paused days are not reminded or counted, and your streak runs across them.',
  pauseFrom: 'From',
  pauseTo: 'To',
  pauseHabit: 'Pause habit',
  pauseAll: 'Pause all habits',
  pausedRange: (from: string, to: string) => (from === to ? `Paused ${shortDateLabel(from)}` : `Paused ${shortDateLabel(from)} – ${shortDateLabel(to)}`),
  removePause: (from: string, to: string) => `Remove the pause ${from} to ${to}`,
  pauseOrder: 'The pause cannot end before it starts.',
  pauseMissing: 'Choose both dates.',
  pauseTooLong: (days: number) => `A pause can last at most ${days} days.`,
  archive: 'Archive habit',
  restore: 'Restore',
  archiveHelp: 'Hides it from Today, the calendar and the counts, and stops its reminders. Its history is kept.',
  archivedTitle: 'Archived habits',
  archivedOn: (date: string) => `Archived ${shortDateLabel(date)}`,

  // Analytics.
  amountsTitle: 'Amounts this week',
  /** Issue 40: a limit says its limit ("at most 2 a day"), a quit habit its slips. */
  amountTotal: (total: number, target: HabitTarget, days: number) =>
    target.direction === 'atMost' && target.quantity === 0
      ? `${formatAmount(total)} ${total === 1 ? 'slip' : 'slips'} (quitting ${target.unit})`
      : `${formatAmount(total)} ${target.unit} over ${days} ${days === 1 ? 'day' : 'days'} (${target.direction === 'atMost' ? 'at most' : 'goal'} ${formatAmount(target.quantity)} a day)`,

  // Dashboard: pause everything.
  holidayTitle: 'Holiday',
  holidayHelp: 'Going away? Pause all your habits: no reminders, no missed days, streaks kept.',
  holidaySaved: (n: number) => `Paused ${n} ${n === 1 ? 'habit' : 'habits'}.`,
  holidayRemoved: 'Pause removed.',
} as const;
