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
    // The refusal names the address that works (issue 39).
    expect(res.json()).toEqual({ code: 'forbidden', message: 'Cross-origin request refused. Open Stride at http://localhost:3000.' });
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

/**
 * Issue 39: with APP_ORIGIN unset, the log printed http://127.0.0.1:3000 beside
 * http://localhost:3000 and sign-up refused the first. Every loopback name on the port is ours.
 */
describe('Origin rule with APP_ORIGIN unset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { APP_ORIGIN: '', PORT: '4123' });
  });
  afterAll(() => t.close());

  const signupBody = () => ({ email: uniqueEmail(), password: STRONG_PASSWORD, firstName: 'A', lastName: 'B' });

  it('accepts localhost, 127.0.0.1 and [::1] on the configured port', async () => {
    for (const origin of ['http://localhost:4123', 'http://127.0.0.1:4123', 'http://[::1]:4123']) {
      const res = await t.client().request('POST', '/api/auth/signup', signupBody(), { origin, 'sec-fetch-site': 'same-origin' });
      expect(res.statusCode, `${origin}: ${res.body}`).toBe(201);
    }
  });

  it('refuses another port, another name or https, naming the address the log prints', async () => {
    for (const origin of ['http://localhost:3000', 'http://127.0.0.2:4123', 'https://localhost:4123', 'http://192.168.1.20:4123']) {
      const res = await t.client().request('POST', '/api/auth/signup', signupBody(), { origin });
      expect(res.statusCode, origin).toBe(403);
      expect(res.json()).toEqual({ code: 'forbidden', message: SERVER_MESSAGES.originRefused('http://localhost:4123') });
    }
  });
});
