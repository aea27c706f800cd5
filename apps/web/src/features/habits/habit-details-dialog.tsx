import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useRef, useState } from 'react';
import { END_DATE_TEXTS, HABIT_FORM_TEXTS, LIMIT_TEXTS, PUNCTUATION_TEXTS, habitKindOf, isLimit, isQuit, recentFreezeDate } from '@stride/domain';
import {
  CALENDAR_SETTINGS,
  HABIT_DEPTH_TEXTS,
  HABIT_DETAILS_TEXTS,
  endDateLabel,
  HABITS_TEXTS,
  REMINDER_TEXTS,
  civilFromDays,
  currentSegment,
  daysFromCivil,
  daysInMonth,
  formatDate,
  habitColor,
  isPaused,
  isSkippedOn,
  toEpochDay,
  type Habit,
  type Occurrence,
} from '@stride/domain';
import { useTexts } from '../../lib/i18n/app-texts';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { HABITS_TEXTS, HABIT_DEPTH_TEXTS, HABIT_DETAILS_TEXTS, REMINDER_TEXTS, HABIT_FORM_TEXTS, LIMIT_TEXTS, END_DATE_TEXTS, PUNCTUATION_TEXTS };
import { MessageDialog } from '../../components/message-dialog';
import { useSetArchivedMutation } from '../../lib/habits/habits-endpoints';
import { useUndoActions } from '../../lib/undo/undo-actions';
import { failureMessage } from '../../lib/api/stride-api';
import { CheckMarksStatus } from './check-marks-status';
import { HabitDayPanel } from './habit-day-panel';
import { HabitPauses } from '../../components/habit-pauses';
import { habitOccurrences, upcomingOccurrences } from './habit-occurrences';
import { MiniMonth } from './mini-month';
import { useCheckMarks } from './use-check-marks';
import { formatShortDate, formatTimeRange } from '../../lib/format-time';

interface HabitDetailsDialogProps {
  habit: Habit | undefined;
  index: number;
  timeZone: string;
  today: string;
  onToggle: (date: string, done: boolean) => void;
  onEdit: (date: string) => void;
  onClose: () => void;
}

export const timeRange = (o: Occurrence) => formatTimeRange(o.startTime, o.endTime);

/** Section 2 "Habit details dialog". */
export function HabitDetailsDialog(props: HabitDetailsDialogProps) {
  // The dialog keeps its name while it closes, after the habit is gone from its props.
  const lastName = useRef('');
  if (props.habit) lastName.current = props.habit.name;
  return (
    <Dialog open={!!props.habit} onClose={props.onClose} fullWidth maxWidth="sm" slotProps={{ paper: { 'aria-label': lastName.current } }}>
      {props.habit && <HabitDetails key={props.habit.id} {...props} habit={props.habit} />}
    </Dialog>
  );
}

function HabitDetails({ habit, index, timeZone, today, onToggle, onEdit, onClose }: HabitDetailsDialogProps & { habit: Habit }) {
  const { HABITS_TEXTS, HABIT_DEPTH_TEXTS, HABIT_DETAILS_TEXTS: D, REMINDER_TEXTS, HABIT_FORM_TEXTS: F, LIMIT_TEXTS: L, END_DATE_TEXTS: E, PUNCTUATION_TEXTS: P } = useTexts(ENGLISH);
  const [shown, setShown] = useState(() => civilFromDays(toEpochDay(today)));
  const monthDays = useMemo(
    () => ({ from: formatDate(daysFromCivil(shown.year, shown.month, 1)), to: formatDate(daysFromCivil(shown.year, shown.month, daysInMonth(shown.year, shown.month))) }),
    [shown.year, shown.month],
  );
  const checkMarks = useCheckMarks(habit.window, monthDays);
  const isDone = (date: string) => checkMarks.isDone(habit, date);
  const [noUpcoming, setNoUpcoming] = useState(false);
  const color = habitColor(index);
  const scheduled = useMemo(() => {
    return new Set(habitOccurrences(habit, monthDays.from, monthDays.to, timeZone).map((o) => o.date));
  }, [habit, monthDays, timeZone]);
  const upcoming = useMemo(() => upcomingOccurrences(habit, today, timeZone, CALENDAR_SETTINGS.maxUpcoming), [habit, today, timeZone]);
  const segment = currentSegment(habit.schedule);
  const rate = habit.successRate === null ? '—' : `${Math.round(habit.successRate * 100)}%`;
  const lastFreeze = recentFreezeDate(habit.freezes, today, 30);
  const [setArchived, archiving] = useSetArchivedMutation();
  const offerUndo = useUndoActions();
  const [archiveProblem, setArchiveProblem] = useState<string | null>(null);
  const archived = !!habit.archivedAt;
  const toggleArchived = async () => {
    setArchiveProblem(null);
    try {
      await setArchived({ id: habit.id, archived: !archived }).unwrap();
      // An archive can be taken back (issue 39); Restore is itself the undo.
      if (!archived) offerUndo.archived(habit);
    } catch (error) {
      setArchiveProblem(failureMessage(error));
    }
  };
  const excusedAs = (date: string) => (isSkippedOn(habit, date) ? 'skipped' : isPaused(habit.pauses, date) ? 'paused' : undefined);
  const scheduledToday = scheduled.has(today) || habitOccurrences(habit, today, today, timeZone).length > 0;
  // Issue 51: only a once-a-day habit to build is ticked off here; a limit logs amounts and a
  // several-times-a-day habit is checked off a time at a time (on Today and the calendar).
  const tickable = habitKindOf(habit) === 'build' && !habit.timesOfDay?.length;
  const monthNotes = Object.entries(habit.notes)
    .filter(([date]) => date >= monthDays.from && date <= monthDays.to)
    .sort(([a], [b]) => a.localeCompare(b));

  const edit = () => {
    const next = upcoming[0];
    if (next) onEdit(next.date);
    else setNoUpcoming(true);
  };

  return (
    <>
      <DialogTitle id="habit-details-title" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Box component="span" aria-hidden sx={{ width: 14, height: 14, borderRadius: '50%', bgcolor: color, flexShrink: 0 }} />
        {habit.name}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {habit.description && <Typography color="text.secondary">{habit.description}</Typography>}
          <Typography>
            {/* A sentence of its own, as the amount and the end date after it are: "Every day, 08:00–20:00. 8 glasses a day."
                (the flexible summary is one already: "Any 3 days a week; no fixed days."). */}
            {habit.frequency
              ? HABIT_DEPTH_TEXTS.flexibleSummary(habit.frequency)
              : `${F.recurrenceSummary(segment.recurrence, segment.customRecurrence, segment.anchor)}, ${formatTimeRange(segment.startTime, segment.endTime)}.`}
            {habit.target ? ` ${isLimit(habit.target) ? L.target(habit.target) : HABIT_DEPTH_TEXTS.target(habit.target)}.` : ''}
            {habit.endDate ? ` ${endDateLabel(habit.endDate, today, E)}.` : ''}
          </Typography>
          {archived && <Alert severity="info">{`${HABIT_DEPTH_TEXTS.archivedOn(habit.archivedAt!.slice(0, 10))}. ${HABIT_DEPTH_TEXTS.archiveHelp}`}</Alert>}
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <NotificationsNoneIcon fontSize="small" color="action" aria-hidden sx={{ mt: 0.25 }} />
            <Typography>
              {habit.reminders.length ? P.labelled(REMINDER_TEXTS.legend, habit.reminders.map(REMINDER_TEXTS.describe).reduce((list, next) => P.series(list, next))) : REMINDER_TEXTS.none}
            </Typography>
          </Stack>
          <Stack direction="row" spacing={3} useFlexGap component="dl" sx={{ m: 0, rowGap: 1, flexWrap: 'wrap', '& dt': { fontSize: 13, color: 'text.secondary' }, '& dd': { m: 0, fontWeight: 700, fontSize: 20 } }}>
            <div>
              <dt>{D.currentStreak}</dt>
              <dd>{habit.frequency ? HABIT_DEPTH_TEXTS.streakUnit(habit.completionStreak, habit.frequency) : habit.completionStreak}</dd>
            </div>
            {habit.periodProgress && habit.frequency && (
              <div>
                <dt>{habit.frequency.period === 'week' ? D.thisWeek : D.thisMonth}</dt>
                <dd>{HABIT_DEPTH_TEXTS.periodProgress(habit.periodProgress.done, habit.periodProgress.needed, habit.frequency.period)}</dd>
              </div>
            )}
            <div>
              <dt>{D.bestStreak}</dt>
              <dd>{habit.bestStreak}</dd>
            </div>
            <div>
              <dt>{D.successRate}</dt>
              <dd>{rate}</dd>
            </div>
            <div>
              <dt>{D.done}</dt>
              <dd>{D.doneOf(habit.completedCount, habit.scheduledCount)}</dd>
            </div>
          </Stack>
          {/* Issue 40: the streak freezes earned and when one was last spent (not for flexible or quit habits). */}
          {habit.freezes && !habit.frequency && !isQuit(habit.target) && (
            <Stack spacing={0.5}>
              {lastFreeze && <Alert severity="info">{`${L.freezeSpent(habit.completionStreak, lastFreeze, today, habit.recurrence === 'daily')}.`}</Alert>}
              <Typography variant="body2" color="text.secondary">{`${L.freezesBanked(habit.freezes.banked)}. ${L.freezesHelp}`}</Typography>
            </Stack>
          )}
          <CheckMarksStatus marks={checkMarks} />
          <MiniMonth
            year={shown.year}
            month={shown.month}
            onMonthChange={(year, month) => setShown({ year, month, day: 1 })}
            scheduled={scheduled}
            isDone={isDone}
            today={today}
            color={color}
            onToggle={onToggle}
            excusedAs={excusedAs}
            readOnly={!tickable}
            anyTime={!!habit.frequency}
          />
          {!archived && scheduledToday && <HabitDayPanel key={`${today}|${habit.updatedAt}`} habit={habit} date={today} today={today} done={isDone(today)} />}
          {monthNotes.length > 0 && (
            <div>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                {HABIT_DEPTH_TEXTS.notesTitle}
              </Typography>
              <List dense disablePadding>
                {monthNotes.map(([date, note]) => (
                  <ListItem key={date} disableGutters>
                    <ListItemText primary={note} secondary={formatShortDate(date)} />
                  </ListItem>
                ))}
              </List>
            </div>
          )}
          {!archived && (
            <div>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                {HABIT_DEPTH_TEXTS.pauseTitle}
              </Typography>
              <HabitPauses habitId={habit.id} pauses={habit.pauses} today={today} submitLabel={HABIT_DEPTH_TEXTS.pauseHabit} />
            </div>
          )}
          <div>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {HABITS_TEXTS.upcoming}
            </Typography>
            {upcoming.length === 0 ? (
              <Typography color="text.secondary">{D.noUpcoming}</Typography>
            ) : (
              <List dense disablePadding>
                {upcoming.map((o) => (
                  <ListItem
                    key={o.date}
                    disableGutters
                    secondaryAction={
                      o.date === today && tickable ? (
                        <Checkbox
                          edge="end"
                          checked={isDone(o.date)}
                          onChange={(e) => onToggle(o.date, e.target.checked)}
                          slotProps={{ input: { 'aria-label': D.doneToday(habit.name) } }}
                        />
                      ) : undefined
                    }
                  >
                    <ListItemText primary={o.date === today ? HABITS_TEXTS.agendaDay(o.date, today) : formatShortDate(o.date)} secondary={timeRange(o)} />
                  </ListItem>
                ))}
              </List>
            )}
          </div>
        </Stack>
      </DialogContent>
      {archiveProblem && (
        <Alert severity="error" role="alert" sx={{ mx: 3 }}>
          {archiveProblem}
        </Alert>
      )}
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => void toggleArchived()} disabled={archiving.isLoading} sx={{ mr: 'auto' }}>
          {archived ? HABIT_DEPTH_TEXTS.restore : HABIT_DEPTH_TEXTS.archive}
        </Button>
        <Button onClick={onClose}>{D.close}</Button>
        {!archived && (
          <Button variant="contained" onClick={edit}>
            {D.edit}
          </Button>
        )}
      </DialogActions>
      <MessageDialog open={noUpcoming} title={HABITS_TEXTS.editTitle} message={HABITS_TEXTS.noUpcoming} onClose={() => setNoUpcoming(false)} />
    </>
  );
}
