import { beforeAll, describe, expect, it } from 'vitest';
import { API, END_DATE_TEXTS as E, FIRST_RUN_TEXTS, HABITS_TEXTS, QUICK_ADD_TEXTS as Q, formatDate, localToday, toEpochDay, type Habit } from '@stride/domain';
import { axeViolations } from './support/axe.js';
import { PHONE, horizontalOverflow, keepScreenshot } from './support/browser.js';
import { useJourneyPage, useLayout, type Layout } from './support/layouts.js';
import { signInByApi } from './support/api-session.js';
import { uniqueEmail } from './support/journeys.js';
import { okFromPage } from './support/page-api.js';
import { userHabits } from './support/habits.js';
import { openSection } from './support/sections.js';
import { useAppAndBrowser } from './support/suite.js';

const WIDE = { width: 1440, height: 900 };
const ZONE = 'Europe/London';

const LAYOUTS: Layout[] = [
  { name: `${PHONE.width} px`, viewport: PHONE },
  { name: `${WIDE.width} px`, viewport: WIDE },
];

const today = localToday(ZONE);
const plus = (days: number) => formatDate(toEpochDay(today) + days);

/**
 * Issue 40 part 4 (decision 033): a habit with an end date on Today, and one added by Quick add "for
 * 3 weeks". Walked once at a phone's width (issue 46: it was walked once per width); what each
 * screen shows is checked at a phone's width and a large screen's.
 */
describe('end dates in a real browser (issue 40)', () => {
  const suite = useAppAndBrowser();
  const journey = useJourneyPage(suite, LAYOUTS[0]!, { timezoneId: ZONE });

  beforeAll(async () => {
    const { page } = journey;
    await signInByApi(page, suite.server, uniqueEmail('end-dates'));
    await page.getByRole('region', { name: FIRST_RUN_TEXTS.title }).getByRole('button', { name: FIRST_RUN_TEXTS.skip }).click();
    // A habit that ends in ten days, through the API.
    await okFromPage(page, API.habits.create, {
      body: { name: 'Physio', startTime: `${today}T07:00:00Z`, endTime: `${today}T07:30:00Z`, recurrence: 'daily', customRecurrence: null, endDate: plus(10) },
    });
    await page.reload();
  });

  for (const layout of LAYOUTS) {
    it(`shows on Today when a habit ends, at ${layout.name}`, async () => {
      const { page } = journey;
      await useLayout(page, layout);
      const list = page.getByRole('region', { name: /^Today, / }).getByRole('list');
      await list.getByText(new RegExp(E.ends(plus(10), today))).first().waitFor();
      expect(await horizontalOverflow(page)).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  for (const [index, layout] of LAYOUTS.entries()) {
    it(`previews when a habit typed into Quick add "for 3 weeks" ends, at ${layout.name}`, async () => {
      const { page } = journey;
      if (index === 0) {
        await useLayout(page, layout);
        await openSection(page, 'Habits');
        await page.getByRole('heading', { name: HABITS_TEXTS.pageTitle, level: 1 }).waitFor();
        await page.getByRole('textbox', { name: Q.label, exact: true }).fill('Stretch every day for 3 weeks');
      } else {
        await useLayout(page, layout);
      }
      await page.getByTestId('quick-add-preview').getByText(E.ends(plus(20), today), { exact: true }).waitFor();
      expect(await horizontalOverflow(page)).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      await keepScreenshot(page, { path: `/tmp/end-dates-${layout.viewport.width}.png`, fullPage: true });
    });
  }

  it('adds the habit with that end on Enter', async () => {
    const { page } = journey;
    await page.getByRole('textbox', { name: Q.label, exact: true }).press('Enter');
    await page.getByText(Q.added('Stretch'), { exact: true }).waitFor();
    const stretch = (await userHabits(page)).find((h: Habit) => h.name === 'Stretch')!;
    expect(stretch.endDate).toBe(plus(20));
    expect(stretch.occurrences.at(-1)!.date <= plus(20)).toBe(true);
  });
});
