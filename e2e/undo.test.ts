import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { API, GOALS_TEXTS, HABITS_TEXTS, HABIT_DEPTH_TEXTS, TODAY_TEXTS, UNDO_TEXTS, localToday } from '@stride/domain';
import { signInByApi } from './support/api-session.js';
import { axeViolations } from './support/axe.js';
import { PHONE, horizontalOverflow, newPage, keepScreenshot } from './support/browser.js';
import { addDailyHabit, longDate, userHabits } from './support/habits.js';
import { uniqueEmail } from './support/journeys.js';
import { okFromPage, pageUser } from './support/page-api.js';
import { useAppAndBrowser } from './support/suite.js';
import { dismissUndo } from './support/undo.js';

const ZONE = 'Europe/London';
const WIDE = { width: 1440, height: 900 };

/**
 * Issue 39, undo everywhere: every delete on a page (an occurrence, a habit, a goal, the vision),
 * an archive, a skip and a check-off say what was done in one snackbar whose Undo takes it back,
 * and the screen shows what came back. At 375 and 1440 px, axe clean with the snackbar showing.
 */
describe('Undo in a real browser', () => {
  const suite = useAppAndBrowser();
  const today = () => localToday(ZONE);

  /** The snackbar, once it says `text`. */
  async function snackbar(page: Page, text: string) {
    const alert = page.getByRole('alert').filter({ hasText: text });
    await alert.waitFor();
    return alert;
  }

  /** Takes back what the snackbar says was done: by its button, or by Ctrl+Z from the page. */
  async function undo(page: Page, text: string, by: 'button' | 'keyboard') {
    const alert = await snackbar(page, text);
    if (by === 'button') {
      await alert.getByRole('button', { name: UNDO_TEXTS.undo }).click();
    } else {
      expect(await alert.getByRole('button', { name: UNDO_TEXTS.undo }).getAttribute('aria-keyshortcuts')).toContain('Control+Z');
      await page.keyboard.press('Control+z');
    }
    await snackbar(page, UNDO_TEXTS.undone);
  }

  /** Today's Read in the schedule: an event of the month (a desktop), a row of the agenda (a phone). */
  const todaysRead = (page: Page) =>
    page.viewportSize()!.width < 600
      ? page
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { name: HABITS_TEXTS.agendaDay(today(), today()) }) })
          .getByRole('button', { name: /^Read\b/ })
      : page.getByRole('button', { name: new RegExp(`^Read, ${longDate(today())}`) });

  for (const [width, viewport, by] of [
    ['375 px', PHONE, 'button'],
    ['1440 px', WIDE, 'keyboard'],
  ] as const) {
    it(`brings back a deleted occurrence, habit, goal and vision, and takes back a check-off, a skip and an archive, at ${width}`, async () => {
      const { context, page } = await newPage(suite.browser, viewport, { timezoneId: ZONE });
      try {
        await signInByApi(page, suite.server, uniqueEmail('undo'), '/habits');
        await addDailyHabit(page, 'Read', '20:00', '20:30');
        await addDailyHabit(page, 'Stretch', '07:00', '07:15');
        const { id: userId } = await pageUser(page);
        const [read] = await userHabits(page);
        await page.reload();

        // Today's occurrence: gone from the schedule, then back with the same habit.
        await todaysRead(page).click();
        let edit = page.getByRole('dialog', { name: new RegExp(HABITS_TEXTS.editTitle) });
        await edit.getByRole('button', { name: 'Delete occurrence' }).click();
        await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
        await edit.waitFor({ state: 'hidden' });
        await snackbar(page, UNDO_TEXTS.occurrenceDeleted('Read'));
        await todaysRead(page).waitFor({ state: 'detached' });
        expect(await axeViolations(page)).toEqual([]);
        await undo(page, UNDO_TEXTS.occurrenceDeleted('Read'), by);
        // "Undone." dismissed, as a person would: left, it lay over the dialog's Delete habit below.
        await dismissUndo(page, UNDO_TEXTS.undone);
        await todaysRead(page).waitFor();

        // The whole habit: back with its id.
        await todaysRead(page).click();
        edit = page.getByRole('dialog', { name: new RegExp(HABITS_TEXTS.editTitle) });
        await edit.getByRole('button', { name: 'Delete habit' }).click();
        await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
        await snackbar(page, UNDO_TEXTS.habitDeleted('Read'));
        await todaysRead(page).waitFor({ state: 'detached' });
        await undo(page, UNDO_TEXTS.habitDeleted('Read'), by);
        await todaysRead(page).waitFor();
        expect((await userHabits(page)).map((h) => h.id)).toContain(read!.id);

        // A skip and an archive, from the habit's details.
        await page.getByRole('button', { name: 'Details of Stretch' }).click();
        const details = page.getByRole('dialog', { name: 'Stretch' });
        await details.getByRole('button', { name: HABIT_DEPTH_TEXTS.skipDay }).click();
        await details.getByRole('heading', { name: 'Today: Skipped' }).waitFor();
        await undo(page, UNDO_TEXTS.skipped('Stretch'), 'button');
        await details.getByRole('button', { name: HABIT_DEPTH_TEXTS.skipDay }).waitFor();
        await details.getByRole('button', { name: HABIT_DEPTH_TEXTS.archive }).click();
        await details.getByText(HABIT_DEPTH_TEXTS.archiveHelp, { exact: false }).waitFor();
        await undo(page, UNDO_TEXTS.archived('Stretch'), 'button');
        await details.getByText(HABIT_DEPTH_TEXTS.archiveHelp, { exact: false }).waitFor({ state: 'detached' });
        await details.getByRole('button', { name: 'Close' }).click();
        await details.waitFor({ state: 'hidden' });
        const stretch = (await userHabits(page)).find((h) => h.name === 'Stretch')!;
        expect(stretch).toMatchObject({ archivedAt: null, skippedDates: [] });

        // A check-off on Today.
        await page.goto(`${suite.server.baseUrl}/dashboard`);
        const checkOff = page.getByRole('list', { name: TODAY_TEXTS.listLabel }).getByRole('button', { name: /^Stretch/ });
        await checkOff.click();
        await snackbar(page, UNDO_TEXTS.checkedOff('Stretch'));
        expect(await checkOff.getAttribute('aria-pressed')).toBe('true');
        await undo(page, UNDO_TEXTS.checkedOff('Stretch'), by);
        await expect.poll(() => checkOff.getAttribute('aria-pressed')).toBe('false');
        await expect.poll(async () => (await userHabits(page)).find((h) => h.name === 'Stretch')!.completedDates).toEqual([]);

        // A goal and the vision.
        await okFromPage(page, API.goals.create, { body: { name: 'Get fit', userId } });
        await okFromPage(page, API.vision.save, { body: { text: 'Calm and strong.', userId } });
        await page.goto(`${suite.server.baseUrl}/goals`);
        await page.getByRole('button', { name: 'Delete goal Get fit' }).click();
        expect(await page.getByRole('alertdialog').textContent()).toContain(GOALS_TEXTS.deleteGoalConfirm);
        await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
        await snackbar(page, UNDO_TEXTS.goalDeleted('Get fit'));
        await page.getByRole('heading', { name: 'Get fit' }).waitFor({ state: 'detached' });
        expect(await axeViolations(page)).toEqual([]);
        await keepScreenshot(page, { path: `/tmp/undo-${viewport.width}.png` });
        await undo(page, UNDO_TEXTS.goalDeleted('Get fit'), by);
        await page.getByRole('heading', { name: 'Get fit' }).waitFor();

        await page.getByRole('button', { name: /Calm and strong/ }).click();
        await page.getByRole('button', { name: 'Delete Vision' }).click();
        await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
        await snackbar(page, UNDO_TEXTS.visionDeleted);
        await page.getByRole('textbox', { name: 'Your vision' }).waitFor();
        await undo(page, UNDO_TEXTS.visionDeleted, by);
        await page.getByRole('button', { name: /Calm and strong/ }).waitFor();
        expect(await okFromPage(page, API.vision.get, { params: { userId } })).toMatchObject({ text: 'Calm and strong.' });
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
        expect(await axeViolations(page)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
