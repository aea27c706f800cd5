import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  HABIT_DEPTH_TEXTS as T,
  LIMIT_TEXTS as L,
  HABIT_UNIT_MAX_LENGTH,
  MAX_HABIT_VALUE,
  PERIOD_MAX_DAYS,
  type FrequencyPeriod,
  type HabitFrequency,
  type HabitTarget,
} from '@stride/domain';

/** Issue 40: an amount to reach (the default), a limit ("at most 2 coffees") or a quit habit ("no sugar": a limit of 0). */
export type TargetKind = 'atLeast' | 'atMost' | 'quit';

/** The amount and frequency as typed (strings until saved, so nothing typed is lost to a parse). */
export interface HabitDepthValues {
  target: { quantity: string; unit: string; kind?: TargetKind } | null;
  frequency: { times: string; period: FrequencyPeriod } | null;
}

export type HabitDepthErrors = Partial<Record<'quantity' | 'unit' | 'times' | 'kind', string>>;

const kindOf = (target: HabitTarget): TargetKind => (target.direction !== 'atMost' ? 'atLeast' : target.quantity === 0 ? 'quit' : 'atMost');

export function depthValuesOf(habit: { target: HabitTarget | null; frequency: HabitFrequency | null } | undefined): HabitDepthValues {
  return {
    target: habit?.target ? { quantity: String(habit.target.quantity), unit: habit.target.unit, kind: kindOf(habit.target) } : null,
    frequency: habit?.frequency ? { times: String(habit.frequency.times), period: habit.frequency.period } : null,
  };
}

export function validateDepth(values: HabitDepthValues): HabitDepthErrors {
  const errors: HabitDepthErrors = {};
  if (values.target) {
    const kind = values.target.kind ?? 'atLeast';
    const quantity = Number(values.target.quantity);
    // A limit may be 0 ("at most 0" is a quit habit); an amount to reach must be above it.
    const low = kind === 'atLeast' ? quantity <= 0 : quantity < 0;
    if (kind !== 'quit' && (!values.target.quantity.trim() || !Number.isFinite(quantity) || low || quantity > MAX_HABIT_VALUE)) {
      errors.quantity = kind === 'atLeast' ? T.quantityRequired : L.limitQuantityRequired;
    }
    const unit = values.target.unit.trim();
    if (!unit || unit.length > HABIT_UNIT_MAX_LENGTH) errors.unit = kind === 'quit' ? L.quitRequired : T.unitRequired;
    if (kind !== 'atLeast' && values.frequency) errors.kind = L.limitNeedsSetDays;
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
    target: values.target ? targetBody(values.target) : null,
    frequency: values.frequency ? { times: Number(values.frequency.times), period: values.frequency.period } : null,
  };
}

/** The target as the API takes it: a quit habit is a limit of 0; an amount to reach is sent as before (no direction). */
function targetBody(target: NonNullable<HabitDepthValues['target']>): HabitTarget {
  const unit = target.unit.trim();
  if (target.kind === 'quit') return { quantity: 0, unit, direction: 'atMost' };
  if (target.kind === 'atMost') return { quantity: Number(target.quantity), unit, direction: 'atMost' };
  return { quantity: Number(target.quantity), unit };
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
  /** Issue 51: Create asked the kind first (Build): no Kind here, an amount to reach. */
  fixedKind?: boolean;
}

/** "Count an amount each day": at least, at most or quit (issue 40), the quantity and its unit. */
export function AmountField({ value, errors, onChange, fixedKind = false }: AmountProps) {
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
          label={L.kindLabel}
          value={kind}
          onChange={(e) => onChange({ ...value, kind: e.target.value as TargetKind })}
          error={!!errors.kind}
          helperText={errors.kind ?? L.kindHelp[kind]}
        >
          <MenuItem value="atLeast">{L.kinds.atLeast}</MenuItem>
          <MenuItem value="atMost">{L.kinds.atMost}</MenuItem>
          <MenuItem value="quit">{L.kinds.quit}</MenuItem>
        </TextField>
      )}
      {value && kind === 'quit' ? (
        <TextField
          label={L.quitLabel}
          required
          placeholder={L.quitPlaceholder}
          value={value.unit}
          onChange={(e) => onChange({ ...value, unit: e.target.value })}
          error={!!errors.unit}
          helperText={errors.unit}
          slotProps={{ htmlInput: { maxLength: HABIT_UNIT_MAX_LENGTH } }}
        />
      ) : value ? (
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
