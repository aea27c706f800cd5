// Issue 54: `/` follows the person's language. A first visit from a browser in Spanish, German or
// French goes to its language's home page; a recorded choice (the language switch's cookie, or the
// account's language) decides over the browser, English included; a request with no language (a
// crawler) gets English, as does every other English page.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_CONFIG_PLACEHOLDER, LANGUAGE_COOKIE, PAGE_META_PLACEHOLDER } from '@stride/domain';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { testEngines } from '../test/test-database.js';

const page = `<!doctype html><html><head>${PAGE_META_PLACEHOLDER}${APP_CONFIG_PLACEHOLDER}</head><body><div id="root"></div></body></html>`;

describe.each(testEngines())('the home page in the browser’s or the chosen language (%s)', (engine) => {
  let t: TestApp;
  let distDir: string;
  beforeAll(async () => {
    distDir = mkdtempSync(path.join(tmpdir(), 'stride-web-dist-'));
    writeFileSync(path.join(distDir, 'index.html'), page);
    t = await createTestApp(engine, { WEB_DIST_DIR: distDir, APP_ORIGIN: 'https://stride.example.com' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('sends a first visit from a Spanish, German or French browser to its language’s home, keeping the query', async () => {
    const cases = [
      ['es-ES,es;q=0.9,en;q=0.8', '/es/'],
      ['de-AT', '/de/'],
      ['it-IT,fr;q=0.9', '/fr/'],
      ['en;q=0.5,fr-CA', '/fr/'],
    ] as const;
    for (const [acceptLanguage, home] of cases) {
      const res = await get('/', { 'accept-language': acceptLanguage });
      expect(res.statusCode, acceptLanguage).toBe(302);
      expect(res.headers.location, acceptLanguage).toBe(home);
      expect(res.headers.vary, acceptLanguage).toContain('accept-language');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    expect((await get('/?ref=ad', { 'accept-language': 'es' })).headers.location).toBe('/es/?ref=ad');
  });

  it('answers English to an English browser, a browser in a language Stride does not speak, and a request with no language', async () => {
    const requests: Array<Record<string, string>> = [{ 'accept-language': 'en-GB,en;q=0.9,es;q=0.8' }, { 'accept-language': 'it-IT,pt;q=0.5' }, {}];
    for (const headers of requests) {
      const res = await get('/', headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      // A cache between keeps one answer per language and choice.
      expect(res.headers.vary).toContain('accept-language');
      expect(res.headers.vary).toContain('cookie');
      expect(res.headers.vary).toContain('accept-encoding');
    }
  });

  it('follows the recorded choice over the browser’s language, English included', async () => {
    const english = await get('/', { 'accept-language': 'es-ES', cookie: `${LANGUAGE_COOKIE}=en` });
    expect(english.statusCode).toBe(200);
    const german = await get('/', { 'accept-language': 'en-GB', cookie: `${LANGUAGE_COOKIE}=de` });
    expect(german.statusCode).toBe(302);
    expect(german.headers.location).toBe('/de/');
    // A cookie that names no language of Stride's is ignored.
    const unknown = await get('/', { 'accept-language': 'fr', cookie: `${LANGUAGE_COOKIE}=xx` });
    expect(unknown.headers.location).toBe('/fr/');
  });

  it('sends no other address elsewhere: the language’s pages and English pages as they are, the app’s in the language', async () => {
    for (const url of ['/es/', '/pricing', '/login']) {
      const res = await get(url, { 'accept-language': 'es-ES' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers.vary, url).toBe('accept-encoding');
    }
    // The app's addresses (no language in them) answer the app shell, in the person's language
    // (web-app.test.ts: its lang and its words), so they vary as `/` does.
    for (const url of ['/dashboard', '/no-such-page']) {
      const res = await get(url, { 'accept-language': 'es-ES' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers.vary, url).toBe('accept-encoding, accept-language, cookie');
    }
  });
});
