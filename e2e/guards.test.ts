import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { newPage } from './support/browser.js';
import { signUpInBrowser, uniqueEmail, verifyInBrowser, waitForPath } from './support/journeys.js';
import { useAppAndBrowser } from './support/suite.js';

const PROTECTED = ['/dashboard', '/goals', '/habits', '/analytics', '/aicoach'];

describe('route guards in a real browser', () => {
  const suite = useAppAndBrowser();

  async function landsOn(page: Page, from: string, expected: string) {
    await page.goto(`${suite.server.baseUrl}${from}`);
    await waitForPath(page, expected);
    expect(new URL(page.url()).pathname, `${from} -> ${expected}`).toBe(expected);
  }

  it('sends a logged-out visitor from every protected route, and from /verify-email, to /login', async () => {
    const { context, page } = await newPage(suite.browser);
    try {
      for (const path of [...PROTECTED, '/verify-email']) await landsOn(page, path, '/login');
    } finally {
      await context.close();
    }
  });

  describe('a signed-up user', () => {
    let context: BrowserContext;
    let page: Page;
    let email: string;
    beforeAll(async () => {
      ({ context, page } = await newPage(suite.browser));
      email = uniqueEmail('guard');
      await signUpInBrowser(page, suite.server, email);
    });
    afterAll(() => context.close());

    it('is kept on /verify-email until verified, also from /login and /signup', async () => {
      for (const path of [...PROTECTED, '/login', '/signup']) await landsOn(page, path, '/verify-email');
    });

    it('once verified, is sent from /verify-email, /login and /signup to /dashboard and reaches every protected route', async () => {
      await page.goto(`${suite.server.baseUrl}/verify-email`);
      await verifyInBrowser(page, suite.server, email);
      for (const path of ['/verify-email', '/login', '/signup']) await landsOn(page, path, '/dashboard');
      for (const path of PROTECTED) await landsOn(page, path, path);
    });

    it('keeps public pages open to a signed-in user', async () => {
      for (const path of ['/', '/pricing', '/support', '/privacy-policy', '/terms-and-conditions']) await landsOn(page, path, path);
    });
  });
});
