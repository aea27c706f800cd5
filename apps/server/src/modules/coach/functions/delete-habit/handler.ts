import { COACH_UNDO_DAYS, toEpochDay } from '@stride/domain';
import type { SnapshotHabit } from '../../coach-snapshot.js';
import type { CoachHandler } from '../coach-handler.js';
import { serveCoachFunction, undoByUndoId, type ClauseWords } from '../coach-function-entry.js';

const handler: CoachHandler<'deleteHabit'> = async (a, { owner, services: { undo }, words }) => {
  const { row, undoId } = await undo.deleteHabit(owner, a.habitId);
  return { result: { habitId: row.id, undoId, name: row.name }, summary: `${words.say('deletedHabit', { name: row.name })} ${words.say('undoable', { days: COACH_UNDO_DAYS })}`, forModel: { habitId: row.id, undoId }, undoId };
};

/** How much history a delete takes with it, from the habit's first day ("its 12 weeks of history"). */
function historyOf(habit: SnapshotHabit | undefined, today: string, say: ClauseWords['say'], name: string): string {
  const days = !habit?.startDate || habit.startDate > today ? 0 : toEpochDay(today) - toEpochDay(habit.startDate);
  if (days >= 14) return say('clauseDeleteWeeks', { name, count: Math.floor(days / 7) });
  if (days > 1) return say('clauseDeleteDays', { name, count: days });
  if (days === 1) return say('clauseDeleteDay', { name });
  return say('clauseDelete', { name });
}

export const deleteHabit = serveCoachFunction('deleteHabit', {
  handler,
  cues: { strong: /\b(delete|remove|drop|get rid|erase|bin|trash)\b/, weak: /\b(everything|all of)\b/ },
  clause: (_a, { habit, s, say, quoted }) => historyOf(habit, s.today, say, quoted(habit?.name)),
  clauseOfSeveral: (names, say, series) => say('clauseDeleteSeveral', { count: names.length, names: series(names) }),
  undo: undoByUndoId,
});
