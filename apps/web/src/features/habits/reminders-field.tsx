import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { MAX_REMINDERS_PER_HABIT, REMINDER_CHANNELS, REMINDER_FIELD_TEXTS, REMINDER_PRESETS, type Reminder, type ReminderChannel } from '@stride/domain';
import { appTexts, useTexts } from '../../lib/i18n/app-texts';

/** The field's words in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { REMINDER_FIELD_TEXTS };

interface RemindersFieldProps {
  value: readonly Reminder[];
  onChange: (reminders: Reminder[]) => void;
  /** The form's message when two reminders are alike. */
  error?: string | undefined;
}

const keyOf = (r: Reminder) => `${r.minutesBefore}/${r.channel}`;

/** Whether two reminders in the list are alike (the API refuses that, REMINDER_MESSAGES.duplicate). */
export function remindersProblem(reminders: readonly Reminder[]): string | undefined {
  return new Set(reminders.map(keyOf)).size === reminders.length ? undefined : appTexts(ENGLISH).REMINDER_FIELD_TEXTS.duplicate;
}

/** The first preset, notification first, that the list does not have yet: what "Add reminder" adds. */
function nextFree(reminders: readonly Reminder[]): Reminder {
  const taken = new Set(reminders.map(keyOf));
  const order = [15, ...REMINDER_PRESETS.filter((m) => m !== 15)];
  for (const channel of REMINDER_CHANNELS) {
    for (const minutesBefore of order) if (!taken.has(`${minutesBefore}/${channel}`)) return { minutesBefore, channel };
  }
  return { minutesBefore: 15, channel: 'push' };
}

/**
 * A habit's reminders in the Create and Edit Habit dialogs (issue 21): several, each a time before
 * the occurrence and a channel. A time set elsewhere (the coach, the API) that is not one of the
 * presets is offered as it is, so opening the dialog never changes it.
 */
export function RemindersField({ value, onChange, error }: RemindersFieldProps) {
  const { REMINDER_FIELD_TEXTS: REMINDER_TEXTS } = useTexts(ENGLISH);
  const helpId = useId();
  const addRef = useRef<HTMLButtonElement>(null);
  // After a removal the focus would fall out of the dialog with its button: it goes to "Add reminder".
  const [removed, setRemoved] = useState(0);
  useEffect(() => {
    if (removed) addRef.current?.focus();
  }, [removed]);
  const full = value.length >= MAX_REMINDERS_PER_HABIT;
  const replace = (index: number, next: Reminder) => onChange(value.map((r, i) => (i === index ? next : r)));

  return (
    <Stack component="fieldset" spacing={1.5} aria-describedby={helpId} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ p: 0 }}>
        {REMINDER_TEXTS.legend}
      </Typography>
      {value.length === 0 && <Typography color="text.secondary">{REMINDER_TEXTS.none}</Typography>}
      {value.map((reminder, index) => {
        const minutes = (REMINDER_PRESETS as readonly number[]).includes(reminder.minutesBefore)
          ? REMINDER_PRESETS
          : [...REMINDER_PRESETS, reminder.minutesBefore].sort((a, b) => a - b);
        return (
          // On a phone the time takes a line of its own ("1 hour 30 minutes before" is long), the channel and Remove the next.
          <Stack key={index} direction="row" role="group" aria-label={REMINDER_TEXTS.row(index + 1)} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
            <TextField
              select
              size="small"
              label={REMINDER_TEXTS.when}
              value={reminder.minutesBefore}
              onChange={(e) => replace(index, { ...reminder, minutesBefore: Number(e.target.value) })}
              sx={{ flex: { xs: '1 1 100%', sm: '3 1 0' }, minWidth: 0 }}
            >
              {minutes.map((m) => (
                <MenuItem key={m} value={m}>
                  {REMINDER_TEXTS.minutesBefore(m)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label={REMINDER_TEXTS.channel}
              value={reminder.channel}
              onChange={(e) => replace(index, { ...reminder, channel: e.target.value as ReminderChannel })}
              sx={{ flex: { xs: '1 1 0', sm: '2 1 0' }, minWidth: 0 }}
            >
              {REMINDER_CHANNELS.map((channel) => (
                <MenuItem key={channel} value={channel}>
                  {REMINDER_TEXTS.channels[channel]}
                </MenuItem>
              ))}
            </TextField>
            <IconButton
              aria-label={REMINDER_TEXTS.remove(reminder)}
              onClick={() => {
                onChange(value.filter((_, i) => i !== index));
                setRemoved((n) => n + 1);
              }}
            >
              <DeleteOutlineIcon />
            </IconButton>
          </Stack>
        );
      })}
      {error && (
        <FormHelperText error role="alert">
          {error}
        </FormHelperText>
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button ref={addRef} size="small" startIcon={<AddIcon />} onClick={() => onChange([...value, nextFree(value)])} disabled={full}>
          {REMINDER_TEXTS.add}
        </Button>
        <FormHelperText id={helpId} sx={{ m: 0 }}>
          {full ? REMINDER_TEXTS.full : REMINDER_TEXTS.help}
        </FormHelperText>
      </Stack>
    </Stack>
  );
}
