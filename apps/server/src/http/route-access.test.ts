import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@stride/domain';
import { signUp, verifiedUser } from '../test/auth-flows.js';
import { createTestApp, type TestApp, type TestClient } from '../test/test-app.js';
import { ROUTE_ACCESS_EXCEPTIONS, accessOf, type ApiRoute } from './route-access.js';

const SOME_ID = '00000000-0000-4000-8000-000000000000';
/** A path of the route with its parameters filled in. */
const pathOf = (url: string) => url.replace(/:(\w+)/g, SOME_ID);
const label = (route: ApiRoute) => `${route.method} ${route.url}`;

/**
 * Walks the app's whole route table: every API route is either listed as an exception in
 * route-access.ts or refuses anyone but a verified user, and no exception outlives its route.
 */
describe('route access (secure by default)', () => {
  let t: TestApp;
  let routes: readonly ApiRoute[];
  let unverified: TestClient;
  let verified: TestClient;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    routes = t.app.apiRoutes;
    unverified = t.client();
    await signUp(t, unverified);
    verified = t.client();
    await verifiedUser(t, verified);
  });
  afterAll(() => t.close());

  it('sees every API route, the spec’s /openai path included, and no web app route', () => {
    const labels = routes.map(label);
    expect(labels).toContain('GET /api/habits/user/:userId');
    expect(labels).toContain('POST /openai/report-response');
    expect(labels).toContain('POST /api/openai/converse');
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.every((route) => route.url.startsWith('/api/') || route.url.startsWith('/openai/'))).toBe(true);
  });

  it('lists only exceptions that name a registered route', () => {
    const registered = new Set(routes.map(label));
    const stale = Object.keys(ROUTE_ACCESS_EXCEPTIONS).filter((key) => !registered.has(key));
    expect(stale).toEqual([]);
  });

  it('gives each route the access of its exception, and every other route "verified"', () => {
    const neither = routes.filter((route) => route.access !== accessOf(route.method, route.url));
    expect(neither).toEqual([]);
    const open = routes.filter((route) => route.access !== 'verified').map(label);
    const listed = new Set(Object.keys(ROUTE_ACCESS_EXCEPTIONS));
    expect(open.filter((key) => !listed.has(key.replace(/^HEAD /, 'GET ')))).toEqual([]);
  });

  it('answers 401 to anyone without a session on every route that is not public', async () => {
    const anonymous = t.client();
    const guarded = routes.filter((route) => route.access !== 'public');
    expect(guarded.length).toBeGreaterThan(20);
    for (const route of guarded) {
      const res = await anonymous.request(route.method as 'GET', pathOf(route.url), route.method === 'GET' || route.method === 'HEAD' ? undefined : {});
      expect({ route: label(route), status: res.statusCode }).toEqual({ route: label(route), status: 401 });
      if (route.method !== 'HEAD') expect(res.json()).toEqual({ message: SERVER_MESSAGES.notAuthenticated });
    }
  });

  it('authenticates before it validates: no session and an invalid body is a 401, a verified caller gets the 400', async () => {
    const invalidGoal = { name: 42, unknownField: true };
    const anonymous = await t.client().request('POST', '/api/goals', invalidGoal);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: SERVER_MESSAGES.notAuthenticated });
    const malformed = await t.client().request('POST', '/api/goals', '{"name":', { 'content-type': 'application/json' });
    expect(malformed.statusCode).toBe(401);
    const unverifiedAnswer = await unverified.request('POST', '/api/goals', invalidGoal);
    expect(unverifiedAnswer.statusCode).toBe(403);
    const verifiedAnswer = await verified.request('POST', '/api/goals', invalidGoal);
    expect(verifiedAnswer.statusCode).toBe(400);
    expect(verifiedAnswer.json().errors).toBeDefined();
  });

  it('answers 403 to a signed-in user whose email is not verified on every "verified" route', async () => {
    for (const route of routes.filter((r) => r.access === 'verified')) {
      const res = await unverified.request(route.method as 'GET', pathOf(route.url), route.method === 'GET' || route.method === 'HEAD' ? undefined : {});
      expect({ route: label(route), status: res.statusCode }).toEqual({ route: label(route), status: 403 });
      if (route.method !== 'HEAD') expect(res.json()).toEqual({ message: SERVER_MESSAGES.emailNotVerified });
    }
  });

  it('lets a verified user past the check on every route (what follows is the route’s own answer)', async () => {
    for (const route of routes.filter((r) => r.access === 'verified')) {
      const res = await verified.request(route.method as 'GET', pathOf(route.url), route.method === 'GET' || route.method === 'HEAD' ? undefined : {});
      const message = route.method === 'HEAD' ? null : res.json<{ message?: string }>().message;
      expect({ route: label(route), status: res.statusCode, message }).not.toMatchObject({ status: 401 });
      expect({ route: label(route), message }).not.toEqual({ route: label(route), message: SERVER_MESSAGES.emailNotVerified });
    }
  });

  it('documents the 401 and 403 of every guarded route in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, Record<string, { responses: Record<string, unknown> }>> }>();
    const report = doc.paths['/api/openai/report-response']?.post?.responses ?? {};
    expect(Object.keys(report)).toEqual(expect.arrayContaining(['201', '401', '403']));
    const health = doc.paths['/api/health']?.get?.responses ?? {};
    expect(Object.keys(health)).not.toContain('401');
  });
});
