import {
  completeHabitBodySchema,
  createHabitBodySchema,
  deleteOccurrenceBodySchema,
  habitListSchema,
  habitSchema,
  habitWindowQuerySchema,
  uncompleteHabitBodySchema,
  updateHabitBodySchema,
} from '../habits/habits.schemas.js';
import { pauseBodySchema, skipHabitBodySchema, unskipHabitBodySchema } from '../habits/habit-depth.schemas.js';
import { idParamsSchema, userIdParamsSchema } from '../goals/goals.schemas.js';
import { habitDeletionSchema } from '../undo/undo.schemas.js';
import { defineEndpoint } from './endpoint.js';
import { API_ROUTES } from './routes.js';

const tag = 'habits';

/** Section 7 "Habits", undoing a completion, and issue 22's skips, pauses and archive. */
export const HABITS_ENDPOINTS = {
  list: defineEndpoint(API_ROUTES.habits.list, {
    tag,
    summary: "The user's habits with occurrences in a window (default: the first day of the previous month to the last day of the next; at most two years)",
    params: userIdParamsSchema,
    query: habitWindowQuerySchema,
    responses: { 200: habitListSchema },
    errors: [400, 403, 404],
  }),
  get: defineEndpoint(API_ROUTES.habits.get, {
    tag,
    summary: 'One of the user’s habits by its id, with occurrences in the default window (issue 52: what a thin webhook event names)',
    params: idParamsSchema,
    responses: { 200: habitSchema },
    errors: [400, 403, 404],
  }),
  create: defineEndpoint(API_ROUTES.habits.create, {
    tag,
    summary: 'Create a habit; its ISO start and end are read in the user’s time zone',
    body: createHabitBodySchema,
    responses: { 201: habitSchema },
    errors: [400, 403, 404, 409],
  }),
  update: defineEndpoint(API_ROUTES.habits.update, {
    tag,
    summary: 'Edit a habit: name, description and goal as a whole; one occurrence (scope single) or it and all later ones (future)',
    params: idParamsSchema,
    body: updateHabitBodySchema,
    responses: { 200: habitSchema },
    errors: [400, 403, 404],
  }),
  remove: defineEndpoint(API_ROUTES.habits.remove, {
    tag,
    summary: 'Delete a habit; answers it as it was, with the `undoId` that brings it back whole (`POST /api/undo`, within 30 days)',
    params: idParamsSchema,
    responses: { 200: habitDeletionSchema },
    errors: [400, 403, 404],
  }),
  removeOccurrence: defineEndpoint(API_ROUTES.habits.removeOccurrence, {
    tag,
    summary: 'Delete one occurrence (single) or it and all later ones (future); answers the habit with the `undoId` that brings them back (`POST /api/undo`)',
    params: idParamsSchema,
    body: deleteOccurrenceBodySchema,
    responses: { 200: habitDeletionSchema },
    errors: [400, 403, 404],
  }),
  complete: defineEndpoint(API_ROUTES.habits.complete, {
    tag,
    summary:
      'Complete a scheduled occurrence up to today (idempotent without a value); for a habit with a target, value adds to the day and total corrects it, and the day is done once it reaches the target',
    params: idParamsSchema,
    body: completeHabitBodySchema,
    responses: { 200: habitSchema },
    errors: [400, 403, 404, 409],
  }),
  uncomplete: defineEndpoint(API_ROUTES.habits.uncomplete, {
    tag,
    summary: 'Undo a completion, with any amount logged that day',
    params: idParamsSchema,
    body: uncompleteHabitBodySchema,
    responses: { 200: habitSchema },
    errors: [400, 403, 404, 409],
  }),
  skip: defineEndpoint(API_ROUTES.habits.skip, {
    tag,
    summary: 'Skip a scheduled occurrence up to today: it neither breaks the streak nor counts in the success rate',
    params: idParamsSchema,
    body: skipHabitBodySchema,
    responses: { 200: habitSchema },
    errors: [400, 403, 404, 409],
  }),
  unskip: defineEndpoint(API_ROUTES.habits.unskip, {
    tag,
    summary: 'Undo a skip',
    params: idParamsSchema,
    body: unskipHabitBodySchema,
    responses: { 200: habitSchema },
    errors: [400, 403, 404, 409],
  }),
  pauseAll: defineEndpoint(API_ROUTES.habits.pauseAll, {
    tag,
    summary: 'Pause every habit in use from one date to another (at most 365 days)',
    body: pauseBodySchema,
    responses: { 200: habitListSchema },
    errors: [400, 403, 404],
  }),
  unpauseAll: defineEndpoint(API_ROUTES.habits.unpauseAll, {
    tag,
    summary: 'Take those days out of every habit’s pauses',
    body: pauseBodySchema,
    responses: { 200: habitListSchema },
    errors: [400, 403, 404],
  }),
  pause: defineEndpoint(API_ROUTES.habits.pause, {
    tag,
    summary: 'Pause a habit from one date to another: its occurrences are not reminded or counted, and streaks run across them',
    params: idParamsSchema,
    body: pauseBodySchema,
    responses: { 200: habitSchema },
    errors: [400, 403, 404, 409],
  }),
  unpause: defineEndpoint(API_ROUTES.habits.unpause, {
    tag,
    summary: 'Take those days out of the habit’s pauses',
    params: idParamsSchema,
    body: pauseBodySchema,
    responses: { 200: habitSchema },
    errors: [400, 403, 404, 409],
  }),
  archive: defineEndpoint(API_ROUTES.habits.archive, {
    tag,
    summary: 'Archive a habit: hidden from Today, the calendar and the counts, history kept, no reminders',
    params: idParamsSchema,
    responses: { 200: habitSchema },
    errors: [400, 403, 404],
  }),
  restore: defineEndpoint(API_ROUTES.habits.restore, {
    tag,
    summary: 'Restore an archived habit',
    params: idParamsSchema,
    responses: { 200: habitSchema },
    errors: [400, 403, 404],
  }),
} as const;
