import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { API, LOCALE_NAMES, PRODUCT_NAME, REGIONS, ROUTES, localToday, settingsSectionPath, type SettingsSectionId } from '@stride/domain';
import { pseudoAppFrame, pseudoAppTexts } from '../apps/web/src/lib/i18n/pseudo-app-texts.js';
import { appReady, horizontalOverflow, newPage } from './support/browser.js';
import { signInByApi } from './support/api-session.js';
import { NARROW, cutOffControls } from './support/language-pages.js';
import { okFromPage, pageUser } from './support/page-api.js';
import { uniqueEmail, waitForPath } from './support/journeys.js';
import { useAppAndBrowser } from './support/suite.js';

/**
 * Names, written the same in every language: the product's, and each language's own name in the
 * language switch ("Deutsch", "Français": a person looks for their language by its name).
 */
const NAMES = [PRODUCT_NAME, ...Object.values(LOCALE_NAMES).flatMap((name) => name.match(/\p{L}+/gu) ?? [])];

/** The habits' and the goal's names, in the pseudo-locale's letters too: anything plain on screen is then the app's. */
const HABITS = ['Ŷóĝá', 'Ŕéáđ'] as const;
const GOAL = 'Ŕúñ á 10ķ';

/**
 * The words in plain ASCII letters a person reads on the page (its text, and the labels, titles,
 * placeholders and descriptions of its elements), each with a little of its context. In the
 * pseudo-locale every text of the catalog is accented: a plain word came from somewhere else.
 * Left out: addresses (the person's email), names (NAMES, and the person's own) and what `Intl`
 * writes (month, weekday and region names, which follow the account's region, not the catalog).
 */
async function plainWords(page: Page, person: readonly string[]): Promise<string[]> {
  return page.evaluate(([names, regions]) => {
    const intl = new Set<string>(names);
    const language = document.documentElement.lang || 'en-GB';
    // The regions' names in the Region setting (Intl.DisplayNames: "United Kingdom").
    for (const region of regions) for (const word of new Intl.DisplayNames([language], { type: 'region' }).of(region)?.match(/\p{L}+/gu) ?? []) intl.add(word);
    for (let m = 0; m < 12; m++)
      for (const month of ['long', 'short'] as const) intl.add(new Intl.DateTimeFormat(language, { month, timeZone: 'UTC' }).format(Date.UTC(2026, m, 15)));
    for (let d = 0; d < 7; d++)
      for (const weekday of ['long', 'short'] as const) intl.add(new Intl.DateTimeFormat(language, { weekday, timeZone: 'UTC' }).format(Date.UTC(2026, 10, 2 + d)));
    const labels = Array.from(document.querySelectorAll('[aria-label], [title], [placeholder], [alt], [aria-description]')).flatMap((el) =>
      ['aria-label', 'title', 'placeholder', 'alt', 'aria-description'].map((name) => el.getAttribute(name) ?? ''),
    );
    const found: string[] = [];
    for (const text of [document.body.innerText, ...labels]) {
      for (const token of text.split(/\s+/)) {
        if (/@|:\/\//.test(token)) continue;
        for (const word of token.match(/\p{L}+/gu) ?? []) if (/[A-Za-z]/.test(word) && !intl.has(word)) found.push(`${word} (in "${text.slice(Math.max(0, text.indexOf(token) - 30), text.indexOf(token) + token.length + 30).replace(/\s+/g, ' ')}")`);
      }
    }
    return [...new Set(found)];
  }, [[...NAMES, ...person], REGIONS] as const);
}

/**
 * Issue 54, "Nothing left behind" (decision 054): the signed-in screens in the pseudo-locale at
 * 320 px, the narrowest layout, with every text of the catalog about 30 % longer than English
 * (longer than German, French or Spanish). A plain English word on screen is a text that is not
 * from the catalog; a page wider than the screen, or a control whose words do not fit, is a layout
 * that cannot take a longer language.
 */
describe('the signed-in app in the pseudo-locale (issue 54)', () => {
  const suite = useAppAndBrowser();

  it('shows no text that is not from the catalog, and no layout overflows at 320 px', async () => {
    const texts = pseudoAppTexts();
    const frame = pseudoAppFrame().texts;
    const { context, page } = await newPage(suite.browser, NARROW);
    const seen: Record<string, string[]> = {};
    /** The person's names, as they gave them (shown in Account Details): theirs, not the catalog's. */
    let person: string[] = [];
    const check = async (where: string, { dialog = false } = {}) => {
      await appReady(page);
      // The frame in the pseudo-locale too, once the screen has registered it (a dialog hides the
      // page behind it, the frame included, from the accessibility tree).
      if (!dialog) await page.getByRole('navigation', { name: frame.mainNavigation }).waitFor();
      const overflow = await horizontalOverflow(page);
      const found = [...(await plainWords(page, person)), ...(overflow > 0 ? [`wider than 320 px by ${overflow} px`] : []), ...(await cutOffControls(page)).map((control) => `cut off: ${control}`)];
      if (found.length) seen[where] = found;
    };
    const open = async (where: string, path: string) => {
      await page.goto(`${suite.server.baseUrl}${path}`);
      await waitForPath(page, path);
      // Each screen's first heading, in the pseudo-locale's brackets once its texts are in.
      await expect.poll(() => page.locator('h1').first().textContent(), { timeout: 15_000 }).toMatch(/^\[/);
      await check(where);
    };
    try {
      await signInByApi(page, suite.server, uniqueEmail('pseudo'));
      const user = await pageUser(page);
      person = [user.firstName, user.lastName];
      // The switch, as a developer would turn it on: on any address.
      await page.goto(`${suite.server.baseUrl}${ROUTES.dashboard}?pseudo-locale=on`);
      await waitForPath(page, ROUTES.dashboard);
      await page.getByRole('region', { name: texts.FIRST_RUN_TEXTS.title }).waitFor();
      await check('Today, the first run');

      const today = localToday('Europe/London');
      const { id } = user;
      for (const [i, name] of HABITS.entries()) {
        await okFromPage(page, API.habits.create, {
          body: { userId: id, name, description: '', startTime: `${today}T0${7 + i}:00:00.000Z`, endTime: `${today}T0${7 + i}:30:00.000Z`, recurrence: 'daily' },
        });
      }
      await page.evaluate((userId) => localStorage.setItem(`stride-first-run-done:${userId}`, '1'), id);

      await open('Today', ROUTES.dashboard);
      await open('Habits', ROUTES.habits);
      await okFromPage(page, API.goals.create, { body: { userId: id, name: GOAL, description: '' } });
      await open('Goals', ROUTES.goals);
      // The confirm dialog (its Cancel) and the message dialog (its OK), the shared pieces.
      await page.getByRole('button', { name: texts.GOALS_SCREEN_TEXTS.deleteGoal(GOAL) }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: texts.COMMON_TEXTS.cancel }).waitFor();
      await check('Goals, deleting a goal', { dialog: true });
      await page.getByRole('button', { name: texts.COMMON_TEXTS.cancel }).click();
      await page.getByRole('alertdialog').waitFor({ state: 'detached' });
      await page.getByRole('button', { name: texts.GOALS_SCREEN_TEXTS.addGoal }).click();
      await page.getByRole('form', { name: texts.GOALS_SCREEN_TEXTS.addGoalForm }).getByRole('button', { name: texts.GOALS_SCREEN_TEXTS.saveGoal }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: texts.COMMON_TEXTS.ok }).waitFor();
      await check('Goals, a goal with no name', { dialog: true });
      await page.getByRole('button', { name: texts.COMMON_TEXTS.ok }).click();
      await open('Progress', ROUTES.analytics);
      await open('AI Coach', ROUTES.aiCoach);
      await page.getByRole('button', { name: texts.COACH_TEXTS.message }).first().click();
      await page.getByRole('dialog', { name: texts.COACH_TEXTS.chatTitle }).getByRole('textbox', { name: texts.COACH_TEXTS.inputLabel }).waitFor();
      await check('AI Coach, the chat', { dialog: true });
      const sections: SettingsSectionId[] = ['profile', 'sign-in', 'notifications', 'plan', 'integrations', 'data'];
      for (const section of sections) await open(`Settings › ${section}`, settingsSectionPath(section));

      // Every plain word and every layout that did not hold, with where: none (decision 054, "Nothing left behind").
      expect(seen).toEqual({});
    } finally {
      await context.close();
    }
  });
});
