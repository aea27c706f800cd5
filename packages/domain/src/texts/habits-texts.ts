import { CALENDAR_SETTINGS } from '../habits/calendar-settings.js';
import { endsNextDay } from '../habits/occurrence-status.js';
import { MONTH_NAMES, shortDateLabel } from '../habits/recurrence-summary.js';

/** A day's state on a phone's Month day button: an occurrence's, a frozen day's, or a limit's or quit habit's. */
export type MonthDayState = 'done' | 'missed' | 'todo' | 'skipped' | 'paused' | 'frozen' | 'kept' | 'keeping' | 'ahead' | 'overLimit' | 'slipped';

/** Section 2's chip count, '<n> scheduled'. */
const scheduledCount = (n: number) => `${n} scheduled`;

/** Texts of the Habit Tracker screen and its dialogs (sections 2, 5 and 8). */
export const HABITS_TEXTS = {
  pageTitle: 'Habit Tracker',
  subtitle: 'Track your daily habits and build consistency',
  createHabit: 'Create Habit',
  /** Issue 51: the day is ticked off on Today; this page manages habits (decision 051). */
  tickOffOnToday: "Tick off today's habits on Today",
  loading: 'Loading habits...',
  empty: 'No habits yet. Create your first habit to get started!',
  loadError: (error: string) => `Error loading habits: ${error}`,
  statActive: 'Active Habits',
  statToday: "Today's Schedule",
  statBestStreak: 'Best Streak',
  yourHabits: 'Your Habits',
  scheduledCount,
  /** The chip's count: the spec's '<n> scheduled', for the calendar's month, named (docs/decisions/009). */
  scheduledInMonth: (n: number, month: string) => `${scheduledCount(n)} in ${month}`,
  clearFilter: 'Clear Filter',
  scheduleView: 'Schedule View',
  /** The spec's Month, Week and Day, and the phone-first agenda (issue 20; its length is section 9's). */
  viewLabels: { month: 'Month', week: 'Week', day: 'Day', agenda: 'Agenda' },
  calendarViews: 'Calendar view',
  agendaEmpty: `Nothing scheduled in these ${CALENDAR_SETTINGS.agendaLengthDays} days.`,
  /** A phone's agenda lists a week's worth of days at a time (decision 030, "Leftovers"). */
  agendaShowMore: 'Show more days',
  agendaDay: (date: string, today: string) => (date === today ? `Today, ${shortDateLabel(date)}` : shortDateLabel(date)),
  /** An occurrence's state, in words beside its colour and mark (issue 20). */
  status: { done: 'Done', missed: 'Missed', todo: 'To do', skipped: 'Skipped', paused: 'Paused' },
  statusMarks: { done: '✓', missed: '✕', todo: '', skipped: '↷', paused: '‖' },
  legend: 'What the marks mean',
  /** Issue 51: Month's dots, a dot per habit on a day (decision 051). */
  monthFrozen: 'frozen',
  /** A limit's or a quit habit's day, in the words a phone's Month says for its dots. */
  monthLimitStates: { kept: 'kept', keeping: 'kept so far', ahead: 'to keep', overLimit: 'over the limit', slipped: 'slipped' },
  /** "+4": more habits on a day than its dots show. */
  monthMore: (n: number) => `+${n}`,
  monthMoreLabel: (n: number, day: string) => `${n} more on ${day}: show the day`,
  /**
   * One state and how many habits are in it, for a phone's Month day ("3 done", "1 over the limit"):
   * its words and its count together, so other languages make the word agree ("2 pendientes").
   */
  monthDayState: (n: number, state: MonthDayState) =>
    `${n} ${
      {
        done: 'done',
        missed: 'missed',
        todo: 'to do',
        skipped: 'skipped',
        paused: 'paused',
        frozen: 'frozen',
        kept: 'kept',
        keeping: 'kept so far',
        ahead: 'to keep',
        overLimit: 'over the limit',
        slipped: 'slipped',
      }[state]
    }`,
  /** A phone's Month day: "23 November: 12 habits, 3 done, 1 over the limit, 8 to do". */
  monthDayLabel: (day: string, habits: number, states: readonly string[]) =>
    `${day}: ${habits === 0 ? 'no habits' : `${habits} ${habits === 1 ? 'habit' : 'habits'}`}${states.length ? `, ${states.join(', ')}` : ''}`,
  /** 'HH:MM'-'HH:MM', saying when it ends on the next day; `show` writes each time (the web app: in the person's locale). */
  timeRange: (start: string, end: string, show: (time: string) => string = (time) => time) =>
    endsNextDay(start, end) ? `${show(start)}–${show(end)} next day` : `${show(start)}–${show(end)}`,
  endsNextDay: (end: string) => `Ends the next day, at ${end}`,
  doneOn: (date: string, today: string) => (date === today ? 'Done today' : `Done on ${shortDateLabel(date)}`),
  today: 'Today',
  /** A day in lists, 'Sun 22 Nov' (issue 54: written by the language elsewhere). */
  shortDate: (date: string) => shortDateLabel(date),
  /** The calendar's toolbar and its all-day strip's overflow (react-big-calendar's words). */
  previous: 'Previous',
  next: 'Next',
  showMore: (n: number) => `+${n} more`,
  /** The month grid's name and a time block's label across whole days (react-big-calendar's own words). */
  monthView: 'Month View',
  allDay: 'All Day',
  nothingToday: 'Nothing scheduled today.',
  createTitle: 'Create New Habit',
  editTitle: 'Edit Habit',
  detailsTitle: 'Habit details',
  customTitle: 'Custom Recurrence',
  upcoming: 'Upcoming Occurrences',
  noUpcoming: 'This habit has no upcoming occurrences to edit.',
  deleteOccurrenceConfirm: 'Are you sure you want to delete this occurrence?',
  /** The spec's question; its "cannot be undone" is not true since issue 39 (decision 030, "Confirmations"). */
  deleteHabitConfirm: 'Are you sure you want to delete this entire habit? You can undo it straight after.',
  /** Section 8: habit create, edit and delete failures are logged; this quiet snackbar says the change did not stick. */
  actionFailed: (error: string) => `That change to your habits was not saved: ${error}`,
  /** Check marks of months before the habits list's window are asked for when shown (docs/decisions/017). */
  checkMarksLoading: 'Loading check marks...',
  checkMarksFailed: (error: string) => `Check marks for these days could not be loaded: ${error}`,
  retry: 'Try again',
  yearlyDateMissing: (date: number, months: number[]) =>
    `The selected date (${date}) doesn't exist in ${months.map((m) => MONTH_NAMES[m - 1]).join(', ')}. Please choose a different date.`,
} as const;
