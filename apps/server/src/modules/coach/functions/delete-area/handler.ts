import { COACH_UNDO_DAYS } from '@stride/domain';
import type { CoachHandler } from '../coach-handler.js';
import { serveCoachFunction, undoByUndoId } from '../coach-function-entry.js';

const handler: CoachHandler<'deleteArea'> = async (a, { owner, services: { undo }, words }) => {
  const { row, undoId } = await undo.deleteArea(owner, a.areaId);
  return { result: { areaId: row.id, undoId, name: row.name }, summary: `${words.say('deletedArea', { name: row.name })} ${words.say('undoable', { days: COACH_UNDO_DAYS })}`, forModel: { areaId: row.id, undoId }, undoId };
};

export const deleteArea = serveCoachFunction('deleteArea', {
  handler,
  cues: { strong: /\b(area|routine|group)\b.*\b(delete|remove|drop|scrap|bin|get rid)\b|\b(delete|remove|drop|scrap|bin|get rid)\b.*\b(area|routine|group)\b/, weak: /\b(area|routine)\b/ },
  // Issue 50: named with every habit a yes takes out of it (each one a record that changes).
  clause: (a, { s, say, series }) => {
    const area = s.areas?.find((x) => x.id === a.areaId)?.name;
    const inIt = s.habits.filter((h) => h.areaId === a.areaId).map((h) => `"${h.name}"`);
    const clause = area ? say('clauseDeleteArea', { name: area }) : say('clauseDeleteThatArea', {});
    if (inIt.length === 1) return say('clauseAreaHabitStays', { clause, one: inIt[0]! });
    return inIt.length ? say('clauseAreaHabitsStay', { clause, count: inIt.length, names: series(inIt) }) : clause;
  },
  clauseOfSeveral: (names, say, series) => say(names.length === 1 ? 'clauseDeleteOneArea' : 'clauseDeleteAreas', { count: names.length, names: series(names) }),
  undo: undoByUndoId,
});
