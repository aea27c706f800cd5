import { HABIT_FIELD_TEXTS, HABIT_FORM_TEXTS, type CustomRecurrence, type HabitColor, type Recurrence, type Reminder } from '@stride/domain';
import { validateDepth, type HabitDepthErrors, type HabitDepthValues } from './habit-depth-fields';
import { remindersProblem } from './reminders-field';
import { validateTimesAndCue, type TimesAndCueErrors, type TimesAndCueValues } from './times-and-cue-values';
import { appTexts } from '../../lib/i18n/app-texts';

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

/** Section 5: name, date, start and end time are required; the description is optional. In the account's language (issue 54). */
export function validateHabitForm(values: HabitFormValues): HabitFormErrors {
  const { HABIT_FORM_TEXTS: F, HABIT_FIELD_TEXTS: T } = appTexts({ HABIT_FORM_TEXTS, HABIT_FIELD_TEXTS });
  const errors: HabitFormErrors = {};
  if (!values.name.trim()) errors.name = F.nameRequired;
  if (!values.date) errors.date = F.dateRequired;
  if (!values.startTime) errors.startTime = F.startTimeRequired;
  if (!values.endTime) errors.endTime = F.endTimeRequired;
  const reminders = remindersProblem(values.reminders);
  if (reminders) errors.reminders = reminders;
  if (values.endDate && values.date && values.endDate < values.date) errors.endDate = T.endDateBeforeStart;
  return { ...errors, ...validateDepth(values), ...validateTimesAndCue(values) };
}
