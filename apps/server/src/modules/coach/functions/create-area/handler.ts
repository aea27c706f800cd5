import { toAreaDto } from '../../../areas/areas.dto.js';
import type { CoachHandler } from '../coach-handler.js';
import { serveCoachFunction } from '../coach-function-entry.js';

const handler: CoachHandler<'createArea'> = async (a, { owner, services: { areas }, words }) => {
  const area = toAreaDto(await areas.create(owner, a.name));
  return { result: area, summary: words.say('areaAdded', { name: area.name }), forModel: { id: area.id, name: area.name } };
};

export const createArea = serveCoachFunction('createArea', {
  handler,
  cues: { strong: /\b(area|routine|group)\b.*\b(add|create|new|start|make|called)\b|\b(add|create|new|start|make)\b.*\b(area|routine|group)\b/, weak: /\b(area|routine)\b/ },
});
