import { z } from 'zod';
import { habitId, pauseDate } from '../coach-arguments.js';
import { habitsResult } from '../coach-results.js';
import { defineCoachFunction } from '../coach-function.js';

export const resumeHabits = defineCoachFunction({
  name: 'resumeHabits',
  kind: 'change',
  idempotent: true,
  effect: 'habits',
  description: 'End a pause from a day on (today by default). E.g. "I’m back, resume my habits".',
  args: z.object({
    habitId: habitId.optional().describe('One habit only; every habit when omitted.'),
    from: pauseDate.optional().describe('First day to resume, YYYY-MM-DD; today when omitted.'),
  }).strict(),
  result: habitsResult,
  confirmWhen: (args) => args.habitId === undefined,
});
