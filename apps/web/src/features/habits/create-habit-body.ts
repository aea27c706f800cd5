import { minutesOf, toEpochDay, zonedIso, type CreateHabitBody } from '@stride/domain';
import { depthBody } from './habit-depth-fields';
import type { HabitFormValues } from './habit-form-values';
import { timesAndCueBody } from './times-and-cue-values';

/**
 * Section 3 "Create habit": the start date plus each time, as ISO timestamps in the user's zone.
 * In a module of its own (no dialog, no fields): Quick add and the first run send it from Today
 * without loading the Create dialog.
 */
export function toCreateBody(values: HabitFormValues, timeZone: string): CreateHabitBody {
  const day = toEpochDay(values.date);
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    startTime: zonedIso(day, minutesOf(values.startTime), timeZone),
    endTime: zonedIso(day, minutesOf(values.endTime), timeZone),
    recurrence: values.recurrence,
    customRecurrence: values.recurrence === 'custom' ? values.customRecurrence : null,
    goalId: values.goalId,
    ...(values.areaId ? { areaId: values.areaId } : {}),
    reminders: values.reminders,
    ...(values.endDate ? { endDate: values.endDate } : {}),
    ...(values.color ? { color: values.color } : {}),
    ...depthBody(values),
    // Issue 40: sent only when set (an old server needs neither).
    ...((body) => ({ ...(body.timesOfDay ? { timesOfDay: body.timesOfDay } : {}), ...(body.cue ? { cue: body.cue } : {}) }))(timesAndCueBody(values)),
  };
}
