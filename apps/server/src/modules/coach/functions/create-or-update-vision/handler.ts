import { toVisionDto } from '../../../goals/goals.dto.js';
import type { CoachHandler } from '../coach-handler.js';

export const createOrUpdateVision: CoachHandler<'createOrUpdateVision'> = async (a, { owner, services: { goals } }) => {
  const vision = toVisionDto((await goals.saveVision(owner.id, a.text)).row);
  return { result: vision, summary: 'Saved your vision.', forModel: { id: vision.id } };
};
