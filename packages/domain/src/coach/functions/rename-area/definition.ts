import { z } from 'zod';
import { areaId, areaName } from '../coach-arguments.js';
import { areaResult } from '../coach-results.js';
import { defineCoachFunction } from '../coach-function.js';

/** Issue 50: an area renamed; its habits stay in it. */
export const renameArea = defineCoachFunction({
  name: 'renameArea',
  kind: 'change',
  effect: 'area',
  description: 'Rename an area (a group of habits); its habits stay in it. E.g. "call the fitness area Sport".',
  args: z.object({ areaId, name: areaName }).strict(),
  result: areaResult,
});
