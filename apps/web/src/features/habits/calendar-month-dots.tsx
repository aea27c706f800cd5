import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import { createContext, useContext, type MouseEvent } from 'react';
import { HABITS_TEXTS as ENGLISH_HABITS_TEXTS, type MonthDayState } from '@stride/domain';
import { eventLabel, eventMark, type CalendarEvent } from './calendar-views';
import { dateKey } from './habit-occurrences';
import { occurrenceLook } from './occurrence-legend';
import { displayLocale } from '../../lib/locale/display-locale';
import { appTexts, useTexts } from '../../lib/i18n/app-texts';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { HABITS_TEXTS: ENGLISH_HABITS_TEXTS };
/** The same outside components (labels built by helpers), as the screens last had them. */
const texts = () => appTexts(ENGLISH).HABITS_TEXTS;

/**
 * Issue 51: Month shows a dot per habit on each day (decision 051), in the habit's colour and the
 * day's state (done, to do, missed, skipped, paused, frozen; kept or over for a limit, slipped for
 * a quit habit), with the state's mark inside and words in each name: ten habits and more stay
 * readable in a day's cell at 375 px, where names were cut to "M…".
 */
export interface MonthDots {
  byDate: ReadonlyMap<string, readonly CalendarEvent[]>;
  /** A phone: a day is one button (its dots too small to tap one by one) that opens the day. */
  phone: boolean;
  onSelect: (event: CalendarEvent) => void;
}

export const MonthDotsContext = createContext<MonthDots>({ byDate: new Map(), phone: false, onSelect: () => {} });

/** At most this many dots a day; with more, one fewer and "+N" (which opens the day). */
export const MONTH_DOTS_SHOWN = 12;

/** The day's events by date ('YYYY-MM-DD'), in the calendar's order. */
export function eventsByDate(events: readonly CalendarEvent[]): Map<string, CalendarEvent[]> {
  const byDate = new Map<string, CalendarEvent[]>();
  for (const event of events) byDate.set(event.date, [...(byDate.get(event.date) ?? []), event]);
  return byDate;
}

/** A missed day a streak freeze was spent on (issue 40): the run went on. */
const isFrozen = (event: CalendarEvent) => event.status === 'missed' && event.view.kind === 'build' && !!event.habit.freezes?.usedDates.includes(event.date);

/**
 * The state's look (occurrence-legend.tsx); a limit gone over in the warning colour, and a limit
 * or quit habit kept so far outlined, not filled: it is not one to do (issue 51).
 */
export function eventLook(event: CalendarEvent) {
  if (event.view.state === 'over') return { backgroundColor: 'var(--stride-over-bg)', color: 'var(--stride-status-over)', border: '2px solid var(--stride-status-over)' };
  if (isFrozen(event)) return occurrenceLook('skipped', event.index, event.habit);
  if (event.view.kind !== 'build' && event.status === 'todo') return occurrenceLook('missed', event.index, event.habit, 'solid');
  return occurrenceLook(event.status, event.index, event.habit);
}

/** The dot's mark: ❄ a frozen day, else the event's (✓, ✕, !, ↷, ‖). */
const dotMark = (event: CalendarEvent) => (isFrozen(event) ? '❄' : eventMark(event));

/** A dot's name: the event's label ("Coffee, Monday 23 November, 3 of at most 2 cups, over"), and "frozen". */
export const dotLabel = (event: CalendarEvent) => `${eventLabel(event)}${isFrozen(event) ? `, ${texts().monthFrozen}` : ''}`;

/** The day's state, for a phone's day button. */
function dayState(event: CalendarEvent): MonthDayState {
  if (isFrozen(event)) return 'frozen';
  if (event.view.kind !== 'build') {
    if (event.view.state === 'over') return event.view.kind === 'quit' ? 'slipped' : 'overLimit';
    if (event.view.state === 'kept' || event.view.state === 'keeping' || event.view.state === 'ahead') return event.view.state;
  }
  return event.status;
}

/** "3 done, 1 over the limit, 8 to do": each state once, with its count (the word agreeing with it: "2 pendientes"), in the order first met. */
export function dayStates(events: readonly CalendarEvent[]): string[] {
  const counts = new Map<MonthDayState, number>();
  for (const event of events) counts.set(dayState(event), (counts.get(dayState(event)) ?? 0) + 1);
  const HABITS_TEXTS = texts();
  return [...counts].map(([state, n]) => HABITS_TEXTS.monthDayState(n, state));
}

/** react-big-calendar's month date header, given the day's dots. */
export function MonthDateHeader({ label, date, onDrillDown }: { label: string; date: Date; onDrillDown: (e: MouseEvent) => void }) {
  const { byDate, phone, onSelect } = useContext(MonthDotsContext);
  const { HABITS_TEXTS } = useTexts(ENGLISH);
  const events = byDate.get(dateKey(date)) ?? [];
  const more = events.length > MONTH_DOTS_SHOWN ? events.length - (MONTH_DOTS_SHOWN - 1) : 0;
  const shown = more ? events.slice(0, MONTH_DOTS_SHOWN - 1) : events;
  // The number first, as shown (axe label-content-name-mismatch), as the details' mini month.
  const day = dayAndMonth(date);

  if (phone) {
    return (
      <Box
        component="button"
        type="button"
        className="stride-month-day"
        aria-label={HABITS_TEXTS.monthDayLabel(day, events.length, dayStates(events))}
        onClick={onDrillDown}
        sx={{ all: 'unset', boxSizing: 'border-box', display: 'flex', flexDirection: 'column', alignItems: 'stretch', width: '100%', minHeight: 44, cursor: 'pointer', borderRadius: 1, p: '1px', '&:focus-visible': { outline: '3px solid var(--stride-focus)', outlineOffset: -2 } }}
      >
        {/* "1", not the library's "01": the name starts with what is shown ("1 November: …"). */}
        <Box component="span" sx={{ textAlign: 'right', fontSize: 12, lineHeight: '14px', pr: '2px' }}>
          {dayNumber(date)}
        </Box>
        {/* 11 px dots, three a row and four rows: twelve fit a day's cell at 375 px (a week's row is ~76 px). */}
        <Box component="span" aria-hidden sx={{ display: 'flex', flexWrap: 'wrap', gap: '2px', justifyContent: 'flex-start' }}>
          {shown.map((event) => (
            <Dot key={`${event.habit.id}-${event.startTime}`} event={event} size={11} />
          ))}
          {more > 0 && (
            <Box component="span" sx={{ fontSize: 11, fontWeight: 700, lineHeight: '14px' }}>
              {HABITS_TEXTS.monthMore(more)}
            </Box>
          )}
        </Box>
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}>
      <Box component="button" type="button" className="rbc-button-link" onClick={onDrillDown} sx={{ alignSelf: 'flex-end' }}>
        {label}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-start', alignItems: 'center' }}>
        {shown.map((event) => (
          // The dot is the button: 20 px, 24 px apart (WCAG 2.5.8's spacing), marked and named.
          <Box
            key={`${event.habit.id}-${event.startTime}`}
            component="button"
            type="button"
            className="stride-month-dot"
            aria-label={dotLabel(event)}
            title={dotLabel(event)}
            onClick={() => onSelect(event)}
            sx={{ ...dotSx(event, 20), m: '2px', p: 0, cursor: 'pointer', fontFamily: 'inherit', '&:focus-visible': { outline: '3px solid var(--stride-focus)', outlineOffset: 1 } }}
          >
            <span aria-hidden>{dotMark(event)}</span>
            <Box component="span" sx={visuallyHidden}>{` ${event.habit.name}`}</Box>
          </Box>
        ))}
        {more > 0 && (
          <Box
            component="button"
            type="button"
            className="stride-month-more"
            aria-label={HABITS_TEXTS.monthMoreLabel(more, day)}
            onClick={onDrillDown}
            sx={{ all: 'unset', minWidth: 24, height: 24, px: '2px', boxSizing: 'border-box', fontSize: 12, fontWeight: 700, color: 'var(--stride-link)', cursor: 'pointer', textAlign: 'center', lineHeight: '24px', '&:focus-visible': { outline: '3px solid var(--stride-focus)' } }}
          >
            {HABITS_TEXTS.monthMore(more)}
          </Box>
        )}
      </Box>
    </Box>
  );
}

/** A dot's look: the habit's colour in the day's look, round. */
const dotSx = (event: CalendarEvent, size: number) => ({
  ...eventLook(event),
  boxSizing: 'border-box' as const,
  width: size,
  height: size,
  borderRadius: '50%',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: size <= 12 ? 8 : 11,
  fontWeight: 700,
  lineHeight: 1,
  flex: 'none',
});

/** One dot, drawn (a phone's day is the button): the state's mark inside. */
function Dot({ event, size }: { event: CalendarEvent; size: number }) {
  return (
    <Box component="span" className="stride-dot" sx={dotSx(event, size)}>
      {dotMark(event)}
    </Box>
  );
}

/** "1": the day's number as the region writes it. */
const dayNumber = (date: Date) => new Intl.DateTimeFormat(displayLocale(), { day: 'numeric' }).format(date);

/** "23 November", in the person's region's order. */
const dayAndMonth = (date: Date) => new Intl.DateTimeFormat(displayLocale(), { day: 'numeric', month: 'long' }).format(date);
