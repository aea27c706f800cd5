import type { FastifyInstance } from 'fastify';
import { API } from '@stride/domain';
import { route } from '../../http/contract-route.js';
import { callerOf } from '../../http/route-access.js';
import type { WebhooksService } from './webhooks.service.js';

export interface WebhooksRoutesOptions {
  webhooks: WebhooksService;
}

/** Issue 41: the caller's webhooks. Account routes: a token cannot call them (route-access.ts). */
export async function webhooksRoutes(app: FastifyInstance, { webhooks }: WebhooksRoutesOptions) {
  route(app, API.webhooks.list, (request) => webhooks.list(callerOf(request).user.id));

  route(app, API.webhooks.create, (request) => webhooks.create(callerOf(request).user.id, request.body));

  route(app, API.webhooks.update, (request) => webhooks.update(callerOf(request).user.id, request.params.id, request.body));

  route(app, API.webhooks.remove, async (request, reply) => {
    await webhooks.remove(callerOf(request).user.id, request.params.id);
    return reply.status(204).send(null);
  });

  route(app, API.webhooks.deliveries, (request) => webhooks.deliveries(callerOf(request).user.id, request.params.id));

  // Issue 52: test-send, redeliver, secret rotation.
  route(app, API.webhooks.test, async (request, reply) => reply.status(202).send(await webhooks.test(callerOf(request).user.id, request.params.id)));

  route(app, API.webhooks.redeliver, async (request, reply) => reply.status(202).send(await webhooks.redeliver(callerOf(request).user.id, request.params.id, request.params.deliveryId)));

  route(app, API.webhooks.rotateSecret, (request) => webhooks.rotateSecret(callerOf(request).user.id, request.params.id));
}
