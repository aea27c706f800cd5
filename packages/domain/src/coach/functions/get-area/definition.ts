import { z } from 'zod';
import { areaId, occurrenceDate } from '../coach-arguments.js';
import { defineCoachFunction } from '../coach-function.js';

/** An area with its habits, and which are due and done that day. */
export const areaDetailsResult = z.object({
  id: z.string(),
  name: z.string(),
  date: z.string(),
  habits: z.array(z.object({ id: z.string(), name: z.string(), schedule: z.string(), due: z.boolean(), done: z.boolean() })),
});

export const getArea = defineCoachFunction({
  name: 'getArea',
  kind: 'read',
  effect: 'none',
  description: 'Read an area (a routine): its habits, and which are due and done that day (today by default). E.g. "what\'s in my evening routine?".',
  args: z.object({ areaId, date: occurrenceDate.optional() }).strict(),
  result: areaDetailsResult,
});
