import { z } from 'zod';
import { habitId, note, occurrenceDate } from '../coach-arguments.js';
import { habitResult } from '../coach-results.js';
import { defineCoachFunction } from '../coach-function.js';

export const skipHabit = defineCoachFunction({
  name: 'skipHabit',
  kind: 'change',
  idempotent: true,
  effect: 'habit',
  description: 'Skip a day of a habit (today by default; a day to come is kept free): a rest day that keeps the streak. E.g. "skip today’s run, my knee hurts".',
  args: z.object({ habitId, date: occurrenceDate.optional(), note: note.optional() }).strict(),
  result: habitResult,
});
