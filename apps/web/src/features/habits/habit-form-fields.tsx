import Stack from '@mui/material/Stack';
import type { Goal } from '@stride/domain';
import { AmountField, DateField, DescriptionField, EndDateField, GoalField, HowOftenFields, NameField, TimeWindowFields } from './habit-fields';
import type { HabitFormErrors, HabitFormValues } from './habit-form-values';
import { RemindersField } from './reminders-field';
import { TimesAndCueFields } from './times-and-cue-fields';
import { AreaField } from '../../components/areas/area-field';
import { HabitColorField } from '../../components/habit-color';
import { useTouchScreen } from '../../lib/use-touch-screen';

export { validateHabitForm, type HabitFormErrors, type HabitFormValues } from './habit-form-values';
export { depthBody } from './habit-depth-fields';

interface HabitFormFieldsProps {
  values: HabitFormValues;
  errors: HabitFormErrors;
  onChange: (values: HabitFormValues) => void;
  goals: readonly Goal[];
  /** Why the recurrence cannot change right now (edit with scope 'single'); undefined when it can. */
  recurrenceLockedReason?: string | undefined;
}

/**
 * Edit Habit's fields (section 2): every field of the habit, from the same components as Create
 * (habit-fields.tsx), with "how often" asked once (issue 51): the Recurrence list holds "A number
 * of times, any days" for a habit to build, locked with the rest of the rule under scope 'single'.
 */
export function HabitFormFields({ values, errors, onChange, goals, recurrenceLockedReason }: HabitFormFieldsProps) {
  // No keyboard popping over the form on a phone (issue 39): there the person taps the field.
  const touch = useTouchScreen();
  const field = { values, errors, onChange };
  const set = <K extends keyof HabitFormValues>(key: K, value: HabitFormValues[K]) => onChange({ ...values, [key]: value });
  // A limit or quit habit is kept on set days (LIMIT_TEXTS.limitNeedsSetDays).
  const building = !values.target || (values.target.kind ?? 'atLeast') === 'atLeast';
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <NameField {...field} autoFocus={!touch} />
      <DescriptionField {...field} />
      <HabitColorField value={values.color} onChange={(color) => set('color', color)} />
      <DateField {...field} label="date" />
      <EndDateField {...field} />
      <TimeWindowFields {...field} />
      <HowOftenFields {...field} flexibleAllowed={building} lockedReason={recurrenceLockedReason} />
      <AmountField value={values.target} errors={errors} onChange={(target) => set('target', target)} />
      <TimesAndCueFields values={values} errors={errors} onChange={(next) => onChange({ ...values, ...next })} />
      <GoalField {...field} goals={goals} />
      <AreaField value={values.areaId ?? null} onChange={(areaId) => set('areaId', areaId)} />
      <RemindersField value={values.reminders} onChange={(reminders) => set('reminders', reminders)} error={errors.reminders} />
    </Stack>
  );
}
