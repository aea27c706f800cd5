import type { Habit, OccurrenceOf } from '@stride/domain';

/** The occurrence fields the day's order reads (Today's and the Habit Tracker's shapes both have them). */
export type DayOccurrence = OccurrenceOf<Habit>;

export interface DayGroups<O extends DayOccurrence> {
  /** Habits with a time slot, by their start on the wall clock, then by name. */
  timed: O[];
  /** Flexible habits ("3 times a week"): no time of day, by name. */
  anyTime: O[];
}

const byName = (a: DayOccurrence, b: DayOccurrence) => a.habit.name.localeCompare(b.habit.name);
/** 'HH:MM' of the occurrence's start in the person's zone (the ISO string carries the zone's offset). */
const wallTime = (o: DayOccurrence) => o.startTime.slice(11, 16);

/** Issue 39: a day's rows in the order the day runs, the any-time habits apart after them. */
export function dayGroups<O extends DayOccurrence>(occurrences: readonly O[]): DayGroups<O> {
  const timed = occurrences.filter((o) => !o.habit.frequency).sort((a, b) => wallTime(a).localeCompare(wallTime(b)) || byName(a, b));
  const anyTime = occurrences.filter((o) => o.habit.frequency).sort(byName);
  return { timed, anyTime };
}
