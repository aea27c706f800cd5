import { TIMES_AND_CUES_TEXTS, slotWindow, type HabitSchedule } from '@stride/domain';

/**
 * Issue 40 (decision 034): a habit done several times a day is, in the feed, one series per time
 * ("Vitamins · 08:00", "Vitamins · 20:00"), each the habit's own schedule with every occurrence
 * moved to that time and lasting the habit's length from it.
 */
export function slotSchedule(schedule: HabitSchedule, time: string): HabitSchedule {
  return {
    segments: schedule.segments.map((s) => ({ ...s, ...slotWindow(time, s.startTime, s.endTime) })),
    exceptions: schedule.exceptions.map((e) => (e.startTime && e.endTime ? { ...e, ...slotWindow(time, e.startTime, e.endTime) } : e)),
    extras: (schedule.extras ?? []).map((x) => ({ ...x, ...slotWindow(time, x.startTime, x.endTime) })),
  };
}

/** The habit as the feed writes it: itself, or one per time of day (its own UIDs: the id with the time). */
export function perTime<H extends { id: string; name: string; schedule: HabitSchedule; frequency: unknown; timesOfDay?: string[] | null }>(habit: H): H[] {
  if (!habit.timesOfDay?.length || habit.frequency) return [habit];
  return habit.timesOfDay.map((time) => ({
    ...habit,
    id: `${habit.id}-${time.replace(':', '')}`,
    name: TIMES_AND_CUES_TEXTS.slotName(habit.name, time),
    schedule: slotSchedule(habit.schedule, time),
  }));
}
