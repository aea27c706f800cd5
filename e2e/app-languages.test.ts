import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { APP_CATALOG_LOADERS, COACH_CATALOGS, ENGLISH_APP_TEXTS, LOCALE_NAMES, PUBLIC_SHELL_TEXTS, ROUTES, SHELL_CATALOG_LOADERS, settingsSectionPath, type AppCatalog } from '@stride/domain';
import { walkCatalog } from '../packages/domain/src/i18n/catalog-walk.js';
import { axeViolations } from './support/axe.js';
import { PHONE, appReady, horizontalOverflow, newPage } from './support/browser.js';
import { addDailyHabit } from './support/habits.js';
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

/** Quoted words: the English commands a translation quotes (“skip Run today”), and the person's names. */
const QUOTED = /"[^"]*"|“[^”]*”|„[^“]*“|«[^»]*»/g;

/** The built-in coach's own English words (its catalog) that the language's coach catalog does not use itself. */
function coachEnglishNotIn(language: 'es' | 'fr'): Set<string> {
  const words = (catalog: unknown) => new Set([...wordsOf(JSON.parse(JSON.stringify(catalog, (_key, value: unknown) => (typeof value === 'string' ? value.replace(QUOTED, ' ') : value))))]);
  const own = words(COACH_CATALOGS[language]);
  return new Set([...words(COACH_CATALOGS.en)].filter((word) => !own.has(word)));
}

/**
 * Issue 54 item 4 (decision 054, helper i18n-coach): with no AI provider, a Spanish account presses
 * a "Things to ask" card (its words in Spanish, which the built-in coach cannot read): the coach
 * says so in Spanish with buttons; one of those buttons pressed is answered in Spanish. The coach's
 * bubbles hold no English word of its own catalog (the buttons' labels are the English requests
 * they send: decision 054, "Left").
 */
describe('the built-in coach answers a Spanish account in Spanish (issue 54)', () => {
  const suite = useAppAndBrowser();

  it('es-ES at 375 px: a starter card, then a suggested reply, both answered in Spanish', async () => {
    const texts = await APP_CATALOG_LOADERS.es();
    const english = coachEnglishNotIn('es');
    expect(english.size).toBeGreaterThan(100);
    const { context, page } = await newPage(suite.browser, PHONE, { locale: 'es-ES' });
    const email = uniqueEmail('coach-es');
    const chat = page.getByRole('dialog', { name: texts.COACH_TEXTS.chatTitle });
    const coachSaid = chat.locator('[data-role]:not([data-role="user"])');
    const englishIn = (text: string) => [...new Set(text.replace(QUOTED, ' ').replaceAll(HABIT, ' ').toLowerCase().match(/\p{L}+/gu) ?? [])].filter((word) => english.has(word));
    try {
      await signUpInBrowser(page, suite.server, email);
      await verifyInBrowser(page, suite.server, email);
      const welcome = page.getByRole('region', { name: texts.FIRST_RUN_TEXTS.title });
      await welcome.waitFor();
      await welcome.getByRole('button', { name: texts.FIRST_RUN_TEXTS.skip }).click();
      await addDailyHabit(page, HABIT, '07:00', '07:30');
      await page.goto(`${suite.server.baseUrl}${ROUTES.aiCoach}`);
      await waitForPath(page, ROUTES.aiCoach);
      await page.getByRole('heading', { name: texts.COACH_CHAT_TEXTS.ideasHeading }).waitFor();

      await page.getByRole('button', { name: texts.COACH_IDEAS[3]!.prompt }).click();
      await coachSaid.first().waitFor();
      await chat.getByText(COACH_CATALOGS.es.cannotRead).waitFor();
      const first = await coachSaid.last().innerText();
      expect(englishIn(first), `the card's reply: ${first}`).toEqual([]);

      const buttons = chat.getByRole('list', { name: texts.COACH_CHAT_TEXTS.suggestionsLabel }).getByRole('button');
      await buttons.first().waitFor();
      await buttons.first().click();
      await expect.poll(() => coachSaid.count(), { timeout: 15_000 }).toBe(2);
      await chat.locator('[data-streaming]').waitFor({ state: 'detached' });
      const second = await coachSaid.last().innerText();
      expect(second.trim(), 'the button’s reply').not.toBe('');
      expect(englishIn(second), `the button's reply: ${second}`).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
