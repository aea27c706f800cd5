import { describe, expect, it } from 'vitest';
import {
  ENGLISH_LEGAL_CATALOG,
  ENGLISH_SHELL_CATALOG,
  LEGAL_CATALOG_LOADERS,
  PAGE_CATALOG_LOADERS,
  PREFIXED_LOCALES,
  ROUTES,
  SHELL_CATALOG_LOADERS,
  type PrefixedLocale,
} from '@stride/domain';
import { PHONE, appReady, newPage } from './support/browser.js';
import { WIDE, alternatesOf, englishWordsNotIn, expectLanguagePage, expectedAlternates, visibleWords } from './support/language-pages.js';
import { useAppAndBrowser } from './support/suite.js';

const DOCUMENTS = [
  [ROUTES.terms, 'terms'],
  [ROUTES.privacy, 'privacy'],
] as const;

/** The English words of the legal pages and the frame that their pages in `locale` must not show. */
async function englishLegalWordsNotIn(locale: PrefixedLocale): Promise<string[]> {
  return englishWordsNotIn([ENGLISH_LEGAL_CATALOG, ENGLISH_SHELL_CATALOG], [await LEGAL_CATALOG_LOADERS[locale](), await SHELL_CATALOG_LOADERS[locale]()]);
}

describe('the legal pages in Spanish, German and French (issue 54)', () => {
  const suite = useAppAndBrowser();

  for (const locale of PREFIXED_LOCALES) {
    it(`/${locale}/terms-and-conditions and /${locale}/privacy-policy are in ${locale} at 375 px: lang, hreflang, title, sections, switch, no English, axe clean`, async () => {
      const english = await englishLegalWordsNotIn(locale);
      const legal = await LEGAL_CATALOG_LOADERS[locale]();
      const shell = await SHELL_CATALOG_LOADERS[locale]();
      expect(english.length).toBeGreaterThan(300);
      const { context, page } = await newPage(suite.browser, PHONE, { reducedMotion: 'reduce' });
      try {
        for (const [path, key] of DOCUMENTS) {
          const texts = legal[key];
          const where = `/${locale}${path}`;
          await page.goto(`${suite.server.baseUrl}/${locale}${path}`);
          await appReady(page);
          expect(await page.title(), where).toBe(`${texts.meta.title} · Stride`);
          expect(await page.getAttribute('meta[name="description"]', 'content'), where).toBe(texts.meta.description);
          expect(await page.locator('h1').textContent(), where).toBe(texts.title);
          await page.getByText(legal.texts.effective).waitFor();
          const contents = page.getByRole('navigation', { name: legal.texts.contents });
          expect(await contents.getByRole('link').count(), where).toBe(texts.sections.length);
          for (const [index, section] of texts.sections.entries()) {
            await page.getByRole('heading', { level: 2, name: `${index + 1}. ${section.title}` }).waitFor();
          }
          await expectLanguagePage(page, { locale, path, english, where });
          // The switch offers this page in each language; the footer's modal shows the other document in this one.
          const switcher = page.getByRole('navigation', { name: shell.texts.language });
          expect(await switcher.getByRole('link', { name: 'English' }).getAttribute('href'), where).toBe(path);
          expect(await switcher.getByRole('link', { name: 'Deutsch' }).getAttribute('href'), where).toBe(`/de${path}`);
        }
        const footer = page.locator('footer');
        await footer.getByRole('button', { name: shell.texts.terms }).click();
        const dialog = page.getByRole('dialog', { name: legal.terms.title });
        await dialog.getByRole('heading', { level: 3, name: `1. ${legal.terms.sections[0]!.title}` }).waitFor();
        const shown = await visibleWords(page);
        expect(english.filter((word) => shown.has(word)), `/${locale}: the Terms modal's English words`).toEqual([]);
        await dialog.getByRole('button', { name: legal.texts.close }).click();
        await dialog.waitFor({ state: 'detached' });
      } finally {
        await context.close();
      }
    });
  }

  it('the English legal pages name their alternates; the support page in a language links to its legal pages in it', async () => {
    const { context, page } = await newPage(suite.browser, WIDE, { reducedMotion: 'reduce' });
    try {
      for (const [path] of DOCUMENTS) {
        await page.goto(`${suite.server.baseUrl}${path}`);
        await appReady(page);
        expect(await page.getAttribute('html', 'lang'), path).toBe('en');
        expect(await alternatesOf(page), path).toEqual(expectedAlternates(path));
      }
      const support = await PAGE_CATALOG_LOADERS.support.fr();
      await page.goto(`${suite.server.baseUrl}/fr/support`);
      await appReady(page);
      await page.getByRole('link', { name: support.texts.links.terms }).click();
      await page.waitForURL(`**/fr${ROUTES.terms}`);
      const legal = await LEGAL_CATALOG_LOADERS.fr();
      await page.getByRole('heading', { level: 1, name: legal.terms.title }).waitFor();
      expect(await page.title()).toBe(`${legal.terms.meta.title} · Stride`);
    } finally {
      await context.close();
    }
  });

  it('serves the legal pages prerendered in each language, with their words before any script runs, and lists them in the sitemap', async () => {
    for (const locale of PREFIXED_LOCALES) {
      const legal = await LEGAL_CATALOG_LOADERS[locale]();
      for (const [path, key] of DOCUMENTS) {
        const html = await (await fetch(`${suite.server.baseUrl}/${locale}${path}`)).text();
        expect(html, `${locale}${path}`).toContain(`<html lang="${locale}"`);
        expect(html, `${locale}${path}`).toContain(legal[key].sections[1]!.title.replace(/'/g, '&#x27;'));
        expect(html, `${locale}${path}`).not.toContain(ENGLISH_LEGAL_CATALOG[key].sections[1]!.title);
      }
    }
    const sitemap = await (await fetch(`${suite.server.baseUrl}/sitemap.xml`)).text();
    for (const locale of PREFIXED_LOCALES) for (const [path] of DOCUMENTS) expect(sitemap).toContain(`/${locale}${path}</loc>`);
  });
});
