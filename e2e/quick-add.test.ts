import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { HABIT_DEPTH_TEXTS, HABITS_TEXTS, QUICK_ADD_TEXTS as T, formatDate, localToday, shortDateLabel, toEpochDay, weekdayOf, type Habit } from '@stride/domain';
import { axeViolations } from './support/axe.js';
import { PHONE, horizontalOverflow, newPage, keepScreenshot } from './support/browser.js';
import { longDate, userHabits } from './support/habits.js';
import { newUserOnSection } from './support/api-session.js';
import { useAppAndBrowser } from './support/suite.js';

const WIDE = { width: 1440, height: 900 };
const ZONE = 'Europe/London';
/** A phrase with a word the reader leaves unread. */
const NOT_UNDERSTOOD = { text: 'Gym at 13pm', words: ['at 13pm'] };

/** The first `n` dates on `weekdays` (0 Sunday) from `today` on. */
function nextOn(today: string, weekdays: number[], n = 3): string[] {
  const out: string[] = [];
  for (let day = toEpochDay(today); out.length < n; day++) if (weekdays.includes(weekdayOf(day))) out.push(formatDate(day));
  return out;
}

const habitNamed = async (page: Page, name: string): Promise<Habit> => (await userHabits(page)).find((h) => h.name === name)!;

/**
 * Issue 24 in a real browser: a line typed into Quick add is previewed (name, times, rule, next
 * dates), added on Enter and shown on the page; a line with words it cannot read is refused with
 * the reason; More options opens Create New Habit filled in. At a phone's width and a large
 * screen's, axe clean.
 */
describe('Quick add on the Habit Tracker, in a real browser (issue 24)', () => {
  const suite = useAppAndBrowser();

  it('previews, adds on Enter, refuses what it cannot read and fills the dialog, at 375 px and 1440 px', async () => {
    // Walked once on a phone (issue 46: it was walked once per width; nothing in it acts by width):
    // at each checkpoint the page is resized to 1440 px for the same layout and axe checks, and back.
    const { context, page } = await newPage(suite.browser, PHONE, { timezoneId: ZONE });
    const atBothWidths = async (check: (width: number) => Promise<void>) => {
      for (const viewport of [PHONE, WIDE]) {
        await page.setViewportSize(viewport);
        await check(viewport.width);
      }
      await page.setViewportSize(PHONE);
    };
    try {
      await newUserOnSection(page, suite.server, 'quick-add', 'Habits', HABITS_TEXTS.pageTitle);
      await page.getByText(HABITS_TEXTS.empty).waitFor();
      const today = localToday(ZONE);
      const label = (date: string) => (date === today ? HABITS_TEXTS.today : shortDateLabel(date));
      const box = page.getByRole('textbox', { name: T.label, exact: true });
      const preview = page.getByTestId('quick-add-preview');

      // The preview, as it is typed.
      await box.fill('Gym Mon Thu 6-7pm');
      await preview.getByText('Every week on Mon and Thu', { exact: true }).waitFor();
      await preview.getByText('Gym', { exact: true }).waitFor();
      await preview.getByText('18:00–19:00', { exact: true }).waitFor();
      const gymDates = nextOn(today, [1, 4]);
      await preview.getByText(T.nextDates(gymDates.map(label)), { exact: true }).waitFor();
      await atBothWidths(async (width) => {
        expect(await horizontalOverflow(page), `${width} px`).toBe(0);
        expect(await axeViolations(page), `${width} px`).toEqual([]);
        await keepScreenshot(page, { path: `/tmp/quick-add-preview-${width}.png`, fullPage: true });
      });

      // Enter adds it: said in the status, the box empty and still focused, the habit on the page.
      await box.press('Enter');
      await page.getByText(T.added('Gym'), { exact: true }).waitFor();
      expect(await box.inputValue()).toBe('');
      expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.getByRole('button', { name: /^Gym · \d+ scheduled in \w+/ }).waitFor();
      const schedule = page.getByRole('region', { name: HABITS_TEXTS.scheduleView });
      await schedule.getByRole('button', { name: HABITS_TEXTS.viewLabels.agenda, exact: true }).click();
      await schedule.getByRole('checkbox', { name: `Gym, ${longDate(gymDates[0]!)}, 18:00`, exact: true }).waitFor();
      const gym = await habitNamed(page, 'Gym');
      expect(gym.schedule.segments[0]).toMatchObject({ from: today, startTime: '18:00', endTime: '19:00' });
      expect(gym.occurrences.slice(0, 3).map((o) => o.date)).toEqual(gymDates);

      // An amount and an evening time.
      await box.fill('Read 20 pages every night at 9');
      await preview.getByText(HABIT_DEPTH_TEXTS.target({ quantity: 20, unit: 'pages' }), { exact: true }).waitFor();
      await preview.getByText('21:00–21:30', { exact: true }).waitFor();
      await box.press('Enter');
      await page.getByText(T.added('Read'), { exact: true }).waitFor();
      const read = await habitNamed(page, 'Read');
      // Every target answers its direction since issue 40 (at least, the default).
      expect(read.target).toEqual({ quantity: 20, unit: 'pages', direction: 'atLeast' });
      expect(read.schedule.segments[0]).toMatchObject({ from: today, startTime: '21:00', endTime: '21:30', recurrence: 'daily' });

      // Words it could not read: warned in the preview, and Enter says why nothing was added.
      await box.fill(NOT_UNDERSTOOD.text);
      await preview.getByText(T.notUnderstood(NOT_UNDERSTOOD.words), { exact: true }).waitFor();
      await box.press('Enter');
      await page.getByRole('alert').filter({ hasText: T.fixNotUnderstood(NOT_UNDERSTOOD.words) }).waitFor();
      expect(await box.inputValue()).toBe(NOT_UNDERSTOOD.text);
      expect(await box.getAttribute('aria-invalid')).toBe('true');
      await atBothWidths(async (width) => expect(await axeViolations(page), `${width} px`).toEqual([]));
      expect((await userHabits(page)).map((h) => h.name).sort()).toEqual(['Gym', 'Read']);

      // More options: Create New Habit with the phrase's fields filled in.
      await box.fill('Swim Mon Thu 7-8am');
      await page.getByRole('button', { name: T.moreOptions, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: HABITS_TEXTS.createTitle });
      expect(await dialog.getByLabel(/^Name/).inputValue()).toBe('Swim');
      expect(await dialog.getByLabel(/^Start date/).inputValue()).toBe(today);
      expect(await dialog.getByLabel(/^Start time/).inputValue()).toBe('07:00');
      expect(await dialog.getByLabel(/^End time/).inputValue()).toBe('08:00');
      expect(await dialog.getByRole('combobox', { name: 'Recurrence' }).textContent()).toBe('Custom…');
      await dialog.getByText('Every week on Mon and Thu', { exact: true }).waitFor();
      await atBothWidths(async (width) => expect(await axeViolations(page), `${width} px`).toEqual([]));
      await dialog.getByRole('button', { name: HABITS_TEXTS.createHabit }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByText(T.added('Swim'), { exact: true }).waitFor();
      expect(await box.inputValue()).toBe('');
      expect((await habitNamed(page, 'Swim')).schedule.segments[0]).toMatchObject({ startTime: '07:00', endTime: '08:00' });

      await atBothWidths(async (width) => {
        expect(await horizontalOverflow(page), `${width} px`).toBe(0);
        expect(await axeViolations(page), `${width} px`).toEqual([]);
      });
    } finally {
      await context.close();
    }
  });
});
