import { onDay, type CoachHandler } from '../coach-handler.js';
import { habitOutcome } from '../habit-for-model.js';

export const uncompleteHabit: CoachHandler<'uncompleteHabit'> = async (a, { owner, today, services: { habits } }) => {
  const date = a.date ?? today;
  const habit = await habits.uncomplete(owner, a.habitId, date, a.time);
  return habitOutcome(habit, today, `Took the check-off of "${habit.name}"${a.time ? ` at ${a.time}` : ''}${date === today ? ' for today' : ` ${onDay(date, today)}`} back.`);
};
