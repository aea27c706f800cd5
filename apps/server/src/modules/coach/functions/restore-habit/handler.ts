import type { CoachHandler } from '../coach-handler.js';
import { habitOutcome } from '../habit-for-model.js';

export const restoreHabit: CoachHandler<'restoreHabit'> = async (a, { owner, today, services: { habits } }) => {
  const habit = await habits.restore(owner, a.habitId);
  return habitOutcome(habit, today, `Restored "${habit.name}".`);
};
