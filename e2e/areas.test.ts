import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { API, AREAS_TEXTS, HABITS_TEXTS, UNDO_TEXTS, localToday } from '@stride/domain';
import { signInByApi } from './support/api-session.js';
import { axeViolations } from './support/axe.js';
import { PHONE, horizontalOverflow, newPage } from './support/browser.js';
import { userHabits } from './support/habits.js';
import { uniqueEmail } from './support/journeys.js';
import { okFromPage, pageUser } from './support/page-api.js';
import { useAppAndBrowser } from './support/suite.js';

const ZONE = 'Europe/London';
const WIDE = { width: 1440, height: 900 };

/**
 * Issue 40, areas and routines: Today groups the day's habits by area; "Done all" completes an
 * area (with Undo), and the area runs as a routine, one habit at a time, to a summary. One page
 * per width (375 px light, 1440 px dark), axe clean with the snackbar and the routine up.
 */
describe('areas and routines in a real browser', () => {
  const suite = useAppAndBrowser();
  const today = () => localToday(ZONE);

  async function addHabit(page: Page, name: string, areaId: string | null, from: string) {
    const { id } = await pageUser(page);
    const to = `${from.slice(0, 3)}${String(Number(from.slice(3)) + 10).padStart(2, '0')}`;
    await okFromPage(page, API.habits.create, {
      body: { userId: id, name, description: '', startTime: `${today()}T${from}:00.000Z`, endTime: `${today()}T${to}:00.000Z`, recurrence: 'daily', areaId },
    });
  }

  for (const [width, viewport, scheme] of [
    ['375 px', PHONE, 'light'],
    ['1440 px', WIDE, 'dark'],
  ] as const) {
    it(`Done all with Undo, then the area as a routine, at ${width} (${scheme})`, async () => {
      const { context, page } = await newPage(suite.browser, viewport, { timezoneId: ZONE });
      try {
        await page.emulateMedia({ colorScheme: scheme });
        await signInByApi(page, suite.server, uniqueEmail('areas'), '/habits');
        const morning = await okFromPage(page, API.areas.create, { body: { name: 'Morning' } });
        await addHabit(page, 'Floss', morning.id, '06:00');
        await addHabit(page, 'Stretch', morning.id, '06:20');
        await addHabit(page, 'Walk', null, '12:00');

        // The Habits page: the area is managed there.
        await page.reload();
        const areasCard = page.getByRole('region', { name: AREAS_TEXTS.areasHeading });
        await areasCard.getByText('Morning').waitFor();
        await areasCard.getByRole('button', { name: AREAS_TEXTS.renameLabel('Morning') }).waitFor();
        // Its habits by area in Your Habits, the rest under No area.
        const yourHabits = page.getByRole('region', { name: HABITS_TEXTS.yourHabits });
        await yourHabits.getByRole('list', { name: 'Morning' }).getByRole('button', { name: /^Floss/ }).waitFor();
        await yourHabits.getByRole('list', { name: AREAS_TEXTS.unassigned }).getByRole('button', { name: /^Walk/ }).waitFor();
        expect(await axeViolations(page)).toEqual([]);

        await page.goto(`${suite.server.baseUrl}/dashboard`);
        const group = page.getByRole('region', { name: 'Morning' });
        await group.getByRole('button', { name: /^Floss/ }).waitFor();
        await page.getByRole('region', { name: AREAS_TEXTS.unassigned }).getByRole('button', { name: /^Walk/ }).waitFor();
        expect(await group.getByRole('button', { name: /^Walk/ }).count()).toBe(0);

        // Done all: both done at once, said in the snackbar, taken back by its Undo.
        await group.getByRole('button', { name: AREAS_TEXTS.doneAllLabel('Morning') }).click();
        const alert = page.getByRole('alert').filter({ hasText: AREAS_TEXTS.doneAllDone('Morning', 2) });
        await alert.waitFor();
        await expect.poll(() => group.getByRole('button', { name: /^Stretch/ }).getAttribute('aria-pressed'), { timeout: 15_000 }).toBe('true');
        expect(await group.getByRole('button', { name: /^Floss/ }).getAttribute('aria-pressed')).toBe('true');
        expect(await axeViolations(page)).toEqual([]);
        expect(await horizontalOverflow(page)).toBe(0);
        await alert.getByRole('button', { name: UNDO_TEXTS.undo }).click();
        await expect.poll(async () => (await userHabits(page)).filter((h) => h.completedDates.includes(today())).map((h) => h.name), { timeout: 15_000 }).toEqual([]);
        await expect.poll(() => group.getByRole('button', { name: /^Floss/ }).getAttribute('aria-pressed'), { timeout: 15_000 }).toBe('false');

        // The routine: Floss done, Stretch skipped, by keyboard on a desktop.
        await group.getByRole('button', { name: AREAS_TEXTS.runRoutineLabel('Morning') }).click();
        const routine = page.getByRole('dialog', { name: AREAS_TEXTS.routineTitle('Morning') });
        await routine.getByRole('heading', { name: 'Floss' }).waitFor();
        await routine.getByText(AREAS_TEXTS.routineStep(1, 2)).waitFor();
        expect(await axeViolations(page)).toEqual([]);
        if (scheme === 'dark') {
          await routine.getByRole('button', { name: AREAS_TEXTS.routineDone }).focus();
          await page.keyboard.press('Enter');
        } else {
          await routine.getByRole('button', { name: AREAS_TEXTS.routineDone }).click();
        }
        await routine.getByRole('heading', { name: 'Stretch' }).waitFor();
        await routine.getByRole('button', { name: AREAS_TEXTS.routineSkip }).click();
        await routine.getByRole('heading', { name: AREAS_TEXTS.routineSummaryTitle }).waitFor();
        await routine.getByText(AREAS_TEXTS.routineSummary(1, 1, 0)).waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await routine.getByRole('button', { name: AREAS_TEXTS.routineFinish }).click();
        await routine.waitFor({ state: 'hidden' });

        const habits = await userHabits(page);
        expect(habits.find((h) => h.name === 'Floss')!.completedDates).toContain(today());
        expect(habits.find((h) => h.name === 'Stretch')!.skippedDates).toContain(today());
        expect(habits.find((h) => h.name === 'Walk')!.completedDates).not.toContain(today());
      } finally {
        await context.close();
      }
    });
  }
});
