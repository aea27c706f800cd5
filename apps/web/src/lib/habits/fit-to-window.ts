import { compileSchedule, occurrencesBetween, type Habit, type HabitWindow } from '@stride/domain';

const sameWindow = (a: HabitWindow, b: HabitWindow) => a.from === b.from && a.to === b.to;

/**
 * `answer` (a habit as a change answered it, for the default window) as a list for `window` holds
 * it: the window's occurrences from the schedule, and the check marks of the answer's window with
 * those the list already had outside it (`previous`: the habit as that list had it). A list asked
 * for an earlier month then keeps its check marks when a change elsewhere answers.
 */
export function fitToWindow(answer: Habit, window: HabitWindow, previous?: Habit): Habit {
  if (sameWindow(answer.window, window)) return answer;
  const outside = (date: string) => date < answer.window.from || date > answer.window.to;
  const inside = (date: string) => date >= window.from && date <= window.to;
  const completedDates = [...(previous?.completedDates.filter(outside) ?? []), ...answer.completedDates.filter(inside)].sort();
  const skippedDates = [...(previous?.skippedDates.filter(outside) ?? []), ...answer.skippedDates.filter(inside)].sort();
  // Amounts and notes by date (issue 22): the same, kept outside the answer's window, taken inside it.
  const byDate = <T>(before: Record<string, T> | undefined, after: Record<string, T>) =>
    Object.fromEntries([...Object.entries(before ?? {}).filter(([date]) => outside(date)), ...Object.entries(after).filter(([date]) => inside(date))]);
  const occurrences = occurrencesBetween(compileSchedule(answer.schedule), window.from, window.to, answer.timezone);
  return { ...answer, window, occurrences, completedDates, skippedDates, amounts: byDate(previous?.amounts, answer.amounts), notes: byDate(previous?.notes, answer.notes) };
}

/** `after` (a list a change produced from `before`) with every habit fitted to `window`; none: the default window, as answers are. */
export function fitListToWindow(before: readonly Habit[], after: Habit[], window: HabitWindow | undefined): Habit[] {
  if (!window) return after;
  return after.map((habit) => (sameWindow(habit.window, window) ? habit : fitToWindow(habit, window, before.find((h) => h.id === habit.id))));
}
