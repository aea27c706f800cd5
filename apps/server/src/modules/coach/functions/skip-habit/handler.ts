import { HABIT_MESSAGES, formatDate, toEpochDay } from '@stride/domain';
import { ToolError, type CoachHandler } from '../coach-handler.js';
import { firstOccurrenceAfter } from '../end-habit/handler.js';
import { habitOutcome } from '../habit-for-model.js';
import { serveCoachFunction, habitIdOf, dateOf } from '../coach-function-entry.js';

/**
 * Skips a day. A day to come ("can you skip friday's run?") is kept free as a one-day pause: the
 * pages skip a day up to today only (issue 22), and a pause of that day is what a planned rest day
 * is (no reminder, the streak kept, left out of the rates). Decision 028.
 */
const handler: CoachHandler<'skipHabit'> = async (a, { owner, today, services: { habits }, words }) => {
  const date = a.date ?? today;
  if (date <= today) {
    const habit = await habits.skip(owner, a.habitId, date, a.note);
    return habitOutcome(habit, today, words.say('skipped', { name: habit.name, on: words.on(date, today), streak: habit.completionStreak }));
  }
  const { next } = await firstOccurrenceAfter(habits, owner, a.habitId, formatDate(toEpochDay(date) - 1));
  if (next?.date !== date) throw new ToolError(HABIT_MESSAGES.notScheduled);
  const habit = await habits.pause(owner, a.habitId, { from: date, to: date });
  return habitOutcome(habit, today, words.say('restDay', { name: habit.name, on: words.on(date, today), day: words.day(date, today) }));
};

export const skipHabit = serveCoachFunction('skipHabit', {
  handler,
  cues: { strong: /\b(skip|rest day|day off|sick|ill|injured)\b/, weak: /\b(can'?t|cannot|won'?t|miss)\b/ },
  changes: 'day',
  // Issue 50, third pass: a skip proposed with others reads as words, not the function's name.
  clause: (_a, { habit, say, quoted }) => say('clauseSkip', { name: quoted(habit?.name) }),
  undo: (call) => {
    const habitId = habitIdOf(call);
    return habitId ? { name: 'unskipHabit', args: { habitId, ...dateOf(call) } } : undefined;
  },
});
