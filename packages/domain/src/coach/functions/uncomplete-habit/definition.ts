import { z } from 'zod';
import { habitId, occurrenceDate } from '../coach-arguments.js';
import { habitResult } from '../coach-results.js';
import { defineCoachFunction } from '../coach-function.js';
import { slotTime } from '../times-and-cues-args.js';

export const uncompleteHabit = defineCoachFunction({
  name: 'uncompleteHabit',
  kind: 'change',
  idempotent: true,
  effect: 'habit',
  description: 'Undo a habit’s check-off for a day (today by default). E.g. "oops, I didn’t actually read today".',
  args: z.object({ habitId, date: occurrenceDate.optional(), time: slotTime.optional() }).strict(),
  result: habitResult,
});
