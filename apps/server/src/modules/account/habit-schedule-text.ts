import { HABIT_DEPTH_TEXTS, currentSegment, describeRecurrence, type HabitFrequency, type HabitSchedule } from '@stride/domain';

/** A habit's rule in the words the dialogs print ("Every day", "3 times a week"), for previews and CSV. */
export function habitScheduleText(habit: { schedule: HabitSchedule; frequency: HabitFrequency | null }): string {
  if (habit.frequency) return HABIT_DEPTH_TEXTS.frequency(habit.frequency);
  const segment = currentSegment(habit.schedule);
  return describeRecurrence(segment.recurrence, segment.customRecurrence, segment.anchor);
}

/** The rule `habitScheduleText` describes, for the page to write in the person's language (issue 54). */
export function habitScheduleRule(habit: { schedule: HabitSchedule; frequency: HabitFrequency | null }) {
  const segment = currentSegment(habit.schedule);
  return { recurrence: segment.recurrence, customRecurrence: segment.customRecurrence ?? null, anchor: segment.anchor, frequency: habit.frequency ?? null };
}
