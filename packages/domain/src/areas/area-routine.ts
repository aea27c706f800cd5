import type { Habit } from '../habits/habits.schemas.js';
import { habitKindOf } from '../habits/habit-day-view.js';

/** The fields of a habit the area rules read (a habit as the API answers it, over a window holding the day). */
export type AreaHabit = Pick<Habit, 'id' | 'areaId' | 'archivedAt' | 'occurrences' | 'completedDates' | 'skippedDates' | 'pauses'> & Partial<Pick<Habit, 'target'>>;

const pausedOn = (habit: Pick<Habit, 'pauses'>, date: string) => habit.pauses.some((p) => p.from <= date && date <= p.to);

/**
 * Issue 40 (decision 031): the habits of an area due on `date`: in the area, in use (not archived),
 * with an occurrence that day, neither paused nor skipped that day. Done ones are due too (a routine
 * shows them as done); their order is the list's.
 */
export function areaHabitsDue<H extends AreaHabit>(habits: readonly H[], areaId: string | null, date: string): H[] {
  return habits.filter(
    (h) => (h.areaId ?? null) === areaId && !h.archivedAt && h.occurrences.some((o) => o.date === date) && !pausedOn(h, date) && !h.skippedDates.includes(date),
  );
}

/**
 * What "Done all" completes: the area's habits to build due on `date` that are not done yet. None
 * when called again. Never a limit or a quit habit (issue 51): a check-off of one logs a coffee or a slip.
 */
export function areaHabitsToComplete<H extends AreaHabit>(habits: readonly H[], areaId: string, date: string): H[] {
  return areaHabitsDue(habits, areaId, date).filter((h) => !h.completedDates.includes(date) && habitKindOf(h) === 'build');
}

/** Habits grouped by area, in the areas' order, then those in no area (`areaId` null), each group in the list's order. Empty areas are kept. */
export function groupByArea<H extends Pick<Habit, 'areaId'>, A extends { id: string }>(habits: readonly H[], areas: readonly A[]): { area: A | null; habits: H[] }[] {
  const known = new Set(areas.map((a) => a.id));
  const groups = areas.map((area) => ({ area: area as A | null, habits: habits.filter((h) => h.areaId === area.id) }));
  groups.push({ area: null, habits: habits.filter((h) => !h.areaId || !known.has(h.areaId)) });
  return groups;
}
