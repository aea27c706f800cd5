import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { endOfMonth, endOfWeek, format, getDay, parse, startOfMonth, startOfWeek } from 'date-fns';
import { enGB } from 'date-fns/locale/en-GB';
import { cloneElement, isValidElement, useCallback, useEffect, useMemo, useRef, type ReactElement, type ReactNode } from 'react';
import { Calendar, dateFnsLocalizer, type EventProps, type ToolbarProps, type View } from 'react-big-calendar';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import { CALENDAR_SETTINGS, habitColor, type Habit } from '@stride/domain';
import { dateKey, occurrencesInRange, type HabitOccurrence } from './habit-occurrences';

const weekOptions = { weekStartsOn: CALENDAR_SETTINGS.weekStartsOn } as const;
const localizer = dateFnsLocalizer({
  format,
  parse,
  startOfWeek: (date: Date) => startOfWeek(date, weekOptions),
  getDay,
  locales: { 'en-GB': enGB },
});

export type CalendarView = 'month' | 'week' | 'day';
const VIEWS: CalendarView[] = ['month', 'week', 'day'];
const VIEW_LABELS: Record<CalendarView, string> = { month: 'Month', week: 'Week', day: 'Day' };

/** The dates the view shows: whole weeks around a month, a week, or a day. */
export function visibleRange(view: CalendarView, date: Date): { from: string; to: string } {
  if (view === 'day') return { from: dateKey(date), to: dateKey(date) };
  if (view === 'week') return { from: dateKey(startOfWeek(date, weekOptions)), to: dateKey(endOfWeek(date, weekOptions)) };
  return { from: dateKey(startOfWeek(startOfMonth(date), weekOptions)), to: dateKey(endOfWeek(endOfMonth(date), weekOptions)) };
}

interface CalendarEvent extends HabitOccurrence {
  title: string;
  done: boolean;
}

interface HabitCalendarProps {
  habits: readonly Habit[];
  /** Only this habit's events, when a chip filters the calendar. */
  filterId: string | null;
  timeZone: string;
  view: CalendarView;
  date: Date;
  now: Date;
  onView: (view: CalendarView) => void;
  onNavigate: (date: Date) => void;
  isDone: (habit: Habit, date: string) => boolean;
  onSelect: (habitId: string, date: string) => void;
}

/**
 * Section 2 "Schedule View": Month, Week and Day with previous/next, events coloured by habit.
 * Occurrences for the visible range come from the shared engine, so moving never waits for the
 * server, and they are exactly the server's.
 */
export function HabitCalendar({ habits, filterId, timeZone, view, date, now, onView, onNavigate, isDone, onSelect }: HabitCalendarProps) {
  const range = visibleRange(view, date);
  const events = useMemo<CalendarEvent[]>(
    () =>
      occurrencesInRange(habits, range.from, range.to, timeZone)
        .filter((o) => !filterId || o.habit.id === filterId)
        .map((o) => {
          const done = isDone(o.habit, o.date);
          return { ...o, done, title: `${done ? '✓ ' : ''}${o.habit.name}` };
        }),
    [habits, range.from, range.to, timeZone, filterId, isDone],
  );

  const select = useCallback((event: CalendarEvent) => onSelect(event.habit.id, event.date), [onSelect]);
  const components = useMemo(
    () => ({
      toolbar: CalendarToolbar,
      event: EventContent,
      // Month events are plain divs in react-big-calendar: made focusable buttons here, opened with Enter or Space.
      eventWrapper: ({ event, children }: { event: CalendarEvent; children?: ReactNode }) =>
        isValidElement(children)
          ? cloneElement(children as ReactElement<Record<string, unknown>>, {
              role: 'button',
              tabIndex: 0,
              'aria-label': `${event.habit.name}, ${format(event.start, 'EEEE d MMMM, HH:mm')}${event.done ? ', done' : ''}`,
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
    const mark = () => element.querySelectorAll('.rbc-row-content .rbc-row-segment:not([role])').forEach((el) => el.setAttribute('role', 'cell'));
    mark();
    const observer = new MutationObserver(mark);
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);

  return (
    <Box
      ref={box}
      sx={{
        height: CALENDAR_SETTINGS.heightPx,
        // Contrast fixes for the library's greys (WCAG AA), and room for touch on phones.
        '& .rbc-off-range': { color: '#5f6473' },
        '& .rbc-off-range-bg': { bgcolor: '#eef0f4' },
        '& .rbc-today': { bgcolor: '#e8eefc' },
        '& .rbc-event:focus-visible': { outline: '3px solid #1a237e', outlineOffset: 1 },
        '& .rbc-show-more': { color: '#1e4fa8', fontWeight: 600 },
        '& .rbc-header': { py: 0.5, fontWeight: 600 },
      }}
    >
      <Calendar<CalendarEvent>
        localizer={localizer}
        culture="en-GB"
        events={events}
        view={view}
        views={VIEWS}
        date={date}
        getNow={() => now}
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
        eventPropGetter={(event) => ({ style: { backgroundColor: habitColor(event.index), border: 'none', color: '#fff' } })}
        components={components}
        step={CALENDAR_SETTINGS.stepMinutes}
        timeslots={1}
        popup
        popupOffset={CALENDAR_SETTINGS.popupOffset}
        length={CALENDAR_SETTINGS.agendaLengthDays}
        longPressThreshold={CALENDAR_SETTINGS.longPressMs}
        scrollToTime={new Date(1970, 0, 1, 6)}
        style={{ height: '100%' }}
      />
    </Box>
  );
}

function EventContent({ event }: EventProps<CalendarEvent>) {
  return <span>{event.title}</span>;
}

function CalendarToolbar({ label, view, onNavigate, onView }: ToolbarProps<CalendarEvent>) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 1.5 }}>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={() => onNavigate('TODAY')}>
          Today
        </Button>
        <IconButton aria-label="Previous" onClick={() => onNavigate('PREV')}>
          <ChevronLeftIcon />
        </IconButton>
        <IconButton aria-label="Next" onClick={() => onNavigate('NEXT')}>
          <ChevronRightIcon />
        </IconButton>
        <Typography component="h3" variant="subtitle1" aria-live="polite" sx={{ fontWeight: 700, ml: 1 }}>
          {label}
        </Typography>
      </Stack>
      <ButtonGroup size="small" aria-label="Calendar view">
        {VIEWS.map((v) => (
          <Button key={v} variant={view === v ? 'contained' : 'outlined'} aria-pressed={view === v} onClick={() => onView(v)}>
            {VIEW_LABELS[v]}
          </Button>
        ))}
      </ButtonGroup>
    </Stack>
  );
}
