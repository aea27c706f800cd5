import { describe, expect, it } from 'vitest';
import { FIRST_RUN_TEXTS, TODAY_TEXTS } from '@stride/domain';
import { axeViolations } from './support/axe.js';
import { PHONE, horizontalOverflow, newPage } from './support/browser.js';
import { addDailyHabit } from './support/habits.js';
import { signInByApi } from './support/api-session.js';
import { uniqueEmail } from './support/journeys.js';
import { useAppAndBrowser } from './support/suite.js';

const WIDE = { width: 1440, height: 900 };
const ZONE = 'Europe/London';

describe('the Today home in a real browser (issue 20)', () => {
  const suite = useAppAndBrowser();

  for (const viewport of [PHONE, WIDE]) {
    it(`opens on today's habits at ${viewport.width} px and checks one off in one tap, kept after a reload`, async () => {
      const { context, page } = await newPage(suite.browser, viewport, { timezoneId: ZONE });
      try {
        await signInByApi(page, suite.server, uniqueEmail('today'));
        // A new user is welcomed first (issue 39's first run); skipped, the day comes first and says where to start.
        const welcome = page.getByRole('region', { name: FIRST_RUN_TEXTS.title });
        await welcome.getByRole('button', { name: FIRST_RUN_TEXTS.skip }).click();
        const today = page.getByRole('region', { name: /^Today, / });
        await today.getByText(TODAY_TEXTS.noHabits).waitFor();

        await addDailyHabit(page, 'Stretch', '07:00', '07:15');
        await addDailyHabit(page, 'Read before bed', '21:30', '22:00');
        await page.reload();
        const list = today.getByRole('list', { name: TODAY_TEXTS.listLabel });
        const stretch = list.getByRole('button', { name: /^Stretch/ });
        await stretch.waitFor();
        expect(await stretch.getAttribute('aria-pressed')).toBe('false');
        await today.getByText(TODAY_TEXTS.progress(0, 2)).waitFor();
        // Large enough to hit with a thumb.
        expect((await stretch.boundingBox())!.height).toBeGreaterThanOrEqual(48);

        // The server's answer is awaited before the reload (a load state reached earlier resolves at
        // once, so it cannot stand for the check-off's request).
        const answered = page.waitForResponse((res) => res.request().method() === 'POST' && /\/api\/habits\/[^/]+\/complete$/.test(new URL(res.url()).pathname));
        await stretch.click();
        expect((await answered).status()).toBe(200);
        await expect.poll(() => stretch.getAttribute('aria-pressed')).toBe('true');
        await today.getByText(TODAY_TEXTS.progress(1, 2)).waitFor();
        await today.getByText('1 done, 1 habit to go. Keep going, Maya.').waitFor();

        await page.reload();
        // The app starts again and reads the list: waited for like any first render (Vitest's
        // poll gives up after one second, too soon for a loaded CI machine's first page).
        await list.getByRole('button', { name: /^Stretch/ }).waitFor();
        await expect.poll(() => list.getByRole('button', { name: /^Stretch/ }).getAttribute('aria-pressed'), { timeout: 10_000 }).toBe('true');
        await today.getByRole('heading', { name: TODAY_TEXTS.streaksTitle }).waitFor();
        expect(await today.getByRole('listitem').filter({ hasText: '1 day' }).count()).toBeGreaterThan(0);
        // The spec's account cards are still on the page.
        await page.getByText('Account Details').first().waitFor();
        expect(await horizontalOverflow(page)).toBe(0);
        expect(await axeViolations(page)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
