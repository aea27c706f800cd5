import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ANALYTICS_TEXTS, API, firstDayOfWeek, formatDate, formatPercent, localToday, toEpochDay, weeklyTrend } from '@stride/domain';
import { axeViolations } from './support/axe.js';
import { DESKTOP, PHONE, horizontalOverflow, keepScreenshot } from './support/browser.js';
import { useJourneyPage, useLayout, type Layout } from './support/layouts.js';
import { newUserOnSection } from './support/api-session.js';
import { openSection } from './support/sections.js';
import { expectTextSeen } from './support/journeys.js';
import { okFromPage, pageUser } from './support/page-api.js';
import { useAppAndBrowser } from './support/suite.js';

const ZONE = 'UTC';
const day = (offset: number) => formatDate(toEpochDay(localToday(ZONE)) + offset);

/**
 * The fixture, by hand (offsets in days from today):
 * - Stretch: daily from -9; done -9..-5 and -2..0: 8 of 10, streak 3, best 5, 80%.
 * - Swim: weekly from -21 (-21, -14, -7, 0); done -21 and -7: 2 of 3, streak 1 (today not yet
 *   done neither breaks it nor counts until the day is over, issue 39), best 1, 67%.
 * - Goal 'Get fit' holds both: 10 of 13, 77%. Goal 'Learn Welsh' has none: no data.
 * - Heat map: 10 completions on 9 days (-7 has both). Everything lies in the last 7 weeks: 10 / 13, 77%, and
 *   the 7 weeks before had nothing scheduled.
 */
async function seed(page: Page) {
  const goal = await okFromPage(page, API.goals.create, { body: { name: 'Get fit' } });
  await okFromPage(page, API.goals.create, { body: { name: 'Learn Welsh' } });
  await okFromPage(page, API.vision.save, { body: { text: 'Strong and curious.' } });
  const create = (name: string, start: number, recurrence: 'daily' | 'weekly') =>
    okFromPage(page, API.habits.create, {
      body: { name, description: '', startTime: `${day(start)}T07:00:00Z`, endTime: `${day(start)}T07:30:00Z`, recurrence, customRecurrence: null, goalId: goal.id },
    });
  const stretch = await create('Stretch', -9, 'daily');
  const swim = await create('Swim', -21, 'weekly');
  for (const offset of [-9, -8, -7, -6, -5, -2, -1, 0]) await okFromPage(page, API.habits.complete, { params: { id: stretch.id }, body: { date: day(offset) } });
  for (const offset of [-21, -7]) await okFromPage(page, API.habits.complete, { params: { id: swim.id }, body: { date: day(offset) } });
}

/** The widths the figures are read at: the journey walks at the first, and each tab is read at both. */
const LAYOUTS: Layout[] = [
  { name: 'desktop', viewport: DESKTOP },
  { name: 'phone', viewport: PHONE },
];

/**
 * One person, one fixture, one walk through the tabs (issue 46: it was walked once per width); each
 * tab's exact figures, overflow and axe are checked at a desktop's width and a phone's, as before.
 */
describe('Analytics Dashboard in a real browser', () => {
  const suite = useAppAndBrowser();
  const journey = useJourneyPage(suite, LAYOUTS[0]!, { timezoneId: ZONE });

  beforeAll(async () => {
    await newUserOnSection(journey.page, suite.server, 'analytics', 'Goals', 'Vision & Goals');
    await seed(journey.page);
  });

  it('opens from the sidebar, saying it is loading first', async () => {
    const { page } = journey;
    await openSection(page, 'Analytics');
    await expectTextSeen(page, ANALYTICS_TEXTS.loading);
    await page.getByRole('tab', { name: 'Overview' }).waitFor();
  });

  for (const layout of LAYOUTS) {
    it(`shows the fixture's exact figures on Overview, clean for axe, on a ${layout.name}`, async () => {
      const { page } = journey;
      await useLayout(page, layout);
      await page.getByRole('tab', { name: 'Overview' }).click();
      const stat = (label: string) => page.getByTestId(`analytics-${label}`).textContent();
      expect(await stat(ANALYTICS_TEXTS.overallRate)).toBe('77%');
      expect(await stat(ANALYTICS_TEXTS.lastWeeks)).toBe('77%');
      expect(await stat(ANALYTICS_TEXTS.bestStreak)).toBe('3');
      expect(await stat(ANALYTICS_TEXTS.visionStatus)).toBe('Set');
      await page.getByText('Nothing to compare with yet').waitFor();
      expect(await page.getByTestId('top-habit').allTextContents()).toEqual(['Stretch · streak 3 · best 5', 'Swim · streak 1 · best 1']);
      // The weekly table holds the same numbers as the domain's trend for these habits.
      const me = await pageUser(page);
      const habits = await okFromPage(page, API.habits.list, { params: { userId: me.id }, query: { from: day(-400), to: day(0) } });
      // Its weeks start on the account's region's first day (Monday for this en-GB browser: DECISIONS, Languages).
      const weekStartsOn = firstDayOfWeek(me.locale ?? (await page.evaluate(() => navigator.language)));
      const expectedRows = weeklyTrend(habits, day(0), 7, weekStartsOn).map((w) => (w.scheduled ? `${w.completed} / ${w.scheduled}${formatPercent(w.rate)}` : '—No data'));
      const rows = await page.getByTestId('trend-row').evaluateAll((trs) => trs.map((tr) => Array.from(tr.children).slice(1).map((td) => td.textContent).join('')));
      expect(rows).toEqual(expectedRows);
      expect(rows.reduce((sum, r) => sum + (r.startsWith('—') ? 0 : Number(r.split(' / ')[0])), 0)).toBe(10);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
      await keepScreenshot(page, { path: `/tmp/analytics-overview-${layout.name}.png`, fullPage: true });
    });
  }

  for (const layout of LAYOUTS) {
    it(`shows each goal's progress on Goals, clean for axe, on a ${layout.name}`, async () => {
      const { page } = journey;
      await useLayout(page, layout);
      await page.getByRole('tab', { name: 'Goals' }).click();
      expect(await page.getByTestId('vision-status').textContent()).toBe('Set');
      expect(await page.getByTestId('goal-progress').allTextContents()).toEqual([
        'Get fit77%10 of 13 done across 2 habits',
        `Learn Welsh—${ANALYTICS_TEXTS.noLinkedHabits}`,
      ]);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  for (const layout of LAYOUTS) {
    it(`shows each habit's rate and the heat map on Habits, clean for axe, on a ${layout.name}`, async () => {
      const { page } = journey;
      await useLayout(page, layout);
      await page.getByRole('tab', { name: 'Habits' }).click();
      // Read once the tab's rows are there (the tab panel renders on the click).
      await page.getByTestId('habit-rate-row').first().waitFor();
      const habitRows = await page.getByTestId('habit-rate-row').evaluateAll((trs) => trs.map((tr) => Array.from(tr.children).map((td) => td.textContent)));
      expect(habitRows).toEqual([
        ['Stretch', '8 / 10', '80%', '3', '5'],
        ['Swim', '2 / 3', '67%', '1', '1'],
      ]);
      await page.getByText('10 completions on 9 days in the last year.').first().waitFor();
      expect(await page.getByRole('img', { name: '10 completions on 9 days in the last year.' }).count()).toBe(1);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
      await keepScreenshot(page, { path: `/tmp/analytics-habits-${layout.name}.png`, fullPage: true });
    });
  }
});
