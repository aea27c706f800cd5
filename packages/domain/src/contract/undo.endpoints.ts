import { undoBodySchema, undoResponseSchema } from '../coach/coach.schemas.js';
import { defineEndpoint } from './endpoint.js';
import { API_ROUTES } from './routes.js';

/** Issue 39: one undo for every delete, made on a page or by the coach. */
export const UNDO_ENDPOINTS = {
  restore: defineEndpoint(API_ROUTES.undo.restore, {
    tag: 'undo',
    summary: 'Bring back what a delete removed (within 30 days), answered as the functions that made it again',
    description:
      'Every delete answers an `undoId`: `DELETE /api/habits/{id}`, `DELETE /api/habits/{id}/occurrence`, `DELETE /api/goals/{id}`, ' +
      '`DELETE /api/visions/{id}`, and the coach’s deleteHabit, deleteGoal and deleteVision (in their functionResult). ' +
      'Undo brings the record back with its id, history and links: `createHabit`, `createGoal` (with `updateHabit` for each habit linked again), ' +
      '`createOrUpdateVision`, or `updateHabit` for a habit whose deleted occurrences came back. ' +
      'Also served at `/api/openai/undo`. 404 once undone, expired or another user’s; 409 when the limit is reached, a new vision was set ' +
      'since, or the habit’s schedule changed since its occurrence was deleted.',
    body: undoBodySchema,
    responses: { 200: undoResponseSchema },
    errors: [400, 404, 409],
  }),
} as const;
