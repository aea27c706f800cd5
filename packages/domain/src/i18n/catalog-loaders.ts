import type { PageCatalogArea, PageCatalogs, ShellCatalog } from './catalog-types.js';
import type { Locale, PrefixedLocale } from './locales.js';

/**
 * Each area's catalog in each language, loaded with the page that needs it (decision 054): a page
 * downloads its own language's words and no other's. English's frame is the text modules the
 * shell imports; the other languages' frame loads with their page.
 */
export const PAGE_CATALOG_LOADERS: { [A in PageCatalogArea]: Record<Locale, () => Promise<PageCatalogs[A]>> } = {
  landing: {
    en: () => import('./catalogs/en/landing.js').then((m) => m.LANDING_CATALOG),
    es: () => import('./catalogs/es/landing.js').then((m) => m.LANDING_CATALOG),
    de: () => import('./catalogs/de/landing.js').then((m) => m.LANDING_CATALOG),
    fr: () => import('./catalogs/fr/landing.js').then((m) => m.LANDING_CATALOG),
  },
};

export const SHELL_CATALOG_LOADERS: Record<PrefixedLocale, () => Promise<ShellCatalog>> = {
  es: () => import('./catalogs/es/shell.js').then((m) => m.SHELL_CATALOG),
  de: () => import('./catalogs/de/shell.js').then((m) => m.SHELL_CATALOG),
  fr: () => import('./catalogs/fr/shell.js').then((m) => m.SHELL_CATALOG),
};
