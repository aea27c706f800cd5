import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SERVER_MESSAGES, publicConfigSchema, type PublicConfig } from '@stride/domain';
import { errorResponses } from '../../http/error-responses.js';

export interface SystemRoutesOptions {
  ping: () => Promise<void>;
  publicConfig: PublicConfig;
}

const healthSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') });
const liveSchema = z.object({ status: z.literal('ok') });

export const systemRoutes: FastifyPluginAsyncZod<SystemRoutesOptions> = async (app, { ping, publicConfig }) => {
  app.get(
    '/health',
    { schema: { tags: ['system'], summary: 'Liveness and database check', response: { 200: healthSchema, ...errorResponses(503) } } },
    async (request, reply) => {
      try {
        await ping();
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        return reply.status(503).send({ message: SERVER_MESSAGES.databaseUnavailable });
      }
      return { status: 'ok' as const, database: 'ok' as const };
    },
  );

  app.get(
    '/live',
    { schema: { tags: ['system'], summary: 'Liveness: the process runs (the database is not asked)', response: { 200: liveSchema } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/config',
    { schema: { tags: ['system'], summary: 'Public settings for clients', response: { 200: publicConfigSchema } } },
    async () => publicConfig,
  );

  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
};
