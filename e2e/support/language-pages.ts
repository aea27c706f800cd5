import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { LOCALES, LOCALE_NAMES } from '@stride/domain';
import { walkCatalog } from '../../packages/domain/src/i18n/catalog-walk.js';
import { axeViolations } from './axe.js';
import { horizontalOverflow } from './browser.js';

/**
 * The checks the public pages in Spanish, German and French share (issue 54, decision 054):
 * the English words of the app's own catalogs a page must not show, the words it shows, its
 * `hreflang` alternates, and one call for the checks every such page takes.
 */

export const NARROW = { width: 320, height: 640 };
export const WIDE = { width: 1440, height: 900 };

/** A catalog's words of four letters or more, lower-cased. */
export const wordsOf = (catalog: unknown) =>
  new Set(
    walkCatalog(catalog)
      .messages.flatMap(({ message }) => message.toLowerCase().match(/\p{L}+/gu) ?? [])
      .filter((word) => word.length >= 4),
  );

/**
 * The English words a page in another language must not show: every word of four letters or more
 * of the English catalogs, less those the language's own catalogs use too (names such as Stride
 * and Premium, and words both languages share).
 */
export function englishWordsNotIn(english: readonly unknown[], own: readonly unknown[]): string[] {
  const ownWords = new Set(own.flatMap((catalog) => [...wordsOf(catalog)]));
  return [...new Set(english.flatMap((catalog) => [...wordsOf(catalog)]))].filter((word) => !ownWords.has(word));
}

/** The words a person reads on the page, less addresses (the support email) and the languages' own names. */
export async function visibleWords(page: Page): Promise<Set<string>> {
  const text = await page.evaluate(() => document.body.innerText);
  const names = new Set(Object.values(LOCALE_NAMES).map((name) => name.toLowerCase()));
  const words = text
    .split(/\s+/)
    .filter((token) => !/[@/]/.test(token))
    .flatMap((token) => token.toLowerCase().match(/\p{L}+/gu) ?? []);
  return new Set(words.filter((word) => !names.has(word)));
}

/** The page's `hreflang` alternates as "<hreflang> <path>", sorted. */
export async function alternatesOf(page: Page): Promise<string[]> {
  const alternates = await page.$$eval('link[rel="alternate"][hreflang]', (links) =>
    links.map((link) => `${link.getAttribute('hreflang')} ${new URL(link.getAttribute('href')!).pathname}`),
  );
  return alternates.sort();
}

/** What `alternatesOf` answers for an English page `path` that exists in every language. */
export const expectedAlternates = (path: string) => [...LOCALES.map((l) => `${l} ${l === 'en' ? path : `/${l}${path}`}`), `x-default ${path}`].sort();

/**
 * A page in a language, loaded: its `<html lang>`, its alternates, nothing marked English in its
 * body, none of `english` shown, no horizontal overflow, axe clean.
 */
export async function expectLanguagePage(page: Page, { locale, path, english, where }: { locale: string; path: string; english: readonly string[]; where: string }) {
  expect(await page.getAttribute('html', 'lang'), where).toBe(locale);
  expect(await alternatesOf(page), where).toEqual(expectedAlternates(path));
  expect(await page.locator('main [lang="en"]').count(), where).toBe(0);
  const shown = await visibleWords(page);
  expect(english.filter((word) => shown.has(word)), `${where}: English words`).toEqual([]);
  expect(await horizontalOverflow(page), where).toBeLessThanOrEqual(0);
  expect(await axeViolations(page), where).toEqual([]);
}

/**
 * The buttons, links and tabs on screen whose words are wider than their box (cut off, or spilling
 * over their neighbours), as "<text> <content width>><box width>": the longest language's words in
 * a phone's width (issue 54, helper i18n-one: "Gewohnheiten" in the bottom bar, "Gewohnheit
 * hinzufügen" in Quick add, "Aujourd’hui" beside the calendar's range).
 */
export async function cutOffControls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('button, a, [role="tab"]'))
      .filter((el) => el.offsetParent !== null && el.getClientRects().length > 0 && el.scrollWidth > el.clientWidth + 1)
      .map((el) => `${(el.textContent ?? '').trim().slice(0, 60)} ${el.scrollWidth}>${el.clientWidth}`),
  );
}
