import { z } from 'zod';
import { goalId } from '../coach-arguments.js';
import { defineCoachFunction } from '../coach-function.js';

/** A goal with its habits, and how they went over the last four weeks. */
export const goalDetailsResult = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  habits: z.array(z.object({ id: z.string(), name: z.string(), schedule: z.string(), streak: z.number().int(), done: z.number().int(), scheduled: z.number().int() })),
  done: z.number().int(),
  scheduled: z.number().int(),
});

export const getGoal = defineCoachFunction({
  name: 'getGoal',
  kind: 'read',
  effect: 'none',
  description: 'Read a goal: its habits and how they went (done and scheduled over the last 4 weeks). E.g. "which habits are part of my spanish goal?", "how is my 10k goal going?".',
  args: z.object({ goalId }).strict(),
  result: goalDetailsResult,
});
