import { z } from 'zod';
import { habitId } from '../coach-arguments.js';
import { defineCoachFunction } from '../coach-function.js';

/** The periods progress is asked for; weeks run Sunday to Saturday (section 9), every period ends today at the latest. */
export const PROGRESS_PERIODS = ['today', 'this week', 'last week', 'this month', 'last 30 days'] as const;
export type ProgressPeriod = (typeof PROGRESS_PERIODS)[number];

export const getProgress = defineCoachFunction({
  name: 'getProgress',
  kind: 'read',
  effect: 'none',
  description: 'Read how the user did over a period: done and scheduled per habit. E.g. "how did I do this week?", "how is my running going this month?".',
  args: z.object({
    period: z.enum(PROGRESS_PERIODS).optional().describe('Default "this week" (weeks run Sunday to Saturday).'),
    habitId: habitId.optional().describe('One habit only; all habits when omitted.'),
  }).strict(),
  result: z.object({
    period: z.enum(PROGRESS_PERIODS),
    from: z.string(),
    to: z.string(),
    done: z.number().int(),
    scheduled: z.number().int(),
    habits: z.array(z.object({ id: z.string(), name: z.string(), done: z.number().int(), scheduled: z.number().int(), missed: z.array(z.string()), streak: z.number().int() })),
  }),
});
