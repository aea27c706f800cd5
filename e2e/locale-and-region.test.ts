import { describe, expect, it } from 'vitest';
import { APP_CATALOG_LOADERS, settingsSectionPath } from '@stride/domain';
import { PHONE, appReady, horizontalOverflow, newPage } from './support/browser.js';
import { addDailyHabit } from './support/habits.js';
import { signUpInBrowser, uniqueEmail, verifyInBrowser, waitForPath } from './support/journeys.js';
import { pageUser } from './support/page-api.js';
import { useAppAndBrowser } from './support/suite.js';

/**
 * Issue 54: a browser in German signs up; the account takes German and Germany from it, and
 * Today writes its times on a 24-hour clock at 375 px, as Settings' "Language and region" says.
 */
describe('language and region from a German browser (issue 54)', () => {
  const suite = useAppAndBrowser();

  it('signs up as de-DE and shows a 24-hour time on Today (375 px)', async () => {
    const { context, page } = await newPage(suite.browser, PHONE, { locale: 'de-DE' });
    const email = uniqueEmail('german');
    // The account is in German, so the app is too (issue 54, decision 054 "The signed-in app").
    const { TODAY_TEXTS, LOCALE_TEXTS } = await APP_CATALOG_LOADERS.de();
    try {
      expect(await page.evaluate(() => navigator.languages[0])).toBe('de-DE');
      await signUpInBrowser(page, suite.server, email);
      await verifyInBrowser(page, suite.server, email);
      expect((await pageUser(page)).locale).toBe('de-DE');

      await addDailyHabit(page, 'Abendlauf', '19:00', '19:30');
      await page.reload();
      await page.getByRole('region', { name: new RegExp(`^${TODAY_TEXTS.titlePrefix}`) }).waitFor();
      await appReady(page);
      await page.getByText('19:00–19:30').first().waitFor();
      expect(await page.getByText(/07:00 PM/).count()).toBe(0);
      expect(await horizontalOverflow(page)).toBe(0);

      // Settings › Profile: on a phone /settings is the list of sections (issue 51).
      await page.goto(`${suite.server.baseUrl}${settingsSectionPath('profile')}`);
      await waitForPath(page, settingsSectionPath('profile'));
      const card = page.getByRole('region', { name: LOCALE_TEXTS.title });
      await card.waitFor();
      expect(await card.getByRole('combobox', { name: LOCALE_TEXTS.language }).textContent()).toContain('Deutsch');
      expect(await card.getByRole('combobox', { name: LOCALE_TEXTS.region }).textContent()).toContain('Deutschland');
      expect(await card.getByTestId('locale-preview').textContent()).toContain('Montag');
    } finally {
      await context.close();
    }
  });
});
