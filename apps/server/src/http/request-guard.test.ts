import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@stride/domain';
import { STRONG_PASSWORD, uniqueEmail } from '../test/auth-flows.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

describe('Client-Type and Origin rule for state-changing requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { APP_ORIGIN: 'http://localhost:3000' });
  });
  afterAll(() => t.close());

  const signupBody = () => ({ email: uniqueEmail(), password: STRONG_PASSWORD, firstName: 'A', lastName: 'B' });

  it('refuses a POST without Client-Type (403) and changes nothing', async () => {
    const body = signupBody();
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: body });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'forbidden', message: SERVER_MESSAGES.clientTypeMissing });
    const login = await t.client().request('POST', '/api/auth/login', { email: body.email, password: body.password });
    expect(login.statusCode).toBe(401);
  });

  it('refuses a cross-origin Origin (403)', async () => {
    const res = await t.client().request('POST', '/api/auth/signup', signupBody(), { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'forbidden', message: SERVER_MESSAGES.originMismatch });
  });

  it('accepts our own Origin, and no Origin at all (non-browser clients)', async () => {
    expect((await t.client().request('POST', '/api/auth/signup', signupBody(), { origin: 'http://localhost:3000' })).statusCode).toBe(201);
    expect((await t.client().request('POST', '/api/auth/signup', signupBody())).statusCode).toBe(201);
  });

  it('refuses a state-changing request a browser marks Sec-Fetch-Site: cross-site or same-site (403), Origin or not, and changes nothing', async () => {
    for (const site of ['cross-site', 'same-site']) {
      const body = signupBody();
      const res = await t.client().request('POST', '/api/auth/signup', body, { 'sec-fetch-site': site });
      expect(res.statusCode, site).toBe(403);
      expect(res.json()).toEqual({ code: 'forbidden', message: SERVER_MESSAGES.crossSiteRefused });
      expect((await t.client().request('POST', '/api/auth/login', { email: body.email, password: body.password })).statusCode).toBe(401);
    }
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const res = await t.client().request(method, '/api/users/me', {}, { 'sec-fetch-site': 'cross-site' });
      expect(res.statusCode, method).toBe(403);
    }
  });

  it('accepts Sec-Fetch-Site same-origin and none (a user-initiated request), and any value on reads', async () => {
    expect((await t.client().request('POST', '/api/auth/signup', signupBody(), { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:3000' })).statusCode).toBe(201);
    expect((await t.client().request('POST', '/api/auth/signup', signupBody(), { 'sec-fetch-site': 'none' })).statusCode).toBe(201);
    expect((await t.client().request('GET', '/api/auth/check', undefined, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(200);
  });

  it('applies to every state-changing method, not to reads', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/users/me', payload: {} });
      expect(res.statusCode, method).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/check' })).statusCode).toBe(200);
  });
});
