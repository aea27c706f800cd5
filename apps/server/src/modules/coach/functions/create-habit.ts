import { minutesOf, toEpochDay, zonedIso } from '@stride/domain';
import type { CoachHandler } from './coach-handler.js';
import { describeSchedule, habitOutcome } from './habit-for-model.js';
import { DEFAULT_DURATION_MINUTES, DEFAULT_START_TIME, endTime, recurrenceOf } from './habit-schedule-args.js';

export const createHabit: CoachHandler<'createHabit'> = async (a, { owner, today, services: { habits } }) => {
  const date = a.startDate ?? today;
  const start = a.startTime ?? DEFAULT_START_TIME;
  const end = endTime(start, a.durationMinutes ?? DEFAULT_DURATION_MINUTES);
  const day = toEpochDay(date);
  // "3 times a week" has no fixed days: it is kept daily.
  const rule = (a.timesPerPeriod ? undefined : recurrenceOf(a)) ?? { recurrence: 'daily' as const, customRecurrence: null };
  const habit = await habits.create(owner, {
    name: a.name,
    description: a.description ?? '',
    startTime: zonedIso(day, minutesOf(start), owner.timezone),
    endTime: zonedIso(day, minutesOf(end), owner.timezone),
    ...rule,
    goalId: a.goalId ?? null,
    reminders: a.reminders ?? [],
    target: a.target ?? null,
    frequency: a.timesPerPeriod ?? null,
  });
  return habitOutcome(habit, today, `Created the habit "${habit.name}" (${describeSchedule(habit)}).`);
};
