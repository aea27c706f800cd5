import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  HABIT_DEPTH_TEXTS as T,
  HABIT_UNIT_MAX_LENGTH,
  MAX_HABIT_VALUE,
  PERIOD_MAX_DAYS,
  type FrequencyPeriod,
  type HabitFrequency,
  type HabitTarget,
} from '@stride/domain';

/** The amount and frequency as typed (strings until saved, so nothing typed is lost to a parse). */
export interface HabitDepthValues {
  target: { quantity: string; unit: string } | null;
  frequency: { times: string; period: FrequencyPeriod } | null;
}

export type HabitDepthErrors = Partial<Record<'quantity' | 'unit' | 'times', string>>;

export function depthValuesOf(habit: { target: HabitTarget | null; frequency: HabitFrequency | null } | undefined): HabitDepthValues {
  return {
    target: habit?.target ? { quantity: String(habit.target.quantity), unit: habit.target.unit } : null,
    frequency: habit?.frequency ? { times: String(habit.frequency.times), period: habit.frequency.period } : null,
  };
}

export function validateDepth(values: HabitDepthValues): HabitDepthErrors {
  const errors: HabitDepthErrors = {};
  if (values.target) {
    const quantity = Number(values.target.quantity);
    if (!values.target.quantity.trim() || !Number.isFinite(quantity) || quantity <= 0 || quantity > MAX_HABIT_VALUE) errors.quantity = T.quantityRequired;
    const unit = values.target.unit.trim();
    if (!unit || unit.length > HABIT_UNIT_MAX_LENGTH) errors.unit = T.unitRequired;
  }
  if (values.frequency) {
    const times = Number(values.frequency.times);
    const max = PERIOD_MAX_DAYS[values.frequency.period];
    if (!Number.isInteger(times) || times < 1 || times > max) errors.times = T.timesRequired(max);
  }
  return errors;
}

/** The values as the API takes them (after `validateDepth` found nothing). */
export function depthBody(values: HabitDepthValues): { target: HabitTarget | null; frequency: HabitFrequency | null } {
  return {
    target: values.target ? { quantity: Number(values.target.quantity), unit: values.target.unit.trim() } : null,
    frequency: values.frequency ? { times: Number(values.frequency.times), period: values.frequency.period } : null,
  };
}

interface HowOftenProps {
  value: HabitDepthValues['frequency'];
  error: string | undefined;
  onChange: (frequency: HabitDepthValues['frequency']) => void;
}

/** "On set days" (the recurrence below) or "N times a week/month, any days" (issue 22). */
export function HowOftenField({ value, error, onChange }: HowOftenProps) {
  return (
    <Stack spacing={1.5}>
      <TextField
        select
        label={T.howOften}
        value={value ? 'flexible' : 'fixed'}
        onChange={(e) => onChange(e.target.value === 'flexible' ? { times: '3', period: 'week' } : null)}
      >
        <MenuItem value="fixed">{T.onSetDays}</MenuItem>
        <MenuItem value="flexible">{T.timesPerPeriod}</MenuItem>
      </TextField>
      {value && (
        <Stack direction="row" spacing={2}>
          <TextField
            label={T.timesLabel}
            type="number"
            required
            value={value.times}
            onChange={(e) => onChange({ ...value, times: e.target.value })}
            error={!!error}
            helperText={error}
            slotProps={{ htmlInput: { min: 1, max: PERIOD_MAX_DAYS[value.period], step: 1, inputMode: 'numeric' } }}
            sx={{ flex: 1 }}
          />
          <TextField select label={T.periodLabel} value={value.period} onChange={(e) => onChange({ ...value, period: e.target.value as FrequencyPeriod })} sx={{ flex: 1 }}>
            <MenuItem value="week">{T.periods.week}</MenuItem>
            <MenuItem value="month">{T.periods.month}</MenuItem>
          </TextField>
        </Stack>
      )}
    </Stack>
  );
}

interface AmountProps {
  value: HabitDepthValues['target'];
  errors: HabitDepthErrors;
  onChange: (target: HabitDepthValues['target']) => void;
}

/** "Count an amount each day": the quantity and its unit. */
export function AmountField({ value, errors, onChange }: AmountProps) {
  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={!!value} onChange={(e) => onChange(e.target.checked ? { quantity: '', unit: '' } : null)} />}
        label={T.measureLabel}
      />
      {value ? (
        <Stack direction="row" spacing={2}>
          <TextField
            label={T.quantityLabel}
            type="number"
            required
            value={value.quantity}
            onChange={(e) => onChange({ ...value, quantity: e.target.value })}
            error={!!errors.quantity}
            helperText={errors.quantity}
            slotProps={{ htmlInput: { min: 0, max: MAX_HABIT_VALUE, step: 'any', inputMode: 'decimal' } }}
            sx={{ flex: 1 }}
          />
          <TextField
            label={T.unitLabel}
            required
            placeholder={T.unitPlaceholder}
            value={value.unit}
            onChange={(e) => onChange({ ...value, unit: e.target.value })}
            error={!!errors.unit}
            helperText={errors.unit}
            slotProps={{ htmlInput: { maxLength: HABIT_UNIT_MAX_LENGTH } }}
            sx={{ flex: 1 }}
          />
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {T.measureHelp}
        </Typography>
      )}
    </Stack>
  );
}
