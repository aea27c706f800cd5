import type { FastifyInstance } from 'fastify';
import { API } from '@stride/domain';
import { route } from '../../http/contract-route.js';
import { callerOf } from '../../http/route-access.js';
import type { PushSubscriptionsService } from './push.service.js';

export interface PushRoutesOptions {
  push: PushSubscriptionsService;
}

/** Issue 21, web push: the signed-in user's browsers subscribe and unsubscribe. */
export async function pushRoutes(app: FastifyInstance, { push }: PushRoutesOptions) {
  route(app, API.push.subscribe, async (request) => {
    const { user } = callerOf(request);
    await push.subscribe(user.id, request.body);
    return { endpoint: request.body.endpoint };
  });

  route(app, API.push.unsubscribe, async (request, reply) => {
    const { user } = callerOf(request);
    await push.unsubscribe(user.id, request.body.endpoint);
    return reply.status(204).send(null);
  });
}
