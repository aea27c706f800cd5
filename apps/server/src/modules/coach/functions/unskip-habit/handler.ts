import { type CoachHandler } from '../coach-handler.js';
import { habitOutcome } from '../habit-for-model.js';
import { serveCoachFunction, habitIdOf, dateOf } from '../coach-function-entry.js';

/** Undoes a skip; a day to come was kept free as a one-day pause (skip-habit.ts), which comes off. */
const handler: CoachHandler<'unskipHabit'> = async (a, { owner, today, services: { habits }, words }) => {
  const date = a.date ?? today;
  const habit = date > today ? await habits.unpause(owner, a.habitId, { from: date, to: date }) : await habits.unskip(owner, a.habitId, date);
  return habitOutcome(habit, today, words.say('unskipped', { name: habit.name, on: words.on(date, today) }));
};

export const unskipHabit = serveCoachFunction('unskipHabit', {
  handler,
  // Eighteenth session: proposed with others, said in words (the proposal read "UnskipHabit \"Piano\" and skip …").
  clause: (_a, { habit, say, quoted }) => say('clauseUnskip', { name: quoted(habit?.name) }),
  cues: { strong: /\b(unskip|after all|not skip)\b/ },
  changes: 'day',
  undo: (call) => {
    const habitId = habitIdOf(call);
    return habitId ? { name: 'skipHabit', args: { habitId, ...dateOf(call) } } : undefined;
  },
});
