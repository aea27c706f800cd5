import type { FastifyInstance, RouteOptions } from 'fastify';
import { SERVER_MESSAGES, errorBody, errorResponseSchema } from '@stride/domain';
import { sendsBearer } from './bearer.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * Fetch Metadata the API accepts on a state-changing request: the web app's own calls
 * (`same-origin`) and a user-initiated one (`none`). `same-site` is refused too: the API and the web
 * app share one origin, so a sibling subdomain is never a caller, and SameSite=Lax cookies would
 * ride along with its requests. Without the header (servers, the mobile apps, older browsers) the
 * other checks decide.
 */
const ALLOWED_FETCH_SITES = new Set(['same-origin', 'none']);

export interface RequestGuardOptions {
  /** The origins a browser may call from (config.ts `allowedOrigins`). */
  allowedOrigins: readonly string[];
  /** The one a refusal names: the address that works. */
  appOrigin: string;
  /** Paths exempt from the Client-Type rule (e.g. a payment provider's webhook). */
  exemptPaths?: readonly string[];
}

/**
 * CSRF defence for a cookie-authenticated API: every state-changing request must carry the
 * `Client-Type` header (which a cross-site form cannot set without a CORS preflight we never grant),
 * must not be marked cross-site by the browser (`Sec-Fetch-Site`, sent even where `Origin` is not),
 * and, when the browser sends `Origin`, it must be our own (one of `allowedOrigins`; a refusal names
 * `appOrigin`, the address that works).
 */
export function registerRequestGuard(app: FastifyInstance, options: RequestGuardOptions): void {
  const exempt = new Set(options.exemptPaths ?? []);
  const allowed = new Set(options.allowedOrigins);
  // Every state-changing route registered from here on documents the 403 this check answers.
  app.addHook('onRoute', (route: RouteOptions) => {
    const response = route.schema?.response as Record<number, unknown> | undefined;
    if (response && [route.method].flat().some((method) => !SAFE_METHODS.has(method)) && !exempt.has(route.url)) response[403] ??= errorResponseSchema;
  });
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    const path = request.url.split('?')[0] ?? '';
    if (exempt.has(path)) return;
    // Issue 41: a Bearer request is authenticated by its header alone, which a cross-site page
    // cannot set without a CORS preflight we never grant, and never by the cookie: no CSRF to stop.
    if (sendsBearer(request)) return;
    const site = request.headers['sec-fetch-site'];
    if (site !== undefined && !ALLOWED_FETCH_SITES.has(String(site))) {
      return reply.status(403).send(errorBody('forbidden', SERVER_MESSAGES.crossSiteRefused));
    }
    const clientType = request.headers['client-type'];
    if (typeof clientType !== 'string' || clientType.trim() === '') {
      return reply.status(403).send(errorBody('forbidden', SERVER_MESSAGES.clientTypeMissing));
    }
    const origin = request.headers.origin;
    if (origin !== undefined && !allowed.has(origin)) {
      return reply.status(403).send(errorBody('forbidden', SERVER_MESSAGES.originRefused(options.appOrigin)));
    }
  });
}
