import { pauseSchema, type Habit, type Pause } from '@stride/domain';
import { ToolError, type CoachHandler } from '../coach-handler.js';
import { serveCoachFunction, habitIdOf } from '../coach-function-entry.js';

/** A pause range checked as a request's would be (order, length): a bad one is a refusal the model can explain. */
function pauseRange(from: string, to: string): Pause {
  const parsed = pauseSchema.safeParse({ from, to });
  if (!parsed.success) throw new ToolError(parsed.error.issues[0]?.message ?? 'That pause is not valid.');
  return parsed.data;
}

/** What pausing or resuming answers: every habit it changed. */
export const pausedOutcome = (list: Habit[], summary: string) => ({ result: { habits: list }, summary, forModel: list.map((h) => ({ id: h.id, name: h.name, pauses: h.pauses })) });

const handler: CoachHandler<'pauseHabits'> = async (a, { owner, today, services: { habits }, words }) => {
  const range = pauseRange(a.from ?? today, a.to);
  const list = a.habitId ? [await habits.pause(owner, a.habitId, range)] : await habits.pauseAll(owner, range, false);
  const names = a.habitId ? words.quote(list[0]!.name) : words.say('allYourHabits');
  return pausedOutcome(list, words.say('paused', { names, from: words.day(range.from, today), to: words.day(range.to, today) }));
};

export const pauseHabits = serveCoachFunction('pauseHabits', {
  handler,
  cues: { strong: /\b(pause|holiday|vacation|trip|travel\w*|away|break)\b/, weak: /\b(hold off|for a week|until)\b/ },
  clause: (a, { habit, day, active, s, say, quoted, series }) =>
    habit
      ? say('clausePause', { name: quoted(habit.name), from: day(a.from), to: day(a.to) })
      : say(active === 1 ? 'clausePauseAllOne' : 'clausePauseAll', { count: active, names: series(s.habits.filter((h) => !h.archived).map((h) => quoted(h.name))), from: day(a.from), to: day(a.to) }),
  undo: (call) => {
    const habitId = habitIdOf(call);
    return { name: 'resumeHabits', args: { ...(habitId ? { habitId } : {}), ...(typeof call.args.from === 'string' ? { from: call.args.from } : {}) } };
  },
});
