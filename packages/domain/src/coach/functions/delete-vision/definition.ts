import { z } from 'zod';
import { visionDeletedResult } from '../coach-results.js';
import { defineCoachFunction } from '../coach-function.js';

export const deleteVision = defineCoachFunction({
  name: 'deleteVision',
  kind: 'destroy',
  idempotent: true,
  effect: 'vision-deleted',
  description: 'Delete the vision. E.g. "clear my vision".',
  args: z.object({}).strict(),
  result: visionDeletedResult,
});
