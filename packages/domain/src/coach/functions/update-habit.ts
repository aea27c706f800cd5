import { z } from 'zod';
import { days, duration, every, goalId, habitDescription, habitId, habitName, monthDays, monthlyWeekday, recurrence, reminders, target, time, timesPerPeriod } from './coach-arguments.js';
import { habitResult } from './coach-results.js';
import { defineCoachFunction } from './coach-function.js';

export const updateHabit = defineCoachFunction({
  name: 'updateHabit',
  kind: 'change',
  effect: 'habit',
  description: [
    'Rename, describe, relink, reschedule or set the reminders of a habit; times and recurrence change from its next occurrence on. Examples:',
    '"actually make it 8am" → {"habitId":"<id>","startTime":"08:00"};',
    '"move reading to weekdays" → {"habitId":"<id>","recurrence":"weekly","days":["Monday","Tuesday","Wednesday","Thursday","Friday"]};',
    '"make water every other day" → {"habitId":"<id>","recurrence":"daily","every":2};',
    '"email me an hour before my run" → {"habitId":"<id>","reminders":[{"minutesBefore":60,"channel":"email"}]}.',
  ].join(' '),
  args: z.object({
    habitId,
    name: habitName.optional(),
    description: habitDescription.optional(),
    goalId: goalId.optional().describe('Link it to this goal.'),
    unlinkGoal: z.boolean().optional().describe('true: take it out of its goal.'),
    recurrence: recurrence.optional(),
    days: days.optional(),
    every: every.optional(),
    monthDays: monthDays.optional(),
    monthlyWeekday: monthlyWeekday.optional(),
    startTime: time.optional().describe('New time from the next occurrence on, e.g. "20:00" for "move it to 8pm".'),
    durationMinutes: duration.optional(),
    reminders: reminders.optional(),
    target: target.optional().describe('Set a daily amount.'),
    removeTarget: z.boolean().optional().describe('true: no daily amount any more (done or not).'),
    timesPerPeriod: timesPerPeriod.optional().describe('Make it "N times a week/month".'),
    fixedDays: z.boolean().optional().describe('true: back from "N times a week/month" to fixed days.'),
  }).strict(),
  result: habitResult,
});
