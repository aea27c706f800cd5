import type { Messages } from './messages.js';
import type { NOT_FOUND_CATALOG } from './catalogs/en/not-found.js';
import type { PrefixedLocale } from './locales.js';

export type NotFoundCatalog = Messages<typeof NOT_FOUND_CATALOG>;

/**
 * The page not found in Spanish, German and French (issue 54): loaded by that page (a chunk of its
 * own), in the language of its address, or the account's, or the browser's.
 */
export const NOT_FOUND_CATALOG_LOADERS: Record<PrefixedLocale, () => Promise<NotFoundCatalog>> = {
  es: () => import('./catalogs/es/not-found.js').then((m) => m.NOT_FOUND_CATALOG),
  de: () => import('./catalogs/de/not-found.js').then((m) => m.NOT_FOUND_CATALOG),
  fr: () => import('./catalogs/fr/not-found.js').then((m) => m.NOT_FOUND_CATALOG),
};
