import {
  DEFAULT_LOCALE,
  ENGLISH_SHELL_CATALOG,
  PAGE_CATALOG_LOADERS,
  SHELL_CATALOG_LOADERS,
  type Locale,
  type PageCatalogArea,
  type PageCatalogs,
  type ShellCatalog,
} from '@stride/domain';

/**
 * The catalogs loaded so far, by language and area (decision 054). A route loads its page's
 * catalogs with its screen (app/routes.tsx), so they are here before it renders: on a prerendered
 * page, before hydration; in the prerender, before the page is rendered.
 */
const loaded = new Map<string, unknown>();

/**
 * Loads a page's catalogs in one language, and that language's frame (navigation, footer, titles).
 * English needs nothing: its words are the text modules the page imports.
 */
export async function loadPageCatalogs(locale: Locale, areas: readonly PageCatalogArea[]): Promise<void> {
  if (locale === 'en') return;
  await Promise.all([
    ...areas.map(async (area) => {
      if (!loaded.has(`${locale}:${area}`)) loaded.set(`${locale}:${area}`, await PAGE_CATALOG_LOADERS[area][locale]());
    }),
    loaded.has(`${locale}:shell`) ? undefined : SHELL_CATALOG_LOADERS[locale]().then((catalog) => void loaded.set(`${locale}:shell`, catalog)),
  ]);
}

/** A page's words in `locale`: `english` (the page's own import) or the catalog its route loaded. */
export function pageCatalog<A extends PageCatalogArea>(locale: Locale, area: A, english: PageCatalogs[A]): PageCatalogs[A] {
  if (locale === 'en') return english;
  const catalog = loaded.get(`${locale}:${area}`);
  if (!catalog) throw new Error(`The ${area} texts in ${locale} are not loaded: the route loads them with its screen`);
  return catalog as PageCatalogs[A];
}

/** The frame's words: English's are always here; another language's came with its page. */
export function shellCatalog(locale: Locale): ShellCatalog {
  if (locale === DEFAULT_LOCALE) return ENGLISH_SHELL_CATALOG;
  return (loaded.get(`${locale}:shell`) as ShellCatalog | undefined) ?? ENGLISH_SHELL_CATALOG;
}
