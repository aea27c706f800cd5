import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Locator, Page, Route } from 'playwright-core';
import { API, GOAL_HABITS_TEXTS, HABIT_DEPTH_TEXTS, HABITS_TEXTS, SHELL_TEXTS, TODAY_TEXTS, UNDO_TEXTS, localToday } from '@stride/domain';
import { signInByApi } from './support/api-session.js';
import { axeViolations } from './support/axe.js';
import { PHONE, horizontalOverflow, keepScreenshot } from './support/browser.js';
import { uniqueEmail } from './support/journeys.js';
import { okFromPage, pageUser } from './support/page-api.js';
import { useJourneyPage, useLayout, type Layout } from './support/layouts.js';
import { useAppAndBrowser } from './support/suite.js';

const ZONE = 'Europe/London';
const WIDE = { width: 1440, height: 900 };

const box = async (locator: Locator) => (await locator.boundingBox())!;

/** A daily habit from today (`from`, `to`: HH:MM UTC, London's winter time), for `goalId` if given. */
async function addHabit(page: Page, name: string, from: string, to: string, goalId: string | null = null) {
  const today = localToday(ZONE);
  const { id } = await pageUser(page);
  return okFromPage(page, API.habits.create, {
    body: { userId: id, name, description: '', startTime: `${today}T${from}:00.000Z`, endTime: `${today}T${to}:00.000Z`, recurrence: 'daily', goalId },
  });
}

/** The four looks each checkpoint is made in: a phone and a desktop, light and dark. */
const LOOKS: Layout[] = [
  { name: '375 px, light', viewport: PHONE, colorScheme: 'light' },
  { name: '375 px, dark', viewport: PHONE, colorScheme: 'dark' },
  { name: '1440 px, light', viewport: WIDE, colorScheme: 'light' },
  { name: '1440 px, dark', viewport: WIDE, colorScheme: 'dark' },
];
const tagOf = (look: Layout) => `${look.viewport.width}-${look.colorScheme}`;

/**
 * Decision 030, "Leftovers", in a real browser at 375 and 1440 px, light and dark: a goal's
 * progress line uses the card's width; a phone's agenda shows a week with "Show more days"; an
 * error snackbar stands above an Undo instead of covering it; un-checking offers Undo.
 * One person and one page (issue 46: the whole journey was walked once per look); each checkpoint
 * is made in each look, on the same page resized and re-themed, with the same assertions.
 */
describe("Issue 39's leftovers in a real browser", () => {
  const suite = useAppAndBrowser();
  const journey = useJourneyPage(suite, LOOKS[0]!, { timezoneId: ZONE });
  const goalName = 'Run a half marathon in the spring';
  let today = '';
  let readId = '';

  /**
   * Today as the app sees it now, with Read done on it: read again before each walk, so a run that
   * crosses midnight (the second fresh-clone run of the twenty-first session: six of these failed
   * at 00:00 UTC, the agenda's "Today" a day on from the one the file had kept) walks the new day.
   */
  async function onToday() {
    today = localToday(ZONE);
    await okFromPage(journey.page, API.habits.complete, { params: { id: readId }, body: { date: today } });
  }

  beforeAll(async () => {
    const { page } = journey;
    await signInByApi(page, suite.server, uniqueEmail('leftovers'), '/dashboard');
    const { id: userId } = await pageUser(page);
    const goal = await okFromPage(page, API.goals.create, { body: { name: goalName, userId } });
    readId = (await addHabit(page, 'Read', '20:00', '20:30', goal.id)).id;
    await addHabit(page, 'Stretch', '07:00', '07:15', goal.id);
  });
  beforeEach(onToday);

  for (const look of LOOKS) {
    it(`${look.name}: a goal shows only its name beside Edit and Delete, and its progress line below them, full width`, async () => {
      const { page } = journey;
      await useLayout(page, look);
      await page.goto(`${suite.server.baseUrl}/goals`);
      const item = page.getByTestId('goal-item');
      const progress = item.getByText(/done so far|Nothing due yet/);
      await progress.waitFor();
      const [itemBox, progressBox, deleteBox] = await Promise.all([box(item), box(progress), box(item.getByRole('button', { name: /^Delete goal/ }))]);
      expect(progressBox.y).toBeGreaterThanOrEqual(deleteBox.y + deleteBox.height);
      const bar = await box(item.getByRole('progressbar', { name: GOAL_HABITS_TEXTS.progressLabel(goalName) }));
      // The bar spans the card less its padding (16 px each side and the border).
      expect(bar.width).toBeGreaterThan(itemBox.width - 40);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
      await item.scrollIntoViewIfNeeded();
      await keepScreenshot(page, { path: `/tmp/leftovers-goals-${tagOf(look)}.png` });
    });
  }

  for (const look of LOOKS.filter((l) => l.viewport === PHONE)) {
    it(`${look.name}: a phone's agenda shows 7 days, then 7 more with "Show more days", focus on the first new day`, async () => {
      const { page } = journey;
      await useLayout(page, look);
      await page.goto(`${suite.server.baseUrl}/habits`);
      const schedule = page.getByRole('region', { name: HABITS_TEXTS.scheduleView });
      const agenda = schedule.getByRole('list').filter({ has: page.getByRole('heading', { name: HABITS_TEXTS.agendaDay(today, today) }) });
      const days = agenda.getByRole('heading', { level: 4 });
      await expect.poll(() => days.count(), { timeout: 15_000 }).toBe(7);
      const more = schedule.getByRole('button', { name: HABITS_TEXTS.agendaShowMore });
      await more.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => days.count(), { timeout: 10_000 }).toBe(14);
      expect(await days.nth(7).evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await keepScreenshot(page, { path: `/tmp/leftovers-agenda-${tagOf(look)}.png` });
    });
  }

  for (const look of LOOKS) {
    it(`${look.name}: a note that fails to save says so above the Undo of a check-off taken back`, async () => {
      const { page } = journey;
      await useLayout(page, look);
      // Today: a note that fails to save says so while the Undo of a check-off stays in view above the bar.
      await page.goto(`${suite.server.baseUrl}/dashboard`);
      const list = page.getByRole('list', { name: TODAY_TEXTS.listLabel });
      await list.getByRole('button', { name: /^Read/ }).waitFor();
      const failNotes = (route: Route) =>
        route.request().method() === 'POST' && String(route.request().postData()).includes('"note"')
          ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 'internal', message: 'Something went wrong.' }) })
          : route.continue();
      await page.route('**/api/habits/*/complete', failNotes);
      try {
        await list.getByRole('button', { name: 'More actions for Read' }).click();
        await page.getByRole('menuitem', { name: 'Note' }).click();
        const note = page.getByRole('dialog', { name: 'Note: Read' });
        await note.getByRole('textbox').fill('Two chapters.');
        await note.getByRole('button', { name: HABIT_DEPTH_TEXTS.saveNote }).click();
        const error = page.getByRole('alert').filter({ hasText: 'not saved' });
        await error.waitFor();
        await note.getByRole('button', { name: 'Close' }).click();
        await note.waitFor({ state: 'hidden' });
        // Taking Read's check-off back offers Undo; the error moves up above it.
        const readButton = list.getByRole('button', { name: /^Read/ });
        await readButton.click();
        const undo = page.getByRole('alert').filter({ hasText: UNDO_TEXTS.uncheckedOff('Read') });
        await undo.waitFor();
        await expect.poll(async () => {
          const [e, u] = [await box(error), await box(undo)];
          return e.y + e.height <= u.y;
        }, { timeout: 10_000 }).toBe(true);
        if (look.viewport === PHONE) {
          const nav = await box(page.getByRole('navigation', { name: SHELL_TEXTS.sectionsLabel }).last());
          const u = await box(undo);
          expect(u.y + u.height).toBeLessThanOrEqual(nav.y);
        }
        await keepScreenshot(page, { path: `/tmp/leftovers-snackbars-${tagOf(look)}.png` });
        expect(await axeViolations(page)).toEqual([]);
        // Undo puts the check-off back: the next look starts from the same day.
        await undo.getByRole('button', { name: UNDO_TEXTS.undo }).click();
        await page.getByRole('alert').filter({ hasText: UNDO_TEXTS.undone }).waitFor();
        await expect.poll(() => readButton.getAttribute('aria-pressed'), { timeout: 10_000 }).toBe('true');
      } finally {
        await page.unroute('**/api/habits/*/complete', failNotes);
      }
    });
  }
});
