import type { CoachHandler } from './coach-handler.js';
import { habitOutcome } from './habit-for-model.js';

export const completeHabit: CoachHandler<'completeHabit'> = async (a, { owner, today, services: { habits } }) => {
  const date = a.date ?? today;
  const habit = await habits.complete(owner, a.habitId, { date, value: a.value, note: a.note });
  const on = date === today ? ' for today' : ` on ${date}`;
  if (habit.target && a.value !== undefined) {
    const logged = habit.amounts[date] ?? 0;
    const done = habit.completedDates.includes(date);
    const progress = `${logged} of ${habit.target.quantity}${done ? `, done. Streak: ${habit.completionStreak}.` : '.'}`;
    return habitOutcome(habit, today, `Logged ${a.value} ${habit.target.unit} of "${habit.name}"${on}: ${progress}`);
  }
  return habitOutcome(habit, today, `Marked "${habit.name}" done${on}. Streak: ${habit.completionStreak}.`);
};
