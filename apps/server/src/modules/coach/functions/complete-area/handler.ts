import { type CoachHandler, onDay } from '../coach-handler.js';
import { serveCoachFunction } from '../coach-function-entry.js';

const handler: CoachHandler<'completeArea'> = async (a, { owner, today, services: { areas }, words }) => {
  const date = a.date ?? today;
  const done = await areas.complete(owner, a.areaId, date);
  const completed = done.habits.filter((h) => done.completedIds.includes(h.id));
  const names = (list: { name: string }[]) => words.series(list.map((h) => words.quote(h.name)));
  const said = { a: done.area.name, w: words.english ? onDay(date, today) : words.on(date, today), k: names(completed) };
  const summary = words.say(!done.habits.length ? 'nothingDueInArea' : completed.length ? 'markedAllArea' : 'alreadyAllArea', said);
  return {
    result: { habits: done.habits },
    summary,
    forModel: { area: done.area.name, date, completed: completed.map((h) => h.name), alreadyDone: done.habits.filter((h) => !done.completedIds.includes(h.id)).map((h) => h.name) },
  };
};

export const completeArea = serveCoachFunction('completeArea', {
  handler,
  /** Issue 50: the proposal names every habit a yes marks done (those of the area due that day and still open). */
  clause: (a, { s, day, say, series }) => {
    const date = typeof a.date === 'string' ? a.date : s.today;
    const due = s.habits.filter((h) => h.areaId === a.areaId && !h.archived && (date === s.today ? h.dueToday && !h.doneToday : (h.dates ?? []).includes(date)));
    const area = s.areas?.find((x) => x.id === a.areaId)?.name ?? say('theArea');
    return due.length ? say('clauseMarkArea', { k: series(due.map((h) => `"${h.name}"`)), d: day(date), a: area }) : say('clauseMarkAreaHabits', { a: area, d: day(date) });
  },
  cues: { strong: /\b(done|did|finished|completed?)\b.*\b(routine|area)\b|\b(routine|area)\b.*\b(done|finished)\b/, weak: /\b(routine|area|all of)\b/ },
});
