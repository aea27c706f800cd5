import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { ACCOUNT_MESSAGES, ACCOUNT_TEXTS as T, API, HABITS_TEXTS, SETTINGS_NAV_TEXTS, SETTINGS_SECTIONS, settingsSectionPath, urlOf, type DataExport, type SettingsSectionId } from '@stride/domain';
import { axeViolations } from './support/axe.js';
import { PHONE, horizontalOverflow, newPage } from './support/browser.js';
import { addDailyHabit } from './support/habits.js';
import { signInByApi } from './support/api-session.js';
import type { AppServer } from './support/app-server.js';
import { PASSWORD, expectText, logInInBrowser, uniqueEmail, waitForPath } from './support/journeys.js';
import { useJourneyPage, useLayout, type Layout } from './support/layouts.js';
import { useAppAndBrowser } from './support/suite.js';
import { LOOP_FIXTURE_EXPECTED, loopExportFixture } from '../apps/server/src/test/fixtures/loop-export.js';
import { okFromPage } from './support/page-api.js';

const WIDE = { width: 1440, height: 900 };
const INVALID_LOGIN = 'Invalid email or password.';
const LAYOUTS: Layout[] = [
  { name: `${PHONE.width} px`, viewport: PHONE },
  { name: `${WIDE.width} px`, viewport: WIDE },
];
const downloads = mkdtempSync(path.join(tmpdir(), 'stride-e2e-downloads-'));
afterAll(() => rmSync(downloads, { recursive: true, force: true }));

/**
 * A new verified user on a section of Settings (where these cards are since issue 39, in sections
 * since issue 51), signed in by cookie; answers the address.
 */
const newUser = (page: Page, server: AppServer, prefix: string, section: SettingsSectionId) => signInByApi(page, server, uniqueEmail(prefix), settingsSectionPath(section));

/** A field of a section by the start of its label (a required field's label ends with " *"). */
const field = (scope: Locator, label: string) => scope.getByLabel(new RegExp(`^${label}\\s*\\*?$`));

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await waitForPath(page, '/');
}

/**
 * Issue 23 in a real browser against the built server: the account settings, the export and its
 * import into another account, the calendar feed, and the deletion of the account.
 */
describe('account settings and data in a real browser (issue 23)', () => {
  const suite = useAppAndBrowser();

  it('changes the password (the new one logs in, the old one not) and the email with the emailed code', async () => {
    const { context, page } = await newPage(suite.browser, WIDE);
    try {
      const email = await newUser(page, suite.server, 'settings', 'sign-in');
      const settings = page.getByRole('region', { name: T.settingsTitle });

      const passwordForm = settings.getByRole('form', { name: T.changePassword.title });
      const newPassword = 'Newer!pass2026';
      await field(passwordForm, T.changePassword.current).fill(PASSWORD);
      await field(passwordForm, T.changePassword.next).fill('weak');
      const change = passwordForm.getByRole('button', { name: T.changePassword.submit, exact: true });
      expect(await change.isDisabled()).toBe(true);
      await field(passwordForm, T.changePassword.next).fill(newPassword);
      await change.click();
      await passwordForm.getByText(ACCOUNT_MESSAGES.passwordChanged).waitFor();
      expect(await field(passwordForm, T.changePassword.current).inputValue()).toBe('');

      await logOut(page);
      await logInInBrowser(page, suite.server, email, PASSWORD);
      await expectText(page, INVALID_LOGIN);
      await logInInBrowser(page, suite.server, email, newPassword);
      await waitForPath(page, '/dashboard');
      await page.getByRole('link', { name: 'Settings' }).click();
      await waitForPath(page, '/settings');
      // Issue 51: Settings' list of sections, then Email and password.
      await page.getByRole('navigation', { name: SETTINGS_NAV_TEXTS.navLabel }).getByRole('link', { name: new RegExp(`^${SETTINGS_SECTIONS['sign-in'].title}`) }).click();
      await waitForPath(page, settingsSectionPath('sign-in'));

      // A new address: a code goes there, and the code makes it the account's.
      const emailForm = settings.getByRole('form', { name: T.changeEmail.title });
      const newEmail = uniqueEmail('moved');
      await field(emailForm, T.changeEmail.newEmail).fill(newEmail);
      await field(emailForm, T.changeEmail.password).fill('Wrong!pass1');
      await emailForm.getByRole('button', { name: T.changeEmail.send }).click();
      await emailForm.getByRole('alert').getByText(ACCOUNT_MESSAGES.currentPasswordWrong).waitFor();
      const before = suite.server.mail.count();
      await field(emailForm, T.changeEmail.password).fill(newPassword);
      await emailForm.getByRole('button', { name: T.changeEmail.send }).click();
      await emailForm.getByText(ACCOUNT_MESSAGES.emailCodeSent(newEmail)).waitFor();
      const code = await suite.server.mail.nextCode(newEmail, before);
      await field(emailForm, T.changeEmail.codeLabel).fill(code);
      await emailForm.getByRole('button', { name: T.changeEmail.confirm }).click();
      await emailForm.getByText(T.changeEmail.done(newEmail)).waitFor();
      // Account Details (on the dashboard) shows it at once.
      await page.getByRole('link', { name: 'Dashboard', exact: true }).first().click();
      await page.locator('dd', { hasText: newEmail }).waitFor();
      expect(await horizontalOverflow(page)).toBe(0);
      expect(await axeViolations(page)).toEqual([]);

      await logOut(page);
      await logInInBrowser(page, suite.server, email, newPassword);
      await expectText(page, INVALID_LOGIN);
      await logInInBrowser(page, suite.server, newEmail, newPassword);
      await waitForPath(page, '/dashboard');
    } finally {
      await context.close();
    }
  });

  it('downloads the data as JSON and CSV, and imports the JSON into another account after a preview', async () => {
    const { context, page } = await newPage(suite.browser, WIDE);
    try {
      const email = await newUser(page, suite.server, 'export', 'data');
      await addDailyHabit(page, 'Evening walk', '18:00', '18:30');
      await page.reload();
      const data = page.getByRole('region', { name: T.data.title });

      const [json] = await Promise.all([page.waitForEvent('download'), data.getByRole('link', { name: T.data.downloadJson }).click()]);
      const file = path.join(downloads, json.suggestedFilename());
      expect(file).toMatch(/\.json$/);
      await json.saveAs(file);
      const exported = JSON.parse(readFileSync(file, 'utf8')) as DataExport;
      expect(exported.profile.email).toBe(email);
      expect(exported.habits.map((h) => h.name)).toEqual(['Evening walk']);

      const [csv] = await Promise.all([page.waitForEvent('download'), data.getByRole('link', { name: T.data.downloadCsv }).click()]);
      expect(csv.suggestedFilename()).toMatch(/\.zip$/);
      expect(readFileSync((await csv.path())!).subarray(0, 2).toString()).toBe('PK');

      // Another person brings that file into their own account.
      await logOut(page);
      await newUser(page, suite.server, 'import', 'data');
      const [chooser] = await Promise.all([page.waitForEvent('filechooser'), data.getByRole('button', { name: T.data.chooseFile }).click()]);
      await chooser.setFiles(file);
      const preview = data.getByRole('region', { name: T.data.previewTitle(path.basename(file)) });
      await preview.getByText('1 habit, 0 completions', { exact: true }).waitFor();
      await preview.getByRole('listitem').filter({ hasText: 'Evening walk' }).waitFor();
      await preview.getByText(T.data.addsNote).waitFor();
      expect(await horizontalOverflow(page)).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      await page.setViewportSize(PHONE);
      expect(await horizontalOverflow(page)).toBe(0);
      await page.setViewportSize(WIDE);

      await preview.getByRole('button', { name: T.data.importButton, exact: true }).click();
      await data.getByText(T.data.imported(1)).waitFor();
      await preview.waitFor({ state: 'detached' });

      await page.goto(`${suite.server.baseUrl}/habits`);
      await page.getByRole('heading', { level: 1, name: HABITS_TEXTS.pageTitle }).waitFor();
      await page.getByText('Evening walk').first().waitFor();
    } finally {
      await context.close();
    }
  });

  it("previews a Loop Habit Tracker export with what it could not bring over, at 375 px, and imports it", async () => {
    const { context, page } = await newPage(suite.browser, PHONE);
    try {
      await newUser(page, suite.server, 'loop', 'data');
      const data = page.getByRole('region', { name: T.data.title });
      const [chooser] = await Promise.all([page.waitForEvent('filechooser'), data.getByRole('button', { name: T.data.chooseFile }).click()]);
      await chooser.setFiles({ name: 'Loop Habits CSV 2024-03-10.zip', mimeType: 'application/zip', buffer: Buffer.from(loopExportFixture()) });
      const preview = data.getByRole('region', { name: T.data.previewTitle('Loop Habits CSV 2024-03-10.zip') });
      for (const habit of LOOP_FIXTURE_EXPECTED.habits) await preview.getByRole('listitem').filter({ hasText: habit.name }).first().waitFor();
      const notMapped = preview.getByRole('note');
      await notMapped.getByText(T.data.unmappedTitle).waitFor();
      for (const line of LOOP_FIXTURE_EXPECTED.unmapped) await notMapped.getByText(line, { exact: true }).waitFor();
      expect(await horizontalOverflow(page)).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      await preview.getByRole('button', { name: T.data.importButton, exact: true }).click();
      await data.getByText(T.data.imported(LOOP_FIXTURE_EXPECTED.habits.length)).waitFor();
    } finally {
      await context.close();
    }
  });

  it('shows a file that is not an export as refused', async () => {
    const { context, page } = await newPage(suite.browser, WIDE);
    try {
      await newUser(page, suite.server, 'badfile', 'data');
      const data = page.getByRole('region', { name: T.data.title });
      const [chooser] = await Promise.all([page.waitForEvent('filechooser'), data.getByRole('button', { name: T.data.chooseFile }).click()]);
      await chooser.setFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{ not json') });
      await data.getByRole('alert').getByText(ACCOUNT_MESSAGES.importMalformedJson).waitFor();
    } finally {
      await context.close();
    }
  });

  it('makes a calendar address that calendar apps read, a new one that retires the old, and turns it off', async () => {
    const { context, page } = await newPage(suite.browser, WIDE);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.server.baseUrl });
    try {
      await newUser(page, suite.server, 'feed', 'integrations');
      await addDailyHabit(page, 'Morning swim', '06:30', '07:00');
      await page.reload();
      const feed = page.getByRole('region', { name: T.calendar.title });
      await feed.getByText(T.calendar.off).waitFor();
      await feed.getByRole('button', { name: T.calendar.turnOn }).click();
      const address = feed.getByRole('textbox', { name: T.calendar.urlLabel });
      await address.waitFor();
      const first = await address.inputValue();
      expect(first.startsWith(suite.server.baseUrl)).toBe(true);

      const ics = await fetch(first);
      expect(ics.status).toBe(200);
      expect(ics.headers.get('content-type')).toMatch(/^text\/calendar/);
      expect(await ics.text()).toContain('SUMMARY:Morning swim');

      await feed.getByRole('button', { name: T.calendar.copy }).click();
      await feed.getByText(T.calendar.copied).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);
      await feed.getByText(T.calendar.howTo).waitFor();
      expect(await axeViolations(page)).toEqual([]);

      await feed.getByRole('button', { name: T.calendar.regenerate }).click();
      const confirm = page.getByRole('alertdialog', { name: T.calendar.regenerate });
      await confirm.getByText(T.calendar.regenerateHelp).waitFor();
      await confirm.getByRole('button', { name: T.calendar.regenerate }).click();
      await confirm.waitFor({ state: 'hidden' });
      await expect.poll(() => address.inputValue()).not.toBe(first);
      const second = await address.inputValue();
      expect((await fetch(first)).status).toBe(404);
      expect((await fetch(second)).status).toBe(200);

      await feed.getByRole('button', { name: T.calendar.turnOff }).click();
      await feed.getByText(T.calendar.off).waitFor();
      expect((await fetch(second)).status).toBe(404);
    } finally {
      await context.close();
    }
  });

  /**
   * Walked once at 375 px (issue 46, decision 041: a second account was made and deleted the same way
   * at 1440 px); each screen on the way is checked at 375 and 1440 px on the same page.
   */
  describe('deletes the account with its password: signed out, and it cannot log in again', () => {
    const journey = useJourneyPage(suite, LAYOUTS[0]!);
    let email = '';
    beforeAll(async () => {
      email = await newUser(journey.page, suite.server, 'delete', 'data');
    });
    const dialogOf = (page: Page) => page.getByRole('dialog', { name: T.deletion.dialogTitle });
    const farewellOf = (page: Page) => page.getByRole('status').filter({ hasText: T.deletion.farewell });

    for (const layout of LAYOUTS) {
      it(`shows Settings › Your data with its issue 23 cards at ${layout.name}`, async () => {
        const { page } = journey;
        await useLayout(page, layout);
        await page.getByRole('region', { name: T.data.title }).getByRole('button', { name: T.data.chooseFile }).waitFor();
        expect(await horizontalOverflow(page)).toBe(0);
        expect(await axeViolations(page)).toEqual([]);
      });
    }

    for (const [index, layout] of LAYOUTS.entries()) {
      it(`opens the deletion dialog, its button off until a password is typed, at ${layout.name}`, async () => {
        const { page } = journey;
        await useLayout(page, layout);
        if (index === 0) await page.getByRole('region', { name: T.deletion.title }).getByRole('button', { name: T.deletion.button }).click();
        const dialog = dialogOf(page);
        await dialog.getByText(T.deletion.consequences[0]).waitFor();
        expect(await dialog.getByRole('link', { name: T.data.downloadJson }).getAttribute('href')).toBe(urlOf(API.account.exportData, { query: { format: 'json' } }));
        expect(await dialog.getByRole('button', { name: T.deletion.confirm, exact: true }).isDisabled()).toBe(true);
        expect(await horizontalOverflow(page)).toBe(0);
        expect(await axeViolations(page)).toEqual([]);
      });
    }

    for (const [index, layout] of LAYOUTS.entries()) {
      it(`refuses a wrong password at ${layout.name}`, async () => {
        const { page } = journey;
        await useLayout(page, layout);
        const dialog = dialogOf(page);
        if (index === 0) {
          await field(dialog, T.deletion.password).fill('Wrong!pass1');
          await dialog.getByRole('button', { name: T.deletion.confirm, exact: true }).click();
        }
        await dialog.getByRole('alert').getByText(ACCOUNT_MESSAGES.currentPasswordWrong).waitFor();
        expect(await axeViolations(page)).toEqual([]);
      });
    }

    it(`deletes it with the right password at ${LAYOUTS[0]!.name}`, async () => {
      const { page } = journey;
      await useLayout(page, LAYOUTS[0]!);
      const dialog = dialogOf(page);
      await field(dialog, T.deletion.password).fill(PASSWORD);
      await dialog.getByRole('button', { name: T.deletion.confirm, exact: true }).click();
      await waitForPath(page, '/');
    });

    for (const layout of LAYOUTS) {
      it(`says on the landing page that the account is gone, with the focus on it, at ${layout.name}`, async () => {
        const { page } = journey;
        await useLayout(page, layout);
        const farewell = farewellOf(page);
        await farewell.getByText(T.deletion.farewellMore).waitFor();
        expect(await farewell.evaluate((element) => element === document.activeElement)).toBe(true);
        expect(await horizontalOverflow(page)).toBe(0);
        expect(await axeViolations(page)).toEqual([]);
      });
    }

    it('closes the notice; signed out, the account cannot log in again', async () => {
      const { page } = journey;
      const farewell = farewellOf(page);
      await farewell.getByRole('button', { name: T.deletion.farewellClose }).click();
      await farewell.waitFor({ state: 'detached' });
      const check = await okFromPage(page, API.auth.check);
      expect(check.isAuthenticated).toBe(false);

      await logInInBrowser(page, suite.server, email, PASSWORD);
      await expectText(page, INVALID_LOGIN);
    });
  });
});
