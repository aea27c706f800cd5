import { COACH_UNDO_DAYS } from '@stride/domain';
import { undoable, type CoachHandler } from '../coach-handler.js';
import { plural, serveCoachFunction, undoByUndoId } from '../coach-function-entry.js';

const handler: CoachHandler<'deleteArea'> = async (a, { owner, services: { undo } }) => {
  const { row, undoId } = await undo.deleteArea(owner, a.areaId);
  return { result: { areaId: row.id, undoId, name: row.name }, summary: `Deleted the area "${row.name}"; its habits stay, in no area.${undoable(COACH_UNDO_DAYS)}`, forModel: { areaId: row.id, undoId } };
};

export const deleteArea = serveCoachFunction('deleteArea', {
  handler,
  cues: { strong: /\b(area|routine|group)\b.*\b(delete|remove|drop|scrap|bin|get rid)\b|\b(delete|remove|drop|scrap|bin|get rid)\b.*\b(area|routine|group)\b/, weak: /\b(area|routine)\b/ },
  // Issue 50: named with every habit a yes takes out of it (each one a record that changes).
  clause: (a, { s }) => {
    const area = s.areas?.find((x) => x.id === a.areaId)?.name;
    const inIt = s.habits.filter((h) => h.areaId === a.areaId).map((h) => `"${h.name}"`);
    const stay = inIt.length === 1 ? ` (its habit ${inIt[0]} stays, in no area)` : inIt.length ? ` (its ${inIt.length} habits ${inIt.join(', ')} stay, in no area)` : '';
    return `delete the area ${area ? `"${area}"` : 'that area'}${stay}`;
  },
  clauseOfSeveral: (names) => `delete ${plural(names.length, 'area')} (${names.join(', ')}; their habits stay, in no area)`,
  undo: undoByUndoId,
});
