import { z } from 'zod';
import { isValidDate } from '../../habits/civil-date.js';
import { days, duration, every, goalId, habitDescription, habitName, monthDays, monthlyWeekday, recurrence, reminders, target, time, timesPerPeriod } from './coach-arguments.js';
import { habitResult } from './coach-results.js';
import { defineCoachFunction } from './coach-function.js';

export const createHabit = defineCoachFunction({
  name: 'createHabit',
  kind: 'change',
  effect: 'habit',
  description: [
    'Create a habit. Examples (message → arguments):',
    '"meditate every weekday at 7am" → {"name":"Meditate","recurrence":"weekly","days":["Monday","Tuesday","Wednesday","Thursday","Friday"],"startTime":"07:00"};',
    '"gym Mondays and Thursdays 6-7pm" → {"name":"Gym","recurrence":"weekly","days":["Monday","Thursday"],"startTime":"18:00","durationMinutes":60};',
    '"pay rent on the 1st of each month" → {"name":"Pay rent","recurrence":"monthly","monthDays":[1]};',
    '"call grandma every other Sunday" → {"name":"Call grandma","recurrence":"weekly","every":2,"days":["Sunday"]};',
    '"review the budget on the last Friday of the month" → {"name":"Review the budget","recurrence":"monthly","monthlyWeekday":{"week":"last","day":"Friday"}};',
    '"drink 8 glasses of water a day" → {"name":"Drink water","recurrence":"daily","target":{"quantity":8,"unit":"glasses"}};',
    '"gym 3 times a week" → {"name":"Gym","timesPerPeriod":{"times":3,"period":"week"}};',
    '"stretch tomorrow morning at 8" → {"name":"Stretch","startDate":"<tomorrow as YYYY-MM-DD>","startTime":"08:00"}.',
  ].join(' '),
  args: z.object({
    name: habitName,
    description: habitDescription.optional(),
    recurrence: recurrence.optional(),
    days: days.optional(),
    every: every.optional(),
    monthDays: monthDays.optional(),
    monthlyWeekday: monthlyWeekday.optional(),
    startDate: z.string().refine(isValidDate).optional().describe('First day, YYYY-MM-DD in the user’s zone, e.g. "2026-12-01"; today when omitted.'),
    startTime: time.optional(),
    durationMinutes: duration.optional(),
    goalId: goalId.optional(),
    reminders: reminders.optional(),
    target: target.optional(),
    timesPerPeriod: timesPerPeriod.optional(),
    endDate: z.string().refine(isValidDate).optional().describe('Last day, YYYY-MM-DD, for "until the end of March" or "a 30-day challenge"; none when omitted.'),
    allowDuplicate: z.boolean().optional().describe('true only when the person said they want a second habit of a name they already have.'),
  }).strict(),
  result: habitResult,
});
