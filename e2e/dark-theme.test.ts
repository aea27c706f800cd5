import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { API, APPEARANCE_TEXTS, COACH_TEXTS, HABITS_TEXTS, formatDate, localToday, toEpochDay } from '@stride/domain';
import { axeViolations } from './support/axe.js';
import { conversation, openChat, say } from './support/coach.js';
import { PHONE, appReady, horizontalOverflow, newPage } from './support/browser.js';
import { signInByApi } from './support/api-session.js';
import { callFromPage, pageUser } from './support/page-api.js';
import { uniqueEmail } from './support/journeys.js';
import { useAppAndBrowser } from './support/suite.js';

const WIDE = { width: 1440, height: 900 };
const ZONE = 'Europe/London';
const SHOTS = '/tmp/shots-39-dark';
const day = (offset: number) => formatDate(toEpochDay(localToday(ZONE)) + offset);

/** The page's background as the person sees it: dark means a low luminance, light a high one. */
const backgroundLuminance = (page: Page) =>
  page.evaluate(() => {
    const [r, g, b] = getComputedStyle(document.body).backgroundColor.match(/\d+/g)!.map(Number) as [number, number, number];
    return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
  });

/** Two habits with a past (done days and a missed one), a goal and a vision: every screen has something to draw. */
async function fillAccount(page: Page) {
  const { id: userId } = await pageUser(page);
  const goal = await callFromPage(page, API.goals.create, { body: { userId, name: 'Get fit', description: 'Run a 10k in spring' } });
  const goalId = (goal.body as { id: string }).id;
  await callFromPage(page, API.vision.save, { body: { userId, text: 'A calm, strong year.' } });
  for (const [name, from, to] of [
    ['Morning run', '07:00', '07:30'],
    ['Read before bed', '21:30', '22:00'],
  ] as const) {
    const created = await callFromPage(page, API.habits.create, {
      body: { userId, name, description: '', startTime: `${day(-12)}T${from}:00.000Z`, endTime: `${day(-12)}T${to}:00.000Z`, recurrence: 'daily', goalId },
    });
    expect(created.status).toBe(201);
    const { id } = created.body as { id: string };
    for (const offset of [-12, -11, -9, -8, -6, -5, -4, -2, -1]) await callFromPage(page, API.habits.complete, { params: { id }, body: { date: day(offset) } });
  }
}

/**
 * Issue 39: the dark theme follows the system (Playwright's `colorScheme`), is there before the
 * app starts (no flash of light), and every main screen reads in it: axe (colour contrast
 * included) finds nothing, at a phone's and a desktop's width. Screenshots go to /tmp/shots-39-dark.
 */
describe('the dark theme in a real browser (issue 39)', () => {
  const suite = useAppAndBrowser();
  mkdirSync(SHOTS, { recursive: true });

  it('is there before the app starts: the prerendered landing page paints dark with no script of the app', async () => {
    const { context, page } = await newPage(suite.browser, WIDE, { colorScheme: 'dark' });
    try {
      // The app's modules never load: what shows is the page's HTML, styles and the early script.
      await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
      await page.goto(`${suite.server.baseUrl}/`);
      expect(await page.evaluate(() => document.documentElement.getAttribute('data-color-scheme'))).toBe('dark');
      expect(await backgroundLuminance(page)).toBeLessThan(0.2);
    } finally {
      await context.close();
    }
  });

  for (const viewport of [PHONE, WIDE]) {
    it(`reads on every main screen at ${viewport.width} px, axe clean, and a choice of Light overrides the system`, async () => {
      const { context, page } = await newPage(suite.browser, viewport, { timezoneId: ZONE, colorScheme: 'dark' });
      const shot = (name: string) => page.screenshot({ path: `${SHOTS}/${name}-${viewport.width}-dark.png`, fullPage: true });
      const check = async (name: string) => {
        await appReady(page);
        expect(await page.evaluate(() => document.documentElement.getAttribute('data-color-scheme'))).toBe('dark');
        expect(await backgroundLuminance(page)).toBeLessThan(0.2);
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
        expect(await axeViolations(page), name).toEqual([]);
        await shot(name);
      };
      try {
        await page.goto(`${suite.server.baseUrl}/`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await check('landing');

        await signInByApi(page, suite.server, uniqueEmail('dark'));
        await fillAccount(page);
        await page.reload();
        await page.getByRole('region', { name: /^Today, / }).getByRole('button', { name: /Morning run/ }).first().waitFor();
        await check('today');

        await page.goto(`${suite.server.baseUrl}/habits`);
        await page.getByRole('heading', { name: 'Schedule View' }).waitFor();
        await page.getByText('Morning run').first().waitFor();
        await check('habits');
        if (viewport === WIDE) {
          await page.getByRole('group', { name: HABITS_TEXTS.calendarViews }).getByRole('button', { name: HABITS_TEXTS.viewLabels.week, exact: true }).click();
          await page.locator('.rbc-time-view').waitFor();
          await check('calendar-week');
        }

        await page.goto(`${suite.server.baseUrl}/goals`);
        await page.getByText('Get fit').first().waitFor();
        await check('goals');

        await page.goto(`${suite.server.baseUrl}/analytics`);
        await page.getByRole('tab', { name: 'Overview' }).waitFor();
        await page.locator('.recharts-bar-rectangle').first().waitFor();
        await check('analytics');
        await page.getByRole('tab', { name: 'Habits' }).click();
        await page.getByTestId('habit-rate-row').first().waitFor();
        await check('analytics-habits');

        await page.goto(`${suite.server.baseUrl}/aicoach`);
        await page.getByRole('heading', { name: COACH_TEXTS.heading }).waitFor();
        await check('coach');
        await openChat(page);
        await say(page, 'How am I doing this week?');
        await conversation(page).locator('[data-role="assistant"]').first().waitFor();
        await check('coach-chat');
        await page.keyboard.press('Escape');

        // The person chooses Light on this device: it wins over the system's dark, and stays after a reload.
        await page.goto(`${suite.server.baseUrl}/settings`);
        const appearance = page.getByRole('radiogroup', { name: APPEARANCE_TEXTS.legend });
        expect(await appearance.getByRole('radio', { name: APPEARANCE_TEXTS.options.system }).isChecked()).toBe(true);
        await appearance.getByRole('radio', { name: APPEARANCE_TEXTS.options.light }).check();
        await expect.poll(() => page.evaluate(() => document.documentElement.getAttribute('data-color-scheme'))).toBe('light');
        await page.reload();
        expect(await page.evaluate(() => document.documentElement.getAttribute('data-color-scheme'))).toBe('light');
        await appReady(page);
        expect(await backgroundLuminance(page)).toBeGreaterThan(0.8);
        expect(await axeViolations(page)).toEqual([]);
        await page.screenshot({ path: `${SHOTS}/settings-${viewport.width}-light.png`, fullPage: true });
      } finally {
        await context.close();
      }
    });
  }
});
