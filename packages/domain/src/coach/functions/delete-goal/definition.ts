import { z } from 'zod';
import { goalId } from '../coach-arguments.js';
import { goalDeletedResult } from '../coach-results.js';
import { defineCoachFunction } from '../coach-function.js';

export const deleteGoal = defineCoachFunction({
  name: 'deleteGoal',
  kind: 'destroy',
  idempotent: true,
  effect: 'goal-deleted',
  description: 'Delete a goal; its habits are kept and unlinked. E.g. "forget the 10k goal".',
  args: z.object({ goalId }).strict(),
  result: goalDeletedResult,
});
