import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import {
  END_DATE_TEXTS,
  HABITS_TEXTS,
  HABIT_DESCRIPTION_MAX_LENGTH,
  HABIT_NAME_MAX_LENGTH,
  LOCAL_TIME_PATTERN,
  describeRecurrence,
  endsNextDay,
  type CustomRecurrence,
  type Goal,
  type HabitColor,
  type Recurrence,
  type Reminder,
} from '@stride/domain';
import { CustomRecurrenceDialog } from './custom-recurrence-dialog';
import { AmountField, HowOftenField, depthBody, validateDepth, type HabitDepthErrors, type HabitDepthValues } from './habit-depth-fields';
import { RemindersField, remindersProblem } from './reminders-field';
import { TimesAndCueFields, validateTimesAndCue, type TimesAndCueErrors, type TimesAndCueValues } from './times-and-cue-fields';
import { AreaField } from '../../components/areas/area-field';
import { HabitColorField } from '../../components/habit-color';
import { formatClockTime } from '../../lib/format-time';
import { useTouchScreen } from '../../lib/use-touch-screen';
import { useTexts } from '../../lib/i18n/app-texts';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { HABITS_TEXTS };

export interface HabitFormValues extends HabitDepthValues, TimesAndCueValues {
  name: string;
  description: string;
  /** 'YYYY-MM-DD': the start date (create) or the occurrence's date (edit). */
  date: string;
  /** 'HH:MM' wall times in the user's zone. */
  startTime: string;
  endTime: string;
  recurrence: Recurrence;
  customRecurrence: CustomRecurrence | null;
  goalId: string | null;
  /** Issue 40: the habit's area; null or left out for none. */
  areaId?: string | null;
  /** The habit's reminders (issue 21): they belong to the habit as a whole, not to one occurrence. */
  reminders: Reminder[];
  /** Issue 40: the habit's last day, 'YYYY-MM-DD'; null or '' for none. */
  endDate?: string | null;
  /** Decision 043: the habit's colour; null or left out for none. */
  color?: HabitColor | null;
}

export type HabitFormErrors = Partial<Record<'name' | 'date' | 'startTime' | 'endTime' | 'reminders' | 'endDate', string>> & HabitDepthErrors & TimesAndCueErrors;

/** Section 5: name, date, start and end time are required; the description is optional. */
export function validateHabitForm(values: HabitFormValues): HabitFormErrors {
  const errors: HabitFormErrors = {};
  if (!values.name.trim()) errors.name = 'Please enter a habit name.';
  if (!values.date) errors.date = 'Please choose a date.';
  if (!values.startTime) errors.startTime = 'Please choose a start time.';
  if (!values.endTime) errors.endTime = 'Please choose an end time.';
  const reminders = remindersProblem(values.reminders);
  if (reminders) errors.reminders = reminders;
  if (values.endDate && values.date && values.endDate < values.date) errors.endDate = END_DATE_TEXTS.beforeStart;
  return { ...errors, ...validateDepth(values), ...validateTimesAndCue(values) };
}

export { depthBody };

interface HabitFormFieldsProps {
  values: HabitFormValues;
  errors: HabitFormErrors;
  onChange: (values: HabitFormValues) => void;
  goals: readonly Goal[];
  dateLabel: string;
  /** Why the recurrence cannot change right now (edit with scope 'single'); undefined when it can. */
  recurrenceLockedReason?: string | undefined;
}

/** The fields the Create New Habit and Edit Habit dialogs share, with the section 4 recurrence choice. */
export function HabitFormFields({ values, errors, onChange, goals, dateLabel, recurrenceLockedReason }: HabitFormFieldsProps) {
  const { HABITS_TEXTS } = useTexts(ENGLISH);
  const [customOpen, setCustomOpen] = useState(false);
  // No keyboard popping over the form on a phone (issue 39): there the person taps the field.
  const touch = useTouchScreen();
  const set = <K extends keyof HabitFormValues>(key: K, value: HabitFormValues[K]) => onChange({ ...values, [key]: value });

  const chooseRecurrence = (recurrence: Recurrence) => {
    if (recurrence === 'custom') {
      onChange({ ...values, recurrence });
      setCustomOpen(true);
    } else {
      // Section 4: a non-custom choice clears customRecurrence.
      onChange({ ...values, recurrence, customRecurrence: null });
    }
  };
  const cancelCustom = () => {
    setCustomOpen(false);
    // Section 4: cancelled with no custom value before, the recurrence goes back to daily.
    if (!values.customRecurrence) onChange({ ...values, recurrence: 'daily', customRecurrence: null });
  };

  // An end at or before the start ends the next day (the engine's reading; docs/decisions/009): said in words.
  const overnight = LOCAL_TIME_PATTERN.test(values.startTime) && LOCAL_TIME_PATTERN.test(values.endTime) && endsNextDay(values.startTime, values.endTime);
  const summary = values.date ? describeRecurrence(values.recurrence, values.customRecurrence, values.date) : null;
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <TextField
        label="Name"
        required
        autoFocus={!touch}
        value={values.name}
        onChange={(e) => set('name', e.target.value)}
        error={!!errors.name}
        helperText={errors.name}
        slotProps={{ htmlInput: { maxLength: HABIT_NAME_MAX_LENGTH } }}
      />
      <TextField
        label="Description (optional)"
        multiline
        minRows={2}
        value={values.description}
        onChange={(e) => set('description', e.target.value)}
        slotProps={{ htmlInput: { maxLength: HABIT_DESCRIPTION_MAX_LENGTH } }}
      />
      <HabitColorField value={values.color} onChange={(color) => set('color', color)} />
      <TextField
        label={dateLabel}
        type="date"
        required
        value={values.date}
        onChange={(e) => set('date', e.target.value)}
        error={!!errors.date}
        helperText={errors.date}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        label={END_DATE_TEXTS.label}
        type="date"
        value={values.endDate ?? ''}
        onChange={(e) => set('endDate', e.target.value || null)}
        error={!!errors.endDate}
        helperText={errors.endDate ?? END_DATE_TEXTS.help}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: values.date || undefined } }}
      />
      {/* One above the other on a phone: side by side, each was too narrow for "09:00 AM" (issue 39). */}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="Start time"
          type="time"
          required
          fullWidth
          value={values.startTime}
          onChange={(e) => set('startTime', e.target.value)}
          error={!!errors.startTime}
          helperText={errors.startTime}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label="End time"
          type="time"
          required
          fullWidth
          value={values.endTime}
          onChange={(e) => set('endTime', e.target.value)}
          error={!!errors.endTime}
          helperText={errors.endTime ?? (overnight ? HABITS_TEXTS.endsNextDay(formatClockTime(values.endTime)) : undefined)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      <HowOftenField
        value={values.frequency}
        error={errors.times}
        // "N times a week" has no fixed days: the habit is kept daily.
        onChange={(frequency) => onChange({ ...values, frequency, ...(frequency ? { recurrence: 'daily' as const, customRecurrence: null } : {}) })}
      />
      {!values.frequency && (
      <Stack spacing={0.5}>
        <TextField
          select
          label="Recurrence"
          required
          value={values.recurrence}
          onChange={(e) => chooseRecurrence(e.target.value as Recurrence)}
          disabled={!!recurrenceLockedReason}
          helperText={recurrenceLockedReason ?? summary}
          // The reason is read, not disabled: it keeps full contrast while the field is locked.
          slotProps={{ formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } } }}
        >
          <MenuItem value="daily">Daily</MenuItem>
          <MenuItem value="weekly">Weekly</MenuItem>
          <MenuItem value="monthly">Monthly</MenuItem>
          <MenuItem value="custom">Custom…</MenuItem>
        </TextField>
        {values.recurrence === 'custom' && !recurrenceLockedReason && (
          <Button size="small" onClick={() => setCustomOpen(true)} sx={{ alignSelf: 'flex-start' }}>
            Edit custom rule
          </Button>
        )}
      </Stack>
      )}
      <AmountField value={values.target} errors={errors} onChange={(target) => set('target', target)} />
      <TimesAndCueFields values={values} errors={errors} onChange={(next) => onChange({ ...values, ...next })} />
      <TextField select label="Goal (optional)" value={values.goalId ?? ''} onChange={(e) => set('goalId', e.target.value || null)}>
        <MenuItem value="">
          <em>No goal</em>
        </MenuItem>
        {goals.map((goal) => (
          <MenuItem key={goal.id} value={goal.id}>
            {goal.name}
          </MenuItem>
        ))}
      </TextField>
      <AreaField value={values.areaId ?? null} onChange={(areaId) => set('areaId', areaId)} />
      <RemindersField value={values.reminders} onChange={(reminders) => set('reminders', reminders)} error={errors.reminders} />
      <CustomRecurrenceDialog
        open={customOpen}
        value={values.customRecurrence}
        startDate={values.date || new Date().toISOString().slice(0, 10)}
        onCancel={cancelCustom}
        onSave={(customRecurrence) => {
          setCustomOpen(false);
          onChange({ ...values, recurrence: 'custom', customRecurrence });
        }}
      />
    </Stack>
  );
}
