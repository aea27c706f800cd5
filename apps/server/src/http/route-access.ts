import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { SERVER_MESSAGES, errorResponseSchema } from '@stride/domain';
import { unauthenticated } from '../errors.js';
import type { AuthGuard, RequestAuth } from './auth-guard.js';

/** `public`: anyone. `signed-in`: a session, verified or not. `verified`: a session whose email is verified. */
export type RouteAccess = 'public' | 'signed-in' | 'verified';

/**
 * Secure by default: every API route requires a signed-in user whose email is verified, except the
 * routes listed here. This list is the one place a route is opened; a route missing from it is
 * protected, and `route-access.test.ts` walks the route table so that no entry outlives its route.
 */
export const ROUTE_ACCESS_EXCEPTIONS: Readonly<Record<string, Exclude<RouteAccess, 'verified'>>> = {
  // System: load balancers, clients' start-up and the API description.
  'GET /api/health': 'public',
  'GET /api/live': 'public',
  'GET /api/config': 'public',
  'GET /api/openapi.json': 'public',
  // Auth (section 7): how a visitor becomes a user. logout, check and resend read a session when there is one.
  'POST /api/auth/signup': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/logout': 'public',
  'GET /api/auth/check': 'public',
  'POST /api/auth/resend-verification': 'public',
  'POST /api/auth/forgot-password': 'public',
  'POST /api/auth/verify-reset-code': 'public',
  'POST /api/auth/reset-password': 'public',
  'POST /api/auth/verify-email': 'signed-in',
  // An email's unsubscribe link (issue 21): its signed token, not a session, is its check.
  'GET /api/notifications/unsubscribe': 'public',
  'POST /api/notifications/unsubscribe': 'public',
  // Issue 23: calendar apps fetch the feed without a session; the token in its URL is the check.
  'GET /api/calendar/:token.ics': 'public',
  // Issue 23: leaving needs no verified email (someone who never verified can still delete the account).
  'DELETE /api/users/me': 'signed-in',
  // Stripe signs its webhook: the signature, not a session, is its check.
  'POST /api/stripe/webhook': 'public',
};

/** API paths (the JSON API, and the spec's own `/openai/report-response`); everything else is the web app. */
export const isApiPath = (url: string) => url.startsWith('/api/') || url === '/api' || url.startsWith('/openai/');

/** The access a route gets: its exception, else a verified user. HEAD is answered by the GET route. */
export function accessOf(method: string, url: string): RouteAccess {
  return ROUTE_ACCESS_EXCEPTIONS[`${method === 'HEAD' ? 'GET' : method} ${url}`] ?? 'verified';
}

export interface ApiRoute {
  method: string;
  url: string;
  access: RouteAccess;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route with its access, as registered (read by the route-access test). */
    apiRoutes: readonly ApiRoute[];
  }
}

const callers = new WeakMap<FastifyRequest, RequestAuth>();

/** The signed-in user of a guarded route, resolved before the route's handler ran. */
export function callerOf(request: FastifyRequest): RequestAuth {
  const auth = callers.get(request);
  // Only a public route can get here without one: it should read `guard.currentAuth` instead.
  if (!auth) throw unauthenticated(SERVER_MESSAGES.notAuthenticated);
  return auth;
}

const GUARD_HOOK = Symbol('route-access guard');

/**
 * Must run before any route is registered: every API route then gets, as its first `onRequest`
 * hook (after the app's Client-Type check, before its body is read), the check of its access, and
 * documents the 401 and 403 that check answers.
 */
export function registerRouteAccess(app: FastifyInstance, guard: AuthGuard): void {
  const table: ApiRoute[] = [];
  app.decorate('apiRoutes', table);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!isApiPath(route.url)) return;
    const methods = [route.method].flat();
    const accesses = new Set(methods.map((method) => accessOf(method, route.url)));
    if (accesses.size !== 1) throw new Error(`${methods.join(',')} ${route.url}: one route, one access (register its methods apart)`);
    const access = [...accesses][0]!;
    for (const method of methods) table.push({ method, url: route.url, access });
    if (access === 'public') return;

    const hooks = [route.onRequest ?? []].flat();
    if (!hooks.some((hook) => GUARD_HOOK in hook)) {
      const check = access === 'verified' ? guard.requireVerifiedUser : guard.requireUser;
      const guardHook = Object.assign(
        async (request: FastifyRequest, reply: FastifyReply) => {
          callers.set(request, await check(request, reply));
        },
        { [GUARD_HOOK]: true },
      );
      route.onRequest = [guardHook, ...hooks];
    }
    const response = route.schema?.response as Record<number, unknown> | undefined;
    if (response) {
      response[401] ??= errorResponseSchema;
      response[403] ??= errorResponseSchema;
    }
  });
}
