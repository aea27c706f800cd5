import { z } from 'zod';
import { areaName, habitId } from '../coach-arguments.js';
import { areaResult } from '../coach-results.js';
import { defineCoachFunction } from '../coach-function.js';

/** Issue 40: an area groups habits ("Morning", "Health") that can be done together, as a routine. */
export const createArea = defineCoachFunction({
  name: 'createArea',
  kind: 'change',
  effect: 'area',
  description: 'Add an area that groups habits (a routine). E.g. "create an area called Health", "start a morning routine". With habitIds, those habits are put in it at once; or later with updateHabit areaId.',
  args: z.object({ name: areaName, habitIds: z.array(habitId).min(1).max(20).optional().describe('Habits to put in the new area (issue 50).') }).strict(),
  result: areaResult,
});
