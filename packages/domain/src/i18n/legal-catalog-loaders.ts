import type { LegalCatalog } from './catalog-types.js';
import type { PrefixedLocale } from './locales.js';

/**
 * The legal pages' catalog in Spanish, German and French (decision 054): the web app's legal
 * screens and the legal modals load their language's on demand, so no other page carries them.
 */
export const LEGAL_CATALOG_LOADERS: Record<PrefixedLocale, () => Promise<LegalCatalog>> = {
  es: () => import('./catalogs/es/legal.js').then((m) => m.LEGAL_CATALOG),
  de: () => import('./catalogs/de/legal.js').then((m) => m.LEGAL_CATALOG),
  fr: () => import('./catalogs/fr/legal.js').then((m) => m.LEGAL_CATALOG),
};
