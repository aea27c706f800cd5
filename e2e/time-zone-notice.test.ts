import { describe, expect, it } from 'vitest';
import { TIME_ZONE_NOTICE_TEXTS as T } from '@stride/domain';
import { axeViolations } from './support/axe.js';
import { PHONE, appReady, newPage, keepScreenshot } from './support/browser.js';
import { signUpByApi } from './support/api-session.js';
import { addDailyHabit } from './support/habits.js';
import { uniqueEmail, waitForPath } from './support/journeys.js';
import { pageUser } from './support/page-api.js';
import { useAppAndBrowser } from './support/suite.js';

const WIDE = { width: 1440, height: 900 };
const QUESTION = 'You seem to be in Los Angeles (Pacific time). Use it for your days?';

/**
 * Issue 39 "Night and travel": the account keeps London's days, the phone is in Los Angeles.
 * Today says so and offers to switch; "Not now" is remembered on the device for that zone.
 */
describe('the time-zone notice on Today, in a browser in another zone (issue 39)', () => {
  const suite = useAppAndBrowser();

  const openToday = async (viewport: typeof PHONE, colorScheme: 'light' | 'dark') => {
    const { context, page } = await newPage(suite.browser, viewport, { timezoneId: 'America/Los_Angeles', colorScheme });
    const session = await signUpByApi(suite.server, uniqueEmail('travel'), { timezone: 'Europe/London' });
    await context.addCookies(session.cookies);
    await page.goto(`${suite.server.baseUrl}/dashboard`);
    await waitForPath(page, '/dashboard');
    // Someone with a habit: past the first run's welcome, on Today.
    await addDailyHabit(page, 'Stretch', '07:00', '07:15');
    await page.reload();
    await page.getByRole('region', { name: /^Today, / }).waitFor();
    return { context, page };
  };

  it('names where the phone is and switches the account to it (375 px, dark)', async () => {
    const { context, page } = await openToday(PHONE, 'dark');
    try {
      const notice = page.getByTestId('time-zone-notice');
      await notice.getByText(QUESTION).waitFor();
      await appReady(page);
      expect(await axeViolations(page)).toEqual([]);
      await keepScreenshot(page, { path: '/tmp/shots-39-dark/time-zone-notice-375-dark.png', fullPage: true });

      await notice.getByRole('button', { name: T.switchTo('Los Angeles') }).click();
      await page.getByRole('status').filter({ hasText: T.saved('Los Angeles') }).waitFor();
      expect((await pageUser(page)).timezone).toBe('America/Los_Angeles');
      await page.reload();
      await page.getByRole('region', { name: /^Today, / }).waitFor();
      await appReady(page);
      expect(await page.getByTestId('time-zone-notice').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('leaves the account as it is on "Not now", and does not ask again for that zone (1440 px, light)', async () => {
    const { context, page } = await openToday(WIDE, 'light');
    try {
      const notice = page.getByTestId('time-zone-notice');
      await notice.getByText(QUESTION).waitFor();
      await appReady(page);
      expect(await axeViolations(page)).toEqual([]);
      await keepScreenshot(page, { path: '/tmp/shots-39-dark/time-zone-notice-1440-light.png', fullPage: true });

      await notice.getByRole('button', { name: T.dismiss }).click();
      await notice.waitFor({ state: 'detached' });
      await page.reload();
      await page.getByRole('region', { name: /^Today, / }).waitFor();
      await appReady(page);
      expect(await page.getByTestId('time-zone-notice').count()).toBe(0);
      expect((await pageUser(page)).timezone).toBe('Europe/London');
    } finally {
      await context.close();
    }
  });
});
