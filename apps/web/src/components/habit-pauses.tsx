import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { HABIT_DEPTH_TEXTS, MAX_PAUSE_DAYS, formatDate, toEpochDay, type Pause } from '@stride/domain';
import { failureMessage } from '../lib/api/stride-api';
import { useSetPauseMutation } from '../lib/habits/habits-endpoints';
import { appTexts, useTexts } from '../lib/i18n/app-texts';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { HABIT_DEPTH_TEXTS };

interface PausesProps {
  /** One habit's id; none: every habit in use (the dashboard's holiday). */
  habitId?: string | undefined;
  /** The pauses shown (one habit's, or those every habit in use shares). */
  pauses: readonly Pause[];
  today: string;
  submitLabel: string;
  /** Said after a change went through (the dashboard's confirmation). */
  onChanged?: ((count: number, paused: boolean) => void) | undefined;
}

/** The first problem with a range as typed, or null: both dates, in order, at most a year (as the API checks). */
export function pauseProblem(from: string, to: string): string | null {
  const { HABIT_DEPTH_TEXTS: T } = appTexts(ENGLISH);
  if (!from || !to) return T.pauseMissing;
  if (to < from) return T.pauseOrder;
  if (toEpochDay(to) - toEpochDay(from) + 1 > MAX_PAUSE_DAYS) return T.pauseTooLong(MAX_PAUSE_DAYS);
  return null;
}

/**
 * Pauses (issue 22): the ranges planned, each with a button to take it back, and two dates to add
 * one. Used by the habit's details dialog and, for every habit, the dashboard's Holiday card.
 */
export function HabitPauses({ habitId, pauses, today, submitLabel, onChanged }: PausesProps) {
  const { HABIT_DEPTH_TEXTS: T } = useTexts(ENGLISH);
  const [setPause, { isLoading }] = useSetPauseMutation();
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(formatDate(toEpochDay(today) + 6));
  const [problem, setProblem] = useState<string | null>(null);

  const change = async (range: Pause, paused: boolean) => {
    setProblem(null);
    try {
      const changed = await setPause({ id: habitId, range, paused }).unwrap();
      onChanged?.(changed.length, paused);
    } catch (error) {
      setProblem(failureMessage(error));
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = pauseProblem(from, to);
    setProblem(found);
    if (!found) void change({ from, to }, true);
  };

  return (
    <Stack spacing={1.5}>
      {pauses.length > 0 && (
        <List dense disablePadding>
          {pauses.map((p) => (
            <ListItem
              key={`${p.from}|${p.to}`}
              disableGutters
              secondaryAction={
                <IconButton edge="end" aria-label={T.removePause(p.from, p.to)} onClick={() => void change(p, false)} disabled={isLoading}>
                  <DeleteOutlineIcon />
                </IconButton>
              }
            >
              <ListItemText primary={T.pausedRange(p.from, p.to)} />
            </ListItem>
          ))}
        </List>
      )}
      <Typography variant="body2" color="text.secondary">
        {T.pauseHelp}
      </Typography>
      <Stack component="form" direction="row" onSubmit={submit} noValidate sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
        <TextField size="small" label={T.pauseFrom} type="date" value={from} onChange={(e) => setFrom(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField size="small" label={T.pauseTo} type="date" value={to} onChange={(e) => setTo(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
        <Button type="submit" variant="outlined" disabled={isLoading}>
          {submitLabel}
        </Button>
      </Stack>
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
    </Stack>
  );
}
