import type { FastifyInstance } from 'fastify';
import type { AppMetrics } from '../metrics.js';

/** The route label of requests no route matched (the web app's pages, unknown paths): one label, not one per URL. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * Times every answered request into `http_request_duration_seconds`, labelled with the route's
 * pattern (`/api/habits/user/:userId`), never the raw URL, so the labels stay a bounded set.
 * Hijacked answers (Server-Sent Events, the voice WebSocket) never reach `onResponse`: a stream's
 * length is the conversation's, not the server's speed, and the AI metrics time what it waits for.
 */
export function registerRequestMetrics(app: FastifyInstance, metrics: Pick<AppMetrics, 'httpRequestDuration'>): void {
  app.addHook('onResponse', async (request, reply) => {
    metrics.httpRequestDuration.observe(
      { method: request.method, route: request.is404 ? UNMATCHED_ROUTE : (request.routeOptions.url ?? UNMATCHED_ROUTE), status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
}
