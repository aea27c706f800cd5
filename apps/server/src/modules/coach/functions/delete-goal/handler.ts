import { COACH_UNDO_DAYS } from '@stride/domain';
import type { CoachHandler } from '../coach-handler.js';
import { plural, serveCoachFunction, undoByUndoId } from '../coach-function-entry.js';

const handler: CoachHandler<'deleteGoal'> = async (a, { owner, services: { undo }, words }) => {
  const { row, undoId } = await undo.deleteGoal(owner, a.goalId);
  return { result: { goalId: row.id, undoId, name: row.name }, summary: `${words.say('deletedGoal', { name: row.name })} ${words.say('undoable', { days: COACH_UNDO_DAYS })}`, forModel: { goalId: row.id, undoId } };
};

export const deleteGoal = serveCoachFunction('deleteGoal', {
  handler,
  cues: { strong: /\bgoal\b.*\b(delete|remove|drop|forget|scrap)\b|\b(delete|remove|drop|forget|scrap)\b.*\bgoal\b/, weak: /\beverything\b/ },
  clause: (a, { s, goal, deleting }) => {
    // Its habits that stay (not those the same yes deletes).
    // Issue 50: named, as every record a yes changes is.
    const linked = s.habits.filter((h) => h.goalId === a.goalId && !deleting.has(h.id)).map((h) => `"${h.name}"`);
    return `delete the goal ${goal ? `"${goal.name}"` : 'that goal'}${linked.length === 1 ? ` (its habit ${linked[0]} stays, unlinked)` : linked.length ? ` (its ${linked.length} habits ${linked.join(', ')} stay, unlinked)` : ''}`;
  },
  clauseOfSeveral: (names) => `delete ${plural(names.length, 'goal')} (${names.join(', ')}; their habits stay, unlinked)`,
  undo: undoByUndoId,
});
