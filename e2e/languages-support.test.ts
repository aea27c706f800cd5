import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ENGLISH_SHELL_CATALOG, ENGLISH_SUPPORT_CATALOG, LOCALES, LOCALE_NAMES, PAGE_CATALOG_LOADERS, PREFIXED_LOCALES, ROUTES, SHELL_CATALOG_LOADERS, type PrefixedLocale } from '@stride/domain';
import { walkCatalog } from '../packages/domain/src/i18n/catalog-walk.js';
import { axeViolations } from './support/axe.js';
import { PHONE, appReady, horizontalOverflow, newPage } from './support/browser.js';
import { useAppAndBrowser } from './support/suite.js';

const NARROW = { width: 320, height: 640 };
const WIDE = { width: 1440, height: 900 };

const wordsOf = (catalog: unknown) =>
  new Set(
    walkCatalog(catalog)
      .messages.flatMap(({ message }) => message.toLowerCase().match(/\p{L}+/gu) ?? [])
      .filter((word) => word.length >= 4),
  );

/**
 * The English words of the support page and the frame that its page in `locale` must not show:
 * every word of four letters or more of the English catalogs, less those the language's own
 * catalogs use too (names such as Stride and Premium).
 */
async function englishSupportWordsNotIn(locale: PrefixedLocale): Promise<string[]> {
  const own = new Set([...wordsOf(await PAGE_CATALOG_LOADERS.support[locale]()), ...wordsOf(await SHELL_CATALOG_LOADERS[locale]())]);
  const english = new Set([...wordsOf(ENGLISH_SUPPORT_CATALOG), ...wordsOf(ENGLISH_SHELL_CATALOG)]);
  return [...english].filter((word) => !own.has(word));
}

/** The words a person reads on the page, less addresses (the support email) and the languages' own names. */
async function visibleWords(page: Page): Promise<Set<string>> {
  const text = await page.evaluate(() => document.body.innerText);
  const names = new Set(Object.values(LOCALE_NAMES).map((name) => name.toLowerCase()));
  const words = text
    .split(/\s+/)
    .filter((token) => !/[@/]/.test(token))
    .flatMap((token) => token.toLowerCase().match(/\p{L}+/gu) ?? []);
  return new Set(words.filter((word) => !names.has(word)));
}

describe('the support page in Spanish, German and French (issue 54)', () => {
  const suite = useAppAndBrowser();

  for (const locale of PREFIXED_LOCALES) {
    it(`/${locale}/support is in ${locale} at 320, 375 and 1440 px: lang, hreflang, title, every answer, links, no English, axe clean`, async () => {
      const english = await englishSupportWordsNotIn(locale);
      const shell = await SHELL_CATALOG_LOADERS[locale]();
      const support = await PAGE_CATALOG_LOADERS.support[locale]();
      const path = ROUTES.support;
      expect(english.length).toBeGreaterThan(80);
      for (const viewport of [NARROW, PHONE, WIDE]) {
        const { context, page } = await newPage(suite.browser, viewport, { reducedMotion: 'reduce' });
        try {
          await page.goto(`${suite.server.baseUrl}/${locale}${path}`);
          await appReady(page);
          const where = `/${locale}${path} at ${viewport.width} px`;
          expect(await page.getAttribute('html', 'lang'), where).toBe(locale);
          expect(await page.title(), where).toBe(`${shell.pages[path].title} · Stride`);
          expect(await page.locator('h1').textContent(), where).toBe(support.texts.title);
          const description = await page.getAttribute('meta[name="description"]', 'content');
          expect(description, where).toBe(shell.pages[path].description);
          const alternates = await page.$$eval('link[rel="alternate"][hreflang]', (links) =>
            links.map((link) => `${link.getAttribute('hreflang')} ${new URL(link.getAttribute('href')!).pathname}`),
          );
          expect(alternates.sort(), where).toEqual([...LOCALES.map((l) => `${l} ${l === 'en' ? path : `/${l}${path}`}`), `x-default ${path}`].sort());
          expect(await page.locator('main [lang="en"]').count(), where).toBe(0);
          for (const title of [support.texts.contactTitle, support.texts.cancelTitle, support.texts.deleteTitle, support.texts.faqTitle]) {
            await page.getByRole('heading', { name: title }).waitFor();
          }
          // Every answer opened: its words are read too, and the plans' answer lists the plans in the language.
          for (const entry of support.faq) {
            const question = page.getByRole('button', { name: entry.question });
            await question.click();
            expect(await question.getAttribute('aria-expanded'), `${where}: ${entry.question}`).toBe('true');
          }
          for (const feature of support.features.premium) await page.getByText(feature, { exact: true }).first().waitFor();
          // The pricing page exists in the language, so its link keeps it; the legal pages do not (yet).
          expect(await page.getByRole('link', { name: support.texts.links.pricing }).getAttribute('href'), where).toBe(`/${locale}/pricing`);
          expect(await page.getByRole('link', { name: support.texts.links.terms }).getAttribute('href'), where).toBe(ROUTES.terms);
          const shown = await visibleWords(page);
          expect(english.filter((word) => shown.has(word)), `${where}: English words`).toEqual([]);
          expect(await horizontalOverflow(page), where).toBeLessThanOrEqual(0);
          expect(await axeViolations(page), where).toEqual([]);
          const switcher = page.getByRole('navigation', { name: shell.texts.language });
          expect(await switcher.getByRole('link', { name: 'English' }).getAttribute('href'), where).toBe(path);
        } finally {
          await context.close();
        }
      }
    });
  }

  it('serves the support page prerendered in each language, with its words before any script runs', async () => {
    for (const locale of PREFIXED_LOCALES) {
      const support = await PAGE_CATALOG_LOADERS.support[locale]();
      const html = await (await fetch(`${suite.server.baseUrl}/${locale}/support`)).text();
      expect(html, locale).toContain(`<html lang="${locale}"`);
      expect(html, locale).toContain(support.texts.contactTitle.replace(/'/g, '&#x27;'));
      expect(html, locale).not.toContain(ENGLISH_SUPPORT_CATALOG.texts.intro);
    }
    const sitemap = await (await fetch(`${suite.server.baseUrl}/sitemap.xml`)).text();
    for (const locale of PREFIXED_LOCALES) expect(sitemap).toContain(`/${locale}/support</loc>`);
  });
});
