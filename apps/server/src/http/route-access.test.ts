import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints, SERVER_MESSAGES, endpointKey } from '@stride/domain';
import { signUp, verifiedUser } from '../test/auth-flows.js';
import { createTestApp, type TestApp, type TestClient } from '../test/test-app.js';
import { PUBLIC_OAUTH_ROUTES } from '../modules/oauth/oauth.routes.js';
import { accessOf, type ApiRoute } from './route-access.js';

/**
 * Every endpoint open to more than verified users, by its contract access: opening another one
 * (a contract entry with `access`) must be written here too, where review sees it.
 */
const OPEN_ENDPOINTS = {
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
  // Issue 51: the sign-up page's checklist asks before there is an account (a hash prefix, never a password).
  'GET /api/auth/common-passwords/:prefix': 'public',
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

  it('registers every endpoint of the contract, at its path and any other it is served at, and nothing else', () => {
    const registered = new Set(routes.filter((route) => route.method !== 'HEAD').map(label));
    const contract = allEndpoints().flatMap(({ endpoint }) => [endpoint.path, ...(endpoint.alsoAt ?? [])].map((path) => `${endpoint.method} ${path}`));
    expect([...registered].sort()).toEqual([...new Set(contract)].sort());
  });

  it('gives each route its contract entry’s access, and opens only the endpoints listed above', () => {
    expect(routes.filter((route) => route.access !== accessOf(route.endpoint))).toEqual([]);
    const open = Object.fromEntries(allEndpoints().filter(({ endpoint }) => accessOf(endpoint) !== 'verified').map(({ endpoint }) => [endpointKey(endpoint), accessOf(endpoint)]));
    expect(open).toEqual(OPEN_ENDPOINTS);
    const openRoutes = routes.filter((route) => route.access !== 'verified').map((route) => label(route).replace(/^HEAD /, 'GET '));
    expect(openRoutes.filter((key) => !(key in OPEN_ENDPOINTS))).toEqual([]);
  });

  it('answers 401 to anyone without a session on every route that is not public', async () => {
    const anonymous = t.client();
    const guarded = routes.filter((route) => route.access !== 'public');
    expect(guarded.length).toBeGreaterThan(20);
    for (const route of guarded) {
      const res = await anonymous.request(route.method as 'GET', pathOf(route.url), route.method === 'GET' || route.method === 'HEAD' ? undefined : {});
      expect({ route: label(route), status: res.statusCode }).toEqual({ route: label(route), status: 401 });
      if (route.method !== 'HEAD') expect(res.json()).toEqual({ code: 'not_authenticated', message: SERVER_MESSAGES.notAuthenticated });
    }
  });

  it('authenticates before it validates: no session and an invalid body is a 401, a verified caller gets the 400', async () => {
    const invalidGoal = { name: 42, unknownField: true };
    const anonymous = await t.client().request('POST', '/api/goals', invalidGoal);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ code: 'not_authenticated', message: SERVER_MESSAGES.notAuthenticated });
    const malformed = await t.client().request('POST', '/api/goals', '{"name":', { 'content-type': 'application/json' });
    expect(malformed.statusCode).toBe(401);
    const unverifiedAnswer = await unverified.request('POST', '/api/goals', invalidGoal);
    expect(unverifiedAnswer.statusCode).toBe(403);
    const verifiedAnswer = await verified.request('POST', '/api/goals', invalidGoal);
    expect(verifiedAnswer.statusCode).toBe(400);
    expect(verifiedAnswer.json().code).toBe('validation_failed');
    expect(verifiedAnswer.json().errors).toBeDefined();
  });

  it('answers 403 to a signed-in user whose email is not verified on every "verified" route', async () => {
    for (const route of routes.filter((r) => r.access === 'verified')) {
      const res = await unverified.request(route.method as 'GET', pathOf(route.url), route.method === 'GET' || route.method === 'HEAD' ? undefined : {});
      expect({ route: label(route), status: res.statusCode }).toEqual({ route: label(route), status: 403 });
      if (route.method !== 'HEAD') expect(res.json()).toEqual({ code: 'email_not_verified', message: SERVER_MESSAGES.emailNotVerified });
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

  it('serves the OAuth routes outside /api, public by design, and never acts on a session there (decision 037)', async () => {
    // Issue 41: discovery, registration, authorize, token and revocation: a client id, PKCE and the
    // secrets are their checks. The consent itself is an /api route (verified, listed above by the contract).
    expect(PUBLIC_OAUTH_ROUTES).toEqual([
      'GET /.well-known/oauth-protected-resource',
      'GET /.well-known/oauth-protected-resource/mcp',
      'GET /.well-known/oauth-protected-resource/mcp/read',
      'GET /.well-known/oauth-authorization-server',
      'POST /oauth/register',
      'GET /oauth/authorize',
      'POST /oauth/token',
      'POST /oauth/revoke',
    ]);
    for (const entry of PUBLIC_OAUTH_ROUTES) {
      const [method, url] = entry.split(' ') as ['GET' | 'POST', string];
      expect({ entry, registered: t.app.hasRoute({ method, url }) }).toEqual({ entry, registered: true });
      expect(routes.map(label)).not.toContain(entry);
      // The same answer with and without the verified user's session cookie: no session is read.
      const anonymous = await t.client().request(method, url, method === 'POST' ? {} : undefined);
      const signedIn = await verified.request(method, url, method === 'POST' ? {} : undefined);
      expect({ entry, status: anonymous.statusCode }).not.toMatchObject({ status: 401 });
      expect({ entry, status: signedIn.statusCode, body: signedIn.body.replace(/"client_id":"[^"]+"|client_id_issued_at":\d+/g, '') }).toEqual({
        entry,
        status: anonymous.statusCode,
        body: anonymous.body.replace(/"client_id":"[^"]+"|client_id_issued_at":\d+/g, ''),
      });
    }
  });

  it('knows every route outside /api (no contract entry) and what checks its caller', () => {
    // Each of these reads no session cookie for its check, or is a public page of the web app.
    const OUTSIDE_API = {
      // The Prometheus scraper's token (METRICS_TOKEN), http/metrics-route.ts.
      'GET /metrics': 'metrics token',
      // Issue 41: assistants, Bearer tokens only (modules/mcp/mcp.routes.ts, decision 039); issue 52: the
      // read-only endpoint, and CORS for browser-based clients (any origin, no credentials: the cookie is never read).
      'POST /mcp': 'bearer',
      'GET /mcp': 'bearer',
      'DELETE /mcp': 'bearer',
      'OPTIONS /mcp': 'cors preflight',
      'POST /mcp/read': 'bearer',
      'GET /mcp/read': 'bearer',
      'DELETE /mcp/read': 'bearer',
      'OPTIONS /mcp/read': 'cors preflight',
      // Issue 41: OAuth discovery, registration, authorize, token, revocation: public by design (the test above, decision 037).
      ...Object.fromEntries(PUBLIC_OAUTH_ROUTES.map((route) => [route, 'oauth client'])),
      'GET /.well-known/*': 'public (404 JSON)',
      // Their CORS preflights (open CORS on these only, http/open-cors or modules/oauth/oauth.routes.ts).
      ...Object.fromEntries(
        PUBLIC_OAUTH_ROUTES.filter((route) => !route.includes('/oauth/authorize')).map((route) => [`OPTIONS ${route.split(' ')[1]!}`, 'cors preflight']),
      ),
      // Public files of the web app (with a built web app, its pages and assets join them).
      'GET /robots.txt': 'public',
      'GET /sitemap.xml': 'public',
    };
    const outside = t.app.outsideApiRoutes.filter((key) => !key.startsWith('HEAD '));
    expect([...outside].sort()).toEqual(Object.keys(OUTSIDE_API).sort());
    expect(t.app.outsideApiRoutes).not.toContain('HEAD /mcp');
  });

  it('documents the 401 and 403 of every guarded route in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, Record<string, { responses: Record<string, unknown> }>> }>();
    const report = doc.paths['/api/openai/report-response']?.post?.responses ?? {};
    expect(Object.keys(report)).toEqual(expect.arrayContaining(['201', '401', '403']));
    const health = doc.paths['/api/health']?.get?.responses ?? {};
    expect(Object.keys(health)).not.toContain('401');
  });
});
