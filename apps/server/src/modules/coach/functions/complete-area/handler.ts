import { type CoachHandler, onDay } from '../coach-handler.js';
import { serveCoachFunction } from '../coach-function-entry.js';

const handler: CoachHandler<'completeArea'> = async (a, { owner, today, services: { areas } }) => {
  const date = a.date ?? today;
  const done = await areas.complete(owner, a.areaId, date);
  const completed = done.habits.filter((h) => done.completedIds.includes(h.id));
  const names = (list: { name: string }[]) => list.map((h) => `"${h.name}"`).join(', ');
  const summary = !done.habits.length
    ? `Nothing in "${done.area.name}" is due ${onDay(date, today)}.`
    : completed.length
      ? `Marked ${names(completed)} done ${onDay(date, today)}: all of "${done.area.name}" is done.`
      : `Everything in "${done.area.name}" was already done ${onDay(date, today)}.`;
  return {
    result: { habits: done.habits },
    summary,
    forModel: { area: done.area.name, date, completed: completed.map((h) => h.name), alreadyDone: done.habits.filter((h) => !done.completedIds.includes(h.id)).map((h) => h.name) },
  };
};

export const completeArea = serveCoachFunction('completeArea', {
  handler,
  cues: { strong: /\b(done|did|finished|completed?)\b.*\b(routine|area)\b|\b(routine|area)\b.*\b(done|finished)\b/, weak: /\b(routine|area|all of)\b/ },
});
