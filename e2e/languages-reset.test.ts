import { describe, expect, it } from 'vitest';
import {
  ENGLISH_RESET_CATALOG,
  ENGLISH_SHELL_CATALOG,
  ERRORS_CATALOGS,
  PAGE_CATALOG_LOADERS,
  PREFIXED_LOCALES,
  ROUTES,
  SHELL_CATALOG_LOADERS,
  type PrefixedLocale,
} from '@stride/domain';
import { axeViolations } from './support/axe.js';
import { PHONE, appReady, horizontalOverflow, newPage } from './support/browser.js';
import { NARROW, WIDE, alternatesOf, englishWordsNotIn, expectedAlternates, visibleWords } from './support/language-pages.js';
import { useAppAndBrowser } from './support/suite.js';

const BROWSER_LOCALE: Record<PrefixedLocale, string> = { es: 'es-ES', de: 'de-DE', fr: 'fr-FR' };

/**
 * The English words of the forgot-password page and the frame that its page in `locale` must not
 * show (Stride, which the language's own catalogs use too, aside).
 */
async function englishResetWordsNotIn(locale: PrefixedLocale): Promise<string[]> {
  return englishWordsNotIn([ENGLISH_RESET_CATALOG, ENGLISH_SHELL_CATALOG], [await PAGE_CATALOG_LOADERS.reset[locale](), await SHELL_CATALOG_LOADERS[locale]()]);
}

describe('the forgot-password page in Spanish, German and French (issue 54)', () => {
  const suite = useAppAndBrowser();

  for (const locale of PREFIXED_LOCALES) {
    it(`/${locale}/forgot-password is in ${locale} at 320, 375 and 1440 px: lang, hreflang, title, both steps, error, links, no English, axe clean`, async () => {
      const english = await englishResetWordsNotIn(locale);
      const shell = await SHELL_CATALOG_LOADERS[locale]();
      const texts = await PAGE_CATALOG_LOADERS.reset[locale]();
      const path = ROUTES.forgotPassword;
      expect(english.length).toBeGreaterThan(40);
      for (const viewport of [NARROW, PHONE, WIDE]) {
        const { context, page } = await newPage(suite.browser, viewport, { reducedMotion: 'reduce', locale: BROWSER_LOCALE[locale] });
        try {
          await page.goto(`${suite.server.baseUrl}/${locale}${path}`);
          await appReady(page);
          const where = `/${locale}${path} at ${viewport.width} px`;
          expect(await page.getAttribute('html', 'lang'), where).toBe(locale);
          expect(await page.title(), where).toBe(`${texts.meta.title} · Stride`);
          expect(await page.locator('h1').textContent(), where).toBe(texts.title);
          expect(await page.getAttribute('meta[name="description"]', 'content'), where).toBe(texts.meta.description);
          expect(await alternatesOf(page), where).toEqual(expectedAlternates(path));
          expect(await page.locator('main [lang="en"]').count(), where).toBe(0);
          for (const step of Object.values(texts.steps)) await page.getByText(step, { exact: true }).waitFor();
          await page.getByLabel(texts.email).waitFor();
          await page.getByText(texts.emailHelp).waitFor();
          const shown = await visibleWords(page);
          expect(english.filter((word) => shown.has(word)), `${where}: English words`).toEqual([]);
          expect(await horizontalOverflow(page), where).toBeLessThanOrEqual(0);
          expect(await axeViolations(page), where).toEqual([]);
          if (viewport === PHONE) {
            // The second step and a wrong code: the code field, its buttons and the refusal in the language.
            await page.getByLabel(texts.email).fill(`reset-${locale}-${Date.now()}@example.com`);
            await page.getByRole('button', { name: texts.sendResetCode }).click();
            await page.getByText(texts.codeSent).waitFor();
            await page.getByLabel(texts.code).fill('000000');
            await page.getByText(texts.digits.replace('{count}', '6')).waitFor();
            await page.getByRole('button', { name: texts.verify }).click();
            const refusal = page.getByRole('alert');
            await refusal.waitFor();
            expect(await refusal.textContent(), where).toBe(ERRORS_CATALOGS[locale].server.invalidResetCode);
            await page.getByRole('button', { name: texts.resend }).waitFor();
            const words = await visibleWords(page);
            expect(english.filter((word) => words.has(word)), `${where} (code step): English words`).toEqual([]);
            expect(await horizontalOverflow(page), `${where} (code step)`).toBeLessThanOrEqual(0);
            expect(await axeViolations(page), `${where} (code step)`).toEqual([]);
            // Back to the login page in the same language, and from it here again.
            await page.getByRole('button', { name: texts.backToLogin }).click();
            await page.waitForURL(`**/${locale}/login`);
            const login = await PAGE_CATALOG_LOADERS.login[locale]();
            await page.getByRole('link', { name: login.forgotPassword }).click();
            await page.waitForURL(`**/${locale}${path}`);
            await page.getByRole('heading', { name: texts.title }).waitFor();
          }
          const switcher = page.getByRole('navigation', { name: shell.texts.language });
          expect(await switcher.getByRole('link', { name: 'English' }).getAttribute('href'), where).toBe(path);
        } finally {
          await context.close();
        }
      }
    });
  }

  it('serves the forgot-password page prerendered in each language, with its words before any script runs, and lists it in the sitemap', async () => {
    for (const locale of PREFIXED_LOCALES) {
      const texts = await PAGE_CATALOG_LOADERS.reset[locale]();
      const html = await (await fetch(`${suite.server.baseUrl}/${locale}/forgot-password`)).text();
      expect(html, locale).toContain(`<html lang="${locale}"`);
      expect(html, locale).toContain(texts.emailHelp.replace(/'/g, '&#x27;'));
      expect(html, locale).not.toContain(ENGLISH_RESET_CATALOG.emailHelp);
    }
    const sitemap = await (await fetch(`${suite.server.baseUrl}/sitemap.xml`)).text();
    for (const locale of PREFIXED_LOCALES) expect(sitemap).toContain(`/${locale}/forgot-password</loc>`);
  });
});
