import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deletePushSubscriptionBodySchema, pushSubscriptionBodySchema, pushSubscriptionCreatedSchema } from '@stride/domain';
import { errorResponses } from '../../http/error-responses.js';
import { callerOf } from '../../http/route-access.js';
import type { PushSubscriptionsService } from './push.service.js';

export interface PushRoutesOptions {
  push: PushSubscriptionsService;
}

const tags = ['push'];

/** Issue 21, web push: the signed-in user's browsers subscribe and unsubscribe. */
export const pushRoutes: FastifyPluginAsyncZod<PushRoutesOptions> = async (app, { push }) => {
  app.post(
    '/subscriptions',
    {
      schema: {
        tags,
        summary: "Keep this browser's push subscription (its PushSubscription JSON) for the caller",
        body: pushSubscriptionBodySchema,
        response: { 201: pushSubscriptionCreatedSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { user } = callerOf(request);
      await push.subscribe(user.id, request.body);
      return reply.status(201).send({ endpoint: request.body.endpoint });
    },
  );

  app.delete(
    '/subscriptions',
    {
      schema: {
        tags,
        summary: "Forget a browser's push subscription; only the caller's own is removed, and 204 either way",
        body: deletePushSubscriptionBodySchema,
        response: { 204: z.null().describe('Nothing'), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { user } = callerOf(request);
      await push.unsubscribe(user.id, request.body.endpoint);
      return reply.status(204).send(null);
    },
  );
};
