import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { API, APP_CATALOG_LOADERS, ENGLISH_APP_TEXTS, LOCALE_NAMES, PUBLIC_SHELL_TEXTS, ROUTES, SHELL_CATALOG_LOADERS, localToday, settingsSectionPath, type AppCatalog, type SettingsSectionId } from '@stride/domain';
import { walkCatalog } from '../packages/domain/src/i18n/catalog-walk.js';
import { axeViolations } from './support/axe.js';
import { PHONE, appReady, horizontalOverflow, newPage } from './support/browser.js';
import { addDailyHabit } from './support/habits.js';
import { callFromPage, pageUser } from './support/page-api.js';
import { signUpInBrowser, uniqueEmail, verifyInBrowser, waitForPath } from './support/journeys.js';
import { useAppAndBrowser } from './support/suite.js';

const WIDE = { width: 1440, height: 900 };
const HABIT = 'Yoga';

/** The words of four letters or more of a catalog's messages (English: its strings; functions left out). */
const wordsOf = (catalog: unknown) =>
  new Set(
    walkCatalog(JSON.parse(JSON.stringify(catalog)) as unknown)
      .messages.flatMap(({ message }) => message.toLowerCase().match(/\p{L}+/gu) ?? [])
      .filter((word) => word.length >= 4),
  );

/** The app's own English words (the texts translated so far) that the language's catalog does not use itself. */
function englishWordsNotIn(catalog: AppCatalog, frame: unknown): string[] {
  const own = new Set([...wordsOf(catalog), ...wordsOf(frame)]);
  return [...new Set([...wordsOf(ENGLISH_APP_TEXTS), ...wordsOf(PUBLIC_SHELL_TEXTS)])].filter((word) => !own.has(word));
}

/**
 * Words of parts still in English on these screens (decision 054, "left"): Today's Account Details
 * and Subscription cards, the top navigation bar of a wide screen, the time-zone and vision notices,
 * the Habit Tracker calendar's toolbar ("Today", "+N more").
 * Shrinks as they are translated; never grows to let a translated part slip back.
 */
const KNOWN_LEFT = new Set<string>([]);

/** The words a person reads on the page, less addresses and the languages' own names. */
async function visibleWords(page: Page): Promise<Set<string>> {
  const text = await page.evaluate(() => document.body.innerText);
  const names = new Set(Object.values(LOCALE_NAMES).map((name) => name.toLowerCase()));
  const words = text
    .split(/\s+/)
    .filter((token) => !/[@/]/.test(token))
    .flatMap((token) => token.toLowerCase().match(/\p{L}+/gu) ?? []);
  return new Set(words.filter((word) => !names.has(word)));
}

/**
 * Issue 54 (decision 054, "The signed-in app"): a person whose browser is in Spanish or French signs
 * up, and Today, the Habit Tracker, Settings › Profile, Goals, Progress and the AI Coach (page and chat) are in that language at 375 and 1440 px:
 * no English word of the app's own translated texts, axe clean, no horizontal scrolling.
 */
describe('the signed-in app in Spanish and French (issue 54)', () => {
  const suite = useAppAndBrowser();

  for (const [language, locale] of [['es', 'es-ES'], ['fr', 'fr-FR']] as const) {
    for (const viewport of [PHONE, WIDE]) {
      it(`${locale} at ${viewport.width} px: Today, Habits, Settings › Profile, Goals, Progress and the coach`, async () => {
        const texts = await APP_CATALOG_LOADERS[language]();
        const frame = (await SHELL_CATALOG_LOADERS[language]()).texts;
        const english = englishWordsNotIn(texts, frame);
        expect(english.length).toBeGreaterThan(100);
        const { context, page } = await newPage(suite.browser, viewport, { locale });
        const email = uniqueEmail(`app-${language}-${viewport.width}`);
        const check = async (where: string, { dialog = false } = {}) => {
          await appReady(page);
          expect(await page.getAttribute('html', 'lang'), where).toBe(language);
          // The navigation bar and footer (the root layout) take the account's language a moment
          // after the screen (decision 054, 2026-11-29 night): no English frame once it has. (A
          // dialog hides the page behind it from the accessibility tree, the frame included.)
          if (!dialog) await page.getByRole('navigation', { name: frame.mainNavigation }).waitFor();
          // Every English word of the translated texts that shows is listed, and only the words of
          // the parts not translated yet may show (KNOWN_LEFT, decision 054): a new English text on
          // these screens, or an English word inside a translated part, fails.
          const seen = await visibleWords(page);
          expect(english.filter((word) => seen.has(word) && !KNOWN_LEFT.has(word)), `${where}: English words`).toEqual([]);
          expect(await horizontalOverflow(page), where).toBe(0);
          expect(await axeViolations(page), where).toEqual([]);
        };
        try {
          await signUpInBrowser(page, suite.server, email);
          await verifyInBrowser(page, suite.server, email);
          // The first run greets in the language; skipped, Today shows the day.
          const welcome = page.getByRole('region', { name: texts.FIRST_RUN_TEXTS.title });
          await welcome.waitFor();
          await welcome.getByRole('button', { name: texts.FIRST_RUN_TEXTS.skip }).click();
          await addDailyHabit(page, HABIT, '07:00', '07:30');
          await page.reload();
          await page.getByRole('heading', { level: 1, name: texts.TODAY_TEXTS.pageTitle }).waitFor();
          await page.getByText(HABIT).first().waitFor();
          await check(`Today (${locale}, ${viewport.width} px)`);

          await page.goto(`${suite.server.baseUrl}${ROUTES.habits}`);
          await waitForPath(page, ROUTES.habits);
          await page.getByRole('heading', { level: 1, name: texts.HABITS_TEXTS.pageTitle }).waitFor();
          await check(`Habits (${locale}, ${viewport.width} px)`);

          await page.goto(`${suite.server.baseUrl}${settingsSectionPath('profile')}`);
          await waitForPath(page, settingsSectionPath('profile'));
          await page.getByRole('region', { name: texts.LOCALE_TEXTS.title }).waitFor();
          await page.getByRole('region', { name: texts.PROFILE_TEXTS.title }).waitFor();
          await check(`Settings › Profile (${locale}, ${viewport.width} px)`);

          await page.goto(`${suite.server.baseUrl}${ROUTES.goals}`);
          await waitForPath(page, ROUTES.goals);
          await page.getByRole('heading', { level: 1, name: texts.GOALS_TEXTS.pageTitle }).waitFor();
          await page.getByRole('heading', { level: 2, name: texts.GOALS_SCREEN_TEXTS.goalsTitle }).waitFor();
          await check(`Goals (${locale}, ${viewport.width} px)`);

          await page.goto(`${suite.server.baseUrl}${ROUTES.analytics}`);
          await waitForPath(page, ROUTES.analytics);
          await page.getByRole('heading', { level: 1, name: texts.ANALYTICS_TEXTS.pageTitle }).waitFor();
          await page.getByRole('heading', { level: 2, name: texts.ANALYTICS_TEXTS.weeklyTrend }).waitFor();
          await check(`Progress, Overview (${locale}, ${viewport.width} px)`);
          await page.getByRole('tab', { name: texts.ANALYTICS_TEXTS.tabs[2] }).click();
          await page.getByRole('heading', { level: 2, name: texts.ANALYTICS_TEXTS.heatmap }).waitFor();
          await check(`Progress, Habits (${locale}, ${viewport.width} px)`);

          await page.goto(`${suite.server.baseUrl}${ROUTES.aiCoach}`);
          await waitForPath(page, ROUTES.aiCoach);
          await page.getByRole('heading', { level: 1, name: texts.COACH_TEXTS.heading }).waitFor();
          await page.getByRole('heading', { name: texts.COACH_CHAT_TEXTS.ideasHeading }).waitFor();
          await check(`AI Coach (${locale}, ${viewport.width} px)`);
          await page.getByRole('button', { name: texts.COACH_TEXTS.message }).first().click();
          const chat = page.getByRole('dialog', { name: texts.COACH_TEXTS.chatTitle });
          await chat.getByRole('textbox', { name: texts.COACH_TEXTS.inputLabel }).waitFor();
          await check(`AI Coach chat (${locale}, ${viewport.width} px)`, { dialog: true });
        } finally {
          await context.close();
        }
      });
    }
  }
});

/**
 * Issue 54 (decision 054, helper i18n-app4): every Settings section (Profile, Sign-in, Notifications
 * with the Holiday card, Plan, Integrations, Your data) and a habit's Edit dialog with its reminders,
 * for a Spanish, French and German browser: no English word of the translated texts, axe clean, no
 * horizontal scrolling. Its own tests, apart from the screens above.
 */
describe('Settings and the Edit dialog in Spanish, French and German (issue 54)', () => {
  const suite = useAppAndBrowser();
  const runs = [
    ['es', 'es-ES', PHONE],
    ['es', 'es-ES', WIDE],
    ['fr', 'fr-FR', PHONE],
    ['fr', 'fr-FR', WIDE],
    ['de', 'de-DE', PHONE],
  ] as const;

  for (const [language, locale, viewport] of runs) {
    it(`${locale} at ${viewport.width} px: every Settings section and Edit with reminders`, async () => {
      const texts = await APP_CATALOG_LOADERS[language]();
      const frame = (await SHELL_CATALOG_LOADERS[language]()).texts;
      const english = englishWordsNotIn(texts, frame);
      const { context, page } = await newPage(suite.browser, viewport, { locale });
      const email = uniqueEmail(`settings-${language}-${viewport.width}`);
      const check = async (where: string, { dialog = false } = {}) => {
        await appReady(page);
        expect(await page.getAttribute('html', 'lang'), where).toBe(language);
        if (!dialog) await page.getByRole('navigation', { name: frame.mainNavigation }).waitFor();
        const seen = await visibleWords(page);
        expect(english.filter((word) => seen.has(word) && !KNOWN_LEFT.has(word)), `${where}: English words`).toEqual([]);
        expect(await horizontalOverflow(page), where).toBe(0);
        expect(await axeViolations(page), where).toEqual([]);
      };
      // Each section and a region of it that shows once its data has loaded.
      const sections: [SettingsSectionId, string][] = [
        ['profile', texts.LOCALE_TEXTS.title],
        ['sign-in', texts.ACCOUNT_TEXTS.changePassword.title],
        ['notifications', texts.HABIT_DEPTH_TEXTS.holidayTitle],
        ['plan', texts.SUBSCRIPTION_CARD_TEXTS.title],
        ['integrations', texts.INTEGRATION_SETTINGS_TEXTS.tokens.title],
        ['data', texts.ACCOUNT_TEXTS.deletion.title],
      ];
      try {
        await signUpInBrowser(page, suite.server, email);
        await verifyInBrowser(page, suite.server, email);
        const welcome = page.getByRole('region', { name: texts.FIRST_RUN_TEXTS.title });
        await welcome.waitFor();
        await welcome.getByRole('button', { name: texts.FIRST_RUN_TEXTS.skip }).click();
        // A habit with two reminders (so Notifications shows the Holiday card, and Edit its reminders).
        const today = localToday('Europe/London');
        const { id } = await pageUser(page);
        const created = await callFromPage(page, API.habits.create, {
          body: {
            userId: id,
            name: HABIT,
            description: '',
            startTime: `${today}T07:00:00.000Z`,
            endTime: `${today}T07:30:00.000Z`,
            recurrence: 'daily',
            reminders: [
              { minutesBefore: 15, channel: 'push' },
              { minutesBefore: 90, channel: 'email' },
            ],
          },
        });
        expect(created.status).toBe(201);

        for (const [section, region] of sections) {
          await page.goto(`${suite.server.baseUrl}${settingsSectionPath(section)}`);
          await waitForPath(page, settingsSectionPath(section));
          await page.getByRole('heading', { name: region }).first().waitFor();
          await check(`Settings › ${section} (${locale}, ${viewport.width} px)`);
        }

        await page.goto(`${suite.server.baseUrl}${ROUTES.dashboard}`);
        await page.getByRole('heading', { level: 1, name: texts.TODAY_TEXTS.pageTitle }).waitFor();
        await appReady(page);
        await page.getByRole('button', { name: texts.HABIT_ROW_TEXTS.moreActions.replace('{name}', HABIT) }).first().click();
        await page.getByRole('menuitem', { name: texts.HABIT_ROW_TEXTS.edit }).click();
        const edit = page.getByRole('dialog', { name: texts.HABITS_TEXTS.editTitle });
        await edit.getByRole('group', { name: texts.REMINDER_FIELD_TEXTS.row.replace('{n}', '2') }).waitFor();
        await check(`Edit with reminders (${locale}, ${viewport.width} px)`, { dialog: true });
      } finally {
        await context.close();
      }
    });
  }
});
