import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { INTEGRATION_DOCS_TEXTS, INTEGRATION_SETTINGS_TEXTS, PERSONAL_TOKEN_PREFIX, ROUTES, settingsSectionPath } from '@stride/domain';
import { axeViolations } from './support/axe.js';
import { PHONE, appReady, horizontalOverflow, keepScreenshot } from './support/browser.js';
import { signInByApi } from './support/api-session.js';
import { uniqueEmail } from './support/journeys.js';
import { useJourneyPage, useLayout, type Layout } from './support/layouts.js';
import { useAppAndBrowser } from './support/suite.js';

const T = INTEGRATION_SETTINGS_TEXTS;
const WIDE = { width: 1440, height: 900 };
const SHOTS = '/tmp';

const colorSchemeOf = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-color-scheme'));

/** The four looks each checkpoint is checked in; the journey walks at the first (issue 46: once, not four times). */
const LAYOUTS: Layout[] = [
  { name: '375 px, dark', viewport: PHONE, colorScheme: 'dark' },
  { name: '375 px, light', viewport: PHONE, colorScheme: 'light' },
  { name: '1440 px, light', viewport: WIDE, colorScheme: 'light' },
  { name: '1440 px, dark', viewport: WIDE, colorScheme: 'dark' },
];
const WALK = LAYOUTS[0]!;
/** The looks whose screenshots are kept. */
const SHOT_LAYOUTS = new Set([LAYOUTS[0], LAYOUTS[2]]);
const shotName = (what: string, layout: Layout) => `${SHOTS}/wt-ui-${what}-${layout.viewport.width}-${layout.colorScheme}.png`;

/** At `layout`: the theme it names, no sideways scroll, axe clean. */
async function checkAt(page: Page, layout: Layout, what: string) {
  await useLayout(page, layout);
  // The app follows the system's theme as it changes (a listener, then a render).
  await expect.poll(() => colorSchemeOf(page)).toBe(layout.colorScheme);
  expect(await horizontalOverflow(page), `${what} at ${layout.name}`).toBeLessThanOrEqual(0);
  expect(await axeViolations(page), `${what} at ${layout.name}`).toEqual([]);
}

/**
 * Issue 41 "a browser test of Settings › Tokens at 375 and 1440 px, axe clean": a person makes a
 * token in Settings, sees its secret once and copies it, a script (Node's fetch, no cookie) reads
 * their habits with it, and once revoked the token is refused. The journey is walked once at
 * 375 px, dark; at each checkpoint the same page is checked at 375 and 1440 px, light and dark
 * (issue 46). The public /integrations page is checked the same way. Screenshots go to
 * /tmp/wt-ui-*.png.
 */
describe('Settings › Tokens in a real browser (issue 41)', () => {
  const suite = useAppAndBrowser();

  describe('makes, uses and revokes a token', () => {
    const journey = useJourneyPage(suite, WALK);
    const name = 'Shortcut';
    let secret = '';
    const section = () => journey.page.getByRole('region', { name: T.sectionTitle });
    const tokens = () => section().getByRole('region', { name: T.tokens.title });
    const asScript = (path: string) => fetch(`${suite.server.baseUrl}${path}`, { headers: { Authorization: `Bearer ${secret}` } });
    const checkpoint = (what: string, shot?: string) => {
      for (const layout of LAYOUTS) {
        it(`${what}: at ${layout.name}, axe clean`, async () => {
          await checkAt(journey.page, layout, what);
          if (shot && SHOT_LAYOUTS.has(layout)) await keepScreenshot(section(), { path: shotName(shot, layout) });
        });
      }
    };
    /** Each step walks at the journey's own look. */
    const step = (title: string, walk: (page: Page) => Promise<void>) => it(title, async () => {
      await useLayout(journey.page, WALK);
      await walk(journey.page);
    });

    step('opens Settings with no tokens', async (page) => {
      await journey.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.server.baseUrl });
      await signInByApi(page, suite.server, uniqueEmail('tokens'), settingsSectionPath('integrations'));
      await appReady(page);
      await tokens().getByText(T.tokens.empty).waitFor();
      await section().scrollIntoViewIfNeeded();
    });
    checkpoint('settings, no tokens');

    step('checks the name inline before anything is sent', async () => {
      await tokens().getByRole('button', { name: T.tokens.create }).click();
      const nameField = tokens().getByRole('textbox', { name: T.tokens.nameLabel, exact: true });
      await nameField.fill('x'.repeat(101));
      expect(await nameField.getAttribute('aria-invalid')).toBe('true');
      await nameField.fill(name);
      await tokens().getByRole('radio', { name: new RegExp(`^${T.scopeLabels.write}:`) }).check();
    });
    checkpoint('create form');

    step('shows the secret once: focused, read-only, described as never shown again, copied', async (page) => {
      await tokens().getByRole('button', { name: T.tokens.create }).click();
      const secretField = tokens().getByRole('textbox', { name: T.tokens.secretLabel, exact: true });
      await secretField.waitFor();
      secret = await secretField.inputValue();
      expect(secret.startsWith(PERSONAL_TOKEN_PREFIX)).toBe(true);
      // Focus moves to it once it is shown (an effect after the render).
      await expect.poll(() => secretField.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await secretField.getAttribute('readonly')).not.toBeNull();
      await tokens().getByText(T.tokens.secretOnce).waitFor();
      await tokens().getByRole('button', { name: T.copy }).click();
      await tokens().getByRole('status').filter({ hasText: T.copied }).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    });
    checkpoint('secret shown', 'settings-secret');

    step('lets a script read the habits with the token alone; Done forgets the secret, and the list shows its use', async (page) => {
      // No cookie, no Client-Type, no Origin.
      const habits = await asScript('/api/habits/user/me');
      expect(habits.status).toBe(200);
      expect(Array.isArray(await habits.json())).toBe(true);
      await tokens().getByRole('button', { name: T.done }).click();
      await page.reload();
      await appReady(page);
      const list = tokens().getByRole('list', { name: T.tokens.listLabel });
      await list.getByText(name).waitFor();
      expect(await list.textContent()).toMatch(/Last used \d{1,2} \w+ \d{4}/);
      expect(await page.content()).not.toContain(secret);
    });
    checkpoint('settings with a token', 'settings-section');

    step('asks before revoking, saying it is at once and for good', async (page) => {
      await tokens().getByRole('button', { name: T.tokens.revokeLabel(name) }).click();
      const dialog = page.getByRole('alertdialog', { name: T.tokens.revokeTitle(name) });
      await dialog.getByText(T.tokens.revokeMessage).waitFor();
    });
    checkpoint('revoke dialog');

    step('revokes, and the token is refused from then on', async (page) => {
      const dialog = page.getByRole('alertdialog', { name: T.tokens.revokeTitle(name) });
      await dialog.getByRole('button', { name: T.tokens.revoke }).click();
      await tokens().getByText(T.tokens.empty).waitFor();
      await tokens().getByRole('status').filter({ hasText: T.tokens.revoked(name) }).waitFor();
      expect((await asScript('/api/habits/user/me')).status).toBe(401);
    });
    checkpoint('revoked');
  });

  describe('the API and integrations page', () => {
    const journey = useJourneyPage(suite, WALK);

    it('opens with the deployment’s own MCP address', async () => {
      const { page } = journey;
      await page.goto(`${suite.server.baseUrl}${ROUTES.integrations}`);
      await page.getByRole('heading', { level: 1, name: INTEGRATION_DOCS_TEXTS.title }).waitFor();
      await appReady(page);
      // The page's origin is the deployment's, filled into the prerendered HTML.
      expect(await page.getByRole('region', { name: INTEGRATION_DOCS_TEXTS.sections.assistants }).textContent()).toContain(`${suite.server.baseUrl}/mcp`);
    });

    for (const layout of LAYOUTS) {
      it(`shows the API and integrations page at ${layout.name}, axe clean`, async () => {
        await checkAt(journey.page, layout, 'integrations page');
        if (SHOT_LAYOUTS.has(layout)) await keepScreenshot(journey.page, { path: shotName('integrations-page', layout), fullPage: true });
      });
    }

    it('is linked from the footer on every page', async () => {
      const { page } = journey;
      await page.goto(`${suite.server.baseUrl}${ROUTES.support}`);
      await page.getByRole('contentinfo').getByRole('link', { name: INTEGRATION_DOCS_TEXTS.title }).click();
      await page.getByRole('heading', { level: 1, name: INTEGRATION_DOCS_TEXTS.title }).waitFor();
    });
  });
});
