// The answers every client gets whatever it asks: security headers, robots.txt and the sitemap.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedUser } from '../test/auth-flows.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

describe('security headers', () => {
  let local: TestApp;
  let secure: TestApp;
  beforeAll(async () => {
    local = await createTestApp('pglite');
    secure = await createTestApp('pglite', { APP_ORIGIN: 'https://stride.example.com' });
  });
  afterAll(async () => {
    await local.close();
    await secure.close();
  });

  it('sends a strict Content-Security-Policy and a Permissions-Policy with every answer', async () => {
    for (const url of ['/api/health', '/api/config', '/pricing']) {
      const res = await local.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self';");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) expect(csp).toContain(directive);
      expect(res.headers['permissions-policy']).toContain('microphone=(self)');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('adds HSTS when the app is served over https', async () => {
    const res = await secure.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('Cache-Control of API answers (issue 38)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('private JSON answers carry Cache-Control: no-store (/api/auth/check, the calendar, the coach, changes, refusals)', async () => {
    const client = t.client();
    const { user } = await verifiedUser(t, client);
    const cacheControl = async (method: 'GET' | 'POST', url: string, body?: object) => (await client.request(method, url, body)).headers['cache-control'];
    expect(await cacheControl('GET', '/api/auth/check')).toBe('no-store');
    expect(await cacheControl('GET', '/api/calendar')).toBe('no-store');
    expect(await cacheControl('GET', '/api/openai/allowance')).toBe('no-store');
    expect(await cacheControl('GET', '/api/openai/sessions')).toBe('no-store');
    expect(await cacheControl('POST', '/api/goals', { name: 'Run a 10k' })).toBe('no-store');
    expect(await cacheControl('POST', '/api/goals', { name: 42 })).toBe('no-store');
    expect(await cacheControl('GET', `/api/goals/user/${user.id}?unexpected=1`)).toBe('private, no-cache');
    // The session's answers even when they are refusals, and for anyone.
    const anonymous = t.client();
    expect((await anonymous.request('GET', '/api/auth/check')).headers['cache-control']).toBe('no-store');
    expect((await anonymous.request('GET', `/api/habits/user/${user.id}`)).headers['cache-control']).toBe('no-store');
    expect((await anonymous.request('POST', '/api/auth/login', { email: 'x@example.com', password: 'nope' })).headers['cache-control']).toBe('no-store');
    // A route's own choice stands: the export's download.
    expect((await client.request('GET', '/api/export?format=json')).headers['cache-control']).toBe('no-store');
  });

  it('the reads the web app revalidates are private, no-cache, and their ETag still answers 304', async () => {
    const client = t.client();
    const { user } = await verifiedUser(t, client);
    for (const url of [`/api/habits/user/${user.id}`, `/api/goals/user/${user.id}`, '/api/notifications/settings', '/api/openai/inbox']) {
      const first = await client.request('GET', url);
      expect({ url, cacheControl: first.headers['cache-control'] }).toEqual({ url, cacheControl: 'private, no-cache' });
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^W\//);
      const again = await client.request('GET', url, undefined, { 'if-none-match': etag });
      expect({ url, status: again.statusCode, cacheControl: again.headers['cache-control'], body: again.body }).toEqual({ url, status: 304, cacheControl: 'private, no-cache', body: '' });
    }
  });

  it('public answers keep what they had: the configuration, health, the API description, the calendar feed', async () => {
    for (const url of ['/api/config', '/api/health', '/api/live', '/api/openapi.json']) {
      expect({ url, cacheControl: (await t.app.inject({ method: 'GET', url })).headers['cache-control'] }).toEqual({ url, cacheControl: undefined });
    }
    const client = t.client();
    await verifiedUser(t, client);
    const { url } = (await client.request('POST', '/api/calendar')).json<{ url: string }>();
    const feed = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(feed.headers['cache-control']).toBe('private, max-age=0, must-revalidate');
  });
});

describe('robots.txt and sitemap.xml', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { APP_ORIGIN: 'https://stride.example.com' });
  });
  afterAll(() => t.close());

  it('answer real files, not the app’s HTML: the public pages, never the API', async () => {
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.headers['content-type']).toContain('text/plain');
    expect(robots.body).toBe('User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: https://stride.example.com/sitemap.xml\n');
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toContain('application/xml');
    const pages = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(pages).toEqual(
      expect.arrayContaining(['https://stride.example.com/', 'https://stride.example.com/pricing', 'https://stride.example.com/login', 'https://stride.example.com/signup']),
    );
    expect(pages.some((page) => page!.includes('/api/') || page!.includes('/dashboard'))).toBe(false);
  });
});
