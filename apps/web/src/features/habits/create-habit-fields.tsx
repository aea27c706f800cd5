import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { CREATE_HABIT_TEXTS, type Goal } from '@stride/domain';
import { AmountField, DateField, DescriptionField, EndDateField, GoalField, HowOftenFields, NameField, QuantityFields, QuitField, TimeWindowFields } from './habit-fields';
import type { HabitFormErrors, HabitFormValues } from './habit-form-values';
import { RemindersField } from './reminders-field';
import { TimesAndCueFields } from './times-and-cue-fields';
import { AreaField } from '../../components/areas/area-field';
import { HabitColorField } from '../../components/habit-color';
import { useTexts } from '../../lib/i18n/app-texts';
import { useTouchScreen } from '../../lib/use-touch-screen';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { CREATE_HABIT_TEXTS };

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
  const { CREATE_HABIT_TEXTS: C } = useTexts(ENGLISH);
  const [more, setMore] = useState(() => moreOptionsSet(values));
  const moreId = useId();
  const kindId = useId();
  const touch = useTouchScreen();
  const kind = createKindOf(values);
  const field = { values, errors, onChange };
  const set = <K extends keyof HabitFormValues>(key: K, value: HabitFormValues[K]) => onChange({ ...values, [key]: value });
  // A problem in a field behind More options shows it.
  const hiddenProblem = !!(errors.endDate || errors.timesOfDay || errors.cue || errors.reminders || (kind !== 'build' && (errors.startTime || errors.endTime)));
  const moreShown = more || hiddenProblem;
  const times = <TimeWindowFields {...field} startHelp={kind !== 'build' ? C.limitTimesHelp : undefined} />;

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
      <NameField {...field} autoFocus={!touch} />
      {kind === 'quit' && values.target && <QuitField target={values.target} error={errors.unit} onChange={(target) => set('target', target)} />}
      {kind === 'limit' && values.target && (
        <QuantityFields
          target={values.target}
          errors={errors}
          onChange={(target) => set('target', target)}
          labels={{ quantity: C.limitAmountLabel, unit: C.limitUnitLabel, unitPlaceholder: C.limitUnitPlaceholder }}
          unitWidth={2}
        />
      )}
      <DateField {...field} label="startDate" />
      {kind === 'build' && times}
      <HowOftenFields {...field} flexibleAllowed={kind === 'build'} />
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
      {!moreShown && <FormHelperText sx={{ mt: '0 !important', mx: 0 }}>{C.moreOptionsHelp}</FormHelperText>}
      <Stack id={moreId} spacing={2} hidden={!moreShown} sx={moreShown ? undefined : { display: 'none' }}>
        {moreShown && (
          <>
            {kind !== 'build' && times}
            <DescriptionField {...field} />
            <HabitColorField value={values.color} onChange={(color) => set('color', color)} />
            <EndDateField {...field} />
            <TimesAndCueFields values={values} errors={errors} onChange={(next) => onChange({ ...values, ...next })} />
            <GoalField {...field} goals={goals} />
            <AreaField value={values.areaId ?? null} onChange={(areaId) => set('areaId', areaId)} />
            <RemindersField value={values.reminders} onChange={(reminders) => set('reminders', reminders)} error={errors.reminders} />
          </>
        )}
      </Stack>
    </Stack>
  );
}
