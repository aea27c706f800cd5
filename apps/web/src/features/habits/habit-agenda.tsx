import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { HABIT_DEPTH_TEXTS, HABIT_MESSAGES, HABITS_TEXTS, amountOn, habitColorOf, isCompletable, type Habit, type OccurrenceStatus } from '@stride/domain';
import { eventMark, eventName, type CalendarEvent } from './calendar-views';
import { TONE_COLORS } from '../../components/habit-day-tone';
import { formatTimeRange } from '../../lib/format-time';
import { useTexts } from '../../lib/i18n/app-texts';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { HABITS_TEXTS, HABIT_DEPTH_TEXTS };

interface HabitAgendaProps {
  /** The range's occurrences, in time order. */
  events: readonly CalendarEvent[];
  today: string;
  /** What the range is, for the list's name. */
  label: string;
  onToggle: (habit: Habit, date: string, done: boolean) => void;
  /** Says why an occurrence cannot be checked off (a future one). */
  onRefuse: (message: string) => void;
  onSelect: (habitId: string, date: string) => void;
  /**
   * How many days (of those with something scheduled) to list at first and to add with each
   * "Show more days"; all of them when absent. A phone lists a week at a time (decision 030).
   */
  daysPerStep?: number;
}

const STATUS_COLORS: Record<OccurrenceStatus, string> = {
  done: 'var(--stride-status-done)',
  missed: 'var(--stride-status-missed)',
  todo: 'var(--stride-status-other)',
  skipped: 'var(--stride-status-other)',
  paused: 'var(--stride-status-other)',
};

/**
 * The agenda: the days of the range that have occurrences, each occurrence a row with its name,
 * time and state in words. Its check box completes it with one tap (today or earlier, as the
 * server allows) and a second tap undoes it; the row itself opens Edit Habit, as an event does.
 */
export function HabitAgenda({ events, today, label, onToggle, onRefuse, onSelect, daysPerStep }: HabitAgendaProps) {
  const { HABITS_TEXTS, HABIT_DEPTH_TEXTS } = useTexts(ENGLISH);
  const id = useId();
  const [shownDays, setShownDays] = useState(daysPerStep ?? Infinity);
  // After "Show more days", focus goes to the first day it brought in: the reader carries on
  // where the list grew, and the button (gone once every day shows) never takes focus with it.
  const [focusDay, setFocusDay] = useState<string | null>(null);
  const headings = useRef(new Map<string, HTMLHeadingElement>());
  useEffect(() => {
    if (focusDay === null) return;
    headings.current.get(focusDay)?.focus();
    setFocusDay(null);
  }, [focusDay]);

  if (events.length === 0) return <Typography sx={{ py: 3, textAlign: 'center' }}>{HABITS_TEXTS.agendaEmpty}</Typography>;
  const days = new Map<string, CalendarEvent[]>();
  for (const event of events) days.set(event.date, [...(days.get(event.date) ?? []), event]);
  const allDays = [...days];
  const shown = allDays.slice(0, shownDays);
  const showMore = () => {
    setFocusDay(allDays[shown.length]![0]);
    setShownDays(shown.length + (daysPerStep ?? allDays.length));
  };

  return (
    <>
      <Box
        component="ol"
        aria-label={label}
        sx={{ listStyle: 'none', p: 0, m: 0, borderTop: 1, borderColor: 'divider' }}
      >
        {shown.map(([date, dayEvents]) => (
          <Box component="li" key={date} sx={{ pt: 1.5 }}>
            <Typography
              component="h4"
              variant="subtitle2"
              tabIndex={-1}
              ref={(el: HTMLHeadingElement | null) => {
                if (el) headings.current.set(date, el);
                else headings.current.delete(date);
              }}
              sx={{ fontWeight: 700, mb: 0.5, px: 1, py: 0.25, borderRadius: 1, outline: 'none', ...(date === today ? { bgcolor: 'var(--stride-today-bg)' } : {}) }}
            >
              {HABITS_TEXTS.agendaDay(date, today)}
            </Typography>
            <List dense disablePadding>
              {dayEvents.map((event, i) => {
                const statusId = `${id}-${date}-${i}`;
                const completable = isCompletable(event.date, today);
                const color = habitColorOf(event.habit, event.index);
                // Issue 51: a limit or a quit habit is never ticked off: its figure and state instead.
                const { view } = event;
                const build = view.kind === 'build';
                // A limit over says so in its figure ("… · over"): no words after it.
                const stateWords = build ? `${HABITS_TEXTS.statusMarks[event.status]} ${HABITS_TEXTS.status[event.status]}`.trim() : view.stateText && `${eventMark(event)} ${view.stateText}`.trim();
                return (
                  <ListItem
                    key={`${event.habit.id}|${event.startTime}`}
                    disablePadding
                    sx={{ borderLeft: `4px ${event.status === 'missed' ? 'dashed' : event.status === 'skipped' || event.status === 'paused' ? 'dotted' : 'solid'} ${color}`, pl: 0.5, mb: 0.5 }}
                  >
                    <ListItemIcon sx={{ minWidth: 44 }}>
                      {build && (
                        <Checkbox
                          edge="start"
                          checked={event.status === 'done'}
                          onChange={(e) => (completable ? onToggle(event.habit, event.date, e.target.checked) : onRefuse(HABIT_MESSAGES.futureCompletion))}
                          sx={completable ? undefined : { color: 'text.disabled' }}
                          slotProps={{
                            input: { 'aria-label': eventName(event), 'aria-describedby': statusId, ...(completable ? {} : { 'aria-disabled': true }) },
                          }}
                        />
                      )}
                    </ListItemIcon>
                    <ListItemButton onClick={() => onSelect(event.habit.id, event.date)} sx={{ borderRadius: 1, py: 0.75 }}>
                      <ListItemText
                        primary={event.habit.name}
                        secondary={
                          <>
                            {build && (event.habit.frequency ? HABIT_DEPTH_TEXTS.anyTime : formatTimeRange(event.startTime, event.endTime))}
                            {build && event.habit.target && amountOn(event.habit, event.date) > 0 ? ` · ${HABIT_DEPTH_TEXTS.amountOf(amountOn(event.habit, event.date), event.habit.target)}` : ''}
                            {!build && (
                              <Box component="span" sx={view.state === 'over' ? { color: TONE_COLORS.warning, fontWeight: 700 } : undefined}>
                                {view.figure}
                              </Box>
                            )}
                            {stateWords && ' · '}
                            <Box component="span" id={statusId} sx={{ color: build ? STATUS_COLORS[event.status] : TONE_COLORS[view.tone], fontWeight: 600 }}>
                              {stateWords}
                            </Box>
                          </>
                        }
                        slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                      />
                    </ListItemButton>
                  </ListItem>
                );
              })}
            </List>
          </Box>
        ))}
      </Box>
      {shown.length < allDays.length && (
        <Button variant="outlined" fullWidth onClick={showMore} sx={{ mt: 1.5 }}>
          {HABITS_TEXTS.agendaShowMore}
        </Button>
      )}
    </>
  );
}
