import { z } from 'zod';
import { isValidDate } from '../../../habits/civil-date.js';
import { areaId, schedulePhrase, days, duration, every, goalId, habitDescription, habitName, monthDays, monthlyWeekday, recurrence, reminders, target, time, timesPerPeriod } from '../coach-arguments.js';
import { habitResult } from '../coach-results.js';
import { cue, timesOfDay } from '../times-and-cues-args.js';
import { defineCoachFunction } from '../coach-function.js';

export const createHabit = defineCoachFunction({
  name: 'createHabit',
  kind: 'change',
  effect: 'habit',
  description:
    'Create a habit. E.g. "gym Mon and Thu 6-7pm" → {"name":"Gym","schedule":"Mon and Thu 6-7pm"}; "8 glasses of water a day" → {"name":"Water","schedule":"8 glasses a day"}; ' +
    '"yoga 3 times a week" → {"name":"Yoga","schedule":"3 times a week"}.',
  args: z.object({
    name: habitName,
    description: habitDescription.optional(),
    schedule: schedulePhrase.optional(),
    recurrence: recurrence.optional(),
    days: days.optional(),
    every: every.optional(),
    monthDays: monthDays.optional(),
    monthlyWeekday: monthlyWeekday.optional(),
    startDate: z.string().refine(isValidDate).optional().describe('First day, YYYY-MM-DD; today when omitted.'),
    startTime: time.optional(),
    durationMinutes: duration.optional(),
    goalId: goalId.optional(),
    areaId: areaId.optional(),
    reminders: reminders.optional(),
    target: target.optional(),
    timesPerPeriod: timesPerPeriod.optional(),
    endDate: z.string().refine(isValidDate).optional().describe('Last day, YYYY-MM-DD ("until the end of March").'),
    timesOfDay: timesOfDay.optional(),
    cue: cue.optional(),
    allowDuplicate: z.boolean().optional().describe('true only if they want a second habit of a name they have.'),
  }).strict(),
  result: habitResult,
  // Issue 49: a model is given the schedule as words (in this order); the fields the phrase says are for the built-in coach and assistants (MCP).
  modelFields: ['name', 'schedule', 'description', 'goalId', 'areaId', 'reminders', 'timesOfDay', 'cue', 'allowDuplicate'],
});
