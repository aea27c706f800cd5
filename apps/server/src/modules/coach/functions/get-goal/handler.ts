import { formatDate, isExcusedOn, toEpochDay } from '@stride/domain';
import { toGoalDto } from '../../../goals/goals.dto.js';
import { ToolError, type CoachHandler } from '../coach-handler.js';
import { describeSchedule } from '../habit-for-model.js';
import { serveCoachFunction } from '../coach-function-entry.js';

/** The goal's progress counts the last four weeks, up to today. */
const GOAL_WINDOW_DAYS = 28;

const handler: CoachHandler<'getGoal'> = async (a, { owner, today, services: { habits, goals }, words }) => {
  const row = (await goals.listGoals(owner.id)).find((g) => g.id === a.goalId);
  if (!row) throw new ToolError(words.say('goalNotFound'));
  const goal = toGoalDto(row);
  const window = { from: formatDate(toEpochDay(today) - (GOAL_WINDOW_DAYS - 1)), to: today };
  const linked = (await habits.list(owner, window)).filter((h) => h.goalId === goal.id && !h.archivedAt);
  const rows = linked.map((h) => {
    const due = h.occurrences.filter((o) => o.date <= today && !isExcusedOn(h, o.date));
    return { id: h.id, name: h.name, schedule: describeSchedule(h), streak: h.completionStreak, done: due.filter((o) => h.completedDates.includes(o.date)).length, scheduled: due.length };
  });
  const done = rows.reduce((sum, r) => sum + r.done, 0);
  const scheduled = rows.reduce((sum, r) => sum + r.scheduled, 0);
  const result = { id: goal.id, name: goal.name, description: goal.description, habits: rows, done, scheduled };
  const summary = rows.length
    ? words.say('goalFigures', { name: goal.name, habits: words.series(rows.map((r) => words.quote(r.name))), done, scheduled })
    : words.say('goalNoHabits', { name: goal.name });
  return { result, summary, forModel: result };
};

export const getGoal = serveCoachFunction('getGoal', {
  handler,
  cues: { strong: /\b(part of|belongs?)\b|\bgoal\b.*\?/, weak: /\bgoal\b/ },
});
