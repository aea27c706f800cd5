import { COACH_UNDO_DAYS } from '@stride/domain';
import { undoable, type CoachHandler } from '../coach-handler.js';

export const deleteHabit: CoachHandler<'deleteHabit'> = async (a, { owner, services: { undo } }) => {
  const { row, undoId } = await undo.deleteHabit(owner, a.habitId);
  return { result: { habitId: row.id, undoId, name: row.name }, summary: `Deleted the habit "${row.name}".${undoable(COACH_UNDO_DAYS)}`, forModel: { habitId: row.id, undoId } };
};
