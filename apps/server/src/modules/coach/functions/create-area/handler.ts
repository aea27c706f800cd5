import { toAreaDto } from '../../../areas/areas.dto.js';
import type { CoachHandler } from '../coach-handler.js';
import { serveCoachFunction } from '../coach-function-entry.js';

const handler: CoachHandler<'createArea'> = async (a, { owner, services: { areas, habits }, words }) => {
  // Issue 50: the habits to put in it are looked up first, so a wrong one makes nothing.
  const linked = await Promise.all((a.habitIds ?? []).map((id) => habits.get(owner, id)));
  const area = toAreaDto(await areas.create(owner, a.name));
  for (const h of linked) await habits.update(owner, h.id, { areaId: area.id, scope: 'single' });
  const said = linked.map((h) => `${words.say('updated', { name: h.name })} ${words.say('inArea')}`);
  return { result: area, summary: [words.say('areaAdded', { name: area.name }), ...said].join(' '), forModel: { id: area.id, name: area.name, ...(linked.length ? { habitIds: linked.map((h) => h.id) } : {}) } };
};

export const createArea = serveCoachFunction('createArea', {
  handler,
  cues: { strong: /\b(area|routine|group)\b.*\b(add|create|new|start|make|called)\b|\b(add|create|new|start|make)\b.*\b(area|routine|group)\b/, weak: /\b(area|routine)\b/ },
  clause: (a, { s, say, series }) => {
    const names = (Array.isArray(a.habitIds) ? a.habitIds : []).map((id) => s.habits.find((h) => h.id === id)?.name).filter((n): n is string => !!n);
    return names.length ? say('clauseAddAreaWith', { name: String(a.name), k: series(names.map((n) => `"${n}"`)) }) : say('clauseAddArea', { name: String(a.name) });
  },
  changes: 'new',
  alsoChanges: (a) => (Array.isArray(a.habitIds) ? a.habitIds.filter((id): id is string => typeof id === 'string') : []),
});
