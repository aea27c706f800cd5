import { z } from 'zod';
import { habitId } from '../coach-arguments.js';
import { habitResult } from '../coach-results.js';
import { defineCoachFunction } from '../coach-function.js';

export const archiveHabit = defineCoachFunction({
  name: 'archiveHabit',
  kind: 'change',
  idempotent: true,
  effect: 'habit',
  description: 'Archive a habit: hidden from Today and the calendar, history kept, no reminders. E.g. "archive flossing, I’ll come back to it". Asks the person first.',
  args: z.object({ habitId }).strict(),
  result: habitResult,
  // It leaves Today, the calendar and the reminders: proposed first, like an end (issue 37).
  confirmWhen: () => true,
});
