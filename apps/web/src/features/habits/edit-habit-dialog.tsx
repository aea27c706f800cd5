import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import { EDIT_HABIT_TEXTS, HABIT_FORM_TEXTS, HABITS_TEXTS, PUNCTUATION_TEXTS, habitKindOf, isCompletable, segmentFor, type EditScope, type Goal, type Habit, type UpdateHabitBody } from '@stride/domain';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { depthBody, depthValuesOf } from './habit-depth-fields';
import { HabitFormFields } from './habit-form-fields';
import { validateHabitForm, type HabitFormErrors, type HabitFormValues } from './habit-form-values';
import { timesAndCueBody, timesAndCueValuesOf } from './times-and-cue-fields';
import { habitOccurrences } from './habit-occurrences';

import type { OccurrenceTarget } from '../../lib/habits/habit-editor-props';
import { useTexts } from '../../lib/i18n/app-texts';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { HABITS_TEXTS, EDIT_HABIT_TEXTS, HABIT_FORM_TEXTS, PUNCTUATION_TEXTS };

export type { OccurrenceTarget };

interface EditHabitDialogProps {
  target: OccurrenceTarget | null;
  habit: Habit | undefined;
  timeZone: string;
  today: string;
  goals: readonly Goal[];
  busy: boolean;
  isDone: (habit: Habit, date: string) => boolean;
  onSave: (change: EditHabitChange) => Promise<boolean>;
  onDeleteOccurrence: (scope: EditScope) => Promise<boolean>;
  onDeleteHabit: () => Promise<boolean>;
  onClose: () => void;
}

/** What Save sends: nothing leaves the dialog before it, so Cancel leaves everything as it was (issue 20). */
export interface EditHabitChange {
  /** The occurrence's edits; null when no field changed. */
  body: UpdateHabitBody | null;
  /** Completing or undoing the occurrence on its date as saved; null when its check mark stays. */
  completion: { date: string; done: boolean } | null;
}

/** The fields that place the occurrence on the calendar; the rest belong to the habit as a whole. */
const SCHEDULE_FIELDS = ['date', 'startTime', 'endTime', 'recurrence', 'customRecurrence'] as const satisfies ReadonlyArray<keyof HabitFormValues>;

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const sameValues = (a: HabitFormValues, b: HabitFormValues, keys: ReadonlyArray<keyof HabitFormValues> = Object.keys(a) as Array<keyof HabitFormValues>) =>
  keys.every((key) => sameValue(a[key], b[key]));

/**
 * Section 3 "Update habit": the habit's fields, and the occurrence with its scope. The occurrence
 * is sent only when its date, times or rule changed: with scope 'future' it starts a new rule
 * from that date, which a rename or a new reminder must not do.
 */
export function toUpdateBody(values: HabitFormValues, initial: HabitFormValues, originalDate: string, scope: EditScope): UpdateHabitBody {
  const depth = depthBody(values);
  const habit = {
    name: values.name.trim(),
    description: values.description.trim(),
    goalId: values.goalId,
    // Issue 40: sent when changed (null takes it out of its area).
    ...((values.areaId ?? null) === (initial.areaId ?? null) ? {} : { areaId: values.areaId ?? null }),
    reminders: values.reminders,
    ...(sameValue(values.target, initial.target) ? {} : { target: depth.target }),
    ...(sameValue(values.frequency, initial.frequency) ? {} : { frequency: depth.frequency }),
    // Issue 40: sent when changed (null removes the end).
    ...(sameValue(values.endDate || null, initial.endDate || null) ? {} : { endDate: values.endDate || null }),
    // Decision 043: sent when changed (null removes it).
    ...((values.color ?? null) === (initial.color ?? null) ? {} : { color: values.color ?? null }),
    // Issue 40: sent when changed.
    ...(sameValue(timesAndCueBody(values).timesOfDay, timesAndCueBody(initial).timesOfDay) ? {} : { timesOfDay: timesAndCueBody(values).timesOfDay }),
    ...(sameValue(timesAndCueBody(values).cue, timesAndCueBody(initial).cue) ? {} : { cue: timesAndCueBody(values).cue }),
  };
  // Becoming "N times a week" makes the habit daily from this occurrence on (no fixed days).
  if (values.frequency && initial.recurrence !== 'daily') scope = 'future';
  if (sameValues(values, initial, SCHEDULE_FIELDS)) return { ...habit, scope };
  return {
    ...habit,
    // With scope 'single' the rule stays as it is; the server keeps the governing one.
    ...(scope === 'future' ? { recurrence: values.recurrence, customRecurrence: values.recurrence === 'custom' ? values.customRecurrence : null } : {}),
    occurrence: { date: originalDate, oldDate: originalDate, newDate: values.date, startTime: values.startTime, endTime: values.endTime },
    scope,
  };
}

function initialValues(habit: Habit, date: string, timeZone: string): HabitFormValues {
  const occurrence = habitOccurrences(habit, date, date, timeZone)[0];
  const segment = segmentFor(habit.schedule, date);
  return {
    name: habit.name,
    description: habit.description,
    date,
    startTime: occurrence?.startTime.slice(11, 16) ?? segment.startTime,
    endTime: occurrence?.endTime.slice(11, 16) ?? segment.endTime,
    recurrence: segment.recurrence,
    customRecurrence: segment.customRecurrence,
    goalId: habit.goalId,
    areaId: habit.areaId,
    reminders: habit.reminders,
    endDate: habit.endDate ?? null,
    color: habit.color ?? null,
    ...depthValuesOf(habit),
    ...timesAndCueValuesOf(habit),
  };
}

/** Section 2 "Edit Habit dialog": one occurrence, scope single or future; deleting it or the whole habit. */
export function EditHabitDialog(props: EditHabitDialogProps) {
  const { HABITS_TEXTS } = useTexts(ENGLISH);
  const open = props.target !== null && props.habit !== undefined;
  return (
    <Dialog open={open} onClose={props.busy ? undefined : props.onClose} fullWidth maxWidth="sm" slotProps={{ paper: { 'aria-label': HABITS_TEXTS.editTitle } }}>
      {open && <EditHabitForm key={`${props.target!.habitId}|${props.target!.date}`} {...props} habit={props.habit!} target={props.target!} />}
    </Dialog>
  );
}

type Confirming = 'occurrence' | 'habit' | null;

function EditHabitForm({
  target,
  habit,
  timeZone,
  today,
  goals,
  busy,
  isDone,
  onSave,
  onDeleteOccurrence,
  onDeleteHabit,
  onClose,
}: EditHabitDialogProps & { target: OccurrenceTarget; habit: Habit }) {
  const { HABITS_TEXTS, EDIT_HABIT_TEXTS: E, HABIT_FORM_TEXTS: F, PUNCTUATION_TEXTS: P } = useTexts(ENGLISH);
  const [initial] = useState(() => initialValues(habit, target.date, timeZone));
  const [values, setValues] = useState(initial);
  const [wasDone] = useState(() => isDone(habit, target.date));
  const [done, setDone] = useState(wasDone);
  const [scope, setScope] = useState<EditScope>('single');
  // The check box is for the occurrence's date as it will be saved: only today or earlier.
  // Issue 51: not for a limit (a tick would log one) nor a several-times-a-day habit (its times
  // are checked off one by one).
  const tickable = habitKindOf(habit) === 'build' && !habit.timesOfDay?.length;
  const completable = tickable && isCompletable(values.date, today);
  const [errors, setErrors] = useState<HabitFormErrors>({});
  const [confirming, setConfirming] = useState<Confirming>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateHabitForm(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    const body = sameValues(values, initial) ? null : toUpdateBody(values, initial, target.date, scope);
    // A moved occurrence starts undone on its new date (the server drops the old date's completion).
    const doneAfterEdit = values.date === target.date && wasDone;
    const wanted = completable && done;
    const completion = !tickable || wanted === doneAfterEdit ? null : { date: values.date, done: wanted };
    if ((!body && !completion) || (await onSave({ body, completion }))) onClose();
  };
  const confirm = async () => {
    const done = confirming === 'habit' ? await onDeleteHabit() : await onDeleteOccurrence(scope);
    setConfirming(null);
    if (done) onClose();
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <DialogTitle id="edit-habit-title">
        {P.labelled(HABITS_TEXTS.editTitle, E.titleDate(target.date))}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {completable && (
            <FormControlLabel control={<Checkbox checked={done} onChange={(e) => setDone(e.target.checked)} />} label={HABITS_TEXTS.doneOn(values.date, today)} />
          )}
          <FormControl component="fieldset">
            <FormLabel component="legend">{E.applyTo}</FormLabel>
            <RadioGroup row value={scope} onChange={(e) => setScope(e.target.value as EditScope)}>
              <FormControlLabel value="single" control={<Radio />} label={E.scopes.single} />
              <FormControlLabel value="future" control={<Radio />} label={E.scopes.future} />
            </RadioGroup>
          </FormControl>
          <Divider />
          <HabitFormFields
            values={values}
            errors={errors}
            onChange={setValues}
            goals={goals}
            recurrenceLockedReason={scope === 'single' ? E.recurrenceLocked : undefined}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', px: 3, pb: 2 }}>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button color="error" onClick={() => setConfirming('occurrence')} disabled={busy}>
            {scope === 'single' ? E.deleteOccurrence : E.deleteFollowing}
          </Button>
          <Button color="error" onClick={() => setConfirming('habit')} disabled={busy}>
            {E.deleteHabit}
          </Button>
        </Stack>
        <Stack direction="row" spacing={1}>
          <Button onClick={onClose} disabled={busy}>
            {F.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {E.save}
          </Button>
        </Stack>
      </DialogActions>
      <ConfirmDialog
        open={confirming !== null}
        title={confirming === 'habit' ? E.deleteHabit : E.deleteOccurrence}
        message={confirming === 'habit' ? HABITS_TEXTS.deleteHabitConfirm : HABITS_TEXTS.deleteOccurrenceConfirm}
        confirmLabel={E.delete}
        cancelLabel={F.cancel}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(null)}
      />
    </form>
  );
}
