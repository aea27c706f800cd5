import { COACH_UNDO_DAYS } from '@stride/domain';
import type { CoachHandler } from '../coach-handler.js';
import { serveCoachFunction, undoByUndoId } from '../coach-function-entry.js';

const handler: CoachHandler<'deleteGoal'> = async (a, { owner, services: { undo }, words }) => {
  const { row, undoId } = await undo.deleteGoal(owner, a.goalId);
  return { result: { goalId: row.id, undoId, name: row.name }, summary: `${words.say('deletedGoal', { name: row.name })} ${words.say('undoable', { days: COACH_UNDO_DAYS })}`, forModel: { goalId: row.id, undoId }, undoId };
};

export const deleteGoal = serveCoachFunction('deleteGoal', {
  handler,
  cues: { strong: /\bgoal\b.*\b(delete|remove|drop|forget|scrap)\b|\b(delete|remove|drop|forget|scrap)\b.*\bgoal\b/, weak: /\beverything\b/ },
  clause: (a, { s, goal, deleting, say, series }) => {
    // Its habits that stay (not those the same yes deletes).
    // Issue 50: named, as every record a yes changes is.
    const linked = s.habits.filter((h) => h.goalId === a.goalId && !deleting.has(h.id)).map((h) => `"${h.name}"`);
    const clause = goal ? say('clauseDeleteGoalNamed', { g: goal.name }) : say('clauseDeleteGoalThat');
    return linked.length === 1 ? say('clauseGoalHabitStays', { c: clause, h: linked[0]! }) : linked.length ? say('clauseGoalHabitsStay', { c: clause, n: linked.length, k: series(linked) }) : clause;
  },
  clauseOfSeveral: (names, say, series) => say(names.length === 1 ? 'clauseDeleteOneGoal' : 'clauseDeleteGoals', { n: names.length, k: series(names) }),
  undo: undoByUndoId,
});
