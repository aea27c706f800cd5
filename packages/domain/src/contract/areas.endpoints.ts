import { areaBodySchema, areaCompletionSchema, areaListSchema, areaSchema, completeAreaBodySchema } from '../areas/areas.schemas.js';
import { idParamsSchema } from '../goals/goals.schemas.js';
import { recordDeletionSchema } from '../undo/undo.schemas.js';
import { defineEndpoint } from './endpoint.js';
import { API_ROUTES } from './routes.js';

const tag = 'areas';

/** Issue 40: areas of life that group the caller's habits, each of which can be completed together (decision 031). */
export const AREAS_ENDPOINTS = {
  list: defineEndpoint(API_ROUTES.areas.list, {
    tag,
    summary: "The caller's areas, oldest first",
    responses: { 200: areaListSchema },
    errors: [400],
  }),
  create: defineEndpoint(API_ROUTES.areas.create, {
    tag,
    summary: 'Add an area (a name of 1 to 100 characters; at most 50 areas)',
    body: areaBodySchema,
    responses: { 201: areaSchema },
    errors: [400, 409],
  }),
  update: defineEndpoint(API_ROUTES.areas.update, {
    tag,
    summary: 'Rename an area',
    params: idParamsSchema,
    body: areaBodySchema,
    responses: { 200: areaSchema },
    errors: [400, 404],
  }),
  remove: defineEndpoint(API_ROUTES.areas.remove, {
    tag,
    summary: 'Delete an area; its habits are kept, in no area. Answers its id and the `undoId` that brings it back with its habits (`POST /api/undo`)',
    params: idParamsSchema,
    responses: { 200: recordDeletionSchema },
    errors: [400, 404],
  }),
  complete: defineEndpoint(API_ROUTES.areas.complete, {
    tag,
    summary:
      'Complete every habit of the area due on the date (up to today): habits not due, paused, skipped or archived are left alone, an amount habit is completed to its target. Idempotent; answers the due habits and the ids this call completed',
    params: idParamsSchema,
    body: completeAreaBodySchema,
    responses: { 200: areaCompletionSchema },
    errors: [400, 404],
  }),
} as const;
