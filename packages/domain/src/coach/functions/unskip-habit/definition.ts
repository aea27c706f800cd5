import { z } from 'zod';
import { habitId, occurrenceDate } from '../coach-arguments.js';
import { habitResult } from '../coach-results.js';
import { defineCoachFunction } from '../coach-function.js';

export const unskipHabit = defineCoachFunction({
  name: 'unskipHabit',
  kind: 'change',
  idempotent: true,
  effect: 'habit',
  description: 'Undo a skip. E.g. "I did run after all, unskip it".',
  args: z.object({ habitId, date: occurrenceDate.optional() }).strict(),
  result: habitResult,
});
