import { END_DATE_MESSAGES, SCHEDULE_EDIT_MESSAGES, ScheduleEditError, endDateOf, habitScheduleSchema, withEndDate, type HabitSchedule } from '@stride/domain';
import { DomainError } from '../../errors.js';

/**
 * A habit's `endDate` (issue 40, decision 033) on create and update: the schedule's end, the last
 * segment's `until` (no column of its own). A date before the start is a 400 naming `endDate`.
 */

/** A 400 naming the field, as the schemas' refusals are answered. */
const invalidField = (path: string, message: string) => new DomainError('validation_failed', message, undefined, { errors: [{ path, message }] });

function ending(schedule: HabitSchedule, endDate: string | null): HabitSchedule {
  try {
    return habitScheduleSchema.parse(withEndDate(schedule, endDate));
  } catch (error) {
    if (error instanceof ScheduleEditError) throw invalidField('endDate', END_DATE_MESSAGES.beforeStart);
    throw error;
  }
}

/** A new habit's schedule with its end date, if it has one. */
export function withEnd(schedule: HabitSchedule, endDate: string | null | undefined): HabitSchedule {
  return endDate ? ending(schedule, endDate) : schedule;
}

/**
 * The schedule after an update: `endDate` when sent (null removes the end); left out, the end the
 * habit had stays through an occurrence edit (a 'future' edit starts a rule that runs on, which
 * would otherwise drop it), and moving an occurrence past it is refused. Undefined: no change.
 */
export function endAfterUpdate(
  before: HabitSchedule,
  edited: HabitSchedule | undefined,
  endDate: string | null | undefined,
  movedTo: string | undefined,
): HabitSchedule | undefined {
  if (endDate !== undefined) return ending(edited ?? before, endDate);
  const end = endDateOf(before);
  if (!edited || !end || endDateOf(edited) === end) return undefined;
  if (movedTo && movedTo > end) throw invalidField('occurrence.newDate', SCHEDULE_EDIT_MESSAGES.afterEnd);
  return ending(edited, end);
}
