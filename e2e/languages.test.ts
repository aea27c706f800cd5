import { describe, expect, it } from 'vitest';
import type { ConsoleMessage, Page } from 'playwright-core';
import {
  API,
  ENGLISH_LANDING_CATALOG,
  ENGLISH_LOGIN_CATALOG,
  ENGLISH_PRICING_CATALOG,
  ENGLISH_SHELL_CATALOG,
  ENGLISH_SIGNUP_CATALOG,
  INTEGRATIONS_CATALOG_LOADERS,
  LOCALES,
  LOCALE_NAMES,
  LANDING_CATALOG_LOADERS,
  PAGE_CATALOG_LOADERS,
  PREFIXED_LOCALES,
  ROUTES,
  SHELL_CATALOG_LOADERS,
  matchEndpoint,
  type PrefixedLocale,
} from '@stride/domain';
import { walkCatalog } from '../packages/domain/src/i18n/catalog-walk.js';
import { axeViolations } from './support/axe.js';
import { PHONE, appReady, horizontalOverflow, newPage } from './support/browser.js';
import { useJourneyPage } from './support/layouts.js';
import { useAppAndBrowser } from './support/suite.js';

const WIDE = { width: 1440, height: 900 };

/** The page at `viewport`'s width, its new layout drawn (the next frame after the change). */
async function atWidth(page: Page, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

const wordsOf = (catalog: unknown) =>
  new Set(
    walkCatalog(catalog)
      .messages.flatMap(({ message }) => message.toLowerCase().match(/\p{L}+/gu) ?? [])
      .filter((word) => word.length >= 4),
  );

/**
 * The English words of the landing page and its frame (the app's own texts) that a page in
 * `locale` must not show: every word of four letters or more of the English catalogs, less those
 * that the language's own catalog uses too (names such as Stride, Google Play, Premium).
 */
async function englishWordsNotIn(locale: PrefixedLocale): Promise<string[]> {
  // The figures' units are the language's own (Intl): French writes "minute" as English does.
  const units = new Intl.NumberFormat(locale, { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(1).toLowerCase().match(/\p{L}+/gu) ?? [];
  const own = new Set([...wordsOf(await LANDING_CATALOG_LOADERS[locale]()), ...wordsOf(await SHELL_CATALOG_LOADERS[locale]()), ...units]);
  const english = new Set([...wordsOf(ENGLISH_LANDING_CATALOG), ...wordsOf(ENGLISH_SHELL_CATALOG)]);
  return [...english].filter((word) => !own.has(word));
}

/**
 * The words a person reads on the page, less addresses (the support email, the pictured address
 * bar's `/dashboard`) and the language switch's names of the languages, each in its own.
 */
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
 * The English words of the login and sign-up screens and the frame that their pages in `locale`
 * must not show (as above: less the words the language's own catalogs use too).
 */
async function englishAuthWordsNotIn(locale: PrefixedLocale): Promise<string[]> {
  const own = new Set([
    ...wordsOf(await PAGE_CATALOG_LOADERS.login[locale]()),
    ...wordsOf(await PAGE_CATALOG_LOADERS.signup[locale]()),
    ...wordsOf(await SHELL_CATALOG_LOADERS[locale]()),
  ]);
  const english = new Set([...wordsOf(ENGLISH_LOGIN_CATALOG), ...wordsOf(ENGLISH_SIGNUP_CATALOG), ...wordsOf(ENGLISH_SHELL_CATALOG)]);
  return [...english].filter((word) => !own.has(word));
}

/** The English words of the pricing page and the frame that its page in `locale` must not show. */
async function englishPricingWordsNotIn(locale: PrefixedLocale): Promise<string[]> {
  const own = new Set([...wordsOf(await PAGE_CATALOG_LOADERS.pricing[locale]()), ...wordsOf(await SHELL_CATALOG_LOADERS[locale]())]);
  const english = new Set([...wordsOf(ENGLISH_PRICING_CATALOG), ...wordsOf(ENGLISH_SHELL_CATALOG)]);
  return [...english].filter((word) => !own.has(word));
}

describe('the public pages in Spanish, German and French (issue 54)', () => {
  const suite = useAppAndBrowser();
  // One browser context for the pages' checks in the three languages (issue 46: a context each
  // loaded the app's files afresh); each page is a new document, opened at 375 px.
  const visitor = useJourneyPage(suite, { name: `${PHONE.width} px`, viewport: PHONE });
  const visitorPage = async () => {
    await visitor.page.setViewportSize(PHONE);
    return visitor.page;
  };

  for (const locale of PREFIXED_LOCALES) {
    it(`/${locale}/ is in ${locale} at 375 and 1440 px: lang, hreflang, its title, no English, axe clean`, async () => {
      const english = await englishWordsNotIn(locale);
      const shell = await SHELL_CATALOG_LOADERS[locale]();
      const landing = await LANDING_CATALOG_LOADERS[locale]();
      expect(english.length).toBeGreaterThan(50);
      // Opened once on a phone and checked there, then at 1440 px after resizing (issue 46).
      const page = await visitorPage();
      const errors: string[] = [];
      const onError = (error: Error) => errors.push(error.message);
      const onConsole = (message: ConsoleMessage) => {
        // The session check's 401 for a visitor is expected; anything else reported is not.
        if (/^Failed to load resource/.test(message.text()) && matchEndpoint(API.auth.check, 'GET', message.location().url)) return;
        if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
      };
      page.on('pageerror', onError);
      page.on('console', onConsole);
      try {
        await page.goto(`${suite.server.baseUrl}/${locale}/`);
        await appReady(page);
        for (const viewport of [PHONE, WIDE]) {
          await atWidth(page, viewport);
          const where = `/${locale}/ at ${viewport.width} px`;
          expect(await page.getAttribute('html', 'lang'), where).toBe(locale);
          expect(await page.title(), where).toBe(shell.homeTitle);
          expect(await page.locator('h1').textContent(), where).toBe(landing.texts.heroTitle);
          // hreflang: this page in every language, and x-default at the English one.
          const alternates = await page.$$eval('link[rel="alternate"][hreflang]', (links) =>
            links.map((link) => `${link.getAttribute('hreflang')} ${new URL(link.getAttribute('href')!).pathname}`),
          );
          expect(alternates.sort(), where).toEqual([...LOCALES.map((l) => `${l} ${l === 'en' ? '/' : `/${l}/`}`), 'x-default /'].sort());
          const canonical = await page.getAttribute('link[rel="canonical"]', 'href');
          expect(new URL(canonical!).pathname, where).toBe(`/${locale}/`);

          const shown = await visibleWords(page);
          expect(english.filter((word) => shown.has(word)), `${where}: English words`).toEqual([]);
          expect(await horizontalOverflow(page), where).toBeLessThanOrEqual(0);
          expect(await axeViolations(page), where).toEqual([]);
          // The language switch: this page in each language, the current one marked.
          const switcher = page.getByRole('navigation', { name: shell.texts.language });
          expect(await switcher.locator('a[aria-current="page"]').getAttribute('hreflang'), where).toBe(locale);
          expect(await switcher.getByRole('link', { name: 'English' }).getAttribute('href'), where).toBe('/');
          expect(errors, where).toEqual([]);
        }
      } finally {
        page.off('pageerror', onError);
        page.off('console', onConsole);
      }
    });
  }

  for (const locale of PREFIXED_LOCALES) {
    it(`/${locale}/login and /${locale}/signup are in ${locale} at 375 and 1440 px: lang, hreflang, title, no English, axe clean`, async () => {
      const english = await englishAuthWordsNotIn(locale);
      const shell = await SHELL_CATALOG_LOADERS[locale]();
      const titles = { [ROUTES.login]: (await PAGE_CATALOG_LOADERS.login[locale]()).title, [ROUTES.signup]: (await PAGE_CATALOG_LOADERS.signup[locale]()).title };
      const signup = await PAGE_CATALOG_LOADERS.signup[locale]();
      expect(english.length).toBeGreaterThan(30);
      // Each page opened once on a phone and checked there, then at 1440 px after resizing (issue 46).
      const page = await visitorPage();
      for (const path of [ROUTES.login, ROUTES.signup] as const) {
        await page.setViewportSize(PHONE);
        await page.goto(`${suite.server.baseUrl}/${locale}${path}`);
        await appReady(page);
        for (const viewport of [PHONE, WIDE]) {
          await atWidth(page, viewport);
          const where = `/${locale}${path} at ${viewport.width} px`;
          expect(await page.getAttribute('html', 'lang'), where).toBe(locale);
          expect(await page.title(), where).toBe(`${shell.pages[path].title} · Stride`);
          expect(await page.locator('h1').textContent(), where).toBe(titles[path]);
          const alternates = await page.$$eval('link[rel="alternate"][hreflang]', (links) =>
            links.map((link) => `${link.getAttribute('hreflang')} ${new URL(link.getAttribute('href')!).pathname}`),
          );
          expect(alternates.sort(), where).toEqual([...LOCALES.map((l) => `${l} ${l === 'en' ? path : `/${l}${path}`}`), `x-default ${path}`].sort());
          // Nothing of it is marked English any more.
          expect(await page.locator('main [lang="en"]').count(), where).toBe(0);
          const shown = await visibleWords(page);
          expect(english.filter((word) => shown.has(word)), `${where}: English words`).toEqual([]);
          expect(await horizontalOverflow(page), where).toBeLessThanOrEqual(0);
          expect(await axeViolations(page), where).toEqual([]);
        }
      }
      // The sign-up form's checklist in the language, ticked as a password is typed (at each width).
      const checklist = page.getByRole('list', { name: signup.checklist.label });
      for (const viewport of [PHONE, WIDE]) {
        await atWidth(page, viewport);
        await page.locator('input[name="password"]').fill('');
        await page.locator('input[name="password"]').fill('abcdefgh');
        await checklist.getByText(signup.checklist.lowercase).waitFor();
        expect(await checklist.locator('[data-met="true"]').count(), `the checklist at ${viewport.width} px`).toBeGreaterThanOrEqual(2);
      }
    });
  }

  for (const locale of PREFIXED_LOCALES) {
    it(`/${locale}/pricing is in ${locale} at 375 and 1440 px: lang, hreflang, title, plans, facts, no English, axe clean`, async () => {
      const english = await englishPricingWordsNotIn(locale);
      const shell = await SHELL_CATALOG_LOADERS[locale]();
      const pricing = await PAGE_CATALOG_LOADERS.pricing[locale]();
      const path = ROUTES.pricing;
      expect(english.length).toBeGreaterThan(50);
      // Opened once on a phone and checked there, then at 1440 px after resizing (issue 46).
      const page = await visitorPage();
      await page.goto(`${suite.server.baseUrl}/${locale}${path}`);
      await appReady(page);
      for (const viewport of [PHONE, WIDE]) {
        await atWidth(page, viewport);
        const where = `/${locale}${path} at ${viewport.width} px`;
        expect(await page.getAttribute('html', 'lang'), where).toBe(locale);
        expect(await page.title(), where).toBe(`${shell.pages[path].title} · Stride`);
        expect(await page.locator('h1').textContent(), where).toBe(pricing.texts.title);
        const alternates = await page.$$eval('link[rel="alternate"][hreflang]', (links) =>
          links.map((link) => `${link.getAttribute('hreflang')} ${new URL(link.getAttribute('href')!).pathname}`),
        );
        expect(alternates.sort(), where).toEqual([...LOCALES.map((l) => `${l} ${l === 'en' ? path : `/${l}${path}`}`), `x-default ${path}`].sort());
        expect(await page.locator('main [lang="en"]').count(), where).toBe(0);
        // The plans, their features and the facts in the language; the buttons keep the language.
        const premium = page.getByRole('list', { name: pricing.texts.premiumIncludes });
        for (const feature of pricing.features.premium) await premium.getByText(feature, { exact: true }).waitFor();
        for (const fact of pricing.facts) await page.getByRole('heading', { name: fact.title }).waitFor();
        expect(await page.getByRole('link', { name: pricing.texts.getStarted }).getAttribute('href'), where).toBe(`/${locale}/signup`);
        expect(await page.getByRole('link', { name: pricing.texts.supportLink }).getAttribute('href'), where).toBe(`/${locale}/support`);
        const shown = await visibleWords(page);
        expect(english.filter((word) => shown.has(word)), `${where}: English words`).toEqual([]);
        expect(await horizontalOverflow(page), where).toBeLessThanOrEqual(0);
        expect(await axeViolations(page), where).toEqual([]);
        const switcher = page.getByRole('navigation', { name: shell.texts.language });
        expect(await switcher.getByRole('link', { name: 'English' }).getAttribute('href'), where).toBe(path);
      }
    });
  }

  it('a Spanish visitor on /es/ who follows the sign-up link meets the form in Spanish', async () => {
    const { context, page } = await newPage(suite.browser, WIDE);
    try {
      const es = await SHELL_CATALOG_LOADERS.es();
      const signup = await PAGE_CATALOG_LOADERS.signup.es();
      const login = await PAGE_CATALOG_LOADERS.login.es();
      await page.goto(`${suite.server.baseUrl}/es/`);
      await appReady(page);
      await page.getByRole('navigation', { name: es.texts.mainNavigation }).getByRole('link', { name: es.texts.signup }).click();
      await page.locator('main[data-pathname="/es/signup"]').waitFor();
      expect(await page.locator('h1').textContent()).toBe(signup.title);
      await page.getByRole('button', { name: signup.submit }).waitFor();
      expect(await page.getAttribute('html', 'lang')).toBe('es');
      // And from there to the login form, still in Spanish.
      await page.getByRole('link', { name: signup.logIn }).click();
      await page.locator('main[data-pathname="/es/login"]').waitFor();
      expect(await page.locator('h1').textContent()).toBe(login.title);
      expect(await page.title()).toBe(`${es.pages['/login'].title} · Stride`);
    } finally {
      await context.close();
    }
  });

  it('keeps the language from page to page, and the switch goes to the same page in another language', async () => {
    const { context, page } = await newPage(suite.browser, WIDE);
    try {
      const es = await SHELL_CATALOG_LOADERS.es();
      const de = await SHELL_CATALOG_LOADERS.de();
      await page.goto(`${suite.server.baseUrl}/es/`);
      await appReady(page);
      await page.getByRole('navigation', { name: es.texts.mainNavigation }).getByRole('link', { name: es.texts.pricing }).click();
      await page.locator('main[data-pathname="/es/pricing"]').waitFor();
      expect(await page.title()).toBe(`${es.pages['/pricing'].title} · Stride`);
      // Its body is Spanish now (issue 54: pricing in the three languages).
      expect(await page.locator('h1').textContent()).toBe((await PAGE_CATALOG_LOADERS.pricing.es()).texts.title);
      await page.getByRole('navigation', { name: es.texts.language }).getByRole('link', { name: 'Deutsch' }).click();
      await page.waitForURL(`${suite.server.baseUrl}/de/pricing`);
      await appReady(page);
      expect(await page.getAttribute('html', 'lang')).toBe('de');
      expect(await page.title()).toBe(`${de.pages['/pricing'].title} · Stride`);
      expect(await page.locator('h1').textContent()).toBe((await PAGE_CATALOG_LOADERS.pricing.de()).texts.title);
      // Integrations, the last page that was English under a line saying so, is Spanish now: its
      // heading in Spanish, no such line, nothing marked English (e2e/languages-integrations.test.ts walks it).
      await page.goto(`${suite.server.baseUrl}/es/integrations`);
      await appReady(page);
      expect(await page.locator('h1').textContent()).toBe((await INTEGRATIONS_CATALOG_LOADERS.es()).texts.title);
      expect(await page.getByText(es.texts.inEnglishOnly).count()).toBe(0);
      expect(await page.locator('main [lang="en"]').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('lists every language’s pages in the sitemap', async () => {
    const sitemap = await (await fetch(`${suite.server.baseUrl}/sitemap.xml`)).text();
    for (const path of ['/', '/pricing', '/es/', '/es/pricing', '/de/', '/de/signup', '/fr/', '/fr/integrations']) {
      expect(sitemap).toContain(`${path}</loc>`);
    }
  });
});
