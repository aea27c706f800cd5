import { z } from 'zod';
import { habitId, note, occurrenceDate } from '../coach-arguments.js';
import { habitResult } from '../coach-results.js';
import { defineCoachFunction } from '../coach-function.js';

export const addNote = defineCoachFunction({
  name: 'addNote',
  kind: 'change',
  effect: 'habit',
  description: 'Keep a note on a done or skipped day (today by default). E.g. "add a note to today\'s run: felt strong" → {"habitId":"<id>","note":"felt strong"}.',
  args: z.object({ habitId, date: occurrenceDate.optional(), note }).strict(),
  result: habitResult,
});
