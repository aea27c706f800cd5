import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import {
  CREATE_HABIT_TEXTS as C,
  END_DATE_TEXTS,
  HABIT_DEPTH_TEXTS as T,
  HABITS_TEXTS,
  HABIT_DESCRIPTION_MAX_LENGTH,
  HABIT_NAME_MAX_LENGTH,
  HABIT_UNIT_MAX_LENGTH,
  LIMIT_TEXTS as L,
  LOCAL_TIME_PATTERN,
  MAX_HABIT_VALUE,
  PERIOD_MAX_DAYS,
  describeRecurrence,
  endsNextDay,
  type FrequencyPeriod,
  type Goal,
  type Recurrence,
} from '@stride/domain';
import { CustomRecurrenceDialog } from './custom-recurrence-dialog';
import { AmountField } from './habit-depth-fields';
import type { HabitFormErrors, HabitFormValues } from './habit-form-fields';
import { RemindersField } from './reminders-field';
import { TimesAndCueFields } from './times-and-cue-fields';
import { AreaField } from '../../components/areas/area-field';
import { HabitColorField } from '../../components/habit-color';
import { formatClockTime } from '../../lib/format-time';
import { useTouchScreen } from '../../lib/use-touch-screen';

/** Issue 51: what Create starts from. */
export type CreateKind = 'build' | 'limit' | 'quit';

export const createKindOf = (values: HabitFormValues): CreateKind =>
  values.target?.kind === 'atMost' ? 'limit' : values.target?.kind === 'quit' ? 'quit' : 'build';

/** The values for another kind: a limit or quit habit keeps set days (a limit is kept every day). */
export function withKind(values: HabitFormValues, kind: CreateKind): HabitFormValues {
  const unit = values.target?.unit ?? '';
  if (kind === 'build') return { ...values, target: null };
  const quantity = kind === 'quit' ? '0' : values.target?.kind === 'atMost' ? values.target.quantity : '';
  return { ...values, target: { quantity, unit, kind: kind === 'quit' ? 'quit' : 'atMost' }, frequency: null };
}

/** Anything set among the fields behind More options (so the form opens with them shown). */
export const moreOptionsSet = (values: HabitFormValues) =>
  !!(values.description.trim() || values.color || values.endDate || values.timesText?.trim() || values.cueText?.trim() || values.cueAfterHabitId || values.goalId || values.areaId || values.reminders.length);

const FLEXIBLE = 'flexible';

interface CreateHabitFieldsProps {
  values: HabitFormValues;
  errors: HabitFormErrors;
  onChange: (values: HabitFormValues) => void;
  goals: readonly Goal[];
}

/**
 * Create New Habit (section 2), issue 51: the kind first (Build / Limit / Quit), then only what
 * that kind needs, with "how often" asked once (the recurrence's list holds "A number of times,
 * any days"); the less-used fields behind More options, which opens by itself when one is filled
 * in (Quick add's More options, a goal's "Add a habit").
 */
export function CreateHabitFields({ values, errors, onChange, goals }: CreateHabitFieldsProps) {
  const [customOpen, setCustomOpen] = useState(false);
  const [more, setMore] = useState(() => moreOptionsSet(values));
  const moreId = useId();
  const kindId = useId();
  const touch = useTouchScreen();
  const kind = createKindOf(values);
  const set = <K extends keyof HabitFormValues>(key: K, value: HabitFormValues[K]) => onChange({ ...values, [key]: value });
  // A problem in a field behind More options shows it.
  const hiddenProblem = !!(errors.endDate || errors.timesOfDay || errors.cue || errors.reminders || (kind !== 'build' && (errors.startTime || errors.endTime)));
  const moreShown = more || hiddenProblem;

  const chooseHowOften = (choice: string) => {
    if (choice === FLEXIBLE) onChange({ ...values, frequency: values.frequency ?? { times: '3', period: 'week' }, recurrence: 'daily', customRecurrence: null });
    else if (choice === 'custom') {
      onChange({ ...values, frequency: null, recurrence: 'custom' });
      setCustomOpen(true);
    } else onChange({ ...values, frequency: null, recurrence: choice as Recurrence, customRecurrence: null });
  };
  const cancelCustom = () => {
    setCustomOpen(false);
    if (!values.customRecurrence) onChange({ ...values, recurrence: 'daily', customRecurrence: null });
  };

  const overnight = LOCAL_TIME_PATTERN.test(values.startTime) && LOCAL_TIME_PATTERN.test(values.endTime) && endsNextDay(values.startTime, values.endTime);
  const summary = values.frequency ? T.flexibleSummary({ times: Number(values.frequency.times) || 1, period: values.frequency.period }) : values.date ? describeRecurrence(values.recurrence, values.customRecurrence, values.date) : null;

  const times = (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        label="Start time"
        type="time"
        required
        fullWidth
        value={values.startTime}
        onChange={(e) => set('startTime', e.target.value)}
        error={!!errors.startTime}
        helperText={errors.startTime ?? (kind !== 'build' ? C.limitTimesHelp : undefined)}
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
  );

  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <FormControl component="fieldset" error={!!errors.kind}>
        <FormLabel component="legend" id={kindId} sx={{ mb: 0.5 }}>
          {C.kindLegend}
        </FormLabel>
        <RadioGroup row aria-labelledby={kindId} value={kind} onChange={(e) => onChange(withKind(values, e.target.value as CreateKind))}>
          {(['build', 'limit', 'quit'] as const).map((k) => (
            <FormControlLabel key={k} value={k} control={<Radio />} label={C.kinds[k]} sx={{ mr: 2.5 }} />
          ))}
        </RadioGroup>
        <FormHelperText sx={{ mx: 0 }}>{errors.kind ?? C.kindHelp[kind]}</FormHelperText>
      </FormControl>
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
      {kind === 'quit' && values.target && (
        <TextField
          label={L.quitLabel}
          required
          placeholder={L.quitPlaceholder}
          value={values.target.unit}
          onChange={(e) => set('target', { ...values.target!, unit: e.target.value })}
          error={!!errors.unit}
          helperText={errors.unit}
          slotProps={{ htmlInput: { maxLength: HABIT_UNIT_MAX_LENGTH } }}
        />
      )}
      {kind === 'limit' && values.target && (
        <Stack direction="row" spacing={2}>
          <TextField
            label={C.limitAmountLabel}
            type="number"
            required
            value={values.target.quantity}
            onChange={(e) => set('target', { ...values.target!, quantity: e.target.value })}
            error={!!errors.quantity}
            helperText={errors.quantity}
            slotProps={{ htmlInput: { min: 0, max: MAX_HABIT_VALUE, step: 'any', inputMode: 'decimal' } }}
            sx={{ flex: 1 }}
          />
          <TextField
            label={C.limitUnitLabel}
            required
            placeholder={C.limitUnitPlaceholder}
            value={values.target.unit}
            onChange={(e) => set('target', { ...values.target!, unit: e.target.value })}
            error={!!errors.unit}
            helperText={errors.unit}
            slotProps={{ htmlInput: { maxLength: HABIT_UNIT_MAX_LENGTH } }}
            sx={{ flex: 2 }}
          />
        </Stack>
      )}
      <TextField
        label="Start date"
        type="date"
        required
        value={values.date}
        onChange={(e) => set('date', e.target.value)}
        error={!!errors.date}
        helperText={errors.date}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      {kind === 'build' && times}
      <Stack spacing={0.5}>
        <TextField
          select
          label="Recurrence"
          required
          value={values.frequency ? FLEXIBLE : values.recurrence}
          onChange={(e) => chooseHowOften(e.target.value)}
          helperText={summary}
        >
          <MenuItem value="daily">Daily</MenuItem>
          <MenuItem value="weekly">Weekly</MenuItem>
          <MenuItem value="monthly">Monthly</MenuItem>
          <MenuItem value="custom">Custom…</MenuItem>
          {/* A limit is kept every day it is on: no "any days" (LIMIT_TEXTS.limitNeedsSetDays). */}
          {kind === 'build' && <MenuItem value={FLEXIBLE}>{T.timesPerPeriod}</MenuItem>}
        </TextField>
        {values.recurrence === 'custom' && !values.frequency && (
          <Button size="small" onClick={() => setCustomOpen(true)} sx={{ alignSelf: 'flex-start' }}>
            Edit custom rule
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
      {/* To build: an amount to reach is an option ("8 glasses"); its kind is Build's (at least). */}
      {kind === 'build' && <AmountField value={values.target} errors={errors} onChange={(target) => set('target', target)} fixedKind />}
      <Button
        onClick={() => setMore(!moreShown)}
        aria-expanded={moreShown}
        aria-controls={moreId}
        endIcon={<ExpandMoreIcon sx={{ transform: moreShown ? 'rotate(180deg)' : undefined }} />}
        sx={{ alignSelf: 'flex-start' }}
      >
        {C.moreOptions}
      </Button>
      {!moreShown && (
        <FormHelperText sx={{ mt: '0 !important', mx: 0 }}>{C.moreOptionsHelp}</FormHelperText>
      )}
      <Stack id={moreId} spacing={2} hidden={!moreShown} sx={moreShown ? undefined : { display: 'none' }}>
        {moreShown && (
          <>
            {kind !== 'build' && times}
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
              label={END_DATE_TEXTS.label}
              type="date"
              value={values.endDate ?? ''}
              onChange={(e) => set('endDate', e.target.value || null)}
              error={!!errors.endDate}
              helperText={errors.endDate ?? END_DATE_TEXTS.help}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: values.date || undefined } }}
            />
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
          </>
        )}
      </Stack>
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
    </Stack>
  );
}
