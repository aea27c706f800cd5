import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { HABIT_DAY_TEXTS, HABIT_DEPTH_TEXTS, HABIT_NOTE_MAX_LENGTH, HABITS_TEXTS, LIMIT_TEXTS, PUNCTUATION_TEXTS, amountOn, habitDayView, isPaused, isSkippedOn, type Habit } from '@stride/domain';
import { failureMessage } from '../../lib/api/stride-api';
import { useLogDayMutation, useSetSkippedMutation } from '../../lib/habits/habits-endpoints';
import { useUndoActions } from '../../lib/undo/undo-actions';
import { TONE_COLORS } from '../../components/habit-day-tone';
import { useTexts } from '../../lib/i18n/app-texts';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { HABITS_TEXTS, HABIT_DEPTH_TEXTS, HABIT_DAY_TEXTS, LIMIT_TEXTS, PUNCTUATION_TEXTS };

interface HabitDayPanelProps {
  habit: Habit;
  /** The day shown: a scheduled date up to today. */
  date: string;
  today: string;
  done: boolean;
}

/**
 * One day of a habit (issue 22): how it stands (done, skipped, paused, the amount logged), an
 * amount to add or a day total to set, skipping it or taking the skip back, and a note on a done
 * or skipped day. Each action answers the habit; a refusal is said here, nothing typed is lost.
 */
export function HabitDayPanel({ habit, date, today, done }: HabitDayPanelProps) {
  const texts = useTexts(ENGLISH);
  const { HABITS_TEXTS, HABIT_DEPTH_TEXTS: T, PUNCTUATION_TEXTS: P } = texts;
  const [logDay, logging] = useLogDayMutation();
  const [setSkipped, skipping] = useSetSkippedMutation();
  const offerUndo = useUndoActions();
  const busy = logging.isLoading || skipping.isLoading;
  const skipped = !done && isSkippedOn(habit, date);
  const paused = isPaused(habit.pauses, date);
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState(habit.notes[date] ?? '');
  const [problem, setProblem] = useState<string | null>(null);

  const run = async (action: () => Promise<unknown>, after?: () => void) => {
    setProblem(null);
    try {
      await action();
      after?.();
    } catch (error) {
      setProblem(failureMessage(error));
    }
  };
  const log = (event: FormEvent, mode: 'value' | 'total') => {
    event.preventDefault();
    const value = Number(amount);
    if (!amount.trim() || !Number.isFinite(value) || value < 0) {
      setProblem(T.quantityRequired);
      return;
    }
    void run(() => logDay({ id: habit.id, body: { date, [mode]: value } }).unwrap(), () => setAmount(''));
  };
  const saveNote = () =>
    void run(() => (skipped ? setSkipped({ id: habit.id, date, skipped: true, note: note.trim() }) : logDay({ id: habit.id, body: { date, note: note.trim() } })).unwrap());

  const standing = done ? HABITS_TEXTS.status.done : skipped ? T.skipped : paused ? T.paused : date < today ? HABITS_TEXTS.status.missed : HABITS_TEXTS.status.todo;
  // Issue 51: a limit's or a quit habit's day as every screen says it ("3 of at most 2 cups · over").
  const view = habitDayView(habit, date, today, texts);
  const heading =
    view.kind === 'build'
      ? P.labelled(T.dayTitle(date, today), `${standing}${habit.target ? ` · ${T.amountOf(amountOn(habit, date), habit.target)}` : ''}`)
      : P.labelled(T.dayTitle(date, today), `${view.figure}${view.stateText ? ` · ${view.stateText}` : ''}`);
  return (
    <Stack spacing={1.5} component="section" aria-label={T.dayTitle(date, today)}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, ...(view.state === 'over' ? { color: TONE_COLORS.warning } : {}) }}>
        {heading}
      </Typography>
      {habit.target && !skipped && (
        <Stack component="form" direction="row" spacing={1} onSubmit={(e) => log(e, 'value')} sx={{ alignItems: 'flex-start', flexWrap: 'wrap', gap: 1 }}>
          <TextField
            size="small"
            label={T.amountLabel(habit.target.unit)}
            type="number"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            slotProps={{ htmlInput: { min: 0, step: 'any', inputMode: 'decimal' } }}
            sx={{ width: 160 }}
          />
          <Button type="submit" variant="contained" disabled={busy}>
            {T.logAmount}
          </Button>
          <Button onClick={(e) => log(e, 'total')} disabled={busy}>
            {T.setTotal}
          </Button>
        </Stack>
      )}
      {!done && (
        <Stack spacing={0.5}>
          <Button
            variant="outlined"
            // A skip can be taken back (issue 39); Undo skip is itself the undo.
            onClick={() => void run(() => setSkipped({ id: habit.id, date, skipped: !skipped, ...(note.trim() ? { note: note.trim() } : {}) }).unwrap(), skipped ? undefined : () => offerUndo.skipped(habit, date))}
            disabled={busy}
            sx={{ alignSelf: 'flex-start' }}
          >
            {skipped ? T.undoSkip : T.skipDay}
          </Button>
          {!skipped && (
            <Typography variant="body2" color="text.secondary">
              {T.skipHelp}
            </Typography>
          )}
        </Stack>
      )}
      {(done || skipped) && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', flexWrap: 'wrap', gap: 1 }}>
          <TextField
            size="small"
            label={T.noteLabel}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            slotProps={{ htmlInput: { maxLength: HABIT_NOTE_MAX_LENGTH } }}
            sx={{ flex: 1, minWidth: 200 }}
          />
          <Button onClick={saveNote} disabled={busy || note.trim() === (habit.notes[date] ?? '')}>
            {T.saveNote}
          </Button>
        </Stack>
      )}
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
    </Stack>
  );
}
