import type { IntegrationsCatalog } from './catalog-types.js';
import type { PrefixedLocale } from './locales.js';

/**
 * The public /integrations page's catalog in Spanish, German and French (decision 054): its screen
 * in a language loads it on demand, so no other page carries it. Apart from the legal pages'
 * loaders, which those pages' first load holds.
 */
export const INTEGRATIONS_CATALOG_LOADERS: Record<PrefixedLocale, () => Promise<IntegrationsCatalog>> = {
  es: () => import('./catalogs/es/integrations.js').then((m) => m.INTEGRATIONS_CATALOG),
  de: () => import('./catalogs/de/integrations.js').then((m) => m.INTEGRATIONS_CATALOG),
  fr: () => import('./catalogs/fr/integrations.js').then((m) => m.INTEGRATIONS_CATALOG),
};
