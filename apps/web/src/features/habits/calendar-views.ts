import { addDays, addMonths, endOfMonth, endOfWeek, startOfMonth, startOfWeek } from 'date-fns';
import { firstDayOfWeek, formatDay } from '@stride/domain';
import { CALENDAR_SETTINGS, HABIT_DAY_TEXTS, HABIT_DEPTH_TEXTS, HABITS_TEXTS, LIMIT_TEXTS, amountOn, habitDayView, occurrenceStatus, type HabitDayState, type HabitDayView, type OccurrenceStatus } from '@stride/domain';
import { dateKey, type HabitOccurrence } from './habit-occurrences';
import { formatClockTime, formatTimeRange } from '../../lib/format-time';
import { displayLocale } from '../../lib/locale/display-locale';
import { appTexts } from '../../lib/i18n/app-texts';

/** This file's texts in English; `appTexts` answers them in the screens' language (issue 54). */
const ENGLISH = { HABIT_DEPTH_TEXTS, HABIT_DAY_TEXTS, LIMIT_TEXTS, HABITS_TEXTS };

/** Section 2's Month, Week and Day, and the agenda phones open on (issue 20). */
export type CalendarView = 'month' | 'week' | 'day' | 'agenda';
export const CALENDAR_VIEWS: readonly CalendarView[] = ['month', 'week', 'day', 'agenda'];

/** Below MUI's `sm` breakpoint (600 px) the schedule opens as the agenda. */
export const PHONE_QUERY = '(max-width: 599.95px)';
/**
 * A phone's agenda lists this many days (of those with something on) at first and adds as many
 * with each "Show more days": 30 days of rows made the page very long (decision 030).
 */
export const PHONE_AGENDA_DAYS = 7;

/**
 * A phone shows Month, Day and Agenda (issue 39: a week grid at 375 px cut every name to "M…";
 * issue 51: Month is a dot per habit, readable there). A Week chosen on a wider screen shows as
 * the agenda there.
 */
export const PHONE_VIEWS: readonly CalendarView[] = ['month', 'day', 'agenda'];
export const shownView = (chosen: CalendarView | null, phone: boolean): CalendarView =>
  phone ? (chosen && PHONE_VIEWS.includes(chosen) ? chosen : 'agenda') : (chosen ?? 'month');

/** Issue 54: weeks start on the region's first day (Monday in most of Europe, Sunday in the US). */
export const weekOptions = (locale: string | undefined = displayLocale()) => ({ weekStartsOn: firstDayOfWeek(locale) });

/** The dates the view shows: whole weeks around a month, a week, a day, or the agenda's 30 days. */
export function visibleRange(view: CalendarView, date: Date): { from: string; to: string } {
  if (view === 'day') return { from: dateKey(date), to: dateKey(date) };
  if (view === 'agenda') return { from: dateKey(date), to: dateKey(addDays(date, CALENDAR_SETTINGS.agendaLengthDays - 1)) };
  if (view === 'week') return { from: dateKey(startOfWeek(date, weekOptions())), to: dateKey(endOfWeek(date, weekOptions())) };
  return { from: dateKey(startOfWeek(startOfMonth(date), weekOptions())), to: dateKey(endOfWeek(endOfMonth(date), weekOptions())) };
}

/** The date Previous (-1) or Next (1) moves to: a month, a week, a day, or the agenda's length. */
export function stepDate(view: CalendarView, date: Date, direction: 1 | -1): Date {
  if (view === 'month') return addMonths(date, direction);
  if (view === 'week') return addDays(date, 7 * direction);
  if (view === 'agenda') return addDays(date, CALENDAR_SETTINGS.agendaLengthDays * direction);
  return addDays(date, direction);
}

/** What the toolbar's heading says the view shows. */
export function rangeLabel(view: CalendarView, date: Date): string {
  const locale = displayLocale();
  if (view === 'month') return formatDay(date, 'monthYear', locale);
  if (view === 'day') return formatDay(date, 'weekdayDayMonthYear', locale);
  const first = view === 'week' ? startOfWeek(date, weekOptions()) : date;
  const last = view === 'week' ? endOfWeek(date, weekOptions()) : addDays(date, CALENDAR_SETTINGS.agendaLengthDays - 1);
  // Short month names: a phone's toolbar has room for '23 Nov – 22 Dec 2026' on one line.
  return `${formatDay(first, first.getFullYear() === last.getFullYear() ? 'dayMonth' : 'dayMonthYear', locale)} – ${formatDay(last, 'dayMonthYear', locale)}`;
}

/** An occurrence as the calendar shows it, with its state on the user's today. */
export interface CalendarEvent extends HabitOccurrence {
  /** Its look: a limit's kept day looks done, its day over looks missed (with the warning colour). */
  status: OccurrenceStatus;
  /** The day as every screen tells it (issue 51, decision 051): its kind, figure and words. */
  view: HabitDayView;
}

/** How a limit's or a quit habit's day looks: kept like done, over like missed (and amber), else like to do. */
const LIMIT_LOOK: Partial<Record<HabitDayState, OccurrenceStatus>> = { kept: 'done', over: 'missed', skipped: 'skipped', paused: 'paused' };

/**
 * An occurrence as the calendar shows it: a habit to build by its check mark (`done`, read for any
 * month) and its excuse; a limit or a quit habit by its view (kept, so far, over).
 */
export function toCalendarEvent(o: HabitOccurrence, today: string, done: boolean, excused?: 'skipped' | 'paused'): CalendarEvent {
  const view = habitDayView(o.habit, o.date, today, appTexts(ENGLISH));
  const status = view.kind === 'build' ? occurrenceStatus(o.date, today, done, excused, view.timing === 'anyTime') : (LIMIT_LOOK[view.state] ?? 'todo');
  return { ...o, status, view };
}

/**
 * Issue 51: a limit or a quit habit and an any-time habit are not blocks of time: they sit in the
 * all-day strip of Week and Day, and only timed habits to build take the hours.
 */
export const isAllDayEvent = (event: CalendarEvent) => event.view.kind !== 'build' || event.view.timing === 'anyTime' || isLongWindow(event);

/**
 * A window longer than this ("Drink water 08:00–20:00") is a stretch of the day to do it in, not
 * an appointment: drawn in the hours it covered most of the day and squeezed every habit beside
 * it into a sliver ("Dri", "Coff"). Such windows sit in the all-day strip, the rest keep the hours.
 */
export const LONG_WINDOW_MINUTES = 180;

/** A timed window longer than LONG_WINDOW_MINUTES on one day (one over midnight keeps its hours on both days). */
export function isLongWindow(event: Pick<CalendarEvent, 'date' | 'endTime' | 'start' | 'end'>): boolean {
  if (event.endTime.slice(0, 10) !== event.date) return false;
  return event.end.getTime() - event.start.getTime() > LONG_WINDOW_MINUTES * 60_000;
}

/** The mark before a name: ✓ done or kept, ✕ missed, ! over a limit (never by colour alone). */
export const eventMark = (event: CalendarEvent) => (event.view.state === 'over' ? '!' : HABITS_TEXTS.statusMarks[event.status]);

/** ", 3 of at most 2 cups · over" or ", missed, 5 of 8 glasses": the state in words after the name. */
const statePart = (event: CalendarEvent) => {
  if (event.view.kind !== 'build') return `, ${event.view.figure}${event.view.stateText ? `, ${event.view.stateText.toLowerCase()}` : ''}`;
  // ", done", ", missed" (", hecho", ", verpasst"): the state's word in the screens' language.
  const word = appTexts(ENGLISH).HABITS_TEXTS.status[event.status].toLocaleLowerCase(displayLocale());
  return `${event.status === 'todo' ? '' : `, ${word}`}${amountPart(event)}`;
};

/** 'Swim, Monday 23 November, 07:00': which occurrence it is, for its control's name; a "3 times a week" habit has no time (issue 22). */
export const eventName = (event: Pick<CalendarEvent, 'habit' | 'start' | 'startTime'> & { view?: HabitDayView }) =>
  `${event.habit.name}, ${formatDay(event.start, 'weekdayDayMonth', displayLocale())}${event.habit.frequency || (event.view && event.view.kind !== 'build') ? '' : `, ${formatClockTime(event.startTime)}`}`;

/** The event's spoken label: which occurrence and, when done or missed, its state ('…, 07:00, missed'). */
export const eventLabel = (event: CalendarEvent) => `${eventName(event)}${statePart(event)}`;

/** ', 5 of 8 glasses' for a measurable habit's day with something logged (issue 22: partial progress on the calendar). */
const amountPart = (event: CalendarEvent) => {
  const amount = event.habit.target ? amountOn(event.habit, event.date) : 0;
  return amount > 0 ? `, ${appTexts(ENGLISH).HABIT_DEPTH_TEXTS.amountOf(amount, event.habit.target!)}` : '';
};

/** Week and Day: what the event shows first ('Swim 07:00–07:30'), then the date and state. */
export const timeEventLabel = (event: CalendarEvent) =>
  `${event.habit.name} ${formatTimeRange(event.startTime, event.endTime)}, ${formatDay(event.start, 'weekdayDayMonth', displayLocale())}${statePart(event)}`;
