import { formatDate, toEpochDay } from '@stride/domain';
import { ToolError, dayOf, type CoachHandler } from '../coach-handler.js';
import { habitOutcome } from '../habit-for-model.js';
import { serveCoachFunction } from '../coach-function-entry.js';

/** The habit's first occurrence after `lastDate` (within the two years a window holds), if any. */
export async function firstOccurrenceAfter(habits: Parameters<CoachHandler<'endHabit'>>[1]['services']['habits'], owner: Parameters<CoachHandler<'endHabit'>>[1]['owner'], habitId: string, lastDate: string) {
  const from = formatDate(toEpochDay(lastDate) + 1);
  const window = habits.windowFor(owner, { from, to: formatDate(toEpochDay(from) + 365) });
  const habit = (await habits.list(owner, window)).find((h) => h.id === habitId);
  return { habit, next: habit?.occurrences.find((o) => o.date >= from) };
}

/** Ends the schedule after `lastDate` (its later occurrences go, its history stays): proposed first (proposals.ts). */
const handler: CoachHandler<'endHabit'> = async (a, { owner, today, services: { habits }, words }) => {
  await habits.get(owner, a.habitId);
  const { next } = await firstOccurrenceAfter(habits, owner, a.habitId, a.lastDate);
  if (!next) throw new ToolError(words.say('noOccurrenceAfter', { d: words.english ? dayOf(a.lastDate, today) : words.day(a.lastDate, today) }));
  let habit = await habits.deleteOccurrence(owner, a.habitId, next.date, 'future');
  // Issue 50: the last day is the one said ("the last one is Friday 18th"), not the day before the next occurrence.
  if (habit.endDate && habit.endDate > a.lastDate) habit = await habits.update(owner, a.habitId, { endDate: a.lastDate, scope: 'future' });
  return habitOutcome(habit, today, words.say('ended', { name: habit.name, on: words.on(a.lastDate, today) }));
};

export const endHabit = serveCoachFunction('endHabit', {
  handler,
  cues: { strong: /\b(stop|end|no more|quit|last day|finish(es|ed)? on)\b/, weak: /\b(until|after|last)\b/ },
  clause: (a, { habit, day, say, quoted }) => say('clauseEnd', { name: quoted(habit?.name), day: day(a.lastDate) }),
  // Issue 50, twenty-third pass: "no wait, make it the 27th": the last day said instead.
  correct: (last, habitId, heard) => {
    const lastDate = heard.day?.();
    return lastDate ? [{ name: 'endHabit', args: { ...(last.args as { lastDate: string }), habitId, lastDate } }] : undefined;
  },
  habitOf: (call) => (typeof call.args.habitId === 'string' ? call.args.habitId : undefined),
});
