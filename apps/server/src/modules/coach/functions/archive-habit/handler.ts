import type { CoachHandler } from '../coach-handler.js';
import { habitOutcome } from '../habit-for-model.js';

export const archiveHabit: CoachHandler<'archiveHabit'> = async (a, { owner, today, services: { habits } }) => {
  const habit = await habits.archive(owner, a.habitId);
  return habitOutcome(habit, today, `Archived "${habit.name}": it is hidden, its history kept. Say "restore ${habit.name}" to bring it back.`);
};
