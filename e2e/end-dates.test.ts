import { describe, expect, it } from 'vitest';
import { API, END_DATE_TEXTS as E, FIRST_RUN_TEXTS, HABITS_TEXTS, QUICK_ADD_TEXTS as Q, formatDate, localToday, toEpochDay, type Habit } from '@stride/domain';
import { axeViolations } from './support/axe.js';
import { PHONE, horizontalOverflow, newPage } from './support/browser.js';
import { signInByApi } from './support/api-session.js';
import { uniqueEmail } from './support/journeys.js';
import { okFromPage } from './support/page-api.js';
import { userHabits } from './support/habits.js';
import { openSection } from './support/sections.js';
import { useAppAndBrowser } from './support/suite.js';

const WIDE = { width: 1440, height: 900 };
const ZONE = 'Europe/London';

/** Issue 40 part 4 (decision 033): a habit with an end date on Today, and one added by Quick add "for 3 weeks". */
describe('end dates in a real browser (issue 40)', () => {
  const suite = useAppAndBrowser();

  for (const viewport of [PHONE, WIDE]) {
    it(`shows when a habit ends, and Quick add reads "for 3 weeks", at ${viewport.width} px`, async () => {
      const { context, page } = await newPage(suite.browser, viewport, { timezoneId: ZONE });
      try {
        await signInByApi(page, suite.server, uniqueEmail('end-dates'));
        await page.getByRole('region', { name: FIRST_RUN_TEXTS.title }).getByRole('button', { name: FIRST_RUN_TEXTS.skip }).click();
        const today = localToday(ZONE);
        const plus = (days: number) => formatDate(toEpochDay(today) + days);
        // A habit that ends in ten days, through the API.
        await okFromPage(page, API.habits.create, {
          body: { name: 'Physio', startTime: `${today}T07:00:00Z`, endTime: `${today}T07:30:00Z`, recurrence: 'daily', customRecurrence: null, endDate: plus(10) },
        });
        await page.reload();
        const list = page.getByRole('region', { name: /^Today, / }).getByRole('list');
        await list.getByText(new RegExp(E.ends(plus(10), today))).first().waitFor();
        expect(await horizontalOverflow(page)).toBe(0);
        expect(await axeViolations(page)).toEqual([]);

        // Quick add on the Habit Tracker: the preview says when it ends, and Enter adds it with that end.
        await openSection(page, 'Habits');
        await page.getByRole('heading', { name: HABITS_TEXTS.pageTitle, level: 1 }).waitFor();
        const box = page.getByRole('textbox', { name: Q.label, exact: true });
        await box.fill('Stretch every day for 3 weeks');
        await page.getByTestId('quick-add-preview').getByText(E.ends(plus(20), today), { exact: true }).waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await box.press('Enter');
        await page.getByText(Q.added('Stretch'), { exact: true }).waitFor();
        const stretch = (await userHabits(page)).find((h: Habit) => h.name === 'Stretch')!;
        expect(stretch.endDate).toBe(plus(20));
        expect(stretch.occurrences.at(-1)!.date <= plus(20)).toBe(true);
        await page.screenshot({ path: `/tmp/end-dates-${viewport.width}.png`, fullPage: true });
      } finally {
        await context.close();
      }
    });
  }
});
