import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  HABIT_DESCRIPTION_MAX_LENGTH,
  HABIT_FIELD_TEXTS,
  HABIT_FORM_TEXTS,
  HABIT_NAME_MAX_LENGTH,
  HABIT_UNIT_MAX_LENGTH,
  HABITS_TEXTS,
  LOCAL_TIME_PATTERN,
  MAX_HABIT_VALUE,
  PERIOD_MAX_DAYS,
  endsNextDay,
  type FrequencyPeriod,
  type Goal,
  type Recurrence,
} from '@stride/domain';
import { CustomRecurrenceDialog } from './custom-recurrence-dialog';
import type { TargetKind } from './habit-depth-fields';
import type { HabitFormErrors, HabitFormValues } from './habit-form-values';
import { formatClockTime } from '../../lib/format-time';
import { useTexts } from '../../lib/i18n/app-texts';

/**
 * The fields Create New Habit and Edit Habit share (issue 51): each one component, used by both
 * dialogs, its words in the account's language (issue 54).
 */
const ENGLISH = { HABIT_FORM_TEXTS, HABIT_FIELD_TEXTS, HABITS_TEXTS };

export interface FieldProps {
  values: HabitFormValues;
  errors: HabitFormErrors;
  onChange: (values: HabitFormValues) => void;
}

const setter =
  ({ values, onChange }: FieldProps) =>
  <K extends keyof HabitFormValues>(key: K, value: HabitFormValues[K]) =>
    onChange({ ...values, [key]: value });

export function NameField(props: FieldProps & { autoFocus: boolean }) {
  const { HABIT_FORM_TEXTS: F } = useTexts(ENGLISH);
  return (
    <TextField
      label={F.name}
      required
      autoFocus={props.autoFocus}
      value={props.values.name}
      onChange={(e) => setter(props)('name', e.target.value)}
      error={!!props.errors.name}
      helperText={props.errors.name}
      slotProps={{ htmlInput: { maxLength: HABIT_NAME_MAX_LENGTH } }}
    />
  );
}

export function DescriptionField(props: FieldProps) {
  const { HABIT_FORM_TEXTS: F } = useTexts(ENGLISH);
  return (
    <TextField
      label={F.description}
      multiline
      minRows={2}
      value={props.values.description}
      onChange={(e) => setter(props)('description', e.target.value)}
      slotProps={{ htmlInput: { maxLength: HABIT_DESCRIPTION_MAX_LENGTH } }}
    />
  );
}

/** The start date (Create) or the occurrence's date (Edit). */
export function DateField(props: FieldProps & { label: 'startDate' | 'date' }) {
  const { HABIT_FORM_TEXTS: F } = useTexts(ENGLISH);
  return (
    <TextField
      label={F[props.label]}
      type="date"
      required
      value={props.values.date}
      onChange={(e) => setter(props)('date', e.target.value)}
      error={!!props.errors.date}
      helperText={props.errors.date}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

export function EndDateField(props: FieldProps) {
  const { HABIT_FIELD_TEXTS: T } = useTexts(ENGLISH);
  return (
    <TextField
      label={T.endDateLabel}
      type="date"
      value={props.values.endDate ?? ''}
      onChange={(e) => setter(props)('endDate', e.target.value || null)}
      error={!!props.errors.endDate}
      helperText={props.errors.endDate ?? T.endDateHelp}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: props.values.date || undefined } }}
    />
  );
}

/** Start and end time; an end at or before the start ends the next day (docs/decisions/009), said in words. */
export function TimeWindowFields(props: FieldProps & { startHelp?: string | undefined }) {
  const { HABIT_FORM_TEXTS: F, HABITS_TEXTS: H } = useTexts(ENGLISH);
  const { values, errors } = props;
  const set = setter(props);
  const overnight = LOCAL_TIME_PATTERN.test(values.startTime) && LOCAL_TIME_PATTERN.test(values.endTime) && endsNextDay(values.startTime, values.endTime);
  return (
    // One above the other on a phone: side by side, each was too narrow for "09:00 AM" (issue 39).
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        label={F.startTime}
        type="time"
        required
        fullWidth
        value={values.startTime}
        onChange={(e) => set('startTime', e.target.value)}
        error={!!errors.startTime}
        helperText={errors.startTime ?? props.startHelp}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        label={F.endTime}
        type="time"
        required
        fullWidth
        value={values.endTime}
        onChange={(e) => set('endTime', e.target.value)}
        error={!!errors.endTime}
        helperText={errors.endTime ?? (overnight ? H.endsNextDay(formatClockTime(values.endTime)) : undefined)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </Stack>
  );
}

const FLEXIBLE = 'flexible';

/**
 * "How often", asked once (issue 51): the recurrence's list (section 4: Daily, Weekly, Monthly,
 * Custom…) holds "A number of times, any days" for a habit to build (then Times and Per). A limit
 * or quit habit is kept on set days, so it is not offered. Locked (Edit with scope single), the
 * list says why, at full contrast; the Times and Per of a flexible habit stay editable.
 */
export function HowOftenFields(props: FieldProps & { flexibleAllowed: boolean; lockedReason?: string | undefined }) {
  const { HABIT_FORM_TEXTS: F, HABIT_FIELD_TEXTS: T } = useTexts(ENGLISH);
  const { values, errors, onChange, flexibleAllowed, lockedReason } = props;
  const [customOpen, setCustomOpen] = useState(false);
  const set = setter(props);
  const choose = (choice: string) => {
    // "N times a week" has no fixed days: the habit is kept daily.
    if (choice === FLEXIBLE) onChange({ ...values, frequency: values.frequency ?? { times: '3', period: 'week' }, recurrence: 'daily', customRecurrence: null });
    else if (choice === 'custom') {
      onChange({ ...values, frequency: null, recurrence: 'custom' });
      setCustomOpen(true);
      // Section 4: a non-custom choice clears customRecurrence.
    } else onChange({ ...values, frequency: null, recurrence: choice as Recurrence, customRecurrence: null });
  };
  const cancelCustom = () => {
    setCustomOpen(false);
    // Section 4: cancelled with no custom value before, the recurrence goes back to daily.
    if (!values.customRecurrence) onChange({ ...values, recurrence: 'daily', customRecurrence: null });
  };
  const summary = values.frequency
    ? T.flexibleSummary({ times: Number(values.frequency.times) || 1, period: values.frequency.period })
    : values.date
      ? F.recurrenceSummary(values.recurrence, values.customRecurrence, values.date)
      : null;
  return (
    <>
      <Stack spacing={0.5}>
        <TextField
          select
          label={F.recurrence}
          required
          value={values.frequency ? FLEXIBLE : values.recurrence}
          onChange={(e) => choose(e.target.value)}
          disabled={!!lockedReason}
          helperText={lockedReason ?? summary}
          // The reason is read, not disabled: it keeps full contrast while the field is locked.
          slotProps={{ formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } } }}
        >
          <MenuItem value="daily">{F.recurrences.daily}</MenuItem>
          <MenuItem value="weekly">{F.recurrences.weekly}</MenuItem>
          <MenuItem value="monthly">{F.recurrences.monthly}</MenuItem>
          <MenuItem value="custom">{F.recurrences.custom}</MenuItem>
          {/* A limit is kept every day it is on: no "any days" (LIMIT_TEXTS.limitNeedsSetDays). */}
          {(flexibleAllowed || values.frequency) && <MenuItem value={FLEXIBLE}>{T.timesPerPeriod}</MenuItem>}
        </TextField>
        {values.recurrence === 'custom' && !values.frequency && !lockedReason && (
          <Button size="small" onClick={() => setCustomOpen(true)} sx={{ alignSelf: 'flex-start' }}>
            {F.editCustomRule}
          </Button>
        )}
      </Stack>
      {values.frequency && (
        <Stack direction="row" spacing={2}>
          <TextField
            label={T.timesLabel}
            type="number"
            required
            value={values.frequency.times}
            onChange={(e) => set('frequency', { ...values.frequency!, times: e.target.value })}
            error={!!errors.times}
            helperText={errors.times}
            slotProps={{ htmlInput: { min: 1, max: PERIOD_MAX_DAYS[values.frequency.period], step: 1, inputMode: 'numeric' } }}
            sx={{ flex: 1 }}
          />
          <TextField select label={T.periodLabel} value={values.frequency.period} onChange={(e) => set('frequency', { ...values.frequency!, period: e.target.value as FrequencyPeriod })} sx={{ flex: 1 }}>
            <MenuItem value="week">{T.periods.week}</MenuItem>
            <MenuItem value="month">{T.periods.month}</MenuItem>
          </TextField>
        </Stack>
      )}
      <CustomRecurrenceDialog
        open={customOpen}
        value={values.customRecurrence}
        startDate={values.date || new Date().toISOString().slice(0, 10)}
        onCancel={cancelCustom}
        onSave={(customRecurrence) => {
          setCustomOpen(false);
          onChange({ ...values, frequency: null, recurrence: 'custom', customRecurrence });
        }}
      />
    </>
  );
}

type Target = NonNullable<HabitFormValues['target']>;

/** A quit habit's "Quit: no …" [sugar]. */
export function QuitField({ target, error, onChange }: { target: Target; error: string | undefined; onChange: (target: Target) => void }) {
  const { HABIT_FIELD_TEXTS: T } = useTexts(ENGLISH);
  return (
    <TextField
      label={T.quitLabel}
      required
      placeholder={T.quitPlaceholder}
      value={target.unit}
      onChange={(e) => onChange({ ...target, unit: e.target.value })}
      error={!!error}
      helperText={error}
      slotProps={{ htmlInput: { maxLength: HABIT_UNIT_MAX_LENGTH } }}
    />
  );
}

/**
 * An amount and its unit: "Amount" [8] "Unit" [glasses] for an amount to reach, or Create's limit,
 * "At most" [2] "Of what, a day" [coffees].
 */
export function QuantityFields(props: {
  target: Target;
  errors: HabitFormErrors;
  onChange: (target: Target) => void;
  labels: { quantity: string; unit: string; unitPlaceholder: string };
  unitWidth?: number;
}) {
  const { target, errors, onChange, labels } = props;
  return (
    <Stack direction="row" spacing={2}>
      <TextField
        label={labels.quantity}
        type="number"
        required
        value={target.quantity}
        onChange={(e) => onChange({ ...target, quantity: e.target.value })}
        error={!!errors.quantity}
        helperText={errors.quantity}
        slotProps={{ htmlInput: { min: 0, max: MAX_HABIT_VALUE, step: 'any', inputMode: 'decimal' } }}
        sx={{ flex: 1 }}
      />
      <TextField
        label={labels.unit}
        required
        placeholder={labels.unitPlaceholder}
        value={target.unit}
        onChange={(e) => onChange({ ...target, unit: e.target.value })}
        error={!!errors.unit}
        helperText={errors.unit}
        slotProps={{ htmlInput: { maxLength: HABIT_UNIT_MAX_LENGTH } }}
        sx={{ flex: props.unitWidth ?? 1 }}
      />
    </Stack>
  );
}

export function GoalField(props: FieldProps & { goals: readonly Goal[] }) {
  const { HABIT_FORM_TEXTS: F } = useTexts(ENGLISH);
  return (
    <TextField select label={F.goal} value={props.values.goalId ?? ''} onChange={(e) => setter(props)('goalId', e.target.value || null)}>
      <MenuItem value="">
        <em>{F.noGoal}</em>
      </MenuItem>
      {props.goals.map((goal) => (
        <MenuItem key={goal.id} value={goal.id}>
          {goal.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Issue 51: Create asked the kind first (Build): no Kind here, an amount to reach. */
interface AmountProps {
  value: HabitFormValues['target'];
  errors: HabitFormErrors;
  onChange: (target: HabitFormValues['target']) => void;
  fixedKind?: boolean;
}

/** "Count an amount each day": at least, at most or quit (issue 40), the quantity and its unit. */
export function AmountField({ value, errors, onChange, fixedKind = false }: AmountProps) {
  const { HABIT_FIELD_TEXTS: T } = useTexts(ENGLISH);
  const kind = value?.kind ?? 'atLeast';
  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={!!value} onChange={(e) => onChange(e.target.checked ? { quantity: '', unit: '', kind: 'atLeast' } : null)} />}
        label={T.measureLabel}
      />
      {value && !fixedKind && (
        <TextField
          select
          label={T.kindLabel}
          value={kind}
          onChange={(e) => onChange({ ...value, kind: e.target.value as TargetKind })}
          error={!!errors.kind}
          helperText={errors.kind ?? T.kindHelp[kind]}
        >
          <MenuItem value="atLeast">{T.kinds.atLeast}</MenuItem>
          <MenuItem value="atMost">{T.kinds.atMost}</MenuItem>
          <MenuItem value="quit">{T.kinds.quit}</MenuItem>
        </TextField>
      )}
      {value && kind === 'quit' ? (
        <QuitField target={value} error={errors.unit} onChange={onChange} />
      ) : value ? (
        <QuantityFields target={value} errors={errors} onChange={onChange} labels={{ quantity: T.quantityLabel, unit: T.unitLabel, unitPlaceholder: T.unitPlaceholder }} />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {T.measureHelp}
        </Typography>
      )}
    </Stack>
  );
}
