import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { API, LANDING_TEXTS, PRICING_TEXTS, SERVER_MESSAGES, matchEndpoint } from '@stride/domain';
import { DESKTOP, PHONE, newPage } from './support/browser.js';
import { useAppAndBrowser } from './support/suite.js';

const HEADINGS: Record<string, string> = {
  '/': LANDING_TEXTS.heroTitle,
  '/pricing': PRICING_TEXTS.title,
  '/support': 'Support',
  '/privacy-policy': 'Privacy Policy',
  '/terms-and-conditions': 'Terms and Conditions',
  '/login': 'Log in',
  '/signup': 'Create your account',
  '/integrations': 'API and integrations',
};
const SUPPORT_EMAIL = 'help@stride.example.com';

/** React has attached to the prerendered markup (its fiber is on the root's first element). */
async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const element = document.getElementById('root')?.firstElementChild;
    return element !== null && element !== undefined && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
  });
}

describe('prerendered public pages in a real browser', () => {
  const suite = useAppAndBrowser({ SUPPORT_EMAIL });

  it('shows each page’s content, styled, with JavaScript disabled', async () => {
    const context = await suite.browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
    try {
      const page = await context.newPage();
      for (const [path, heading] of Object.entries(HEADINGS)) {
        await page.goto(`${suite.server.baseUrl}${path}`);
        expect(await page.locator('h1').textContent(), path).toBe(heading);
        // The theme's styles are in the HTML: the page background and the navbar's layout.
        expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor), path).toBe('rgb(246, 247, 251)');
        expect(await page.locator('nav[aria-label="Main"]').evaluate((el) => getComputedStyle(el).display), path).toBe('flex');
        // The deployment's support address, written in by the server.
        expect(await page.locator('footer a[href^="mailto:"]').textContent(), path).toBe(SUPPORT_EMAIL);
      }
    } finally {
      await context.close();
    }
  });

  it('hydrates every page without a React error, then works as the app', async () => {
    const { context, page } = await newPage(suite.browser, PHONE, { reducedMotion: 'no-preference' });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      // The session check's 401 for a visitor is expected; anything else reported is not.
      if (/^Failed to load resource/.test(message.text()) && matchEndpoint(API.auth.check, 'GET', message.location().url)) return;
      if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
    });
    try {
      for (const path of Object.keys(HEADINGS)) {
        await page.goto(`${suite.server.baseUrl}${path}`);
        await hydrated(page);
        await page.waitForLoadState('networkidle');
        expect(errors, path).toEqual([]);
      }
      // A client-side navigation after hydration.
      await page.goto(`${suite.server.baseUrl}/`);
      await hydrated(page);
      await page.locator('footer').getByRole('link', { name: 'Support' }).click();
      await page.locator('main[data-pathname="/support"] h1').waitFor();
      expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('keeps what was typed into the login form before the JavaScript arrived, and submits it', async () => {
    const { context, page } = await newPage(suite.browser, DESKTOP);
    let release = () => undefined as void;
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    try {
      // Not `domcontentloaded`: that waits for the module script being held.
      await page.goto(`${suite.server.baseUrl}/login`, { waitUntil: 'commit' });
      const submit = page.getByRole('button', { name: 'Log In' });
      await submit.waitFor();
      // Not hydrated yet: the form cannot be submitted natively (a GET with the password in the URL).
      expect(await submit.isDisabled()).toBe(true);
      await page.getByLabel('Email').fill('nobody@example.com');
      await page.getByLabel(/^Password\s*\*?$/).fill('Wrong-password-1');
      release();
      await hydrated(page);
      await submit.click();
      // The server checked the typed credentials (an empty form would be refused as invalid input).
      await page.getByText(SERVER_MESSAGES.invalidCredentials).waitFor();
      expect(await page.getByLabel('Email').inputValue()).toBe('nobody@example.com');
      expect(new URL(page.url()).search).toBe('');
    } finally {
      await context.close();
    }
  });
});
