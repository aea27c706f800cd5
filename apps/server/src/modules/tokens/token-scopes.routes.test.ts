import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTEGRATION_TEXTS, tokenScopeOf, type CreatedToken } from '@stride/domain';
import { verifiedUser } from '../../test/auth-flows.js';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { testEngines } from '../../test/test-database.js';

const SOME_ID = '00000000-0000-4000-8000-000000000000';

/**
 * Issue 48: every route a token can reach, walked against the one scope table (packages/domain
 * token-scopes.ts): a route the table does not list refuses every token, a `write` row refuses a
 * `read` token, and a `read` row lets it through. The routes are the server's own, as registered.
 */
describe.each(testEngines())('the scope table on every route, on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  async function tokens(): Promise<{ client: TestClient; read: string; write: string }> {
    const client = t.client();
    await verifiedUser(t, client);
    const make = async (scope: 'read' | 'write') => (await client.request('POST', '/api/tokens', { name: scope, scope })).json<CreatedToken>().token;
    return { client, read: await make('read'), write: await make('write') };
  }

  const call = (token: string, method: string, url: string) =>
    t.app.inject({ method: method as 'GET', url, headers: { authorization: `Bearer ${token}` }, ...(method === 'GET' || method === 'HEAD' ? {} : { payload: {} }) });

  const urlOf = (path: string) => path.replace(':userId', 'me').replace(/:[A-Za-z]+/g, SOME_ID);

  it('answers each route as the table says, for a read and a write token', async () => {
    const { read, write } = await tokens();
    const routes = t.app.apiRoutes.filter((route) => route.access !== 'public' && route.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(60);
    const seen = { none: 0, read: 0, write: 0 };
    for (const route of routes) {
      const needed = tokenScopeOf({ method: route.method, path: route.url });
      const url = urlOf(route.url);
      const label = `${route.method} ${route.url}`;
      const asRead = await call(read, route.method, url);
      const asWrite = await call(write, route.method, url);
      if (!needed) {
        seen.none++;
        for (const res of [asRead, asWrite]) {
          expect(res.statusCode, label).toBe(403);
          expect(res.json(), label).toEqual({ code: 'forbidden', message: INTEGRATION_TEXTS.tokenNotAllowedHere });
        }
      } else if (needed === 'write') {
        seen.write++;
        expect(asRead.statusCode, label).toBe(403);
        expect(asRead.json(), label).toEqual({ code: 'forbidden', message: INTEGRATION_TEXTS.tokenReadOnly });
        // Issue 52: the answer names the scope that would do, for a client to step up to.
        expect(asRead.headers['www-authenticate'], label).toBe('Bearer error="insufficient_scope", scope="write"');
        expect([401, 403], `${label}: ${asWrite.body}`).not.toContain(asWrite.statusCode);
      } else {
        seen.read++;
        expect(route.method, label).toBe('GET');
        for (const res of [asRead, asWrite]) expect([401, 403], `${label}: ${res.body}`).not.toContain(res.statusCode);
      }
    }
    // Issue 52: a habit and a goal by id joined the lists, the calendar and progress.
    expect(seen.read).toBe(7);
    expect(seen.write).toBeGreaterThan(20);
  });

  it('lets no token read the account: its email, settings, sessions or coach conversations (the export holds them)', async () => {
    const { client, read, write } = await tokens();
    const exported = await client.request('GET', '/api/export?format=json');
    expect(exported.statusCode).toBe(200);
    for (const token of [read, write]) {
      for (const url of ['/api/export?format=json', '/api/export?format=csv', '/api/notifications/settings', '/api/openai/sessions', '/api/auth/check', '/api/calendar']) {
        const res = await call(token, 'GET', url);
        expect(res.statusCode, url).toBe(403);
        expect(res.body, url).not.toContain('@');
      }
    }
  });
});
