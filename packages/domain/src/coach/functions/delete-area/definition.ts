import { z } from 'zod';
import { areaId } from '../coach-arguments.js';
import { areaDeletedResult } from '../coach-results.js';
import { defineCoachFunction } from '../coach-function.js';

/** Issue 50: an area deleted; its habits are kept, in no area (an undo puts them back in it). */
export const deleteArea = defineCoachFunction({
  name: 'deleteArea',
  kind: 'destroy',
  idempotent: true,
  effect: 'area-deleted',
  description: 'Delete an area (a group of habits); its habits are kept, in no area. E.g. "get rid of the learning area".',
  args: z.object({ areaId }).strict(),
  result: areaDeletedResult,
});
