import { type CoachHandler } from '../coach-handler.js';
import { habitOutcome } from '../habit-for-model.js';
import { serveCoachFunction, habitIdOf, dateOf } from '../coach-function-entry.js';

const handler: CoachHandler<'uncompleteHabit'> = async (a, { owner, today, services: { habits }, words }) => {
  const date = a.date ?? today;
  const habit = await habits.uncomplete(owner, a.habitId, date, a.time);
  const when = date === today ? words.say('forToday') : words.on(date, today);
  return habitOutcome(habit, today, a.time ? words.say('untickedTime', { name: habit.name, time: words.time(a.time), when }) : words.say('unticked', { name: habit.name, when }));
};

export const uncompleteHabit = serveCoachFunction('uncompleteHabit', {
  handler,
  cues: { strong: /\b(didn'?t|did not|not done|untick|uncheck|by mistake|by accident)\b/, weak: /\b(oops|actually)\b/ },
  changes: 'day',
  clause: (_a, { habit, say, quoted }) => say('clauseUntick', { name: quoted(habit?.name) }),
  // Issue 50, twenty-eighth pass: a history cleared is one habit's check-offs taken back, said once with their number.
  clauseOfSeveral: (names, say, series) => {
    const distinct = [...new Set(names)];
    return distinct.length === 1 ? say('clauseUntickMany', { count: names.length, name: distinct[0]! }) : say('clauseUntick', { name: series(distinct) });
  },
  undo: (call) => {
    const habitId = habitIdOf(call);
    return habitId ? { name: 'completeHabit', args: { habitId, ...dateOf(call) } } : undefined;
  },
});
