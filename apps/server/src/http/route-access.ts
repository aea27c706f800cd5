import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { INTEGRATION_TEXTS, SERVER_MESSAGES, errorResponseSchema, isApiPath, scopeAllows, tokenScopeOf, type EndpointAccess, type EndpointSpec } from '@stride/domain';
import { forbidden, unauthenticated } from '../errors.js';
import type { AuthGuard, RequestAuth } from './auth-guard.js';
import { sendsBearer } from './bearer.js';

/** `public`: anyone. `signed-in`: a session, verified or not. `verified`: a session whose email is verified. */
export type RouteAccess = EndpointAccess;


/**
 * The access a route gets: its contract entry's (packages/domain `API`), else a verified user.
 * Secure by default: an entry opens a route only by saying `public` or `signed-in`.
 */
export function accessOf(endpoint: EndpointSpec): RouteAccess {
  return endpoint.access ?? 'verified';
}

export interface ApiRoute {
  method: string;
  url: string;
  access: RouteAccess;
  /** The contract entry it was registered from. */
  endpoint: EndpointSpec;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route with its access, as registered (read by the route-access test). */
    apiRoutes: readonly ApiRoute[];
    /** Issue 41: every route outside /api (`METHOD /path`): not contract endpoints, each checks its own caller (read by the route-access test). */
    outsideApiRoutes: readonly string[];
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

/** The signed-in user of a guarded route, or undefined on a public one (the wire's hooks ask). */
export function callerIfAny(request: FastifyRequest): RequestAuth | undefined {
  return callers.get(request);
}

const GUARD_HOOK = Symbol('route-access guard');

/**
 * Issue 41: a token (personal or an assistant's) may call only the resource routes its contract
 * scope table opens to tokens (`SCOPE_TABLE`), and a `read` token only to read. Account routes (tokens,
 * password, email, deletion, billing, sessions) never take one.
 */
function assertTokenMay(endpoint: EndpointSpec, auth: RequestAuth, reply: FastifyReply): void {
  // Issue 48: the one scope table (packages/domain token-scopes.ts) says what each scope may call.
  const needed = tokenScopeOf(endpoint);
  if (!needed) throw forbidden(INTEGRATION_TEXTS.tokenNotAllowedHere);
  if (!auth.scope || !scopeAllows(auth.scope, needed)) {
    // Issue 52: RFC 6750 §3.1: the scope that would do, so a client can ask the person for it (step-up).
    reply.header('www-authenticate', `Bearer error="insufficient_scope", scope="${needed}"`);
    throw forbidden(INTEGRATION_TEXTS.tokenReadOnly);
  }
}

async function refuseBearer(request: FastifyRequest): Promise<void> {
  if (sendsBearer(request)) throw forbidden(INTEGRATION_TEXTS.tokenNotAllowedHere);
}

/**
 * Must run before any route is registered: every API route then gets, as its first `onRequest`
 * hook (after the app's Client-Type check, before its body is read), the check of its access, and
 * documents the 401 and 403 that check answers.
 */
export function registerRouteAccess(app: FastifyInstance, guard: AuthGuard): void {
  const table: ApiRoute[] = [];
  app.decorate('apiRoutes', table);
  const outside: string[] = [];
  app.decorate('outsideApiRoutes', outside);
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = [route.method].flat();
    if (!isApiPath(route.url)) {
      outside.push(...methods.map((method) => `${method} ${route.url}`));
      return;
    }
    const endpoint = route.config?.endpoint;
    // The one way into /api is the contract (http/contract-route.ts): a route without an entry is a mistake.
    if (!endpoint) throw new Error(`${methods.join(',')} ${route.url}: register API routes from their contract entry (route() in http/contract-route.ts)`);
    const access = accessOf(endpoint);
    for (const method of methods) table.push({ method, url: route.url, access, endpoint });
    if (access === 'public') {
      // Issue 41: the public sign-in routes (check, logout, ...) read the session: a token is refused there as on every account route.
      if (endpoint.tag === 'auth') route.onRequest = [refuseBearer, ...[route.onRequest ?? []].flat()];
      return;
    }

    const hooks = [route.onRequest ?? []].flat();
    if (!hooks.some((hook) => GUARD_HOOK in hook)) {
      const check = access === 'verified' ? guard.requireVerifiedUser : guard.requireUser;
      const guardHook = Object.assign(
        async (request: FastifyRequest, reply: FastifyReply) => {
          const auth = await check(request, reply);
          if (auth.via !== 'session') assertTokenMay(endpoint, auth, reply);
          callers.set(request, auth);
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
