import { z } from 'zod';
import { goalDescription, goalName, habitId } from '../coach-arguments.js';
import { goalResult } from '../coach-results.js';
import { defineCoachFunction } from '../coach-function.js';

export const createGoal = defineCoachFunction({
  name: 'createGoal',
  kind: 'change',
  effect: 'goal',
  description: 'Add a goal. E.g. "my goal is to run a 10k". With habitIds, those habits are put in it at once ("a goal called Read 12 books, with Read in it").',
  args: z.object({ name: goalName, description: goalDescription.optional(), habitIds: z.array(habitId).min(1).max(20).optional().describe('Habits to put in the new goal (issue 50).') }).strict(),
  result: goalResult,
});
