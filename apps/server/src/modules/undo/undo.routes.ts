import type { FastifyInstance } from 'fastify';
import { API, GOAL_MESSAGES } from '@stride/domain';
import { notFound } from '../../errors.js';
import { route } from '../../http/contract-route.js';
import { callerOf } from '../../http/route-access.js';
import type { Undo } from './undo.service.js';

export interface UndoRoutesOptions {
  undo: Undo;
}

/**
 * Issue 39, undo everywhere: the page's deletes (a habit, an occurrence, a goal, the vision) each
 * answer, beside what the spec's callers read, the `undoId` that brings what went back whole, and
 * `POST /api/undo` brings it back within COACH_UNDO_DAYS: the same records and service as the
 * coach's deletes and its restoreDeleted. Only the owner deletes or undoes.
 */
export async function undoRoutes(app: FastifyInstance, { undo }: UndoRoutesOptions) {
  route(app, API.habits.remove, async (request) => undo.deleteHabitAnswered(callerOf(request).user, request.params.id));

  route(app, API.habits.removeOccurrence, async (request) =>
    undo.deleteOccurrence(callerOf(request).user, request.params.id, request.body.occurrence.date, request.body.scope),
  );

  route(app, API.goals.remove, async (request) => {
    const { row, undoId } = await undo.deleteGoal(callerOf(request).user, request.params.id);
    return { id: row.id, undoId };
  });

  route(app, API.areas.remove, async (request) => {
    const { row, undoId } = await undo.deleteArea(callerOf(request).user, request.params.id);
    return { id: row.id, undoId };
  });

  route(app, API.vision.remove, async (request) => {
    const deleted = await undo.deleteVision(callerOf(request).user, request.params.id);
    if (!deleted) throw notFound(GOAL_MESSAGES.visionNotFound);
    return { id: deleted.row.id, undoId: deleted.undoId };
  });

  route(app, API.undo.restore, async (request) => undo.undo(callerOf(request).user, request.body.undoId));
}
