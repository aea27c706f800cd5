import { COACH_UNDO_DAYS } from '@stride/domain';
import { undoable, type CoachHandler } from '../coach-handler.js';

export const deleteGoal: CoachHandler<'deleteGoal'> = async (a, { owner, services: { undo } }) => {
  const { row, undoId } = await undo.deleteGoal(owner, a.goalId);
  return { result: { goalId: row.id, undoId, name: row.name }, summary: `Deleted the goal "${row.name}".${undoable(COACH_UNDO_DAYS)}`, forModel: { goalId: row.id, undoId } };
};
