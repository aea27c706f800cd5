import { COACH_UNDO_DAYS, toEpochDay } from '@stride/domain';
import type { SnapshotHabit } from '../../coach-snapshot.js';
import { undoable, type CoachHandler } from '../coach-handler.js';
import { plural, quoted, serveCoachFunction, undoByUndoId } from '../coach-function-entry.js';

const handler: CoachHandler<'deleteHabit'> = async (a, { owner, services: { undo } }) => {
  const { row, undoId } = await undo.deleteHabit(owner, a.habitId);
  return { result: { habitId: row.id, undoId, name: row.name }, summary: `Deleted the habit "${row.name}".${undoable(COACH_UNDO_DAYS)}`, forModel: { habitId: row.id, undoId } };
};

/** How much history a delete takes with it, from the habit's first day ("its 12 weeks of history"). */
function historyOf(habit: SnapshotHabit | undefined, today: string): string {
  if (!habit?.startDate || habit.startDate > today) return '';
  const days = toEpochDay(today) - toEpochDay(habit.startDate);
  if (days >= 14) return ` and its ${plural(Math.floor(days / 7), 'week')} of history`;
  if (days >= 1) return ` and its ${plural(days, 'day')} of history`;
  return '';
}

export const deleteHabit = serveCoachFunction('deleteHabit', {
  handler,
  cues: { strong: /\b(delete|remove|drop|get rid|erase|bin|trash)\b/, weak: /\b(everything|all of)\b/ },
  clause: (_a, { habit, s }) => `delete ${quoted(habit?.name)}${historyOf(habit, s.today)}`,
  clauseOfSeveral: (names) => `delete ${plural(names.length, 'habit')} (${names.join(', ')}) and their history`,
  undo: undoByUndoId,
});
