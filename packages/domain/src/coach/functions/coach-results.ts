import { z } from 'zod';
import { areaSchema } from '../../areas/areas.schemas.js';
import { goalSchema, visionSchema } from '../../goals/goals.schemas.js';
import { habitSchema } from '../../habits/habits.schemas.js';

/** The results of the coach's functions, by effect: the records as the API answers them, or what a delete removed. */
export const habitResult = habitSchema;
export const habitsResult = z.object({ habits: z.array(habitSchema) });
/** A delete answers the removed record's id, the `undoId` that brings it back, and its name for the Undo's words. */
export const habitDeletedResult = z.object({ habitId: z.string(), undoId: z.string(), name: z.string() });
export const goalResult = goalSchema;
/** Issue 40. */
export const areaResult = areaSchema;
/** Issue 50: an area deleted (its habits stay, in no area). */
export const areaDeletedResult = z.object({ areaId: z.string(), undoId: z.string(), name: z.string() });
export const goalDeletedResult = z.object({ goalId: z.string(), undoId: z.string(), name: z.string() });
export const visionResult = visionSchema;
export const visionDeletedResult = z.object({ visionId: z.string(), undoId: z.string() });
/** What an undo brought back, as the functions that would have made it (`POST /api/undo`'s answer). */
export const restoredResult = z.object({ functionCalls: z.array(z.object({ functionCalled: z.string(), functionResult: z.unknown() })) });

/** The result of every function with a given effect (a function that changes nothing, `none`, has its own). */
export const EFFECT_RESULTS = {
  habit: habitResult,
  habits: habitsResult,
  'habit-deleted': habitDeletedResult,
  goal: goalResult,
  area: areaResult,
  'goal-deleted': goalDeletedResult,
  'area-deleted': areaDeletedResult,
  vision: visionResult,
  'vision-deleted': visionDeletedResult,
  restored: restoredResult,
} as const;
