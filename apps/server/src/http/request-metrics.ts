import type { FastifyInstance } from 'fastify';
import type { AppMetrics } from '../metrics.js';
import { sendsBearer } from './bearer.js';
import { callerIfAny } from './route-access.js';

/** The route label of requests no route matched (the web app's pages, unknown paths): one label, not one per URL. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * Times every answered request into `http_request_duration_seconds`, labelled with the route's
 * pattern (`/api/habits/user/:userId`), never the raw URL, so the labels stay a bounded set.
 * Hijacked answers (Server-Sent Events, the voice WebSocket) never reach `onResponse`: a stream's
 * length is the conversation's, not the server's speed, and the AI metrics time what it waits for.
 */
export function registerRequestMetrics(app: FastifyInstance, metrics: Pick<AppMetrics, 'httpRequestDuration' | 'apiTokenRequests'>): void {
  app.addHook('onResponse', async (request, reply) => {
    metrics.httpRequestDuration.observe(
      { method: request.method, route: request.is404 ? UNMATCHED_ROUTE : (request.routeOptions.url ?? UNMATCHED_ROUTE), status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    // Issue 41: what scripts and assistants ask of the API, apart from the app's own traffic.
    // A Bearer request refused before its route (unknown token, a route tokens cannot call) is `refused`.
    if (sendsBearer(request)) metrics.apiTokenRequests.inc({ via: callerIfAny(request)?.via ?? 'refused', status_class: `${Math.floor(reply.statusCode / 100)}xx` });
  });
}
