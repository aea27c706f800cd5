import type { CoachHandler } from './coach-handler.js';
import { habitOutcome } from './habit-for-model.js';

export const skipHabit: CoachHandler<'skipHabit'> = async (a, { owner, today, services: { habits } }) => {
  const date = a.date ?? today;
  const habit = await habits.skip(owner, a.habitId, date, a.note);
  return habitOutcome(habit, today, `Skipped "${habit.name}"${date === today ? ' today' : ` on ${date}`}; your streak of ${habit.completionStreak} is kept.`);
};
