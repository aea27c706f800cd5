import type { Habit } from './habits.schemas.js';
import type { OccurrenceOf } from './habits-occurrences.js';
import { slotWindow } from './times-of-day.js';
import { TIMES_AND_CUES_TEXTS as T } from '../texts/times-and-cues-texts.js';

/**
 * A habit as one slot of the day shows it (issue 40): a several-times-a-day habit is one row per
 * time ("Vitamins · 08:00"), each checked off on its own; `completedDates` of a slot says whether
 * that time is done. `slotTime` is the time a check-off of it sends.
 */
export type SlotHabit = Habit & { slotTime?: string; slotOf?: string };

/** Puts `time` ('HH:MM') into an ISO local time with its offset ('2026-11-26T08:00:00+00:00'). */
const atTime = (iso: string, time: string) => `${iso.slice(0, 11)}${time}${iso.slice(16)}`;

/** Whether the habit's `time` is done on `date`. */
export const isSlotDone = (habit: Pick<Habit, 'doneTimes'>, date: string, time: string): boolean => habit.doneTimes?.[date]?.includes(time) ?? false;

/**
 * A day's occurrences with each several-times-a-day habit's occurrence split into its slots: each
 * starts at its time and lasts the habit's own length (decision 034). Other occurrences stay.
 */
export function slotOccurrences<O extends OccurrenceOf<Habit>>(occurrences: readonly O[]): (O & { habit: SlotHabit })[] {
  return occurrences.flatMap((o) => {
    const times = o.habit.timesOfDay;
    if (!times?.length) return [o];
    const habitStart = o.startTime.slice(11, 16);
    const habitEnd = o.endTime.slice(11, 16);
    return times.map((time) => {
      const window = slotWindow(time, habitStart, habitEnd);
      const done = isSlotDone(o.habit, o.date, time);
      const others = o.habit.completedDates.filter((d) => d !== o.date);
      const habit: SlotHabit = {
        ...o.habit,
        name: T.slotName(o.habit.name, time),
        slotOf: o.habit.name,
        slotTime: time,
        completedDates: done ? [...others, o.date].sort() : others,
      };
      return { ...o, startTime: atTime(o.startTime, window.startTime), endTime: atTime(o.startTime, window.endTime), habit };
    });
  });
}

/**
 * Today's prompted rows (issue 40): the occurrences of habits whose anchor is done today and which
 * are not yet done, to show first; and the rest, in their order.
 */
export function splitPrompted<O extends OccurrenceOf<Habit>>(occurrences: readonly O[], habits: readonly Habit[], date: string): { prompted: O[]; rest: O[] } {
  const isDone = (habit: Habit) => habit.completedDates.includes(date);
  const byId = new Map(habits.map((h) => [h.id, h]));
  const isPrompted = (o: O) => {
    const habit = byId.get(o.habit.id);
    const anchor = habit?.cue?.afterHabitId ? byId.get(habit.cue.afterHabitId) : undefined;
    return !!habit && !!anchor && isDone(anchor) && !isDone(habit) && !o.habit.completedDates.includes(date);
  };
  return { prompted: occurrences.filter(isPrompted), rest: occurrences.filter((o) => !isPrompted(o)) };
}

/** What a cue says beside its habit: its words, else "After <anchor>". */
export function cueLabel(habit: Pick<Habit, 'cue'>, habits: readonly Pick<Habit, 'id' | 'name'>[]): string | null {
  if (!habit.cue) return null;
  if (habit.cue.text) return T.cueText(habit.cue.text);
  const anchor = habits.find((h) => h.id === habit.cue!.afterHabitId);
  return anchor ? T.afterHabit(anchor.name) : null;
}
