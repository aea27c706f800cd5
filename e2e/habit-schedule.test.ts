import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { HABIT_MESSAGES, HABITS_TEXTS, MONTH_NAMES, localToday } from '@stride/domain';
import { axeViolations } from './support/axe.js';
import { PHONE, horizontalOverflow, newPage, keepScreenshot } from './support/browser.js';
import { createHabit, longDate, plusDays, userHabits } from './support/habits.js';
import { newUserOnSection } from './support/api-session.js';
import { useAppAndBrowser } from './support/suite.js';

// Issue 20, the habit tracker as a new user meets it on a phone (375 px) and a large screen (1440 px).
const ZONE = 'Europe/London';
const WIDE = { width: 1440, height: 900 };
const today = () => localToday(ZONE);

describe('Habit schedule on a phone and a large screen', () => {
  const suite = useAppAndBrowser();

  async function newUserWithHabits(page: Page, prefix: string) {
    await newUserOnSection(page, suite.server, prefix, 'Habits', HABITS_TEXTS.pageTitle);
    await page.getByText(HABITS_TEXTS.empty).waitFor();
    for (const habit of [
      { name: 'Morning run', start: plusDays(today(), -3), from: '07:00', to: '07:30' },
      { name: 'Night shift', start: plusDays(today(), -3), from: '10:00', to: '09:00' },
    ]) {
      const dialog = await createHabit(page, habit);
      if (habit.to < habit.from) expect(await dialog.getByLabel('End time').getAttribute('aria-describedby')).toBeTruthy();
      if (habit.to < habit.from) await dialog.getByText(HABITS_TEXTS.endsNextDay('09:00'), { exact: true }).waitFor();
      await dialog.getByRole('button', { name: HABITS_TEXTS.createHabit }).click();
      await dialog.waitFor({ state: 'hidden' });
    }
    return page.getByRole('region', { name: HABITS_TEXTS.scheduleView });
  }

  const streak = (page: Page, n: number) => page.getByTestId(`stat-${HABITS_TEXTS.statBestStreak}`).getByText(String(n), { exact: true }).waitFor();
  /** The chips' texts, once they are there (a dialog that is closing still hides the page from the accessibility tree). */
  async function chipNames(page: Page) {
    const chips = page.getByRole('region', { name: HABITS_TEXTS.yourHabits }).getByRole('button', { name: /scheduled/ });
    await chips.first().waitFor();
    return chips.allTextContents();
  }
  const monthName = () => MONTH_NAMES[Number(today().slice(5, 7)) - 1]!;

  it('375 px: opens on the agenda; one tap checks off and a second undoes; future refused; missed said in words; legend; chips steady', async () => {
    const { context, page } = await newPage(suite.browser, PHONE, { timezoneId: ZONE });
    try {
      const schedule = await newUserWithHabits(page, 'schedule-phone');
      expect(await schedule.getByRole('button', { name: HABITS_TEXTS.viewLabels.agenda, exact: true }).getAttribute('aria-pressed')).toBe('true');
      const legend = schedule.getByRole('list', { name: HABITS_TEXTS.legend });
      expect(await legend.getByRole('listitem').allTextContents()).toEqual(['✓Done', '✕Missed', 'To do', '↷Skipped', '‖Paused']);
      await schedule.getByRole('heading', { name: HABITS_TEXTS.agendaDay(today(), today()) }).waitFor();
      // Readable rows: name, time (an overnight one says so) and state.
      await schedule.getByRole('button', { name: new RegExp(`^Night shift\\s*${HABITS_TEXTS.timeRange('10:00', '09:00')} · ${HABITS_TEXTS.status.todo}$`) }).first().waitFor();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
      await keepScreenshot(page, { path: '/tmp/schedule-phone-agenda.png', fullPage: true });

      const run = schedule.getByRole('checkbox', { name: `Morning run, ${longDate(today())}, 07:00` });
      await run.click();
      expect(await run.isChecked()).toBe(true);
      await streak(page, 1);
      await run.click();
      expect(await run.isChecked()).toBe(false);
      await streak(page, 0);
      expect((await userHabits(page)).find((h) => h.name === 'Morning run')!.completedDates).toEqual([]);

      const tomorrow = schedule.getByRole('checkbox', { name: `Morning run, ${longDate(plusDays(today(), 1))}, 07:00` });
      // aria-disabled: Playwright waits for it to be enabled; a person can still tap it and is told why not.
      await tomorrow.click({ force: true });
      await page.getByText(HABIT_MESSAGES.futureCompletion).waitFor();
      expect(await tomorrow.isChecked()).toBe(false);

      await schedule.getByRole('button', { name: 'Previous' }).click();
      const yesterday = schedule.getByRole('checkbox', { name: `Morning run, ${longDate(plusDays(today(), -1))}, 07:00` });
      expect(await yesterday.evaluate((el) => document.getElementById(el.getAttribute('aria-describedby')!)?.textContent)).toBe(`✕ ${HABITS_TEXTS.status.missed}`);
      expect(await axeViolations(page)).toEqual([]);
      await keepScreenshot(page, { path: '/tmp/schedule-phone-agenda-past.png', fullPage: true });

      // The chips' counts name the month and do not move with the view.
      await schedule.getByRole('button', { name: 'Today', exact: true }).click();
      const chips = await chipNames(page);
      expect(chips.every((text) => text.endsWith(`scheduled in ${monthName()}`))).toBe(true);
      // A phone has Month, Day and Agenda (issue 39; issue 51: Month is a dot per habit).
      for (const view of ['month', 'day', 'agenda'] as const) {
        await schedule.getByRole('button', { name: HABITS_TEXTS.viewLabels[view], exact: true }).click();
        expect(await chipNames(page)).toEqual(chips);
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      }
    } finally {
      await context.close();
    }
  });

  it('1440 px: month by default; missed drawn apart; week names before times; overnight drawn to midnight; Done waits for Save', async () => {
    const { context, page } = await newPage(suite.browser, WIDE, { timezoneId: ZONE });
    try {
      const schedule = await newUserWithHabits(page, 'schedule-wide');
      expect(await schedule.getByRole('button', { name: HABITS_TEXTS.viewLabels.month, exact: true }).getAttribute('aria-pressed')).toBe('true');
      await schedule.getByRole('list', { name: HABITS_TEXTS.legend }).waitFor();
      const missed = schedule.getByRole('button', { name: `Morning run, ${longDate(plusDays(today(), -1))}, 07:00, missed` });
      expect(await missed.textContent()).toBe('✕ Morning run');
      expect(await missed.evaluate((el) => getComputedStyle(el).borderStyle)).toBe('dashed');
      expect(await schedule.getByRole('button', { name: `Morning run, ${longDate(today())}, 07:00`, exact: true }).evaluate((el) => getComputedStyle(el).borderStyle)).toBe(
        'solid',
      );
      // The overnight habit takes one day's cell, not two: nothing is pushed into '+N more'
      // (issue 51: Month's events are a dot per habit, in its day's cell).
      const widths = await schedule.locator('.rbc-month-view').evaluate((view) => ({
        day: view.querySelector('.rbc-day-bg')!.getBoundingClientRect().width,
        events: [...view.querySelectorAll('.rbc-event, .stride-month-dot')].map((el) => el.getBoundingClientRect().width),
      }));
      expect(widths.events.length).toBeGreaterThan(0);
      expect(Math.max(...widths.events)).toBeLessThanOrEqual(widths.day);
      expect(await schedule.locator('.rbc-show-more, .stride-month-more').count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      await keepScreenshot(page, { path: '/tmp/schedule-wide-month.png', fullPage: true });

      // Done on … waits for Save: Cancel leaves no completion behind.
      await missed.click();
      let edit = page.getByRole('dialog', { name: new RegExp(HABITS_TEXTS.editTitle) });
      await edit.getByRole('checkbox', { name: /^Done on/ }).check();
      await edit.getByRole('button', { name: 'Cancel' }).click();
      await edit.waitFor({ state: 'hidden' });
      await missed.waitFor();
      expect((await userHabits(page)).find((h) => h.name === 'Morning run')!.completedDates).toEqual([]);
      await missed.click();
      edit = page.getByRole('dialog', { name: new RegExp(HABITS_TEXTS.editTitle) });
      expect(await edit.getByRole('checkbox', { name: /^Done on/ }).isChecked()).toBe(false);
      await edit.getByRole('checkbox', { name: /^Done on/ }).check();
      await edit.getByRole('button', { name: 'Save' }).click();
      await edit.waitFor({ state: 'hidden' });
      await schedule.getByRole('button', { name: `Morning run, ${longDate(plusDays(today(), -1))}, 07:00, done` }).waitFor();
      expect((await userHabits(page)).find((h) => h.name === 'Morning run')!.completedDates).toEqual([plusDays(today(), -1)]);

      // The overnight one's Edit Habit says when it ends.
      await schedule.getByRole('button', { name: `Night shift, ${longDate(today())}, 10:00`, exact: true }).click();
      edit = page.getByRole('dialog', { name: new RegExp(HABITS_TEXTS.editTitle) });
      await edit.getByText(HABITS_TEXTS.endsNextDay('09:00'), { exact: true }).waitFor();
      await edit.getByRole('button', { name: 'Cancel' }).click();
      await edit.waitFor({ state: 'hidden' });

      const chips = await chipNames(page);
      await schedule.getByRole('button', { name: HABITS_TEXTS.viewLabels.week, exact: true }).click();
      expect(await chipNames(page)).toEqual(chips);
      // Week: the name first, then the time; the overnight one runs from 10:00 to the day's end in the day's column.
      const runEvent = schedule.getByRole('button', { name: `Morning run 07:00–07:30, ${longDate(today())}`, exact: true });
      const shown = await runEvent.evaluate((el) => {
        const name = el.querySelector('.rbc-event-content strong')!;
        const [box, text] = [el.getBoundingClientRect(), name.getBoundingClientRect()];
        return { name: name.textContent, first: el.querySelector('.rbc-event-content')!.textContent!.startsWith(name.textContent!), inside: text.top >= box.top - 1 && text.bottom <= box.bottom + 1 };
      });
      expect(shown).toEqual({ name: 'Morning run', first: true, inside: true });
      expect(await schedule.locator('.rbc-time-view .rbc-event-label').first().isVisible()).toBe(false);
      expect(await schedule.locator('.rbc-allday-cell .rbc-event').count()).toBe(0);
      const night = await schedule.getByRole('button', { name: `Night shift ${HABITS_TEXTS.timeRange('10:00', '09:00')}, ${longDate(today())}`, exact: true }).evaluate((el) => {
        const column = el.closest('.rbc-day-slot')!.getBoundingClientRect();
        const box = el.getBoundingClientRect();
        return { top: (box.top - column.top) / column.height, bottom: (box.bottom - column.top) / column.height };
      });
      expect(night.top).toBeCloseTo(10 / 24, 2);
      expect(night.bottom).toBeGreaterThan(0.99);
      expect(await axeViolations(page)).toEqual([]);
      await keepScreenshot(page, { path: '/tmp/schedule-wide-week.png', fullPage: true });

      for (const view of ['day', 'agenda'] as const) {
        await schedule.getByRole('button', { name: HABITS_TEXTS.viewLabels[view], exact: true }).click();
        expect(await chipNames(page)).toEqual(chips);
      }
      await schedule.getByRole('checkbox', { name: `Night shift, ${longDate(today())}, 10:00` }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    } finally {
      await context.close();
    }
  });
});
