import { describe, expect, it } from 'vitest';
import { ENGLISH_SHELL_CATALOG, ENGLISH_SUPPORT_CATALOG, PAGE_CATALOG_LOADERS, PREFIXED_LOCALES, ROUTES, SHELL_CATALOG_LOADERS, type PrefixedLocale } from '@stride/domain';
import { axeViolations } from './support/axe.js';
import { PHONE, appReady, horizontalOverflow, newPage } from './support/browser.js';
import { NARROW, WIDE, alternatesOf, englishWordsNotIn, expectedAlternates, visibleWords } from './support/language-pages.js';
import { useAppAndBrowser } from './support/suite.js';

/**
 * The English words of the support page and the frame that its page in `locale` must not show
 * (names such as Stride and Premium, which the language's own catalogs use too, aside).
 */
async function englishSupportWordsNotIn(locale: PrefixedLocale): Promise<string[]> {
  return englishWordsNotIn([ENGLISH_SUPPORT_CATALOG, ENGLISH_SHELL_CATALOG], [await PAGE_CATALOG_LOADERS.support[locale](), await SHELL_CATALOG_LOADERS[locale]()]);
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
          expect(await alternatesOf(page), where).toEqual(expectedAlternates(path));
          expect(await page.locator('main [lang="en"]').count(), where).toBe(0);
          for (const title of [support.texts.contactTitle, support.texts.cancelTitle, support.texts.deleteTitle, support.texts.faqTitle]) {
            await page.getByRole('heading', { name: title }).waitFor();
          }
          // Every answer opened, from the keyboard (focus, Enter): its words are read too, and the
          // plans' answer lists the plans in the language. Not a click: a click first waits for the
          // button to keep its place over two animation frames, and CI's headless Chromium once gave
          // the page none for 15 s (the seventh question, after six had opened).
          for (const entry of support.faq) {
            const question = page.getByRole('button', { name: entry.question });
            await question.press('Enter');
            expect(await question.getAttribute('aria-expanded'), `${where}: ${entry.question}`).toBe('true');
          }
          for (const feature of support.features.premium) await page.getByText(feature, { exact: true }).first().waitFor();
          // The pricing and legal pages exist in the language, so their links keep it.
          expect(await page.getByRole('link', { name: support.texts.links.pricing }).getAttribute('href'), where).toBe(`/${locale}/pricing`);
          for (const [name, path] of [[support.texts.links.terms, ROUTES.terms], [support.texts.links.privacy, ROUTES.privacy]] as const) {
            const links = await page.getByRole('link', { name, exact: true }).all();
            expect(links.length, `${where}: ${name}`).toBeGreaterThan(0);
            for (const link of links) expect(await link.getAttribute('href'), `${where}: ${name}`).toBe(`/${locale}${path}`);
          }
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
