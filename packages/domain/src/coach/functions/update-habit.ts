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
    goalId: goalId.nullable().optional(),
    recurrence: recurrence.optional(),
    days: days.optional(),
    every: every.optional(),
    monthDays: monthDays.optional(),
    monthlyWeekday: monthlyWeekday.optional(),
    startTime: time.optional().describe('New time from the next occurrence on, e.g. "20:00" for "move it to 8pm".'),
    durationMinutes: duration.optional(),
    reminders: reminders.optional(),
    target: target.nullable().optional().describe('Set a daily amount, or null to remove it.'),
    timesPerPeriod: timesPerPeriod.nullable().optional().describe('Make it "N times a week/month", or null to go back to fixed days.'),
  }),
  result: habitResult,
});
