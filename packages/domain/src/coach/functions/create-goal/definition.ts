import { z } from 'zod';
import { goalDescription, goalName } from '../coach-arguments.js';
import { goalResult } from '../coach-results.js';
import { defineCoachFunction } from '../coach-function.js';

export const createGoal = defineCoachFunction({
  name: 'createGoal',
  kind: 'change',
  effect: 'goal',
  description: 'Add a goal. E.g. "my goal is to run a 10k".',
  args: z.object({ name: goalName, description: goalDescription.optional() }).strict(),
  result: goalResult,
});
