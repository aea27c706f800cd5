import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { API, GOAL_HABITS_TEXTS, HABIT_ROW_TEXTS as ROW, HABITS_TEXTS, TODAY_TEXTS, UNDO_TEXTS, localToday } from '@stride/domain';
import { axeViolations } from './support/axe.js';
import { PHONE, appReady, horizontalOverflow, newPage, keepScreenshot } from './support/browser.js';
import { okFromPage, pageUser } from './support/page-api.js';
import { signInByApi } from './support/api-session.js';
import { uniqueEmail } from './support/journeys.js';
import { openSection } from './support/sections.js';
import { useAppAndBrowser } from './support/suite.js';
import { escapeUndo } from './support/undo.js';

const WIDE = { width: 1440, height: 900 };
const ZONE = 'Europe/London';
const SHOTS = '/tmp/shots-39-row';

/** Buttons, check boxes, radios, tabs, switches and menu items smaller than 44 × 44 px on the page. */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = 'button, [role="button"], [role="tab"], [role="menuitem"], input[type="checkbox"], input[type="radio"], [role="switch"], a.MuiButton-root';
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden' && !el.closest('[aria-hidden="true"]');
      })
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width < 43.5 || box.height < 43.5)
      .map(({ el, box }) => `${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? el.tagName}: ${Math.round(box.width)}×${Math.round(box.height)}`);
  });
}

/** A goal and four habits of today through the API: two at set times, an amount, and an any-time one. */
async function seedDay(page: Page) {
  const today = localToday(ZONE);
  const userId = (await pageUser(page)).id;
  const goal = await okFromPage(page, API.goals.create, { body: { name: 'Run a 10k', userId } });
  const at = (hhmm: string) => `${today}T${hhmm}:00.000Z`;
  const base = { userId, description: '', recurrence: 'daily' as const };
  await okFromPage(page, API.habits.create, { body: { ...base, name: 'Read', startTime: at('21:00'), endTime: at('21:30') } });
  await okFromPage(page, API.habits.create, { body: { ...base, name: 'Gym', startTime: at('18:00'), endTime: at('19:00'), frequency: { times: 3, period: 'week' } } });
  await okFromPage(page, API.habits.create, { body: { ...base, name: 'Water', startTime: at('12:00'), endTime: at('12:30'), target: { quantity: 8, unit: 'glasses' } } });
  await okFromPage(page, API.habits.create, { body: { ...base, name: 'Stretch', startTime: at('07:00'), endTime: at('07:30'), goalId: goal.id } });
}

/** The rows' main buttons in the order shown, by name. */
const rowOrder = (page: Page, list: string) =>
  page
    .getByRole('list', { name: list, exact: true })
    .locator('button[aria-pressed]')
    .evaluateAll((buttons) => buttons.map((b) => b.querySelector('span > span')?.firstChild?.textContent ?? ''));

describe('one habit row on Today and the Habit Tracker, and the phone details (issue 39)', () => {
  const suite = useAppAndBrowser();

  for (const viewport of [PHONE, WIDE]) {
    const w = viewport.width;
    it(`at ${w} px: rows by time with any-time habits apart, +1 for an amount, the row menu and Edit over Today, goals with their habits`, async () => {
      const { context, page } = await newPage(suite.browser, viewport, { timezoneId: ZONE });
      try {
        await signInByApi(page, suite.server, uniqueEmail('row'));
        await seedDay(page);
        await page.reload();
        const today = page.getByRole('region', { name: /^Today, / });
        const list = today.getByRole('list', { name: TODAY_TEXTS.listLabel });
        await list.getByRole('button', { name: /^Stretch/ }).waitFor();
        expect(await rowOrder(page, TODAY_TEXTS.listLabel)).toEqual(['Stretch', 'Water', 'Read', 'Gym']);
        await today.getByRole('heading', { name: ROW.anyTime }).waitFor();

        // An amount habit: one tap is one glass, not all eight.
        await list.getByRole('button', { name: /^Water/ }).click();
        await list.getByRole('button', { name: ROW.editTotal('Water') }).getByText('1/8', { exact: true }).waitFor();
        expect(await list.getByRole('button', { name: /^Water/ }).getAttribute('aria-pressed')).toBe('false');
        // A plain habit: one tap and it is done.
        await list.getByRole('button', { name: /^Stretch/ }).click();
        await expect.poll(() => list.getByRole('button', { name: /^Stretch/ }).getAttribute('aria-pressed')).toBe('true');

        // The row's menu from Today.
        await list.getByRole('button', { name: ROW.moreActions('Water') }).click();
        const menu = page.getByRole('menu', { name: ROW.moreActions('Water') });
        await menu.getByRole('menuitem', { name: ROW.archive }).waitFor();
        expect(await menu.getByRole('menuitem').allTextContents()).toEqual([ROW.skip, ROW.logAmount, ROW.note, ROW.pause, ROW.edit, ROW.archive]);
        await appReady(page);
        await keepScreenshot(page, { path: `${SHOTS}/today-menu-${w}.png` });
        expect(await axeViolations(page)).toEqual([]);
        await page.keyboard.press('Escape');
        await menu.waitFor({ state: 'hidden' });
        await appReady(page);
        if (w === PHONE.width) {
          expect(await smallTargets(page)).toEqual([]);
          expect(await horizontalOverflow(page)).toBe(0);
        }
        await keepScreenshot(page, { path: `${SHOTS}/today-${w}.png`, fullPage: true });
        // The check-off's Undo snackbar, when still up (a phone's walk gets here within its 8 s), lies
        // over the row menu's Edit below: closed with Escape rather than waited out (issue 46).
        await escapeUndo(page, UNDO_TEXTS.checkedOff('Stretch'));

        // Edit from Today opens the habit's form over Today (issue 51: the person stays on Today), with
        // no field focused on a phone; closing it gives focus back to the row's menu button.
        await list.getByRole('button', { name: ROW.moreActions('Read') }).click();
        await page.getByRole('menuitem', { name: ROW.edit }).click();
        const edit = page.getByRole('dialog', { name: HABITS_TEXTS.editTitle });
        await edit.waitFor();
        expect(new URL(page.url()).pathname).toBe('/dashboard');
        if (w === PHONE.width) expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('INPUT');
        expect(await axeViolations(page)).toEqual([]);
        await edit.getByRole('button', { name: 'Cancel' }).click();
        await edit.waitFor({ state: 'hidden' });
        await expect.poll(() => list.getByRole('button', { name: ROW.moreActions('Read') }).evaluate((el) => el === document.activeElement)).toBe(true);

        // The Habit Tracker manages the habits: no second day list (issue 51), its calendar's views.
        await openSection(page, 'Habits');
        await page.getByRole('heading', { level: 1, name: HABITS_TEXTS.pageTitle }).waitFor();
        expect(await page.getByRole('list', { name: HABITS_TEXTS.today, exact: true }).count()).toBe(0);
        await appReady(page);
        const calendar = page.getByRole('region', { name: HABITS_TEXTS.scheduleView });
        const views = await calendar.getByRole('group', { name: HABITS_TEXTS.calendarViews }).getByRole('button').allTextContents();
        // A phone offers Month again since its days show a dot per habit (issue 51, decision 051).
        expect(views).toEqual(w === PHONE.width ? [HABITS_TEXTS.viewLabels.month, HABITS_TEXTS.viewLabels.day, HABITS_TEXTS.viewLabels.agenda] : Object.values(HABITS_TEXTS.viewLabels));
        if (w === PHONE.width) {
          expect(await smallTargets(page)).toEqual([]);
          expect(await horizontalOverflow(page)).toBe(0);
        }
        await keepScreenshot(page, { path: `${SHOTS}/habits-${w}.png` });
        await calendar.scrollIntoViewIfNeeded();
        await keepScreenshot(page, { path: `${SHOTS}/habits-calendar-${w}.png` });

        // Goals show their habits, how they are going, and a way to add one.
        await openSection(page, 'Goals');
        const goal = page.getByRole('list', { name: GOAL_HABITS_TEXTS.habitsLabel('Run a 10k') });
        await goal.getByText('Stretch').waitFor();
        await page.getByRole('progressbar', { name: GOAL_HABITS_TEXTS.progressLabel('Run a 10k') }).waitFor();
        if (w === PHONE.width) {
          expect(await smallTargets(page)).toEqual([]);
          expect(await horizontalOverflow(page)).toBe(0);
        }
        await appReady(page);
        expect(await axeViolations(page)).toEqual([]);
        await keepScreenshot(page, { path: `${SHOTS}/goals-${w}.png`, fullPage: true });
        await page.getByRole('link', { name: GOAL_HABITS_TEXTS.addHabit }).click();
        const create = page.getByRole('dialog', { name: HABITS_TEXTS.createTitle });
        await create.getByRole('combobox', { name: 'Goal (optional)' }).getByText('Run a 10k').waitFor();
      } finally {
        await context.close();
      }
    });
  }

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`shows the app shell, not a blank page, until the scripts have run (${colorScheme})`, async () => {
      const { context, page } = await newPage(suite.browser, PHONE, { timezoneId: ZONE, colorScheme });
      try {
        // The scripts never arrive: what a slow first visit shows meanwhile.
        await page.route('**/*.js', (route) => (route.request().url().endsWith('/color-scheme.js') ? route.continue() : route.abort()));
        await page.goto(`${suite.server.baseUrl}/dashboard`);
        const shell = page.locator('.app-shell');
        await shell.getByText('Loading Stride…').waitFor();
        const background = await shell.evaluate((el) => getComputedStyle(el).backgroundColor);
        expect(background).toBe(colorScheme === 'dark' ? 'rgb(16, 18, 26)' : 'rgb(246, 247, 251)');
        await keepScreenshot(page, { path: `${SHOTS}/shell-${colorScheme}-375.png` });
        await page.unrouteAll();
        await page.reload();
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        expect(await shell.isVisible()).toBe(false);
      } finally {
        await context.close();
      }
    });
  }
});
