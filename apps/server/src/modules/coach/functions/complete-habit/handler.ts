import { type CoachHandler } from '../coach-handler.js';
import { habitOutcome } from '../habit-for-model.js';
import { serveCoachFunction, habitIdOf, dateOf } from '../coach-function-entry.js';

const handler: CoachHandler<'completeHabit'> = async (a, { owner, today, services: { habits }, words }) => {
  const date = a.date ?? today;
  const habit = await habits.complete(owner, a.habitId, { date, value: a.value, total: a.total, note: a.note, time: a.time });
  const on = date === today ? words.say('forToday') : words.on(date, today);
  if (a.time && habit.timesOfDay) {
    // Issue 40: one time of a several-times-a-day habit.
    const doneTimes = habit.doneTimes?.[date] ?? [];
    const rest = habit.timesOfDay.filter((t) => !doneTimes.includes(t));
    const tail = rest.length ? words.say('stillToDo', { when: on, times: words.series(rest.map(words.time)) }) : words.say('allDoneWhen', { when: on, streak: habit.completionStreak });
    return habitOutcome(habit, today, `${words.say('markedTime', { name: habit.name, time: words.time(a.time), when: on })} ${tail}`);
  }
  if (habit.target && (a.value !== undefined || a.total !== undefined)) {
    const logged = habit.amounts[date] ?? 0;
    const done = habit.completedDates.includes(date);
    const progress = done ? words.say('amountDone', { logged, target: habit.target.quantity, streak: habit.completionStreak }) : words.say('amountOpen', { logged, target: habit.target.quantity });
    const unit = (n: number) => words.unit(n, habit.target!.unit);
    return habitOutcome(habit, today, a.total !== undefined ? words.say('setTotal', { name: habit.name, when: on, total: a.total, unit: unit(a.total), progress }) : words.say('logged', { value: a.value ?? 0, unit: unit(a.value ?? 0), name: habit.name, when: on, progress }));
  }
  return habitOutcome(habit, today, words.say('markedDone', { name: habit.name, when: on, streak: habit.completionStreak }));
};

export const completeHabit = serveCoachFunction('completeHabit', {
  handler,
  cues: { strong: /\b(did|done|finished|completed?|log(ged)?|drank|ran|walked|tick(ed)?|check(ed)? off|mark|went to|made it|\d+ (pages|glasses|minutes|km|miles|steps|cups|reps))\b/, weak: /\b(read|had|took)\b/ },
  changes: 'day',
  clause: (_a, { habit, say, quoted }) => say('clauseMarkDone', { name: quoted(habit?.name) }),
  undo: (call) => {
    const habitId = habitIdOf(call);
    if (!habitId) return undefined;
    if (call.args.value === undefined && call.args.total === undefined) return { name: 'uncompleteHabit', args: { habitId, ...dateOf(call) } };
    // Issue 50, eighth pass: an amount added is taken off again, from the day's total the call left.
    const after = totalAfter(call);
    if (typeof call.args.value !== 'number' || after === undefined) return undefined;
    const before = after - call.args.value;
    return before > 0 ? { name: 'completeHabit', args: { habitId, ...dateOf(call), total: before } } : { name: 'uncompleteHabit', args: { habitId, ...dateOf(call) } };
  },
  correct: (last, habitId, heard) => {
    const said = heard.amount();
    if (said === undefined) return undefined;
    // Issue 50, ninth pass: "log 3 glasses" then "make that 4": the amount added was 4, not 3, so the day's total is what it was before the 3, plus 4.
    const after = totalAfter(last);
    const total = typeof last.args.value === 'number' && after !== undefined && !heard.dayTotal?.() ? after - last.args.value + said : said;
    return [{ name: 'completeHabit', args: { habitId, ...dateOf(last), total } }];
  },
});

/** The day's total a call of completeHabit left, read from its kept result (the habit, or what the model was told of it). */
function totalAfter(call: { args: Record<string, unknown>; outcome: { result?: unknown } }): number | undefined {
  const result = (call.outcome.result ?? {}) as { amounts?: Record<string, unknown>; loggedToday?: unknown };
  const date = typeof call.args.date === 'string' ? call.args.date : undefined;
  const fromDays = date ? result.amounts?.[date] : undefined;
  if (typeof fromDays === 'number') return fromDays;
  return date === undefined && typeof result.loggedToday === 'number' ? result.loggedToday : undefined;
}
