import { COACH_UNDO_DAYS } from '@stride/domain';
import { ToolError, type CoachHandler } from '../coach-handler.js';
import { serveCoachFunction, undoByUndoId } from '../coach-function-entry.js';

const handler: CoachHandler<'deleteVision'> = async (_a, { owner, services: { undo }, words }) => {
  const deleted = await undo.deleteVision(owner);
  if (!deleted) throw new ToolError(words.say('noVisionToDelete'));
  return { result: { visionId: deleted.row.id, undoId: deleted.undoId }, summary: `${words.say('deletedVision')} ${words.say('undoable', { days: COACH_UNDO_DAYS })}`, forModel: { visionId: deleted.row.id, undoId: deleted.undoId }, undoId: deleted.undoId };
};

export const deleteVision = serveCoachFunction('deleteVision', {
  handler,
  cues: { strong: /\bvision\b.*\b(delete|remove|clear)\b|\b(delete|remove|clear)\b.*\bvision\b/ },
  clause: (_a, { s, say }) => (s.vision ? say('clauseDeleteVision', { text: s.vision.text }) : say('clauseDeleteYourVision')),
  exists: (s) => !!s.vision,
  undo: undoByUndoId,
});
