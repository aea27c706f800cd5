import type { FastifyInstance } from 'fastify';
import { API } from '@stride/domain';
import { route } from '../../http/contract-route.js';
import { callerOf } from '../../http/route-access.js';
import { toGoalDto, toVisionDto } from './goals.dto.js';
import type { GoalsService } from './goals.service.js';

export interface GoalsRoutesOptions {
  goals: GoalsService;
}

/** Section 7 "Goals" and "Vision": the signed-in user's own only. Their deletes, which can be undone, are the undo's (undo.routes.ts). */
export async function goalsRoutes(app: FastifyInstance, { goals }: GoalsRoutesOptions) {
  route(app, API.goals.list, async (request) => {
    const { user } = callerOf(request);
    goals.assertSelf(user.id, request.params.userId);
    return (await goals.listGoals(user.id)).map(toGoalDto);
  });

  route(app, API.goals.get, async (request) => toGoalDto(await goals.getGoal(callerOf(request).user.id, request.params.id)));

  route(app, API.goals.create, async (request) => {
    const { user } = callerOf(request);
    goals.assertSelf(user.id, request.body.userId);
    return toGoalDto(await goals.createGoal(user.id, request.body));
  });

  route(app, API.goals.update, async (request) => {
    const { user } = callerOf(request);
    return toGoalDto(await goals.updateGoal(user.id, request.params.id, request.body));
  });

  route(app, API.vision.get, async (request, reply) => {
    const { user } = callerOf(request);
    goals.assertSelf(user.id, request.params.userId);
    const row = await goals.getVision(user.id);
    // Sent, not returned: an async handler's null would read as "nothing answered".
    return reply.send(row ? toVisionDto(row) : null);
  });

  route(app, API.vision.save, async (request, reply) => {
    const { user } = callerOf(request);
    goals.assertSelf(user.id, request.body.userId);
    const { row, created } = await goals.saveVision(user.id, request.body.text);
    return reply.status(created ? 201 : 200).send(toVisionDto(row));
  });
}
