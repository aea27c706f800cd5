import { onDay, type CoachHandler } from '../coach-handler.js';
import { habitOutcome } from '../habit-for-model.js';
import { serveCoachFunction, habitIdOf, dateOf, quoted } from '../coach-function-entry.js';

const handler: CoachHandler<'uncompleteHabit'> = async (a, { owner, today, services: { habits } }) => {
  const date = a.date ?? today;
  const habit = await habits.uncomplete(owner, a.habitId, date, a.time);
  return habitOutcome(habit, today, `Took the check-off of "${habit.name}"${a.time ? ` at ${a.time}` : ''}${date === today ? ' for today' : ` ${onDay(date, today)}`} back.`);
};

export const uncompleteHabit = serveCoachFunction('uncompleteHabit', {
  handler,
  cues: { strong: /\b(didn'?t|did not|not done|untick|uncheck|by mistake|by accident)\b/, weak: /\b(oops|actually)\b/ },
  changes: 'day',
  clause: (_a, { habit }) => `untick ${quoted(habit?.name)}`,
  undo: (call) => {
    const habitId = habitIdOf(call);
    return habitId ? { name: 'completeHabit', args: { habitId, ...dateOf(call) } } : undefined;
  },
});
