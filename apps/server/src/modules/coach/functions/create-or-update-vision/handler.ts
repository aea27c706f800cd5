import { toVisionDto } from '../../../goals/goals.dto.js';
import type { CoachHandler } from '../coach-handler.js';
import { serveCoachFunction } from '../coach-function-entry.js';

const handler: CoachHandler<'createOrUpdateVision'> = async (a, { owner, services: { goals }, words }) => {
  const vision = toVisionDto((await goals.saveVision(owner.id, a.text)).row);
  return { result: vision, summary: words.say('visionSaved'), forModel: { id: vision.id } };
};

export const createOrUpdateVision = serveCoachFunction('createOrUpdateVision', {
  handler,
  cues: { strong: /\bvision\b/ },
  clause: (a, { say }) => say('clauseVision', { text: String(a.text) }),
  changes: 'vision',
});
