import { COACH_UNDO_DAYS } from '@stride/domain';
import type { CoachHandler } from '../coach-handler.js';
import { habitForModel } from '../habit-for-model.js';
import { serveCoachFunction, undoByUndoId } from '../coach-function-entry.js';

/** Issue 50: the habit's whole history up to today cleared, the habit kept; proposed first (it destroys), undone like a delete. */
const handler: CoachHandler<'clearHistory'> = async (a, { owner, today, services: { habits, undo }, words }) => {
  const { days, undoId } = await undo.clearHistory(owner, a.habitId, today);
  const habit = await habits.get(owner, a.habitId);
  const summary = days ? `${words.say(days === 1 ? 'clearedHistoryDay' : 'clearedHistory', { name: habit.name, count: days })} ${words.say('undoable', { days: COACH_UNDO_DAYS })}` : words.say('nothingToClear', { h: words.quote(habit.name) });
  return { result: habit, summary, forModel: { ...habitForModel(habit, today), daysCleared: days, ...(undoId ? { undoId } : {}) }, ...(undoId ? { undoId } : {}) };
};

export const clearHistory = serveCoachFunction('clearHistory', {
  handler,
  cues: { strong: /\b(history|records?|logs?|start (over|fresh))\b.*\b(clear|wipe|reset|erase|delete|remove)\b|\b(clear|wipe|reset|erase|delete|remove)\b.*\b(history|records?|logs?|stats)\b/, weak: /\b(history|reset|wipe|fresh start)\b/ },
  clause: (_a, { habit, say, quoted }) => say('clauseClearHistory', { name: quoted(habit?.name) }),
  clauseOfSeveral: (names, say, series) => say('clauseClearHistory', { name: series(names) }),
  undo: undoByUndoId,
});
