import type { FastifyInstance } from 'fastify';
import { API, SERVER_MESSAGES, errorBody, type PublicConfig } from '@stride/domain';
import { route } from '../../http/contract-route.js';

export interface SystemRoutesOptions {
  ping: () => Promise<void>;
  publicConfig: PublicConfig;
}

export async function systemRoutes(app: FastifyInstance, { ping, publicConfig }: SystemRoutesOptions) {
  route(app, API.system.health, async (request, reply) => {
    try {
      await ping();
    } catch (err) {
      request.log.error({ err }, 'health check: database unreachable');
      return reply.status(503).send(errorBody('unavailable', SERVER_MESSAGES.databaseUnavailable));
    }
    return { status: 'ok' as const, database: 'ok' as const };
  });

  route(app, API.system.live, async () => ({ status: 'ok' as const }));
  route(app, API.system.config, async () => publicConfig);
  route(app, API.system.openApi, async () => app.swagger() as unknown as Record<string, unknown>);
}
