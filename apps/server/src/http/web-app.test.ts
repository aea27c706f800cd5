// The web app's HTML: the prerendered public pages for their paths, index.html for the rest, each
// with the deployment's config and the page's meta written in.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APP_CONFIG_PLACEHOLDER,
  APP_SHELL_TEXTS,
  LANGUAGE_COOKIE,
  PAGE_META,
  PAGE_META_PLACEHOLDER,
  PRERENDERED_DIR,
  PRERENDER_CONFIG,
  PRICING_TEXTS,
  ROUTES,
  SHELL_CATALOGS,
  documentTitle,
  escapeAttr,
  localizedPageMeta,
  originHost,
  prerenderedFileName,
} from '@stride/domain';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { testEngines } from '../test/test-database.js';

const page = (root: string) =>
  `<!doctype html><html><head>${PAGE_META_PLACEHOLDER}${APP_CONFIG_PLACEHOLDER}<script type="module" src="/assets/index.js"></script></head><body><div id="root">${root}</div></body></html>`;

// What the web build writes (apps/web/build-plugins/prerender-public-pages.ts), with the markers
// of the config it renders with.
const pricing = page(
  `<h1>${PRICING_TEXTS.title}</h1><span>${originHost(PRERENDER_CONFIG.appOrigin)}/dashboard</span>` +
    `<a href="mailto:${PRERENDER_CONFIG.supportEmail}">${PRERENDER_CONFIG.supportEmail}</a>`,
);

const worker = `self.addEventListener('push', () => {}); // ${'the service worker '.repeat(80)}`;

describe.each(testEngines())('web app HTML (%s)', (engine) => {
  let t: TestApp;
  let distDir: string;
  beforeAll(async () => {
    distDir = mkdtempSync(path.join(tmpdir(), 'stride-web-dist-'));
    // The app shell's lang, no-script line and loading line, as apps/web/index.html has them.
    const shell = `<noscript>${APP_SHELL_TEXTS.en.noScript}</noscript><p class="app-shell-label" role="status">${APP_SHELL_TEXTS.en.loading}</p>`;
    writeFileSync(path.join(distDir, 'index.html'), page('').replace('<html>', '<html lang="en">').replace('</body>', `${shell}</body>`));
    mkdirSync(path.join(distDir, PRERENDERED_DIR));
    writeFileSync(path.join(distDir, PRERENDERED_DIR, prerenderedFileName('/pricing')), pricing);
    writeFileSync(path.join(distDir, 'sw.js'), worker);
    writeFileSync(path.join(distDir, 'manifest.webmanifest'), '{"name":"Stride"}');
    t = await createTestApp(engine, {
      WEB_DIST_DIR: distDir,
      APP_ORIGIN: 'https://stride.example.com',
      SUPPORT_EMAIL: "o'brien+help@example.com",
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('answers /pricing with its prerendered HTML, the deployment’s config written where the build left markers', async () => {
    for (const url of ['/pricing', '/pricing/', '/pricing?ref=ad']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body, url).toContain(`<h1>${PRICING_TEXTS.title}</h1>`);
      expect(res.body).toContain(`<title>${documentTitle('Pricing')}</title>`);
      expect(res.body).toContain('<span>stride.example.com/dashboard</span>');
      // Escaped as React escapes it, so the browser reads back the configured address.
      expect(res.body).toContain('<a href="mailto:o&#x27;brien+help@example.com">o&#x27;brien+help@example.com</a>');
      expect(res.body).toContain('"supportEmail":"o\'brien+help@example.com"');
      expect(res.body).not.toContain('prerender.invalid');
      expect(res.body).not.toContain(APP_CONFIG_PLACEHOLDER);
    }
  });

  it('answers a public page the build did not prerender, and every other page, with index.html', async () => {
    for (const url of ['/support', '/dashboard', '/no-such-page']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).not.toContain(PAGE_META_PLACEHOLDER);
    }
  });

  it('answers every other page in the person’s language: the one they chose, else the browser’s, else English (issue 54)', async () => {
    // The shell's words the server replaces are index.html's own.
    const source = readFileSync(path.resolve(import.meta.dirname, '../../../web/index.html'), 'utf8');
    expect(source).toContain('<html lang="en"');
    expect(source).toContain(`>${APP_SHELL_TEXTS.en.loading}<`);
    expect(source).toContain(`>${APP_SHELL_TEXTS.en.noScript}<`);
    const asked = [
      [{ cookie: `${LANGUAGE_COOKIE}=es` }, 'es'],
      [{ 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' }, 'de'],
      [{ cookie: `${LANGUAGE_COOKIE}=en`, 'accept-language': 'fr-FR' }, 'en'],
      [{ 'accept-language': 'fr-CA' }, 'fr'],
      [{}, 'en'],
    ] as const;
    for (const [headers, language] of asked) {
      for (const url of ['/dashboard', '/no-such-page']) {
        const res = await t.app.inject({ method: 'GET', url, headers });
        expect(res.statusCode, url).toBe(200);
        expect(res.body, `${url} ${JSON.stringify(headers)}`).toContain(`<html lang="${language}">`);
        expect(res.body).toContain(`>${APP_SHELL_TEXTS[language].loading}<`);
        expect(res.body).toContain(`>${APP_SHELL_TEXTS[language].noScript}<`);
        // The tab's title and the description in the language before any script (eighteenth session): the home page's.
        const home = language === 'en' ? { title: documentTitle(PAGE_META[ROUTES.home]!.title), description: PAGE_META[ROUTES.home]!.description } : { title: SHELL_CATALOGS[language].homeTitle, description: localizedPageMeta(language, ROUTES.home).description };
        expect(res.body).toContain(`<title>${escapeAttr(home.title)}</title>`);
        expect(res.body).toContain(`<meta name="description" content="${escapeAttr(home.description)}"`);
        expect(res.body.match(/<title>/g)).toHaveLength(1);
        // A cache keeps one answer per language asked for.
        expect(res.headers.vary).toContain('cookie');
        expect(res.headers.vary).toContain('accept-language');
      }
    }
  });

  it('does not serve the prerendered templates as files', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/${PRERENDERED_DIR}/${prerenderedFileName('/pricing')}` });
    expect(res.body).not.toContain(PRICING_TEXTS.title);
    expect(res.body).not.toContain(APP_CONFIG_PLACEHOLDER);
  });

  it('sends the pages compressed as the browser accepts, with an ETag and a 304 for a page it has', async () => {
    const client = t.client();
    const plain = await client.request('GET', '/pricing');
    const br = await client.request('GET', '/pricing', undefined, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    const again = await client.request('GET', '/pricing', undefined, { 'if-none-match': plain.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serves the service worker never cached (a release reaches every installed app at the next visit), compressed, other files for an hour', async () => {
    const client = t.client();
    const res = await client.request('GET', '/sw.js', undefined, { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString('utf8')).toBe(worker);
    const manifest = await client.request('GET', '/manifest.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('public, max-age=3600');
  });
});
