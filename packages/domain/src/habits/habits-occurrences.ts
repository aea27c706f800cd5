import { compileSchedule, occurrencesBetween, type HabitSchedule, type Occurrence } from './schedule.js';

/** An occurrence with its habit and the habit's place in the list (its colour in the palette). */
export type OccurrenceOf<H> = Occurrence & { habit: H; index: number };

/**
 * The occurrences of every habit in [from, to] (civil dates in `timeZone`), in list order, from
 * each habit's own schedule: the same dates and times the server computes, without asking it.
 */
export function occurrencesOfHabits<H extends { schedule: HabitSchedule }>(habits: readonly H[], from: string, to: string, timeZone: string): OccurrenceOf<H>[] {
  return habits.flatMap((habit, index) => occurrencesBetween(compileSchedule(habit.schedule), from, to, timeZone).map((o) => ({ ...o, habit, index })));
}
