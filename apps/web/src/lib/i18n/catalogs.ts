import { PUBLIC_SHELL_TEXTS, type Locale, type PageCatalogArea, type PageCatalogs, type PrefixedLocale, type ShellCatalog } from '@stride/domain';

/**
 * The catalogs of Spanish, German and French loaded so far, by language and area (decision 054).
 * A route loads its page's with its screen (app/localized-screens.ts), so they are here before it
 * renders: on a prerendered page, before hydration; in the prerender, before the page is rendered.
 */
const loaded = new Map<string, unknown>();

export const hasCatalog = (locale: Locale, area: string) => loaded.has(`${locale}:${area}`);
export const registerCatalog = (locale: Locale, area: string, catalog: unknown) => void loaded.set(`${locale}:${area}`, catalog);

/** A page's words in `locale`: `english` (the page's own import) or the catalog its route loaded. */
export function pageCatalog<A extends PageCatalogArea>(locale: Locale, area: A, english: PageCatalogs[A]): PageCatalogs[A] {
  if (locale === 'en') return english;
  const catalog = loaded.get(`${locale}:${area}`);
  if (!catalog) throw new Error(`The ${area} texts in ${locale} are not loaded: the route loads them with its screen`);
  return catalog as PageCatalogs[A];
}

/** Another language's frame (words, titles, descriptions), loaded with its page. */
export function shellCatalog(locale: PrefixedLocale): ShellCatalog | undefined {
  return loaded.get(`${locale}:shell`) as ShellCatalog | undefined;
}

/** The language of the frame the signed-in screens registered (their account's), while they are shown. */
export const frameLanguage = () => loaded.get('en:shell-language') as Locale | undefined;

/**
 * The navigation bar's and footer's words: English's are the text module (the titles stay in
 * texts/page-meta.ts, so the first load carries them once); another language's came with its page.
 * An address with no language (`en`) has English's, unless the signed-in screens registered their
 * account's language's frame under it while they are shown (lib/i18n/app-texts.tsx, issue 54).
 */
export function shellTexts(locale: Locale): ShellCatalog['texts'] {
  return shellCatalog(locale as PrefixedLocale)?.texts || PUBLIC_SHELL_TEXTS;
}
