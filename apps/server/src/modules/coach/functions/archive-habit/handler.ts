import type { CoachHandler } from '../coach-handler.js';
import { habitOutcome } from '../habit-for-model.js';
import { habitIdOf, serveCoachFunction } from '../coach-function-entry.js';

const handler: CoachHandler<'archiveHabit'> = async (a, { owner, today, services: { habits }, words }) => {
  const habit = await habits.archive(owner, a.habitId);
  return habitOutcome(habit, today, words.say('archived', { name: habit.name }));
};

export const archiveHabit = serveCoachFunction('archiveHabit', {
  handler,
  cues: { strong: /\b(archive|shelve|put away|park)\b/, weak: /\bhide\b/ },
  clause: (_a, { habit, say, quoted }) => say('clauseArchive', { name: quoted(habit?.name) }),
  clauseOfSeveral: (names, say, series) => say('clauseArchiveSeveral', { count: names.length, names: series(names) }),
  undo: (call) => {
    const habitId = habitIdOf(call);
    return habitId ? { name: 'restoreHabit', args: { habitId } } : undefined;
  },
});
