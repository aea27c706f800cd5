import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API, type EndpointSpec } from '@stride/domain';
import { accessOf } from './route-access.js';

/**
 * The app's Content-Security-Policy (issue 18): everything from our own origin; no inline or
 * foreign scripts, no plugins, no <base>, never framed. Styles may be inline (MUI writes its
 * styles into <style> elements at run time). Stripe is reached by navigating to its checkout,
 * which a policy does not restrict; the call's voice is Web Audio over our own WebSocket
 * (`connect-src 'self'` covers ws: and wss: to this origin) and its AudioWorklet is a script
 * file of ours.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

/** The microphone for the app itself (the coach's call); nothing else a page could ask for. */
const PERMISSIONS_POLICY = 'microphone=(self), camera=(), geolocation=(), payment=(), usb=(), interest-cohort=()';

/** Security headers on every answer; HSTS only when the app is served over https. */
export function registerSecurityHeaders(app: FastifyInstance, { appOrigin }: { appOrigin: string }): void {
  const https = appOrigin.startsWith('https:');
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (https) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    const cacheControl = privateCacheControl(request, reply);
    if (cacheControl) reply.header('cache-control', cacheControl);
  });
}

/**
 * The reads the web app keeps for offline use and asks for again on every screen (its service
 * worker's list, apps/web/src/service-worker/sw.ts): `private, no-cache` rather than `no-store`.
 * The service worker keeps them on the device whatever the header says (Cache Storage ignores it),
 * so `no-store` would protect nothing there and would cost the browser its ETag revalidation: with
 * nothing stored it never sends `If-None-Match`, and an unchanged habits list would come back whole
 * instead of as a 304. `private` keeps every shared cache out; `no-cache` makes the browser ask the
 * server before each use.
 */
const REVALIDATED_READS: ReadonlySet<EndpointSpec> = new Set([API.habits.list, API.goals.list, API.vision.get, API.notifications.settings, API.coach.inbox]);
/** Public endpoints whose answers are still about a session (who is signed in, the account just made). */
const SESSION_ENDPOINTS: ReadonlySet<EndpointSpec> = new Set(Object.values(API.auth));

/**
 * Issue 38: what a private API answer says about caching. Everything a session decides (every
 * endpoint but the public ones, and the auth endpoints, `/api/auth/check` among them) is
 * `no-store`: no browser or proxy keeps it; the reads above are `private, no-cache`. A route that
 * chose its own (the export's download) keeps it; public answers (the calendar feed, the
 * configuration, the API description) keep theirs.
 */
function privateCacheControl(request: FastifyRequest, reply: FastifyReply): string | undefined {
  const endpoint = request.routeOptions.config?.endpoint;
  if (!endpoint || reply.hasHeader('cache-control')) return undefined;
  if (accessOf(endpoint) === 'public' && !SESSION_ENDPOINTS.has(endpoint)) return undefined;
  const read = request.method === 'GET' || request.method === 'HEAD';
  return read && REVALIDATED_READS.has(endpoint) && (reply.statusCode === 200 || reply.statusCode === 304) ? 'private, no-cache' : 'no-store';
}
