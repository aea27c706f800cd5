import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@stride/domain';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { inlineRefs } from '../../test/openapi-deref.js';
import { testEngines } from '../../test/test-database.js';

describe.each(testEngines())('system routes on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { SUPPORT_EMAIL: 'help@example.com', APP_STORE_URL: 'https://apps.example.com/stride' });
  });
  afterAll(() => t.close());

  it('GET /api/health checks the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('GET /api/config answers the public settings', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json()).toEqual({
      appOrigin: 'http://localhost:3000',
      supportEmail: 'help@example.com',
      appStoreUrl: 'https://apps.example.com/stride',
      playStoreUrl: null,
      // No AI provider in this app: the web app shows the Call button as unavailable (issue 20).
      voiceCalls: false,
      // No Stripe either: the Subscription card says payments are off rather than offering Upgrade (issue 51).
      payments: false,
      // VAPID unset: the key pair the server made and kept (issue 21), a P-256 public key in base64url.
      vapidPublicKey: expect.stringMatching(/^[A-Za-z0-9_-]{87}$/),
    });
  });

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    // Issue 52: bodies and answers are named schemas (`$ref`): read inline here.
    const doc = inlineRefs(res.json());
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of ['/api/auth/login', '/api/auth/signup', '/api/auth/logout', '/api/auth/check', '/api/auth/verify-email', '/api/auth/resend-verification', '/api/auth/forgot-password', '/api/auth/verify-reset-code', '/api/auth/reset-password', '/api/users/me']) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
    const signup = doc.paths['/api/auth/signup'].post;
    expect(signup.requestBody.content['application/json'].schema.required).toEqual(expect.arrayContaining(['email', 'password', 'firstName', 'lastName']));
    expect(Object.keys(signup.responses)).toEqual(expect.arrayContaining(['201', '400', '409']));
    // Issue 41: the document tells a script which routes take its token.
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.paths['/api/habits/{id}/complete'].post.security).toEqual([{ session: [] }, { bearer: [] }, { oauth2: ['write'] }]);
    expect(doc.paths['/api/habits/user/{userId}'].get.security).toEqual([{ session: [] }, { bearer: [] }, { oauth2: ['read'] }]);
    expect(doc.paths['/api/tokens'].post.security).toEqual([{ session: [] }]);
    expect(doc.paths['/api/users/me/password'].post.security).toEqual([{ session: [] }]);
    // Issue 52: a public operation says it needs nothing (an absent `security` would mean the document's default).
    expect(signup.security).toEqual([]);
    expect(doc.components.securitySchemes.oauth2.flows.authorizationCode).toMatchObject({ authorizationUrl: expect.stringMatching(/\/oauth\/authorize$/), tokenUrl: expect.stringMatching(/\/oauth\/token$/), scopes: { read: expect.any(String), write: expect.any(String) } });
  });

  it('names every operation with a unique operationId, from its contract name (issue 52)', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, Record<string, { operationId?: string }>> }>();
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ at: `${method.toUpperCase()} ${path}`, id: op.operationId })));
    expect(operations.filter((op) => !op.id).map((op) => op.at)).toEqual([]);
    const ids = operations.map((op) => op.id!);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][A-Za-z0-9]*$/);
    expect(doc.paths['/api/habits/{id}/complete']!.post!.operationId).toBe('habitsComplete');
    // The download is declared as what it answers: JSON or a zip, never a generic byte stream.
    const download = (doc.paths['/api/export']!.get as unknown as { responses: Record<string, { content: Record<string, unknown> }> }).responses['200']!;
    expect(Object.keys(download.content).sort()).toEqual(['application/json', 'application/zip']);
  });

  it('answers unknown API paths and malformed JSON with { message }', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'not_found', message: SERVER_MESSAGES.notFound });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'client-type': 'web', 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(bad.statusCode).toBe(400);
    expect(typeof bad.json().message).toBe('string');
  });
});
