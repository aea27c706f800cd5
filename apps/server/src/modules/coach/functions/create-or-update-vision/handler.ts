import { toVisionDto } from '../../../goals/goals.dto.js';
import type { CoachHandler } from '../coach-handler.js';
import { serveCoachFunction } from '../coach-function-entry.js';

const handler: CoachHandler<'createOrUpdateVision'> = async (a, { owner, services: { goals } }) => {
  const vision = toVisionDto((await goals.saveVision(owner.id, a.text)).row);
  return { result: vision, summary: 'Saved your vision.', forModel: { id: vision.id } };
};

export const createOrUpdateVision = serveCoachFunction('createOrUpdateVision', {
  handler,
  cues: { strong: /\bvision\b/ },
  clause: (a) => `set your vision to "${String(a.text)}"`,
  changes: 'vision',
});
