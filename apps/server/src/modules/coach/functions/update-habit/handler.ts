import { coachWords, type CoachWords, type Habit } from '@stride/domain';
import { ToolError, type CoachHandler } from '../coach-handler.js';
import { inWords } from '../reminder-words.js';
import { habitOutcome, scheduleInWords } from '../habit-for-model.js';
import { endTime, minutesBetween, recurrenceOf, withSchedulePhrase } from '../habit-schedule-args.js';
import { serveCoachFunction, type HeardCorrection, type PastCall, type TypedCall } from '../coach-function-entry.js';

const handler: CoachHandler<'updateHabit'> = async (call, { owner, today, services: { habits, goals, areas }, words }) => {
  // Issue 49: the schedule as words, read before anything is looked up or changed.
  const a = withSchedulePhrase(call, today, { canStart: false });
  const current = await habits.get(owner, a.habitId);
  // Making a habit "N times a week" makes it daily from its next occurrence on.
  const rule = a.timesPerPeriod && current.recurrence !== 'daily' ? { recurrence: 'daily' as const, customRecurrence: null } : recurrenceOf(a);
  const reschedule = rule !== undefined || a.startTime !== undefined || a.durationMinutes !== undefined;
  let occurrence: { date: string; startTime: string; endTime: string } | undefined;
  if (reschedule) {
    // Issue 50, twenty-eighth pass: "from next week spanish at 1pm": from its first occurrence on that day or after.
    const next = current.occurrences.find((o) => o.date >= (a.from && a.from > today ? a.from : today));
    if (!next) throw new ToolError(words.say('noUpcoming', { x: current.name }));
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
  const from = reschedule && occurrence && occurrence.date > today && a.from ? [words.say('changesFrom', { when: words.on(occurrence.date, today) })] : [];
  // The goal or area it went into, by name (issue 50: "It is now in that area." named none).
  const goal = a.goalId && !a.unlinkGoal ? (await goals.listGoals(owner.id)).find((g) => g.id === a.goalId)?.name : undefined;
  const area = a.areaId && !a.removeFromArea ? (await areas.list(owner)).find((x) => x.id === a.areaId)?.name : undefined;
  return habitOutcome(habit, today, [words.say('updated', { name: habit.name }), ...changed(a, current.name, habit, reschedule, words, { goal, area }), ...from].join(' '));
};

/** What an update changed, one short sentence each (issue 37: the person reads what was done, not "Updated"). */
function changed(a: Omit<Parameters<CoachHandler<'updateHabit'>>[0], 'schedule'>, before: string, habit: Habit, reschedule: boolean, words: CoachWords, into: { goal?: string | undefined; area?: string | undefined }): string[] {
  const { say } = words;
  const said: string[] = [];
  if (a.name !== undefined && a.name !== before) said.push(say('wasNamed', { name: before }));
  // A habit kept N times a week has no slot to say (its count is said below).
  if (reschedule && !habit.frequency) said.push(habit.timesOfDay && habit.timesOfDay.length > 1 ? say('nowScheduleTimes', { schedule: scheduleInWords(habit, words) }) : say('nowSchedule', { schedule: scheduleInWords(habit, words), end: words.time(habit.endTime) }));
  if (a.unlinkGoal) said.push(say('noGoal'));
  else if (a.goalId !== undefined) said.push(into.goal ? say('inGoalNamed', { goal: words.quote(into.goal) }) : say('inGoal'));
  if (a.removeFromArea) said.push(say('noArea'));
  else if (a.areaId !== undefined) said.push(into.area ? say('inAreaNamed', { area: words.quote(into.area) }) : say('inArea'));
  if (a.reminders !== undefined) said.push(habit.reminders.length ? say('remindsYou', { reminders: words.english ? habit.reminders.map((r) => reminderBy(r, words)).join(' and ') : words.list(habit.reminders.map((r) => reminderBy(r, words))) }) : say('noReminders'));
  if (a.removeTarget) said.push(say('noTarget'));
  else if (habit.target && a.target !== undefined) said.push(say(habit.target.direction === 'atMost' ? 'targetLimit' : 'target', { quantity: habit.target.quantity, unit: words.unit(habit.target.quantity, habit.target.unit) }));
  if (a.removeEndDate) said.push(say('noEndDate'));
  else if (a.endDate !== undefined && habit.endDate) said.push(say('lastDay', { day: words.english ? habit.endDate : words.day(habit.endDate, '0000-01-01') }));
  if (a.onceADay) said.push(say('onceADay'));
  else if (a.timesOfDay !== undefined && habit.timesOfDay) said.push(say('timesOfDay', { times: words.series(habit.timesOfDay.map(words.time)) }));
  if (a.removeCue) said.push(say('noCue'));
  else if (a.cue !== undefined) said.push(say('cueSet'));
  if (a.fixedDays) said.push(say('fixedDays'));
  else if (habit.frequency && a.timesPerPeriod !== undefined) said.push(say(habit.frequency.period === 'month' ? 'timesAMonth' : 'timesAWeek', { times: habit.frequency.times }));
  return said;
}

/** "15 min before by notification", in the person's language. */
const reminderBy = (r: { minutesBefore: number; channel: string }, words: CoachWords) => words.say('reminderBy', { when: inWords(r.minutesBefore, words), channel: words.say(r.channel === 'push' ? 'byNotification' : 'byEmail') });

/** "make that 45 minutes", "actually 8pm" after a habit was made or changed: its length (5 minutes to 12 hours) or its start time; its daily amount after one was set. */
export function correctHabitLengthOrTime(last: PastCall, habitId: string, heard: HeardCorrection): TypedCall[] | undefined {
  // Nineteenth session: "sorry i meant 25 not 30" after a new daily amount: that amount.
  const target = last.args.target as { quantity: number; unit: string; direction?: 'atLeast' | 'atMost' } | undefined;
  const amount = target ? heard.amount() : undefined;
  if (target && amount !== undefined && amount >= 0) return [{ name: 'updateHabit', args: { habitId, target: { ...target, quantity: amount } } }];
  const minutes = heard.lengthMinutes();
  if (minutes !== undefined) return [{ name: 'updateHabit', args: { habitId, durationMinutes: Math.min(720, Math.max(5, minutes)) } }];
  const startTime = heard.startTime();
  return startTime ? [{ name: 'updateHabit', args: { habitId, startTime } }] : undefined;
}

export const updateHabit = serveCoachFunction('updateHabit', {
  handler,
  cues: { strong: /\b(move|change|rename|call it|resched\w*|make (it|that|them)|switch|instead|earlier|later|shift|push (it|back))\b/, weak: /\b(time|mornings?|evenings?|\d\s*(am|pm)|link|unlink|target|weekdays?|weekends?|minutes|hours?)\b/ },
  // Issue 50, twenty-seventh pass: a new time alone is said ("move "Yoga" to 19:00 and move "Pilates" to 20:00?"), not "change".
  clause: (a, { habit, say, quoted, s }) => (typeof a.startTime === 'string' && Object.keys(a).every((k) => k === 'habitId' || k === 'startTime') ? say('clauseChangeTime', { name: quoted(habit?.name), time: coachWords(s.locale).time(a.startTime) }) : say('clauseChange', { name: quoted(habit?.name) })),
  correct: correctHabitLengthOrTime,
});
