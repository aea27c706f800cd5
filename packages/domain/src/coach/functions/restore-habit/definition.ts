import { z } from 'zod';
import { habitId } from '../coach-arguments.js';
import { habitResult } from '../coach-results.js';
import { defineCoachFunction } from '../coach-function.js';

export const restoreHabit = defineCoachFunction({
  name: 'restoreHabit',
  kind: 'change',
  idempotent: true,
  effect: 'habit',
  description: 'Bring an archived habit back. E.g. "restore flossing".',
  args: z.object({ habitId }).strict(),
  result: habitResult,
});
