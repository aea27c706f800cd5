import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createGoalBodySchema,
  deletedResponseSchema,
  goalListSchema,
  goalSchema,
  idParamsSchema,
  updateGoalBodySchema,
  userIdParamsSchema,
} from '@stride/domain';
import { errorResponses } from '../../http/error-responses.js';
import { callerOf } from '../../http/route-access.js';
import { toGoalDto } from './goals.dto.js';
import type { GoalsService } from './goals.service.js';

export interface GoalsRoutesOptions {
  goals: GoalsService;
}

const errors = errorResponses(400, 403, 404);
const tags = ['goals'];

/** Section 7 "Goals": the signed-in user's own goals only. */
export const goalsRoutes: FastifyPluginAsyncZod<GoalsRoutesOptions> = async (app, { goals }) => {
  app.get(
    '/user/:userId',
    {
      schema: {
        tags,
        summary: "The user's goals, oldest first (the user must be the caller)",
        params: userIdParamsSchema,
        response: { 200: goalListSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = callerOf(request);
      goals.assertSelf(user.id, request.params.userId);
      return (await goals.listGoals(user.id)).map(toGoalDto);
    },
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Add a goal',
        body: createGoalBodySchema,
        response: { 201: goalSchema, ...errors, ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      const { user } = callerOf(request);
      goals.assertSelf(user.id, request.body.userId);
      const row = await goals.createGoal(user.id, request.body);
      return reply.status(201).send(toGoalDto(row));
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        summary: "Change a goal's name or description (fields not sent are kept)",
        params: idParamsSchema,
        body: updateGoalBodySchema,
        response: { 200: goalSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = callerOf(request);
      return toGoalDto(await goals.updateGoal(user.id, request.params.id, request.body));
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete a goal; its habits are kept and unlinked from it',
        params: idParamsSchema,
        response: { 200: deletedResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = callerOf(request);
      await goals.deleteGoal(user.id, request.params.id);
      return { id: request.params.id };
    },
  );
};
