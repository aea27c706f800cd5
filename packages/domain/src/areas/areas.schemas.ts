import { z } from 'zod';
import { isValidDate } from '../habits/civil-date.js';
import { habitSchema } from '../habits/habits.schemas.js';
import { AREA_MESSAGES, areaNameSchema } from './area-id.schema.js';

export * from './area-id.schema.js';

export const areaSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Area = z.infer<typeof areaSchema>;

/** `GET /api/areas`: oldest first, the order they were added. */
export const areaListSchema = z.array(areaSchema);

/** `POST /api/areas` and `PUT /api/areas/{id}`. */
export const areaBodySchema = z.object({ name: areaNameSchema });
export type AreaBody = z.input<typeof areaBodySchema>;

/** `POST /api/areas/{id}/complete`. */
export const completeAreaBodySchema = z.object({
  date: z.string({ error: AREA_MESSAGES.dateInvalid }).refine(isValidDate, { error: AREA_MESSAGES.dateInvalid }),
});
export type CompleteAreaBody = z.input<typeof completeAreaBodySchema>;

/**
 * What completing an area answers: every habit of the area due that day (done now), and the ids of
 * those this call completed (none when they were all done already: the call is idempotent).
 */
export const areaCompletionSchema = z.object({
  area: areaSchema,
  date: z.string(),
  habits: z.array(habitSchema),
  completedIds: z.array(z.uuid()),
});
export type AreaCompletion = z.infer<typeof areaCompletionSchema>;
