import { z } from 'zod';
import { isValidDate } from '../../../habits/civil-date.js';
import { areaId, schedulePhrase, days, duration, every, goalId, habitDescription, habitId, habitName, monthDays, monthlyWeekday, recurrence, reminders, target, time, timesPerPeriod } from '../coach-arguments.js';
import { habitResult } from '../coach-results.js';
import { cue, timesOfDay } from '../times-and-cues-args.js';
import { defineCoachFunction } from '../coach-function.js';

export const updateHabit = defineCoachFunction({
  name: 'updateHabit',
  kind: 'change',
  effect: 'habit',
  description:
    'Change a habit; times and schedule change from its next occurrence, or from the day the schedule starts ("from Monday at 1pm"). E.g. "make it 8am" → {"habitId":"<id>","schedule":"at 8am"}; "reading on weekdays" → {"habitId":"<id>","schedule":"every weekday"}.',
  args: z.object({
    habitId,
    name: habitName.optional(),
    description: habitDescription.optional(),
    schedule: schedulePhrase.optional(),
    goalId: goalId.optional(),
    unlinkGoal: z.boolean().optional().describe('true: out of its goal.'),
    areaId: areaId.optional().describe('Area id: moves the habit into that area ("put floss in my morning routine").'),
    removeFromArea: z.boolean().optional().describe('true: out of its area.'),
    recurrence: recurrence.optional(),
    days: days.optional(),
    every: every.optional(),
    monthDays: monthDays.optional(),
    monthlyWeekday: monthlyWeekday.optional(),
    startTime: time.optional(),
    durationMinutes: duration.optional(),
    reminders: reminders.optional(),
    target: target.optional(),
    removeTarget: z.boolean().optional().describe('true: no daily amount.'),
    timesPerPeriod: timesPerPeriod.optional(),
    fixedDays: z.boolean().optional().describe('true: back to fixed days.'),
    timesOfDay: timesOfDay.optional(),
    onceADay: z.boolean().optional().describe('true: back to one check-off a day (no timesOfDay).'),
    cue: cue.optional(),
    removeCue: z.boolean().optional().describe('true: no cue.'),
    endDate: z.string().refine(isValidDate).optional().describe('Its last day, YYYY-MM-DD ("until Christmas", "for 3 more weeks"); not before its start.'),
    removeEndDate: z.boolean().optional().describe('true: no end date, it runs on.'),
    from: z.string().refine(isValidDate).optional().describe('The first day new times or days apply, YYYY-MM-DD ("from next week"); left out: its next occurrence. A model says it in `schedule`.'),
  }).strict(),
  result: habitResult,
  // Issue 49: a model is given the schedule as words (in this order); the fields the phrase says are for the built-in coach and assistants (MCP).
  // Reminders a model sets with addReminder and removeReminder; a description it gives when it creates the habit.
  modelFields: ['habitId', 'name', 'schedule', 'goalId', 'unlinkGoal', 'areaId', 'removeFromArea', 'removeTarget', 'fixedDays', 'timesOfDay', 'onceADay', 'cue', 'removeCue', 'removeEndDate'],
  /** Issue 50: a last day set ends its schedule: asked first, as endHabit is. */
  confirmWhen: (args) => typeof args.endDate === 'string',
});
