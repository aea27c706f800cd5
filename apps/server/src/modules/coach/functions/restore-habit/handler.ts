import type { CoachHandler } from '../coach-handler.js';
import { habitOutcome } from '../habit-for-model.js';
import { serveCoachFunction, habitIdOf } from '../coach-function-entry.js';

const handler: CoachHandler<'restoreHabit'> = async (a, { owner, today, services: { habits }, words }) => {
  const habit = await habits.restore(owner, a.habitId);
  return habitOutcome(habit, today, words.say('restoredHabit', { name: habit.name }));
};

export const restoreHabit = serveCoachFunction('restoreHabit', {
  handler,
  cues: { strong: /\b(restore|unarchive|bring back)\b/, weak: /\bback\b/ },
  clause: (_a, { habit, say, quoted }) => say('clauseRestore', { name: quoted(habit?.name) }),
  undo: (call) => {
    const habitId = habitIdOf(call);
    return habitId ? { name: 'archiveHabit', args: { habitId } } : undefined;
  },
});
