import type { Habit } from '@stride/domain';
import { ToolError, type CoachHandler } from '../coach-handler.js';
import { inWords } from '../reminder-words.js';
import { describeSchedule, habitOutcome } from '../habit-for-model.js';
import { endTime, minutesBetween, recurrenceOf, withSchedulePhrase } from '../habit-schedule-args.js';
import { quoted, serveCoachFunction, type HeardCorrection, type PastCall, type TypedCall } from '../coach-function-entry.js';

const handler: CoachHandler<'updateHabit'> = async (call, { owner, today, services: { habits } }) => {
  // Issue 49: the schedule as words, read before anything is looked up or changed.
  const a = withSchedulePhrase(call, today, { canStart: false });
  const current = await habits.get(owner, a.habitId);
  // Making a habit "N times a week" makes it daily from its next occurrence on.
  const rule = a.timesPerPeriod && current.recurrence !== 'daily' ? { recurrence: 'daily' as const, customRecurrence: null } : recurrenceOf(a);
  const reschedule = rule !== undefined || a.startTime !== undefined || a.durationMinutes !== undefined;
  let occurrence: { date: string; startTime: string; endTime: string } | undefined;
  if (reschedule) {
    const next = current.occurrences.find((o) => o.date >= today);
    if (!next) throw new ToolError(`"${current.name}" has no upcoming occurrence to reschedule.`);
    const start = a.startTime ?? current.startTime;
    occurrence = { date: next.date, startTime: start, endTime: endTime(start, a.durationMinutes ?? minutesBetween(current.startTime, current.endTime)) };
  }
  const habit = await habits.update(owner, a.habitId, {
    name: a.name,
    description: a.description,
    goalId: a.unlinkGoal ? null : a.goalId,
    areaId: a.removeFromArea ? null : a.areaId,
    reminders: a.reminders,
    target: a.removeTarget ? null : a.target,
    frequency: a.fixedDays ? null : a.timesPerPeriod,
    timesOfDay: a.onceADay ? null : a.timesOfDay,
    cue: a.removeCue ? null : a.cue,
    endDate: a.removeEndDate ? null : a.endDate,
    ...(rule ?? {}),
    occurrence,
    scope: 'future',
  });
  return habitOutcome(habit, today, `Updated the habit "${habit.name}".${changed(a, current.name, habit, reschedule).join('')}`);
};

/** What an update changed, one short sentence each (issue 37: the person reads what was done, not "Updated"). */
function changed(a: Omit<Parameters<CoachHandler<'updateHabit'>>[0], 'schedule'>, before: string, habit: Habit, reschedule: boolean): string[] {
  const said: string[] = [];
  if (a.name !== undefined && a.name !== before) said.push(` It was "${before}".`);
  if (reschedule) said.push(` It is now ${describeSchedule(habit)}–${habit.endTime}.`);
  if (a.unlinkGoal) said.push(' It is no longer part of a goal.');
  else if (a.goalId !== undefined) said.push(' It is now part of that goal.');
  if (a.removeFromArea) said.push(' It is no longer in an area.');
  else if (a.areaId !== undefined) said.push(' It is now in that area.');
  if (a.reminders !== undefined) said.push(habit.reminders.length ? ` It reminds you ${habit.reminders.map((r) => `${inWords(r.minutesBefore)} by ${r.channel === 'push' ? 'notification' : 'email'}`).join(' and ')}.` : ' No reminders.');
  if (a.removeTarget) said.push(' No daily amount any more.');
  else if (habit.target && a.target !== undefined) said.push(` Daily amount: ${habit.target.quantity} ${habit.target.unit}.`);
  if (a.removeEndDate) said.push(' It has no end date now.');
  else if (a.endDate !== undefined && habit.endDate) said.push(` Its last day is ${habit.endDate}.`);
  if (a.onceADay) said.push(' Once a day again.');
  else if (a.timesOfDay !== undefined && habit.timesOfDay) said.push(` Now at ${habit.timesOfDay.join(', ')} each day.`);
  if (a.removeCue) said.push(' No cue any more.');
  else if (a.cue !== undefined) said.push(' Its cue is set.');
  if (a.fixedDays) said.push(' Back to fixed days.');
  else if (habit.frequency && a.timesPerPeriod !== undefined) said.push(` Now ${habit.frequency.times} times a ${habit.frequency.period}.`);
  return said;
}

/** "make that 45 minutes", "actually 8pm" after a habit was made or changed: its length (5 minutes to 12 hours) or its start time. */
export function correctHabitLengthOrTime(_last: PastCall, habitId: string, heard: HeardCorrection): TypedCall[] | undefined {
  const minutes = heard.lengthMinutes();
  if (minutes !== undefined) return [{ name: 'updateHabit', args: { habitId, durationMinutes: Math.min(720, Math.max(5, minutes)) } }];
  const startTime = heard.startTime();
  return startTime ? [{ name: 'updateHabit', args: { habitId, startTime } }] : undefined;
}

export const updateHabit = serveCoachFunction('updateHabit', {
  handler,
  cues: { strong: /\b(move|change|rename|call it|resched\w*|make (it|that|them)|switch|instead|earlier|later|shift|push (it|back))\b/, weak: /\b(time|mornings?|evenings?|\d\s*(am|pm)|link|unlink|target|weekdays?|weekends?|minutes|hours?)\b/ },
  clause: (_a, { habit }) => `change ${quoted(habit?.name)}`,
  correct: correctHabitLengthOrTime,
});
