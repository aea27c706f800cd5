import { z } from 'zod';
import { goalDescription, goalId, goalName } from '../coach-arguments.js';
import { goalResult } from '../coach-results.js';
import { defineCoachFunction } from '../coach-function.js';

export const updateGoal = defineCoachFunction({
  name: 'updateGoal',
  kind: 'change',
  effect: 'goal',
  description: 'Rename or describe a goal. E.g. "call the 10k goal Run a half marathon".',
  args: z.object({ goalId, name: goalName.optional(), description: goalDescription.optional() }).strict(),
  result: goalResult,
});
