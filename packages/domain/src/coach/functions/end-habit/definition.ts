import { z } from 'zod';
import { habitId, occurrenceDate } from '../coach-arguments.js';
import { habitResult } from '../coach-results.js';
import { defineCoachFunction } from '../coach-function.js';

export const endHabit = defineCoachFunction({
  name: 'endHabit',
  kind: 'destroy',
  idempotent: true,
  effect: 'habit',
  description: 'End a habit\'s schedule after a day: no occurrence after lastDate, its history kept. E.g. "stop my spanish lessons after 15 December" → {"habitId":"<id>","lastDate":"2026-12-15"}. Asks the person first.',
  args: z.object({ habitId, lastDate: occurrenceDate.describe('The last day it happens, YYYY-MM-DD.') }).strict(),
  result: habitResult,
});
