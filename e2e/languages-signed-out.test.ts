import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PAGE_CATALOG_LOADERS, PUBLIC_SHELL_TEXTS, NOT_FOUND_CATALOG_LOADERS, NOT_FOUND_TEXTS, ROUTES, SHELL_CATALOG_LOADERS } from '@stride/domain';
import { appReady, newPage } from './support/browser.js';
import { signUpInBrowser, uniqueEmail, verifyInBrowser, waitForPath } from './support/journeys.js';
import { useAppAndBrowser } from './support/suite.js';

const WIDE = { width: 1440, height: 900 };

/** The English navigation labels a Spanish frame must never show, not even for a moment. */
const ENGLISH_NAVIGATION = [PUBLIC_SHELL_TEXTS.dashboard, PUBLIC_SHELL_TEXTS.settings, PUBLIC_SHELL_TEXTS.logout, PUBLIC_SHELL_TEXTS.pricing, PUBLIC_SHELL_TEXTS.login, PUBLIC_SHELL_TEXTS.signup];

/** Every text the page's header shows from the first byte on, recorded in the page (an init script). */
async function recordHeaders(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { headersSeen: string[] }).headersSeen = seen;
    new MutationObserver(() => {
      const header = document.querySelector('header');
      if (header && seen.at(-1) !== header.textContent) seen.push(header.textContent ?? '');
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}
const headersSeen = (page: Page) => page.evaluate(() => (window as unknown as { headersSeen: string[] }).headersSeen);

/**
 * Issue 54, decision 054 "i18n-route": a person whose browser is Spanish meets Stride in Spanish
 * outside the signed-in screens too: `/` on a first visit, Logout, a signed-in address once signed
 * out, the page not found (signed in and out), and the frame while a signed-in page loads; a
 * choice of English on the language switch is kept.
 */
describe('a Spanish browser signed in and out (issue 54)', () => {
  const suite = useAppAndBrowser();

  it('es-ES at 1440 px: /, the frame while loading, the page not found, Logout, /dashboard signed out, and English when chosen', async () => {
    const shell = await SHELL_CATALOG_LOADERS.es();
    const notFound = await NOT_FOUND_CATALOG_LOADERS.es();
    const login = await PAGE_CATALOG_LOADERS.login.es();
    const { context, page } = await newPage(suite.browser, WIDE, { locale: 'es-ES', reducedMotion: 'reduce' });
    const base = suite.server.baseUrl;
    try {
      // A first visit to / goes to the Spanish home page.
      await page.goto(`${base}/`);
      await waitForPath(page, '/es/');

      const email = uniqueEmail('signed-out-es');
      await signUpInBrowser(page, suite.server, email);
      await verifyInBrowser(page, suite.server, email);
      await page.getByRole('link', { name: shell.texts.dashboard }).first().waitFor();

      // A signed-in page loaded again: its frame is Spanish from its first paint on.
      await recordHeaders(page);
      await page.reload();
      await waitForPath(page, ROUTES.dashboard);
      await appReady(page);
      await page.getByRole('link', { name: shell.texts.dashboard }).first().waitFor();
      const headers = await headersSeen(page);
      expect(headers.length).toBeGreaterThan(0);
      expect(headers.filter((text) => ENGLISH_NAVIGATION.some((label) => text.includes(label)))).toEqual([]);

      // The page not found, signed in: the account's language, its frame too.
      await page.goto(`${base}/no-such-page`);
      await page.getByRole('heading', { level: 1, name: notFound.title }).waitFor();
      await page.getByText(notFound.body).waitFor();
      expect(await page.getAttribute('html', 'lang')).toBe('es');
      await page.getByRole('link', { name: shell.texts.dashboard }).first().waitFor();
      expect(await page.getByText(NOT_FOUND_TEXTS.title).count()).toBe(0);

      // Logout lands on the Spanish home page.
      await page.goto(`${base}${ROUTES.dashboard}`);
      await waitForPath(page, ROUTES.dashboard);
      await page.locator('header').getByRole('button', { name: shell.texts.logout }).click();
      await waitForPath(page, '/es/');
      await page.getByRole('link', { name: shell.texts.login }).first().waitFor();

      // Signed out: a signed-in address goes to the Spanish login page; the page not found is Spanish.
      await page.goto(`${base}${ROUTES.dashboard}`);
      await waitForPath(page, '/es/login');
      await page.getByRole('heading', { level: 1, name: login.title }).waitFor();
      await page.goto(`${base}/no-such-page`);
      await waitForPath(page, '/es/no-such-page');
      await page.getByRole('heading', { level: 1, name: notFound.title }).waitFor();
      expect(await page.getAttribute('html', 'lang')).toBe('es');
      await page.getByRole('link', { name: shell.texts.login }).first().waitFor();

      // / again: Spanish, the language this browser keeps.
      await page.goto(`${base}/`);
      await waitForPath(page, '/es/');
      await appReady(page);
      // English chosen on the switch is kept: / stays English, and so do the signed-out redirects.
      await page.getByRole('navigation', { name: shell.texts.language }).getByRole('link', { name: 'English' }).click();
      await waitForPath(page, '/');
      await page.goto(`${base}/`);
      await waitForPath(page, '/');
      expect(await page.getAttribute('html', 'lang')).toBe('en');
      await page.goto(`${base}${ROUTES.dashboard}`);
      await waitForPath(page, ROUTES.login);
      await page.goto(`${base}/no-such-page`);
      await page.getByRole('heading', { level: 1, name: NOT_FOUND_TEXTS.title }).waitFor();
    } finally {
      await context.close();
    }
  });
});
