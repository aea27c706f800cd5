import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { INTEGRATION_DOCS_TEXTS, INTEGRATION_SETTINGS_TEXTS, PERSONAL_TOKEN_PREFIX, ROUTES } from '@stride/domain';
import { axeViolations } from './support/axe.js';
import { PHONE, appReady, horizontalOverflow, newPage } from './support/browser.js';
import { signInByApi } from './support/api-session.js';
import { uniqueEmail } from './support/journeys.js';
import { useAppAndBrowser } from './support/suite.js';

const T = INTEGRATION_SETTINGS_TEXTS;
const WIDE = { width: 1440, height: 900 };
const SHOTS = '/tmp';

const colorSchemeOf = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-color-scheme'));

/**
 * Issue 41 "a browser test of Settings › Tokens at 375 and 1440 px, axe clean": a person makes a
 * token in Settings, sees its secret once and copies it, a script (Node's fetch, no cookie) reads
 * their habits with it, and once revoked the token is refused; light and dark. The public
 * /integrations page is checked the same way. Screenshots go to /tmp/wt-ui-*.png.
 */
describe('Settings › Tokens in a real browser (issue 41)', () => {
  const suite = useAppAndBrowser();

  for (const [viewport, colorScheme] of [
    [PHONE, 'dark'],
    [PHONE, 'light'],
    [WIDE, 'light'],
    [WIDE, 'dark'],
  ] as const) {
    it(`makes, uses and revokes a token at ${viewport.width} px, ${colorScheme}, axe clean`, async () => {
      const { context, page } = await newPage(suite.browser, viewport, { colorScheme });
      const name = `Shortcut ${viewport.width} ${colorScheme}`;
      const shot = (what: string) => `${SHOTS}/wt-ui-${what}-${viewport.width}-${colorScheme}.png`;
      const check = async (what: string) => {
        expect(await colorSchemeOf(page)).toBe(colorScheme);
        expect(await horizontalOverflow(page), what).toBeLessThanOrEqual(0);
        expect(await axeViolations(page), what).toEqual([]);
      };
      try {
        await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.server.baseUrl });
        await signInByApi(page, suite.server, uniqueEmail('tokens'), ROUTES.settings);
        await appReady(page);
        const section = page.getByRole('region', { name: T.sectionTitle });
        const tokens = section.getByRole('region', { name: T.tokens.title });
        await tokens.getByText(T.tokens.empty).waitFor();
        await section.scrollIntoViewIfNeeded();
        await check('settings, no tokens');

        // The form checks the name inline before anything is sent.
        await tokens.getByRole('button', { name: T.tokens.create }).click();
        const nameField = tokens.getByRole('textbox', { name: T.tokens.nameLabel, exact: true });
        await nameField.fill('x'.repeat(101));
        expect(await nameField.getAttribute('aria-invalid')).toBe('true');
        await nameField.fill(name);
        await tokens.getByRole('radio', { name: new RegExp(`^${T.scopeLabels.write}:`) }).check();
        await check('create form');
        await tokens.getByRole('button', { name: T.tokens.create }).click();

        // The secret, once: focused, read-only, described as never shown again, copied.
        const secretField = tokens.getByRole('textbox', { name: T.tokens.secretLabel, exact: true });
        await secretField.waitFor();
        const secret = await secretField.inputValue();
        expect(secret.startsWith(PERSONAL_TOKEN_PREFIX)).toBe(true);
        // Focus moves to it once it is shown (an effect after the render).
        await expect.poll(() => secretField.evaluate((el) => el === document.activeElement)).toBe(true);
        expect(await secretField.getAttribute('readonly')).not.toBeNull();
        await tokens.getByText(T.tokens.secretOnce).waitFor();
        await tokens.getByRole('button', { name: T.copy }).click();
        await tokens.getByRole('status').filter({ hasText: T.copied }).waitFor();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
        await check('secret shown');
        if ((viewport === PHONE && colorScheme === 'dark') || (viewport === WIDE && colorScheme === 'light')) {
          await section.screenshot({ path: shot('settings-secret') });
        }

        // A script, with the token alone: no cookie, no Client-Type, no Origin.
        const asScript = (path: string) => fetch(`${suite.server.baseUrl}${path}`, { headers: { Authorization: `Bearer ${secret}` } });
        const habits = await asScript('/api/habits/user/me');
        expect(habits.status).toBe(200);
        expect(Array.isArray(await habits.json())).toBe(true);

        // Done forgets the secret; after a reload the list shows the use and never the secret.
        await tokens.getByRole('button', { name: T.done }).click();
        await page.reload();
        await appReady(page);
        const list = tokens.getByRole('list', { name: T.tokens.listLabel });
        await list.getByText(name).waitFor();
        expect(await list.textContent()).toMatch(/Last used \d{1,2} \w+ \d{4}/);
        expect(await page.content()).not.toContain(secret);
        await check('settings with a token');
        if ((viewport === PHONE && colorScheme === 'dark') || (viewport === WIDE && colorScheme === 'light')) {
          await section.screenshot({ path: shot('settings-section') });
        }

        // Revoking asks first and says it is at once and for good.
        await tokens.getByRole('button', { name: T.tokens.revokeLabel(name) }).click();
        const dialog = page.getByRole('alertdialog', { name: T.tokens.revokeTitle(name) });
        await dialog.getByText(T.tokens.revokeMessage).waitFor();
        await check('revoke dialog');
        await dialog.getByRole('button', { name: T.tokens.revoke }).click();
        await tokens.getByText(T.tokens.empty).waitFor();
        await tokens.getByRole('status').filter({ hasText: T.tokens.revoked(name) }).waitFor();
        expect((await asScript('/api/habits/user/me')).status).toBe(401);
        await check('revoked');
      } finally {
        await context.close();
      }
    });

    it(`shows the API and integrations page at ${viewport.width} px, ${colorScheme}, axe clean`, async () => {
      const { context, page } = await newPage(suite.browser, viewport, { colorScheme });
      try {
        await page.goto(`${suite.server.baseUrl}${ROUTES.integrations}`);
        await page.getByRole('heading', { level: 1, name: INTEGRATION_DOCS_TEXTS.title }).waitFor();
        await appReady(page);
        expect(await colorSchemeOf(page)).toBe(colorScheme);
        // The page's origin is the deployment's, filled into the prerendered HTML.
        expect(await page.getByRole('region', { name: INTEGRATION_DOCS_TEXTS.sections.assistants }).textContent()).toContain(`${suite.server.baseUrl}/mcp`);
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
        expect(await axeViolations(page)).toEqual([]);
        if ((viewport === PHONE && colorScheme === 'dark') || (viewport === WIDE && colorScheme === 'light')) {
          await page.screenshot({ path: `${SHOTS}/wt-ui-integrations-page-${viewport.width}-${colorScheme}.png`, fullPage: true });
        }
        // Linked from the footer on every page.
        await page.goto(`${suite.server.baseUrl}${ROUTES.support}`);
        await page.getByRole('contentinfo').getByRole('link', { name: INTEGRATION_DOCS_TEXTS.title }).click();
        await page.getByRole('heading', { level: 1, name: INTEGRATION_DOCS_TEXTS.title }).waitFor();
      } finally {
        await context.close();
      }
    });
  }
});
