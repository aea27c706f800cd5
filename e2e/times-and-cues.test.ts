import { describe, expect, it } from 'vitest';
import { API, FIRST_RUN_TEXTS, TIMES_AND_CUES_TEXTS, TODAY_TEXTS, localToday } from '@stride/domain';
import { axeViolations } from './support/axe.js';
import { PHONE, horizontalOverflow, newPage } from './support/browser.js';
import { signInByApi } from './support/api-session.js';
import { uniqueEmail } from './support/journeys.js';
import { okFromPage } from './support/page-api.js';
import { useAppAndBrowser } from './support/suite.js';

const WIDE = { width: 1440, height: 900 };
const ZONE = 'Europe/London';

/** Issue 40 parts 5 and 6: a twice-a-day habit's slots on Today, and a cued habit coming first once its anchor is done. */
describe('several times a day and cues in a real browser (issue 40)', () => {
  const suite = useAppAndBrowser();

  for (const viewport of [PHONE, WIDE]) {
    it(`checks off one time of a twice-a-day habit and puts a cued habit first at ${viewport.width} px`, async () => {
      const { context, page } = await newPage(suite.browser, viewport, { timezoneId: ZONE });
      try {
        await signInByApi(page, suite.server, uniqueEmail('times-cues'));
        await page.getByRole('region', { name: FIRST_RUN_TEXTS.title }).getByRole('button', { name: FIRST_RUN_TEXTS.skip }).click();
        const today = localToday(ZONE);
        const at = (time: string) => `${today}T${time}:00Z`;
        const daily = { recurrence: 'daily' as const, customRecurrence: null };
        // Set up through the API, from the signed-in page.
        await okFromPage(page, API.habits.create, { body: { name: 'Vitamins', startTime: at('07:00'), endTime: at('07:15'), ...daily, timesOfDay: ['08:00', '20:00'] } });
        const coffee = await okFromPage(page, API.habits.create, { body: { name: 'Pour coffee', startTime: at('06:30'), endTime: at('06:40'), ...daily } });
        await okFromPage(page, API.habits.create, {
          body: { name: 'Meditate', startTime: at('21:00'), endTime: at('21:15'), ...daily, cue: { afterHabitId: coffee.id, text: 'After I pour my coffee' } },
        });
        await page.reload();

        const todayRegion = page.getByRole('region', { name: /^Today, / });
        const list = todayRegion.getByRole('list', { name: TODAY_TEXTS.listLabel });
        const morning = list.getByRole('button', { name: /^Vitamins · 08:00/ });
        const evening = list.getByRole('button', { name: /^Vitamins · 20:00/ });
        await morning.waitFor();
        expect(await evening.getAttribute('aria-pressed')).toBe('false');
        // The cue's words beside its habit.
        await list.getByRole('button', { name: /^Meditate.*After I pour my coffee/ }).waitFor();

        // One time checked off: that slot only, kept by the server.
        const slotAnswered = page.waitForResponse((res) => res.request().method() === 'POST' && /\/complete$/.test(new URL(res.url()).pathname));
        await morning.click();
        expect((await slotAnswered).status()).toBe(200);
        await expect.poll(() => morning.getAttribute('aria-pressed'), { timeout: 10_000 }).toBe('true');
        expect(await evening.getAttribute('aria-pressed')).toBe('false');

        // The anchor done: Meditate comes first, under Up next, above the rest of the day.
        const coffeeAnswered = page.waitForResponse((res) => res.request().method() === 'POST' && /\/complete$/.test(new URL(res.url()).pathname));
        await list.getByRole('button', { name: /^Pour coffee/ }).click();
        expect((await coffeeAnswered).status()).toBe(200);
        const upNext = todayRegion.getByRole('list', { name: TIMES_AND_CUES_TEXTS.promptedNow });
        await upNext.getByRole('button', { name: /^Meditate/ }).waitFor();
        expect(await list.getByRole('button', { name: /^Meditate/ }).count()).toBe(0);
        const upNextBox = (await upNext.boundingBox())!;
        const listBox = (await list.boundingBox())!;
        expect(upNextBox.y).toBeLessThan(listBox.y);

        // After a reload, as the server keeps it.
        await page.reload();
        await list.getByRole('button', { name: /^Vitamins · 08:00/ }).waitFor();
        await expect.poll(() => list.getByRole('button', { name: /^Vitamins · 08:00/ }).getAttribute('aria-pressed'), { timeout: 10_000 }).toBe('true');
        expect(await list.getByRole('button', { name: /^Vitamins · 20:00/ }).getAttribute('aria-pressed')).toBe('false');
        await upNext.getByRole('button', { name: /^Meditate/ }).waitFor();

        expect(await horizontalOverflow(page)).toBe(0);
        expect(await axeViolations(page)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
