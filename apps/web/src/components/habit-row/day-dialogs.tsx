import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { HABIT_ROW_TEXTS, HABIT_DEPTH_TEXTS, HABIT_NOTE_MAX_LENGTH, amountOn, isSkippedOn, type Habit } from '@stride/domain';
import { HabitPauses } from '../habit-pauses';
import type { useDayActions } from './use-day-actions';
import { useTexts } from '../../lib/i18n/app-texts';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { HABIT_ROW_TEXTS, HABIT_DEPTH_TEXTS };

type DayActions = ReturnType<typeof useDayActions>;

/** A small dialog of the row's menu; focus goes to its title, so no phone keyboard opens by itself. */
function RowDialog({ open, title, onClose, children, actions }: { open: boolean; title: string; onClose: () => void; children: ReactNode; actions?: ReactNode }) {
  const { HABIT_ROW_TEXTS: T } = useTexts(ENGLISH);
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId} tabIndex={-1} ref={(el: HTMLElement | null) => el?.focus()}>
        {title}
      </DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {actions}
        <Button onClick={onClose}>{T.close}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** Log amount: an amount added to the day, or the day's total corrected (as the details dialog does). */
export function LogAmountDialog({ habit, date, actions, onClose }: { habit: Habit; date: string; actions: DayActions; onClose: () => void }) {
  const { HABIT_ROW_TEXTS: T, HABIT_DEPTH_TEXTS: D } = useTexts(ENGLISH);
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const target = habit.target!;
  const log = async (event: FormEvent | null, mode: 'value' | 'total') => {
    event?.preventDefault();
    const value = Number(amount);
    if (!amount.trim() || !Number.isFinite(value) || value < 0) return setProblem(D.quantityRequired);
    const ok = mode === 'value' ? await actions.addAmount(habit, date, value) : await actions.setTotal(habit, date, value);
    if (ok) onClose();
  };
  const formId = useId();
  return (
    <RowDialog
      open
      title={T.logTitle(habit.name)}
      onClose={onClose}
      actions={
        <>
          <Button onClick={() => void log(null, 'total')} disabled={actions.busy}>
            {D.setTotal}
          </Button>
          <Button type="submit" form={formId} variant="contained" disabled={actions.busy}>
            {D.logAmount}
          </Button>
        </>
      }
    >
      <Stack component="form" id={formId} spacing={1.5} onSubmit={(e) => void log(e, 'value')} sx={{ pt: 1 }}>
        <Typography>{D.amountOf(amountOn(habit, date), target)}</Typography>
        <TextField
          label={D.amountLabel(target.unit)}
          type="number"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={!!problem}
          helperText={problem}
          slotProps={{ htmlInput: { min: 0, step: 'any', inputMode: 'decimal' } }}
        />
      </Stack>
    </RowDialog>
  );
}

/** Note: a line kept with a done or skipped day (the server keeps notes with those days only). */
export function NoteDialog({ habit, date, done, actions, onClose }: { habit: Habit; date: string; done: boolean; actions: DayActions; onClose: () => void }) {
  const { HABIT_ROW_TEXTS: T, HABIT_DEPTH_TEXTS: D } = useTexts(ENGLISH);
  const skipped = !done && isSkippedOn(habit, date);
  const [note, setNote] = useState(habit.notes[date] ?? '');
  const formId = useId();
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (await actions.saveNote(habit, date, note.trim(), skipped)) onClose();
  };
  return (
    <RowDialog
      open
      title={T.noteTitle(habit.name)}
      onClose={onClose}
      actions={
        (done || skipped) && (
          <Button type="submit" form={formId} variant="contained" disabled={actions.busy || note.trim() === (habit.notes[date] ?? '')}>
            {D.saveNote}
          </Button>
        )
      }
    >
      {done || skipped ? (
        <Stack component="form" id={formId} onSubmit={(e) => void save(e)} sx={{ pt: 1 }}>
          <TextField label={D.noteLabel} multiline minRows={2} value={note} onChange={(e) => setNote(e.target.value)} slotProps={{ htmlInput: { maxLength: HABIT_NOTE_MAX_LENGTH } }} />
        </Stack>
      ) : (
        <Typography>{T.noteNeedsDay}</Typography>
      )}
    </RowDialog>
  );
}

/** Pause: the details dialog's pauses (components/habit-pauses), for this habit. */
export function PauseDialog({ habit, today, onClose }: { habit: Habit; today: string; onClose: () => void }) {
  const { HABIT_ROW_TEXTS: T, HABIT_DEPTH_TEXTS: D } = useTexts(ENGLISH);
  return (
    <RowDialog open title={T.pauseTitle(habit.name)} onClose={onClose}>
      <HabitPauses habitId={habit.id} pauses={habit.pauses} today={today} submitLabel={D.pauseHabit} />
    </RowDialog>
  );
}
