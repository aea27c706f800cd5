import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deletedResponseSchema,
  idParamsSchema,
  saveVisionBodySchema,
  userIdParamsSchema,
  visionOrNullSchema,
  visionSchema,
} from '@stride/domain';
import { errorResponses } from '../../http/error-responses.js';
import { callerOf } from '../../http/route-access.js';
import { toVisionDto } from './goals.dto.js';
import type { GoalsService } from './goals.service.js';

export interface VisionsRoutesOptions {
  goals: GoalsService;
}

const errors = errorResponses(400, 403, 404);
const tags = ['vision'];

/** Section 7 "Vision": one vision per user, the signed-in user's own only. */
export const visionsRoutes: FastifyPluginAsyncZod<VisionsRoutesOptions> = async (app, { goals }) => {
  app.get(
    '/user/:userId',
    {
      schema: {
        tags,
        summary: "The user's vision, or null when none is set (the user must be the caller)",
        params: userIdParamsSchema,
        response: { 200: visionOrNullSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = callerOf(request);
      goals.assertSelf(user.id, request.params.userId);
      const row = await goals.getVision(user.id);
      return reply.send(row ? toVisionDto(row) : null);
    },
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: "Create the caller's vision or replace its text (201 when created, 200 when updated)",
        body: saveVisionBodySchema,
        response: { 200: visionSchema, 201: visionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = callerOf(request);
      goals.assertSelf(user.id, request.body.userId);
      const { row, created } = await goals.saveVision(user.id, request.body.text);
      return reply.status(created ? 201 : 200).send(toVisionDto(row));
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: "Delete the caller's vision",
        params: idParamsSchema,
        response: { 200: deletedResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = callerOf(request);
      await goals.deleteVision(user.id, request.params.id);
      return { id: request.params.id };
    },
  );
};
