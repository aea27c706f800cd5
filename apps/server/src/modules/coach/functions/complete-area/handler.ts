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
  /** Issue 50: the proposal names every habit a yes marks done (those of the area due that day and still open). */
  clause: (a, { s, day }) => {
    const date = typeof a.date === 'string' ? a.date : s.today;
    const due = s.habits.filter((h) => h.areaId === a.areaId && !h.archived && (date === s.today ? h.dueToday && !h.doneToday : (h.dates ?? []).includes(date)));
    const area = s.areas?.find((x) => x.id === a.areaId)?.name ?? 'the area';
    return due.length ? `mark ${due.map((h) => `"${h.name}"`).join(', ')} done ${day(date)} (all of "${area}")` : `mark the habits of "${area}" done ${day(date)}`;
  },
  cues: { strong: /\b(done|did|finished|completed?)\b.*\b(routine|area)\b|\b(routine|area)\b.*\b(done|finished)\b/, weak: /\b(routine|area|all of)\b/ },
});
