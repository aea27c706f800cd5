import { describe, expect, it } from 'vitest';
import {
  ENGLISH_INTEGRATIONS_CATALOG,
  ENGLISH_SHELL_CATALOG,
  INTEGRATIONS_CATALOG_LOADERS,
  PREFIXED_LOCALES,
  ROUTES,
  SHELL_CATALOG_LOADERS,
  WEBHOOK_EVENTS,
  WEBHOOK_SAMPLE_CATALOG_LOADERS,
} from '@stride/domain';
import { PHONE, appReady, newPage } from './support/browser.js';
import { NARROW, WIDE, englishWordsNotIn, expectLanguagePage, wordsOf } from './support/language-pages.js';
import { useAppAndBrowser } from './support/suite.js';

const path = ROUTES.integrations;
/** The English webhook check's second comment (its words, without the apostrophe HTML escapes). */
const ENGLISH_RAW_BODY = 'exactly as received, before any JSON parsing.';

describe('the API and integrations page in Spanish, German and French (issue 54)', () => {
  const suite = useAppAndBrowser();

  for (const locale of PREFIXED_LOCALES) {
    it(`/${locale}/integrations is in ${locale} at 320, 375 and 1440 px: lang, hreflang, title, sections, events, recipes, no English, axe clean`, async () => {
      const [catalog, shell, comments] = await Promise.all([INTEGRATIONS_CATALOG_LOADERS[locale](), SHELL_CATALOG_LOADERS[locale](), WEBHOOK_SAMPLE_CATALOG_LOADERS[locale]()]);
      const englishWords = englishWordsNotIn([ENGLISH_INTEGRATIONS_CATALOG, ENGLISH_SHELL_CATALOG], [catalog, shell]);
      expect(englishWords.length).toBeGreaterThan(150);
      // The shell's "in English for now" line is one of them: the page no longer says it.
      expect([...wordsOf(ENGLISH_SHELL_CATALOG.texts.inEnglishOnly)].filter((w) => englishWords.includes(w)).length).toBeGreaterThan(0);
      for (const layout of [NARROW, PHONE, WIDE]) {
        const { context, page } = await newPage(suite.browser, layout, { reducedMotion: 'reduce' });
        const where = `/${locale}${path} at ${layout.width}px`;
        try {
          await page.goto(`${suite.server.baseUrl}/${locale}${path}`);
          await appReady(page);
          expect(await page.title(), where).toBe(`${shell.pages[path].title} · Stride`);
          expect(await page.getAttribute('meta[name="description"]', 'content'), where).toBe(shell.pages[path].description);
          expect(await page.locator('h1').textContent(), where).toBe(catalog.texts.title);
          const contents = page.getByRole('navigation', { name: catalog.texts.contents });
          expect(await contents.getByRole('link').count(), where).toBe(Object.keys(catalog.texts.sections).length);
          for (const title of Object.values(catalog.texts.sections)) await page.getByRole('heading', { level: 2, name: title }).waitFor();
          for (const recipe of Object.values(catalog.recipes)) await page.getByRole('heading', { level: 3, name: recipe.title }).waitFor();
          const webhooks = page.getByRole('region', { name: catalog.texts.sections.webhooks });
          for (const event of WEBHOOK_EVENTS) await webhooks.getByText(catalog.events[event]).waitFor();
          await page.getByRole('figure', { name: catalog.texts.samples.verify }).waitFor();
          // The webhook check's comments in the language (helper i18n-last), the code as in English.
          const sample = (await page.getByRole('figure', { name: catalog.texts.samples.verify }).locator('code').textContent()) ?? '';
          expect(sample, where).toContain(comments.rawBody);
          expect(sample, where).not.toContain(ENGLISH_RAW_BODY);
          // Code is the same in every language (routes, headers, JSON): its words are not counted.
          const codeWords = new Set(
            (await page.$$eval('pre, code', (nodes) => nodes.map((node) => node.textContent ?? '').join(' ')))
              .toLowerCase()
              .match(/\p{L}+/gu) ?? [],
          );
          const english = englishWords.filter((word) => !codeWords.has(word));
          await expectLanguagePage(page, { locale, path, english, where });
          // The settings link stays the signed-in app's (no language in its address).
          expect(await page.getByRole('link', { name: catalog.prose.settingsLink, exact: true }).getAttribute('href'), where).toBe(ROUTES.settings);
        } finally {
          await context.close();
        }
      }
    });
  }

  it('the prerendered /es/, /de/ and /fr/integrations are in their language', async () => {
    for (const locale of PREFIXED_LOCALES) {
      const catalog = await INTEGRATIONS_CATALOG_LOADERS[locale]();
      const html = await (await fetch(`${suite.server.baseUrl}/${locale}${path}`)).text();
      expect(html, locale).toContain(`<html lang="${locale}"`);
      expect(html, locale).toContain(catalog.texts.intro.replace(/&/g, '&amp;'));
      expect(html, locale).not.toContain(ENGLISH_INTEGRATIONS_CATALOG.texts.intro);
      expect(html, locale).not.toContain(ENGLISH_SHELL_CATALOG.texts.inEnglishOnly);
      // The webhook check's comment, prerendered in the language.
      expect(html, locale).toContain((await WEBHOOK_SAMPLE_CATALOG_LOADERS[locale]()).rawBody);
      expect(html, locale).not.toContain(ENGLISH_RAW_BODY);
    }
  });
});
