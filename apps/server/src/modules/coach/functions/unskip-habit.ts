import type { CoachHandler } from './coach-handler.js';
import { habitOutcome } from './habit-for-model.js';

export const unskipHabit: CoachHandler<'unskipHabit'> = async (a, { owner, today, services: { habits } }) => {
  const date = a.date ?? today;
  const habit = await habits.unskip(owner, a.habitId, date);
  return habitOutcome(habit, today, `"${habit.name}" is no longer skipped${date === today ? ' today' : ` on ${date}`}.`);
};
