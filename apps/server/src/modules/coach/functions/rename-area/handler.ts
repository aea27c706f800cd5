import { toAreaDto } from '../../../areas/areas.dto.js';
import type { CoachHandler } from '../coach-handler.js';
import { serveCoachFunction } from '../coach-function-entry.js';

const handler: CoachHandler<'renameArea'> = async (a, { owner, services: { areas }, words }) => {
  const before = (await areas.list(owner)).find((x) => x.id === a.areaId)?.name;
  const area = toAreaDto(await areas.rename(owner, a.areaId, a.name));
  return {
    result: area,
    summary: before ? words.say('areaRenamed', { was: before, name: area.name }) : words.say('areaRenamedTo', { name: area.name }),
    forModel: { id: area.id, name: area.name, ...(before ? { previousName: before } : {}) },
  };
};

export const renameArea = serveCoachFunction('renameArea', {
  handler,
  cues: { strong: /\b(rename|call|name)\b.*\b(area|routine|group)\b|\b(area|routine|group)\b.*\b(rename|called|name)\b/, weak: /\b(area|routine)\b/ },
  clause: (a, { s, say }) => {
    const area = s.areas?.find((x) => x.id === a.areaId)?.name;
    return area ? say('clauseRenameArea', { was: area, name: String(a.name) }) : say('clauseRenameAreaTo', { name: String(a.name) });
  },
  /** Issue 50: "undo that" names it back. */
  undo: (call) => {
    const result = (call.outcome.result ?? {}) as { id?: unknown; previousName?: unknown };
    return typeof result.id === 'string' && typeof result.previousName === 'string' ? { name: 'renameArea', args: { areaId: result.id, name: result.previousName } } : undefined;
  },
});
