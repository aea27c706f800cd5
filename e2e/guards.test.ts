import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { newPage } from './support/browser.js';
import { signInByApi } from './support/api-session.js';
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

  it('logs out from a signed-in screen straight to /, never through /login, even on a slow CPU', async () => {
    const { context, page } = await newPage(suite.browser);
    try {
      await signInByApi(page, suite.server, uniqueEmail('logout'));
      // Every address the app moves to, client-side, from here on.
      await page.evaluate(() => {
        const w = window as unknown as { visited: string[] };
        w.visited = [];
        for (const method of ['pushState', 'replaceState'] as const) {
          const original = history[method].bind(history);
          history[method] = (data: unknown, unused: string, url?: string | URL | null) => {
            if (url != null) w.visited.push(new URL(url, location.href).pathname);
            original(data, unused, url);
          };
        }
      });
      // A slow phone: rendering the landing page takes long enough that the session ends while the
      // screen being left is still on show.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
      await page.getByRole('button', { name: 'Logout' }).click();
      await waitForPath(page, '/', 30_000);
      await page.getByRole('link', { name: 'Login' }).waitFor();
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      const visited = await page.evaluate(() => (window as unknown as { visited: string[] }).visited);
      expect(visited).not.toContain('/login');
      expect(visited.at(-1)).toBe('/');
      expect(new URL(page.url()).pathname).toBe('/');
    } finally {
      await context.close();
    }
  });
});
