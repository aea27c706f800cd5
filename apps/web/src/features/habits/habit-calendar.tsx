import Box from '@mui/material/Box';
import { cloneElement, isValidElement, useCallback, useEffect, useMemo, useRef, type ReactElement, type ReactNode } from 'react';
import { Calendar, type EventProps, type View } from 'react-big-calendar';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import { CALENDAR_SETTINGS, HABITS_TEXTS, isPaused, isSkippedOn, isShownOccurrence, isSlotDone, type Habit, type SlotHabit } from '@stride/domain';

/** Skipped or paused, as the calendar says it (issue 22). */
const excusedAs = (habit: Habit, date: string) => (isSkippedOn(habit, date) ? ('skipped' as const) : isPaused(habit.pauses, date) ? ('paused' as const) : undefined);
import { habitDayLayout } from './calendar-day-layout';
import { CalendarToolbar } from './calendar-toolbar';
import {
  PHONE_AGENDA_DAYS,
  PHONE_QUERY,
  eventLabel,
  eventMark,
  isAllDayEvent,
  rangeLabel,
  stepDate,
  timeEventLabel,
  toCalendarEvent,
  visibleRange,
  type CalendarEvent,
  type CalendarView,
} from './calendar-views';
import { HabitAgenda } from './habit-agenda';
import { occurrencesInRange } from './habit-occurrences';
import { OccurrenceLegend } from './occurrence-legend';
import { MonthDateHeader, MonthDotsContext, eventLook, eventsByDate, type MonthDots } from './calendar-month-dots';
import { formatTimeRange } from '../../lib/format-time';
import { useDisplayLocale } from '../../lib/locale/use-display-locale';
import { useMediaQuery } from '../../lib/use-media-query';
import { calendarFormats, calendarLocalizer } from './calendar-localizer';
import { useTexts } from '../../lib/i18n/app-texts';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { HABITS_TEXTS };

/** The views react-big-calendar draws; the agenda is ours (habit-agenda.tsx). */
const GRID_VIEWS: View[] = ['month', 'week', 'day'];

interface HabitCalendarProps {
  habits: readonly Habit[];
  /** Only this habit's events, when a chip filters the calendar. */
  filterId: string | null;
  timeZone: string;
  today: string;
  view: CalendarView;
  date: Date;
  now: Date;
  onView: (view: CalendarView) => void;
  onNavigate: (date: Date) => void;
  isDone: (habit: Habit, date: string) => boolean;
  onSelect: (habitId: string, date: string) => void;
  /** Completes (or undoes) an occurrence from the agenda. */
  onToggle: (habit: Habit, date: string, done: boolean) => void;
  /** Says why an occurrence cannot be completed. */
  onRefuse: (message: string) => void;
}

/**
 * Section 2 "Schedule View": Month, Week and Day with previous/next, events coloured by habit,
 * and the agenda phones open on (issue 20). Occurrences for the visible range come from the
 * shared engine, so moving never waits for the server, and they are exactly the server's. Each
 * occurrence shows its state (done, missed, to do) in every view, explained by the legend.
 */
/** Issue 40: a slot of a several-times-a-day habit is done with its time (or the whole day). */
function isDoneSlot(habit: SlotHabit, date: string, isDone: (habit: Habit, date: string) => boolean): boolean {
  if (!habit.slotTime) return isDone(habit, date);
  return isSlotDone(habit, date, habit.slotTime) || (habit.doneTimes?.[date] === undefined && isDone(habit, date));
}

export function HabitCalendar(props: HabitCalendarProps) {
  const { habits, filterId, timeZone, today, view, date, now, onView, onNavigate, isDone } = props;
  const range = visibleRange(view, date);
  const events = useMemo<CalendarEvent[]>(
    () =>
      occurrencesInRange(habits, range.from, range.to, timeZone, { slots: true })
        .filter((o) => !filterId || o.habit.id === filterId)
        .map((o) => toCalendarEvent(o, today, isDoneSlot(o.habit, o.date, isDone), excusedAs(o.habit, o.date)))
        // An any-time habit's earlier day left open was never a day it had to be done on.
        .filter((e) => isShownOccurrence(e.view.kind === 'build' && e.view.timing === 'anyTime', e.date, today, e.status === 'done', e.status === 'skipped' || e.status === 'paused' ? e.status : undefined))
        .sort((a, b) => a.start.getTime() - b.start.getTime() || a.index - b.index),
    [habits, range.from, range.to, timeZone, filterId, isDone, today],
  );
  const label = rangeLabel(view, date);
  const phone = useMediaQuery(PHONE_QUERY);

  return (
    <>
      <CalendarToolbar
        label={label}
        view={view}
        onView={onView}
        onNavigate={(action) => onNavigate(action === 'TODAY' ? now : stepDate(view, date, action === 'NEXT' ? 1 : -1))}
      />
      <OccurrenceLegend />
      {view === 'agenda' ? (
        <HabitAgenda
          // A new range (Previous, Next, Today) starts again from its first week.
          key={range.from}
          events={events}
          today={today}
          label={label}
          daysPerStep={phone ? PHONE_AGENDA_DAYS : undefined}
          onToggle={props.onToggle}
          onRefuse={props.onRefuse}
          onSelect={props.onSelect}
        />
      ) : (
        <ScheduleGrid {...props} view={view} events={events} phone={phone} />
      )}
    </>
  );
}

function ScheduleGrid({
  events,
  view,
  date,
  now,
  onView,
  onNavigate,
  onSelect,
  phone,
}: Pick<HabitCalendarProps, 'date' | 'now' | 'onView' | 'onNavigate' | 'onSelect'> & { events: CalendarEvent[]; view: Exclude<CalendarView, 'agenda'>; phone: boolean }) {
  const select = useCallback((event: CalendarEvent) => onSelect(event.habit.id, event.date), [onSelect]);
  // Issue 51: Month draws a dot per habit in each day's header (calendar-month-dots.tsx), not the
  // library's rows of names, which hid all but two or three of ten habits behind "+N more".
  const dots = useMemo<MonthDots>(() => ({ byDate: eventsByDate(events), phone, onSelect: select }), [events, phone, select]);
  // Issue 54: weeks, weekday names and hours as the person's region has them.
  const locale = useDisplayLocale();
  const localizer = useMemo(() => calendarLocalizer(locale), [locale]);
  const formats = useMemo(() => calendarFormats(locale), [locale]);
  // The library's own words (the all-day strip's "+N more"), in the account's language.
  const { HABITS_TEXTS } = useTexts(ENGLISH);
  const messages = useMemo(
    () => ({ today: HABITS_TEXTS.today, previous: HABITS_TEXTS.previous, next: HABITS_TEXTS.next, allDay: HABITS_TEXTS.allDay, showMore: (n: number) => HABITS_TEXTS.showMore(n) }),
    [HABITS_TEXTS],
  );
  const components = useMemo(
    () => ({
      month: { event: MonthEvent, dateHeader: MonthDateHeader },
      week: { event: TimeEvent },
      day: { event: TimeEvent },
      // Month events are plain divs in react-big-calendar: made focusable buttons here, opened with
      // Enter or Space, with a spoken label. Week and Day events show their time, so their label
      // starts with what they show (axe label-content-name-mismatch).
      eventWrapper: ({ event, type, children }: { event: CalendarEvent; type?: string; children?: ReactNode }) =>
        isValidElement(children)
          ? cloneElement(children as ReactElement<Record<string, unknown>>, {
              role: 'button',
              tabIndex: 0,
              title: eventLabel(event),
              'aria-label': type === 'time' ? timeEventLabel(event) : eventLabel(event),
            })
          : children,
    }),
    [],
  );

  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    // react-big-calendar marks a month's week as role="row" but leaves its event segments without
    // a role, which breaks the row/cell structure screen readers rely on (axe aria-required-children).
    // Each segment is a cell of its week; the library re-renders rows on its own, hence the observer.
    // Week and Day put their day names in role="columnheader" spans outside any row (axe
    // aria-required-parent): there they are plain text in the buttons that open the day.
    const mark = () => {
      element.querySelectorAll('.rbc-month-view .rbc-row-content .rbc-row-segment:not([role])').forEach((el) => el.setAttribute('role', 'cell'));
      element.querySelectorAll('.rbc-time-view [role="columnheader"]').forEach((el) => {
        el.removeAttribute('role');
        el.removeAttribute('aria-sort');
      });
      // Issue 51: Week and Day's all-day strip is a row group of rows and cells outside any table
      // (axe aria-required-parent): there it is a plain strip of the events' buttons.
      element.querySelectorAll('.rbc-time-view .rbc-allday-cell, .rbc-time-view .rbc-allday-cell :is([role="row"], [role="rowgroup"], [role="cell"])').forEach((el) => {
        el.removeAttribute('role');
      });
    };
    mark();
    const observer = new MutationObserver(mark);
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  // Issue 54: Month's table is named "Month View" by the library itself, not from `messages`: named
  // in the account's language here, each time the library draws it anew.
  const monthView = HABITS_TEXTS.monthView;
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const name = () =>
      element.querySelectorAll('.rbc-month-view').forEach((el) => {
        if (el.getAttribute('aria-label') !== monthView) el.setAttribute('aria-label', monthView);
      });
    name();
    const observer = new MutationObserver(name);
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [monthView]);

  return (
    <MonthDotsContext.Provider value={dots}>
    <Box
      ref={box}
      sx={{
        height: CALENDAR_SETTINGS.heightPx,
        // Contrast fixes for the library's greys (WCAG AA), and room for touch on phones; the
        // colours are the theme's tokens, so the grid reads in light and dark (issue 39).
        '& .rbc-off-range': { color: 'var(--stride-muted-text)' },
        '& .rbc-off-range-bg': { bgcolor: 'var(--stride-muted-bg)' },
        '& .rbc-today': { bgcolor: 'var(--stride-today-bg)' },
        '& .rbc-event:focus-visible': { outline: '3px solid var(--stride-focus)', outlineOffset: 1 },
        '& .rbc-show-more': { color: 'var(--stride-link)', bgcolor: 'transparent', fontWeight: 600 },
        // The library's stylesheet draws light greys and white: its lines take the theme's divider,
        // its pop-up the paper, its time gutter the page's text.
        '& .rbc-month-view, & .rbc-time-view, & .rbc-header, & .rbc-month-row, & .rbc-day-bg, & .rbc-time-header-content, & .rbc-time-content, & .rbc-timeslot-group, & .rbc-time-slot, & .rbc-day-slot .rbc-time-slot, & .rbc-time-header.rbc-overflowing, & .rbc-time-gutter, & .rbc-time-header-gutter':
          { borderColor: 'divider' },
        '& .rbc-time-content > * + * > *, & .rbc-day-bg + .rbc-day-bg, & .rbc-header + .rbc-header, & .rbc-month-row + .rbc-month-row, & .rbc-time-header-content + .rbc-time-header-content':
          { borderColor: 'divider' },
        '& .rbc-day-slot .rbc-time-slot': { borderTopColor: 'var(--stride-grid)' },
        '& .rbc-button-link': { color: 'inherit' },
        '& .rbc-overlay': { bgcolor: 'background.paper', borderColor: 'divider' },
        '& .rbc-overlay-header': { borderColor: 'divider' },
        '& .rbc-header': { py: 0.5, fontWeight: 600 },
        '& .rbc-time-view .rbc-event-content': { lineHeight: 1.25, fontSize: 13 },
        // An hour 80 px high (the library's 40): a quarter of an hour is the 20 px a block is drawn
        // at least, so "Stretch 07:00-07:15" never runs into "Meditate 07:15" (issue 51).
        '& .rbc-time-view .rbc-timeslot-group': { minHeight: 80 },
        // Issue 51: limits, quit habits and any-time habits sit in the all-day strip (not blocks of
        // hours). Without any, Week and Day need no all-day row, whose empty rows break the table
        // structure screen readers rely on.
        ...(events.some(isAllDayEvent) ? {} : { '& .rbc-time-header .rbc-allday-cell': { display: 'none' } }),
        '& .rbc-allday-cell .rbc-event-content': { fontSize: 13, lineHeight: 1.25 },
        '& .rbc-month-view .rbc-date-cell': { px: '2px', textAlign: 'left' },
        '& .rbc-month-view .rbc-date-cell .rbc-button-link': { px: '4px', minWidth: 24, minHeight: 24 },
      }}
    >
      <Calendar<CalendarEvent>
        localizer={localizer}
        culture={locale}
        events={view === 'month' ? NO_EVENTS : events}
        view={view}
        views={GRID_VIEWS}
        date={date}
        getNow={() => now}
        toolbar={false}
        onView={(v: View) => onView(v as CalendarView)}
        onNavigate={onNavigate}
        onSelectEvent={select}
        onKeyPressEvent={(event, e) => {
          const { key } = e as unknown as KeyboardEvent;
          if (key === 'Enter' || key === ' ') {
            e.preventDefault();
            select(event);
          }
        }}
        formats={formats}
        messages={messages}
        titleAccessor={(event) => event.habit.name}
        // The tooltip is the event's label, set by eventWrapper: the library's own would start
        // with the (emptied) time line in Week and Day.
        tooltipAccessor={null}
        allDayAccessor={isAllDayEvent}
        eventPropGetter={(event) => ({ style: eventLook(event) })}
        components={components}
        step={CALENDAR_SETTINGS.stepMinutes}
        timeslots={1}
        dayLayoutAlgorithm={habitDayLayout}
        popup
        popupOffset={CALENDAR_SETTINGS.popupOffset}
        longPressThreshold={CALENDAR_SETTINGS.longPressMs}
        scrollToTime={new Date(1970, 0, 1, 6)}
        style={{ height: '100%' }}
      />
    </Box>
    </MonthDotsContext.Provider>
  );
}

const markOf = eventMark;
const NO_EVENTS: CalendarEvent[] = [];

function MonthEvent({ event }: Pick<EventProps<CalendarEvent>, 'event'>) {
  const mark = markOf(event);
  return <span>{mark ? `${mark} ${event.habit.name}` : event.habit.name}</span>;
}

/** Week and Day: the habit's name, then its time (saying when it ends the next day); in the all-day strip, its name. */
function TimeEvent({ event }: EventProps<CalendarEvent>) {
  const mark = markOf(event);
  if (isAllDayEvent(event)) return <MonthEvent event={event} />;
  return (
    <span>
      <strong>{mark ? `${mark} ${event.habit.name}` : event.habit.name}</strong> {formatTimeRange(event.startTime, event.endTime)}
    </span>
  );
}
