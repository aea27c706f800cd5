import type { CoachHandler } from '../coach-handler.js';
import { habitOutcome } from '../habit-for-model.js';
import { habitIdOf, plural, quoted, serveCoachFunction } from '../coach-function-entry.js';

const handler: CoachHandler<'archiveHabit'> = async (a, { owner, today, services: { habits } }) => {
  const habit = await habits.archive(owner, a.habitId);
  return habitOutcome(habit, today, `Archived "${habit.name}": it is hidden, its history kept. Say "restore ${habit.name}" to bring it back.`);
};

export const archiveHabit = serveCoachFunction('archiveHabit', {
  handler,
  cues: { strong: /\b(archive|shelve|put away|park)\b/, weak: /\bhide\b/ },
  clause: (_a, { habit }) => `archive ${quoted(habit?.name)}: it leaves Today and its reminders stop; its history stays`,
  clauseOfSeveral: (names) => `archive ${plural(names.length, 'habit')} (${names.join(', ')}); their history stays`,
  undo: (call) => {
    const habitId = habitIdOf(call);
    return habitId ? { name: 'restoreHabit', args: { habitId } } : undefined;
  },
});
