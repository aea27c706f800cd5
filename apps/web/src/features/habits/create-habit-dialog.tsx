import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState, type FormEvent } from 'react';
import { HABIT_FORM_TEXTS, HABITS_TEXTS, type CreateHabitBody, type Goal } from '@stride/domain';
import { CreateHabitFields } from './create-habit-fields';
import { toCreateBody } from './create-habit-body';
import { validateHabitForm, type HabitFormErrors, type HabitFormValues } from './habit-form-values';
import { useTexts } from '../../lib/i18n/app-texts';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { HABITS_TEXTS, HABIT_FORM_TEXTS };

interface CreateHabitDialogProps {
  open: boolean;
  today: string;
  timeZone: string;
  goals: readonly Goal[];
  busy: boolean;
  onClose: () => void;
  onCreate: (body: CreateHabitBody) => Promise<boolean>;
  /** The fields as it opens (Quick add's More options, issue 24); left out, the empty form. */
  initialValues?: HabitFormValues | null;
}

export const emptyHabitValues = (today: string): HabitFormValues => ({
  name: '',
  description: '',
  date: today,
  startTime: '07:00',
  endTime: '07:30',
  recurrence: 'daily',
  customRecurrence: null,
  goalId: null,
  reminders: [],
  target: null,
  frequency: null,
});

/** Section 2 "Create New Habit dialog". */
export function CreateHabitDialog({ open, today, timeZone, goals, busy, onClose, onCreate, initialValues }: CreateHabitDialogProps) {
  const { HABITS_TEXTS } = useTexts(ENGLISH);
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" slotProps={{ paper: { 'aria-label': HABITS_TEXTS.createTitle } }}>
      {open && <CreateHabitForm today={today} timeZone={timeZone} goals={goals} busy={busy} onClose={onClose} onCreate={onCreate} initialValues={initialValues} />}
    </Dialog>
  );
}

function CreateHabitForm({ today, timeZone, goals, busy, onClose, onCreate, initialValues }: Omit<CreateHabitDialogProps, 'open'>) {
  const { HABITS_TEXTS, HABIT_FORM_TEXTS: F } = useTexts(ENGLISH);
  const [values, setValues] = useState(() => initialValues ?? emptyHabitValues(today));
  const [errors, setErrors] = useState<HabitFormErrors>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateHabitForm(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    // A failed create keeps the dialog open with everything typed (nothing lost on a bad request).
    if (await onCreate(toCreateBody(values, timeZone))) onClose();
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <DialogTitle id="create-habit-title">{HABITS_TEXTS.createTitle}</DialogTitle>
      <DialogContent>
        <CreateHabitFields values={values} errors={errors} onChange={setValues} goals={goals} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {F.cancel}
        </Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {HABITS_TEXTS.createHabit}
        </Button>
      </DialogActions>
    </form>
  );
}
