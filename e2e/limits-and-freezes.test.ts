import { describe, expect, it } from 'vitest';
import { API, FIRST_RUN_TEXTS, LIMIT_TEXTS, TODAY_TEXTS, UNDO_TEXTS, formatDate, localToday, toEpochDay } from '@stride/domain';
import { axeViolations } from './support/axe.js';
import { PHONE, horizontalOverflow, newPage } from './support/browser.js';
import { signInByApi } from './support/api-session.js';
import { uniqueEmail } from './support/journeys.js';
import { okFromPage } from './support/page-api.js';
import { useAppAndBrowser } from './support/suite.js';

const WIDE = { width: 1440, height: 900 };
const ZONE = 'Europe/London';

/** Issue 40 parts 2 and 3: a quit habit's slip logged and undone on Today, and a streak freeze spent (docs/decisions/032). */
describe('limits and streak freezes in a real browser (issue 40)', () => {
  const suite = useAppAndBrowser();

  for (const viewport of [PHONE, WIDE]) {
    it(`logs a slip to a quit habit with Undo, and says a freeze kept a run going, at ${viewport.width} px`, async () => {
      const { context, page } = await newPage(suite.browser, viewport, { timezoneId: ZONE });
      try {
        await signInByApi(page, suite.server, uniqueEmail('limits'));
        await page.getByRole('region', { name: FIRST_RUN_TEXTS.title }).getByRole('button', { name: FIRST_RUN_TEXTS.skip }).click();
        const today = localToday(ZONE);
        const ago = (days: number) => formatDate(toEpochDay(today) - days);
        const daily = { recurrence: 'daily' as const, customRecurrence: null };
        // History through the API: a quit habit 5 days old, and a habit kept 7 days, missed 2 days ago, kept yesterday.
        await okFromPage(page, API.habits.create, {
          body: { name: 'No sugar', startTime: `${ago(5)}T07:00:00Z`, endTime: `${ago(5)}T07:05:00Z`, ...daily, target: { quantity: 0, unit: 'sugar', direction: 'atMost' } },
        });
        const stretch = await okFromPage(page, API.habits.create, { body: { name: 'Stretch', startTime: `${ago(9)}T07:00:00Z`, endTime: `${ago(9)}T07:15:00Z`, ...daily } });
        for (const days of [9, 8, 7, 6, 5, 4, 3, 1]) await okFromPage(page, API.habits.complete, { params: { id: stretch.id }, body: { date: ago(days) } });
        await page.reload();

        const list = page.getByRole('region', { name: /^Today, / }).getByRole('list', { name: TODAY_TEXTS.listLabel });
        await list.getByText(/5 days without sugar/).waitFor();
        // Issue 51: briefly, the whole sentence being in the details and the coach's words.
        await list.getByText(/^Streak freeze used (on \w+day|yesterday)$/).waitFor();

        // A slip, logged from the row, and taken back with Undo.
        const slipped = page.waitForResponse((res) => res.request().method() === 'POST' && /\/complete$/.test(new URL(res.url()).pathname));
        await list.getByRole('button', { name: 'Log a slip for No sugar' }).click();
        expect((await slipped).status()).toBe(200);
        await list.getByText(/Slipped once/).waitFor();
        const undo = page.getByRole('alert').filter({ hasText: LIMIT_TEXTS.slipLogged('No sugar') });
        const undone = page.waitForResponse((res) => res.request().method() === 'DELETE' && /\/complete$/.test(new URL(res.url()).pathname));
        await undo.getByRole('button', { name: UNDO_TEXTS.undo }).click();
        expect((await undone).status()).toBe(200);
        await list.getByText(/5 days without sugar/).waitFor();

        // As the server keeps it.
        await page.reload();
        await list.getByText(/5 days without sugar/).waitFor();
        expect(await horizontalOverflow(page)).toBe(0);
        expect(await axeViolations(page)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
