import { onDay, type CoachHandler } from '../coach-handler.js';
import { habitOutcome } from '../habit-for-model.js';
import { serveCoachFunction, habitIdOf, dateOf, quoted } from '../coach-function-entry.js';

const handler: CoachHandler<'completeHabit'> = async (a, { owner, today, services: { habits } }) => {
  const date = a.date ?? today;
  const habit = await habits.complete(owner, a.habitId, { date, value: a.value, total: a.total, note: a.note, time: a.time });
  const on = date === today ? ' for today' : ` ${onDay(date, today)}`;
  if (a.time && habit.timesOfDay) {
    // Issue 40: one time of a several-times-a-day habit.
    const doneTimes = habit.doneTimes?.[date] ?? [];
    const rest = habit.timesOfDay.filter((t) => !doneTimes.includes(t));
    const tail = rest.length ? ` Still to do${on}: ${rest.join(', ')}.` : ` All done${on}. Streak: ${habit.completionStreak}.`;
    return habitOutcome(habit, today, `Marked "${habit.name}" done at ${a.time}${on}.${tail}`);
  }
  if (habit.target && (a.value !== undefined || a.total !== undefined)) {
    const logged = habit.amounts[date] ?? 0;
    const done = habit.completedDates.includes(date);
    const progress = `${logged} of ${habit.target.quantity}${done ? `, done. Streak: ${habit.completionStreak}.` : '.'}`;
    const what = a.total !== undefined ? `Set "${habit.name}"${on} to ${a.total} ${habit.target.unit}` : `Logged ${a.value} ${habit.target.unit} of "${habit.name}"${on}`;
    return habitOutcome(habit, today, `${what}: ${progress}`);
  }
  return habitOutcome(habit, today, `Marked "${habit.name}" done${on}. Streak: ${habit.completionStreak}.`);
};

export const completeHabit = serveCoachFunction('completeHabit', {
  handler,
  cues: { strong: /\b(did|done|finished|completed?|log(ged)?|drank|ran|walked|tick(ed)?|check(ed)? off|mark|went to|made it|\d+ (pages|glasses|minutes|km|miles|steps|cups|reps))\b/, weak: /\b(read|had|took)\b/ },
  changes: 'day',
  clause: (_a, { habit }) => `mark ${quoted(habit?.name)} done`,
  undo: (call) => {
    const habitId = habitIdOf(call);
    return habitId && call.args.value === undefined && call.args.total === undefined ? { name: 'uncompleteHabit', args: { habitId, ...dateOf(call) } } : undefined;
  },
  correct: (last, habitId, heard) => {
    const total = heard.amount();
    return total === undefined ? undefined : [{ name: 'completeHabit', args: { habitId, ...dateOf(last), total } }];
  },
});
