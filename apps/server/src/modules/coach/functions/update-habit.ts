import { ToolError, type CoachHandler } from './coach-handler.js';
import { describeSchedule, habitOutcome } from './habit-for-model.js';
import { endTime, minutesBetween, recurrenceOf } from './habit-schedule-args.js';

export const updateHabit: CoachHandler<'updateHabit'> = async (a, { owner, today, services: { habits } }) => {
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
    reminders: a.reminders,
    target: a.removeTarget ? null : a.target,
    frequency: a.fixedDays ? null : a.timesPerPeriod,
    ...(rule ?? {}),
    occurrence,
    scope: 'future',
  });
  const what = reschedule ? ` It is now ${describeSchedule(habit)}.` : '';
  return habitOutcome(habit, today, `Updated the habit "${habit.name}".${what}`);
};
