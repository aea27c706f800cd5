// The answers every client gets whatever it asks: security headers, robots.txt and the sitemap.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
