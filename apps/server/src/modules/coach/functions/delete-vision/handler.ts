import { COACH_UNDO_DAYS } from '@stride/domain';
import { ToolError, undoable, type CoachHandler } from '../coach-handler.js';
import { serveCoachFunction, undoByUndoId } from '../coach-function-entry.js';

const handler: CoachHandler<'deleteVision'> = async (_a, { owner, services: { undo } }) => {
  const deleted = await undo.deleteVision(owner);
  if (!deleted) throw new ToolError('You have no vision to delete.');
  return { result: { visionId: deleted.row.id, undoId: deleted.undoId }, summary: `Deleted your vision.${undoable(COACH_UNDO_DAYS)}`, forModel: { visionId: deleted.row.id, undoId: deleted.undoId } };
};

export const deleteVision = serveCoachFunction('deleteVision', {
  handler,
  cues: { strong: /\bvision\b.*\b(delete|remove|clear)\b|\b(delete|remove|clear)\b.*\bvision\b/ },
  clause: (_a, { s }) => (s.vision ? `delete your vision "${s.vision.text}"` : 'delete your vision'),
  exists: (s) => !!s.vision,
  undo: undoByUndoId,
});
