import type { CustomRecurrence, Recurrence } from '../habits/recurrence.schemas.js';
import { describeRecurrence, shortDateLabel } from '../habits/recurrence-summary.js';
import { HABIT_COLOR_TEXTS } from '../habits/habit-color.js';
import { CHANNEL_LABELS, REMINDER_MESSAGES, describeMinutesBefore, describeReminder, type Reminder } from '../notifications/reminders.schemas.js';
import { CUE_TEXT_MAX_LENGTH } from '../habits/cue.js';
import { MAX_TIMES_OF_DAY } from '../habits/times-of-day.js';
import { AREAS_TEXTS } from './areas-texts.js';
import { END_DATE_TEXTS } from './end-date-texts.js';
import { HABIT_DEPTH_TEXTS as D } from './habit-depth-texts.js';
import { LIMIT_TEXTS as L } from './limits-texts.js';
import { REMINDER_TEXTS } from './notification-settings-texts.js';
import { TIMES_AND_CUES_TEXTS } from './times-and-cues-texts.js';

/**
 * The Create New Habit and Edit Habit dialogs' own words (section 2, issues 51 and 54): the spec's
 * labels exactly, in one module so the app's catalogs can give them in the person's language.
 */
export const HABIT_FORM_TEXTS = {
  name: 'Name',
  description: 'Description (optional)',
  startDate: 'Start date',
  /** Edit: the occurrence's date. */
  date: 'Date',
  startTime: 'Start time',
  endTime: 'End time',
  recurrence: 'Recurrence',
  recurrences: { daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly', custom: 'Custom…' },
  editCustomRule: 'Edit custom rule',
  /** Under Recurrence: "Every week on Monday". */
  recurrenceSummary: (recurrence: Recurrence, custom: CustomRecurrence | null | undefined, startDate: string) => describeRecurrence(recurrence, custom, startDate),
  goal: 'Goal (optional)',
  noGoal: 'No goal',
  cancel: 'Cancel',
  // Section 5: the required fields.
  nameRequired: 'Please enter a habit name.',
  dateRequired: 'Please choose a date.',
  startTimeRequired: 'Please choose a start time.',
  endTimeRequired: 'Please choose an end time.',
} as const;

/** Edit Habit's own words (section 2 "Edit Habit dialog"). */
export const EDIT_HABIT_TEXTS = {
  /** After the title: "Edit Habit: Sun 22 Nov". */
  titleDate: (date: string) => shortDateLabel(date),
  applyTo: 'Apply changes to',
  scopes: { single: 'This occurrence only', future: 'This and following occurrences' },
  recurrenceLocked: 'To change how it repeats, apply changes to this and following occurrences.',
  deleteOccurrence: 'Delete occurrence',
  deleteFollowing: 'Delete this and following',
  deleteHabit: 'Delete habit',
  delete: 'Delete',
  save: 'Save',
} as const;

/**
 * The form's part of the texts of amounts, limits, end dates, areas, colours, times and cues
 * (HABIT_DEPTH_TEXTS, LIMIT_TEXTS, END_DATE_TEXTS, AREAS_TEXTS, HABIT_COLOR_TEXTS): the same words, gathered so the form is translated as one area while the
 * other screens' parts of those modules go with their screens.
 */
export const HABIT_FIELD_TEXTS = {
  measureLabel: D.measureLabel,
  measureHelp: D.measureHelp,
  quantityLabel: D.quantityLabel,
  unitLabel: D.unitLabel,
  unitPlaceholder: D.unitPlaceholder,
  timesPerPeriod: D.timesPerPeriod,
  timesLabel: D.timesLabel,
  periodLabel: D.periodLabel,
  periods: D.periods,
  flexibleSummary: D.flexibleSummary,
  quantityRequired: D.quantityRequired,
  unitRequired: D.unitRequired,
  timesRequired: D.timesRequired,
  kindLabel: L.kindLabel,
  kinds: L.kinds,
  kindHelp: L.kindHelp,
  quitLabel: L.quitLabel,
  quitPlaceholder: L.quitPlaceholder,
  quitRequired: L.quitRequired,
  limitQuantityRequired: L.limitQuantityRequired,
  limitNeedsSetDays: L.limitNeedsSetDays,
  endDateLabel: END_DATE_TEXTS.label,
  endDateHelp: END_DATE_TEXTS.help,
  endDateBeforeStart: END_DATE_TEXTS.beforeStart,
  areaLabel: AREAS_TEXTS.areaField,
  noArea: AREAS_TEXTS.noAreaOption,
  colorLabel: HABIT_COLOR_TEXTS.label,
  noColor: HABIT_COLOR_TEXTS.none,
  colors: HABIT_COLOR_TEXTS.names,
} as const;

/** Several times a day and the cue in the habit form (issue 40, decision 034). */
export const TIMES_FORM_TEXTS = {
  timesLabel: 'Times of day (optional)',
  timesHelp: 'Several check-offs a day, like 08:00, 20:00. Leave empty for once a day.',
  timesInvalid: `Write up to ${MAX_TIMES_OF_DAY} different times as HH:MM, separated by commas, like 08:00, 20:00.`,
  cueLabel: 'Cue (optional)',
  cuePlaceholder: 'After I pour my coffee',
  cueTooLong: `A cue can be at most ${CUE_TEXT_MAX_LENGTH} characters.`,
  cueHelp: TIMES_AND_CUES_TEXTS.cueHelp,
  cueAnchorLabel: TIMES_AND_CUES_TEXTS.cueAnchorLabel,
  noAnchor: TIMES_AND_CUES_TEXTS.noAnchor,
} as const;

/** The reminders field's words (REMINDER_TEXTS, the channels' names, the times before). */
export const REMINDER_FIELD_TEXTS = {
  legend: REMINDER_TEXTS.legend,
  none: REMINDER_TEXTS.none,
  add: REMINDER_TEXTS.add,
  /** "Remove reminder: 15 minutes before, by notification". */
  remove: (reminder: Reminder) => REMINDER_TEXTS.remove(describeReminder(reminder)),
  row: REMINDER_TEXTS.row,
  when: REMINDER_TEXTS.when,
  channel: REMINDER_TEXTS.channel,
  help: REMINDER_TEXTS.help,
  full: REMINDER_TEXTS.full,
  channels: CHANNEL_LABELS as Readonly<typeof CHANNEL_LABELS>,
  /** "At the start", "15 minutes before", "1 hour 30 minutes before", "1 day before". */
  minutesBefore: (minutes: number) => describeMinutesBefore(minutes),
  duplicate: REMINDER_MESSAGES.duplicate,
} as const;

const UNITS = { daily: 'day(s)', weekly: 'week(s)', monthly: 'month(s)', yearly: 'year(s)' } as const;

/** The Custom Recurrence dialog (section 2), opened from Create and Edit: its own words. */
export const CUSTOM_RECURRENCE_TEXTS = {
  repeats: 'Repeats',
  frequencies: { daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly', yearly: 'Yearly' },
  interval: (frequency: CustomRecurrence['frequency']) => `Every how many ${UNITS[frequency]}`,
  onTheseDays: 'On these days',
  daysOfWeek: 'Days of the week',
  weekdays: { Sunday: 'Sunday', Monday: 'Monday', Tuesday: 'Tuesday', Wednesday: 'Wednesday', Thursday: 'Thursday', Friday: 'Friday', Saturday: 'Saturday' },
  weekdaysShort: { Sunday: 'Sun', Monday: 'Mon', Tuesday: 'Tue', Wednesday: 'Wed', Thursday: 'Thu', Friday: 'Fri', Saturday: 'Sat' },
  monthlyOn: 'Monthly on',
  daysOfMonth: 'Days of the month',
  dayOfWeek: 'A day of a week',
  dayOfMonth: (day: number) => `Day ${day}`,
  inTheseMonths: 'In these months',
  months: 'Months',
  monthNames: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  monthNamesShort: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  on: 'On',
  aDate: 'A date',
  date: 'Date',
  which: 'Which',
  day: 'Day',
  weeks: { first: 'First', second: 'Second', third: 'Third', fourth: 'Fourth', last: 'Last' },
  kinds: { day: 'Day', weekday: 'Weekday', weekend: 'Weekend day' },
  /** The rule in words ("Every 2 weeks on Mon and Thu"). */
  summary: (rule: CustomRecurrence, startDate: string) => describeRecurrence('custom', rule, startDate),
  done: 'Done',
  chooseAnotherDate: 'Choose another date',
} as const;
