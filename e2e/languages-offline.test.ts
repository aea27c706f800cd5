import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { API, API_ROUTES, LANDING_CATALOG_LOADERS, LANGUAGE_COOKIE, PUBLIC_SHELL_TEXTS, ROUTES, SHELL_CATALOG_LOADERS } from '@stride/domain';
import { PHONE, appReady, newPage } from './support/browser.js';
import { signInByApi } from './support/api-session.js';
import { uniqueEmail, waitForPath } from './support/journeys.js';
import { okFromPage } from './support/page-api.js';
import { useAppAndBrowser } from './support/suite.js';

/** The service worker has installed (the app precached) and controls this page. */
async function workerInControl(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
}

/** Every name a spinner has from the first byte of the page on (the session check's, a lazy screen's). */
async function recordSpinners(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { spinnersSeen: string[] }).spinnersSeen = seen;
    new MutationObserver(() => {
      for (const bar of document.querySelectorAll('[role="progressbar"][aria-label]')) {
        const name = bar.getAttribute('aria-label') ?? '';
        if (!seen.includes(name)) seen.push(name);
      }
    }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-label'] });
  });
}
const spinnersSeen = (page: Page) => page.evaluate(() => (window as unknown as { spinnersSeen: string[] }).spinnersSeen);

/**
 * Issue 54 (helper i18n-last): offline, the service worker answers `/` as the server does online
 * for a person whose language is Spanish: their language's home page (`/es/`), not the English one;
 * and the spinner a signed-in address shows while the session is checked is named in Spanish.
 */
describe('offline, / in the person’s language (issue 54)', () => {
  const suite = useAppAndBrowser();

  it('es-ES at 375 px: a Spanish account with no connection opening / gets the Spanish home page', async () => {
    const landing = await LANDING_CATALOG_LOADERS.es();
    const { context, page } = await newPage(suite.browser, PHONE, { locale: 'es-ES', serviceWorkers: 'allow' });
    const base = suite.server.baseUrl;
    try {
      await signInByApi(page, suite.server, uniqueEmail('offline-es'));
      await okFromPage(page, API.users.updateProfile, { body: { locale: 'es-ES' } });
      // The signed-in screens remember the account's language (the cookie the worker reads).
      await page.reload();
      await waitForPath(page, ROUTES.dashboard);
      await expect.poll(async () => (await context.cookies()).find((c) => c.name === LANGUAGE_COOKIE)?.value, { timeout: 15_000 }).toBe('es');

      await workerInControl(page);
      await page.waitForLoadState('networkidle');

      await context.setOffline(true);
      await page.goto(`${base}/`);
      await waitForPath(page, '/es/');
      await page.getByRole('heading', { level: 1, name: landing.texts.heroTitle }).waitFor({ timeout: 30_000 });
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    } finally {
      await context.setOffline(false).catch(() => undefined);
      await context.close();
    }
  });

  it('es-ES at 375 px: a reload of /dashboard names its session-check spinner in Spanish, never in English', async () => {
    const shell = await SHELL_CATALOG_LOADERS.es();
    const { context, page } = await newPage(suite.browser, PHONE, { locale: 'es-ES', serviceWorkers: 'block' });
    try {
      await signInByApi(page, suite.server, uniqueEmail('spinner-es'));
      await okFromPage(page, API.users.updateProfile, { body: { locale: 'es-ES' } });
      await page.reload();
      await waitForPath(page, ROUTES.dashboard);
      await expect.poll(async () => (await context.cookies()).find((c) => c.name === LANGUAGE_COOKIE)?.value, { timeout: 15_000 }).toBe('es');
      // The start-up session check answered only once its spinner is on screen (a fixed 1.5 s was
      // not enough in CI: the first screen's code, loaded before the router starts, took longer
      // on a loaded machine, and the check had answered before anything was drawn). Should the
      // spinner never come, the check answers after 20 s and the assertions below say so.
      await page.route(`**${API_ROUTES.auth.check.path}`, async (route) => {
        await page.getByRole('progressbar', { name: shell.texts.checkingSession }).waitFor({ timeout: 20_000 }).catch(() => undefined);
        await route.continue();
      });
      await recordSpinners(page);
      await page.reload();
      await waitForPath(page, ROUTES.dashboard);
      await appReady(page);
      const spinners = await spinnersSeen(page);
      expect(spinners, spinners.join(' | ')).toContain(shell.texts.checkingSession);
      expect(spinners, spinners.join(' | ')).not.toContain(PUBLIC_SHELL_TEXTS.loading);
      expect(spinners, spinners.join(' | ')).not.toContain(PUBLIC_SHELL_TEXTS.checkingSession);
    } finally {
      await context.close();
    }
  });
});
