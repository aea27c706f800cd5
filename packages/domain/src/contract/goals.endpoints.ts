import {
  createGoalBodySchema,
  goalListSchema,
  goalSchema,
  idParamsSchema,
  saveVisionBodySchema,
  updateGoalBodySchema,
  userIdParamsSchema,
  visionOrNullSchema,
  visionSchema,
} from '../goals/goals.schemas.js';
import { recordDeletionSchema } from '../undo/undo.schemas.js';
import { defineEndpoint } from './endpoint.js';
import { API_ROUTES } from './routes.js';

/** Section 7 "Vision": one vision per user, the signed-in user's own only. */
export const VISION_ENDPOINTS = {
  get: defineEndpoint(API_ROUTES.vision.get, {
    tag: 'vision',
    summary: "The user's vision, or null when none is set (the user must be the caller)",
    params: userIdParamsSchema,
    responses: { 200: visionOrNullSchema },
    errors: [400, 403, 404],
  }),
  save: defineEndpoint(API_ROUTES.vision.save, {
    tag: 'vision',
    summary: "Create the caller's vision or replace its text (201 when created, 200 when updated)",
    body: saveVisionBodySchema,
    responses: { 200: visionSchema, 201: visionSchema },
    errors: [400, 403, 404],
  }),
  remove: defineEndpoint(API_ROUTES.vision.remove, {
    tag: 'vision',
    summary: "Delete the caller's vision; answers its id and the `undoId` that brings it back (`POST /api/undo`, within 30 days)",
    params: idParamsSchema,
    responses: { 200: recordDeletionSchema },
    errors: [400, 403, 404],
  }),
} as const;

/** Section 7 "Goals": the signed-in user's own goals only. */
export const GOALS_ENDPOINTS = {
  list: defineEndpoint(API_ROUTES.goals.list, {
    tag: 'goals',
    summary: "The user's goals, oldest first (the user must be the caller)",
    params: userIdParamsSchema,
    responses: { 200: goalListSchema },
    errors: [400, 403, 404],
  }),
  get: defineEndpoint(API_ROUTES.goals.get, {
    tag: 'goals',
    summary: 'One of the user’s goals by its id (issue 52: what a thin webhook event names)',
    params: idParamsSchema,
    responses: { 200: goalSchema },
    errors: [400, 403, 404],
  }),
  create: defineEndpoint(API_ROUTES.goals.create, {
    tag: 'goals',
    summary: 'Add a goal',
    body: createGoalBodySchema,
    responses: { 201: goalSchema },
    errors: [400, 403, 404, 409],
  }),
  update: defineEndpoint(API_ROUTES.goals.update, {
    tag: 'goals',
    summary: "Change a goal's name or description (fields not sent are kept)",
    params: idParamsSchema,
    body: updateGoalBodySchema,
    responses: { 200: goalSchema },
    errors: [400, 403, 404],
  }),
  remove: defineEndpoint(API_ROUTES.goals.remove, {
    tag: 'goals',
    summary: 'Delete a goal; its habits are kept and unlinked from it. Answers its id and the `undoId` that brings it back with its habits’ links (`POST /api/undo`)',
    params: idParamsSchema,
    responses: { 200: recordDeletionSchema },
    errors: [400, 403, 404],
  }),
} as const;
