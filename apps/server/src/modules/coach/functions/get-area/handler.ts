import { type CoachHandler, onDay } from '../coach-handler.js';
import { describeSchedule } from '../habit-for-model.js';
import { serveCoachFunction } from '../coach-function-entry.js';

const handler: CoachHandler<'getArea'> = async (a, { owner, today, services: { areas }, words }) => {
  const date = a.date ?? today;
  const { area, due, all } = await areas.habitsDue(owner, a.areaId, date);
  const dueIds = new Set(due.map((h) => h.id));
  const habits = all
    .filter((h) => h.areaId === area.id && !h.archivedAt)
    .map((h) => ({ id: h.id, name: h.name, schedule: describeSchedule(h), due: dueIds.has(h.id), done: h.completedDates.includes(date) }));
  const result = { id: area.id, name: area.name, date, habits };
  const left = habits.filter((h) => h.due && !h.done);
  const w = words.english ? onDay(date, today) : words.on(date, today);
  const after = habits.some((h) => h.due) ? (left.length ? words.say('areaLeft', { w, k: words.series(left.map((h) => words.quote(h.name))) }) : words.say('areaAllDone', { w })) : words.say('areaNothingDue', { w });
  const summary = habits.length ? `${words.say('areaHas', { a: area.name, k: words.series(habits.map((h) => words.quote(h.name))) })} ${after}` : words.say('areaNoHabits', { a: area.name });
  return { result, summary, forModel: result };
};

export const getArea = serveCoachFunction('getArea', {
  handler,
  cues: { strong: /\b(what'?s|what is|show|list)\b.*\b(routine|area)\b/, weak: /\b(routine|area)\b/ },
});
