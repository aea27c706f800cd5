import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useJourneyPage, useLayout, type Layout } from './support/layouts.js';
import type { Page } from 'playwright-core';
import { API, APPEARANCE_TEXTS, COACH_TEXTS, HABITS_TEXTS, formatDate, localToday, settingsSectionPath, toEpochDay } from '@stride/domain';
import { axeViolations } from './support/axe.js';
import { conversation, openChat, say } from './support/coach.js';
import { PHONE, appReady, horizontalOverflow, newPage, keepScreenshot } from './support/browser.js';
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

  /**
   * One person, one walk through the main screens (issue 46: it was walked once per width): each
   * screen is checked at a phone's width and a large screen's, dark, as before.
   */
  describe('every main screen, at a phone\'s width and a large screen\'s', () => {
    const LAYOUTS: Layout[] = [
      { name: `${PHONE.width} px`, viewport: PHONE, colorScheme: 'dark' },
      { name: `${WIDE.width} px`, viewport: WIDE, colorScheme: 'dark' },
    ];
    const journey = useJourneyPage(suite, LAYOUTS[0]!, { timezoneId: ZONE });
    const check = async (name: string, layout: Layout) => {
      const { page } = journey;
      await appReady(page);
      expect(await page.evaluate(() => document.documentElement.getAttribute('data-color-scheme'))).toBe('dark');
      expect(await backgroundLuminance(page)).toBeLessThan(0.2);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(await axeViolations(page), name).toEqual([]);
      await keepScreenshot(page, { path: `${SHOTS}/${name}-${layout.viewport.width}-dark.png`, fullPage: true });
    };

    /** A screen reached once (`open`, at the first width), then checked at each width. */
    const screen = (name: string, open: (page: Page) => Promise<void>) => {
      for (const [index, layout] of LAYOUTS.entries()) {
        it(`reads ${name} at ${layout.name}, axe clean`, async () => {
          const { page } = journey;
          await useLayout(page, layout);
          if (index === 0) await open(page);
          await check(name, layout);
        });
      }
    };

    screen('landing', async (page) => {
      await page.goto(`${suite.server.baseUrl}/`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
    });
    screen('today', async (page) => {
      await signInByApi(page, suite.server, uniqueEmail('dark'));
      await fillAccount(page);
      await page.reload();
      await page.getByRole('region', { name: /^Today, / }).getByRole('button', { name: /Morning run/ }).first().waitFor();
    });
    screen('habits', async (page) => {
      await page.goto(`${suite.server.baseUrl}/habits`);
      await page.getByRole('heading', { name: 'Schedule View' }).waitFor();
      await page.getByText('Morning run').first().waitFor();
    });
    it(`reads calendar-week at ${WIDE.width} px, axe clean`, async () => {
      const { page } = journey;
      await useLayout(page, LAYOUTS[1]!);
      await page.getByRole('group', { name: HABITS_TEXTS.calendarViews }).getByRole('button', { name: HABITS_TEXTS.viewLabels.week, exact: true }).click();
      await page.locator('.rbc-time-view').waitFor();
      await check('calendar-week', LAYOUTS[1]!);
    });
    screen('goals', async (page) => {
      await page.goto(`${suite.server.baseUrl}/goals`);
      await page.getByText('Get fit').first().waitFor();
    });
    screen('analytics', async (page) => {
      await page.goto(`${suite.server.baseUrl}/analytics`);
      await page.getByRole('tab', { name: 'Overview' }).waitFor();
      await page.locator('.recharts-bar-rectangle').first().waitFor();
    });
    screen('analytics-habits', async (page) => {
      await page.getByRole('tab', { name: 'Habits' }).click();
      await page.getByTestId('habit-rate-row').first().waitFor();
    });
    screen('coach', async (page) => {
      await page.goto(`${suite.server.baseUrl}/aicoach`);
      await page.getByRole('heading', { name: COACH_TEXTS.heading }).waitFor();
    });
    screen('coach-chat', async (page) => {
      await openChat(page);
      await say(page, 'How am I doing this week?');
      await conversation(page).locator('[data-role="assistant"]').first().waitFor();
    });

    // The person chooses Light on this device: it wins over the system's dark, and stays after a reload.
    for (const [index, layout] of LAYOUTS.entries()) {
      it(`lets a choice of Light override the system's dark, kept after a reload, at ${layout.name}`, async () => {
        const { page } = journey;
        await useLayout(page, layout);
        if (index === 0) {
          await page.keyboard.press('Escape');
          await page.goto(`${suite.server.baseUrl}${settingsSectionPath('profile')}`);
          const appearance = page.getByRole('radiogroup', { name: APPEARANCE_TEXTS.legend });
          expect(await appearance.getByRole('radio', { name: APPEARANCE_TEXTS.options.system }).isChecked()).toBe(true);
          await appearance.getByRole('radio', { name: APPEARANCE_TEXTS.options.light }).check();
          await expect.poll(() => page.evaluate(() => document.documentElement.getAttribute('data-color-scheme'))).toBe('light');
        }
        await page.reload();
        expect(await page.evaluate(() => document.documentElement.getAttribute('data-color-scheme'))).toBe('light');
        await appReady(page);
        // The settings screen itself, not only the app's frame, before axe reads the page.
        await page.getByRole('radiogroup', { name: APPEARANCE_TEXTS.legend }).waitFor();
        expect(await backgroundLuminance(page)).toBeGreaterThan(0.8);
        expect(await axeViolations(page)).toEqual([]);
        await keepScreenshot(page, { path: `${SHOTS}/settings-${layout.viewport.width}-light.png`, fullPage: true });
      });
    }
  });
});
