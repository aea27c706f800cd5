import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { SERVER_MESSAGES, errorBody } from '@stride/domain';
import type { AppMetrics } from '../metrics.js';

export const METRICS_PATH = '/metrics';

/** Hashes first: equal lengths for timingSafeEqual, and the comparison's time says nothing about the token. */
const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * `/metrics` for a Prometheus scraper, outside /api (no session, no Client-Type): without a
 * configured token it answers 404 as an unknown path does, without the right
 * `Authorization: Bearer <token>` 401, else the registry's text format.
 */
export function registerMetricsRoute(app: FastifyInstance, { metrics, token }: { metrics: Pick<AppMetrics, 'registry'>; token: string | undefined }): void {
  const expected = token === undefined ? undefined : digest(token);
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!expected) return reply.status(404).send(errorBody('not_found', SERVER_MESSAGES.notFound));
    const given = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1]?.trim() ?? '';
    if (!timingSafeEqual(digest(given), expected)) {
      return reply.status(401).header('www-authenticate', 'Bearer realm="metrics"').send(errorBody('not_authenticated', SERVER_MESSAGES.notAuthenticated));
    }
    const body = await metrics.registry.metrics();
    return reply.type(metrics.registry.contentType).header('cache-control', 'no-store').send(body);
  });
}
