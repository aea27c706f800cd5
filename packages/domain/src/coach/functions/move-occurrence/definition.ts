import { z } from 'zod';
import { duration, habitId, occurrenceDate, pauseDate, time } from '../coach-arguments.js';
import { habitResult } from '../coach-results.js';
import { defineCoachFunction } from '../coach-function.js';

/**
 * Issue 50: one day of a habit moved, to another time or another day, the rest of its schedule as
 * it is (what the calendar's "This occurrence" edit does, section 3). The built-in coach and a
 * model both reach it: "just tomorrow, walk the dog at 6pm", "move saturday's tennis to sunday".
 */
export const moveOccurrence = defineCoachFunction({
  name: 'moveOccurrence',
  kind: 'change',
  effect: 'habit',
  description:
    'Move one day of a habit to another time and/or another day; every other day keeps its schedule. E.g. "just tomorrow, do the walk at 6pm" → {"habitId":"<id>","date":"<tomorrow>","startTime":"18:00"}; "move saturday\'s tennis to sunday" → {"habitId":"<id>","date":"<saturday>","newDate":"<sunday>"}. For every day from now on use updateHabit.',
  args: z
    .object({
      habitId,
      date: occurrenceDate.describe('The day it is on now, YYYY-MM-DD; today when omitted.'),
      newDate: pauseDate.optional().describe('The day it moves to, YYYY-MM-DD (the same day when omitted).'),
      startTime: time.optional().describe('Its new start, HH:MM 24-hour (its time as it is when omitted).'),
      durationMinutes: duration.optional().describe('Its new length in minutes (as it is when omitted).'),
    })
    .strict(),
  result: habitResult,
});
