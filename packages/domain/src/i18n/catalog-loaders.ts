import type { PageCatalogArea, PageCatalogs, ShellCatalog } from './catalog-types.js';
import type { PrefixedLocale } from './locales.js';
import { INTEGRATIONS_CATALOG_LOADERS } from './integrations-catalog-loaders.js';
import { LEGAL_CATALOG_LOADERS } from './legal-catalog-loaders.js';

/**
 * Each area's catalog in Spanish, German and French, for the tests: the web app builds the
 * landing, login, sign-up, pricing, support and forgot-password screens once per language with their catalogs inside
 * (apps/web/build-plugins/localized-landing.ts), so nothing in the app loads them this way. English
 * is the text modules, which each page's own chunk imports (decision 054).
 */
export const PAGE_CATALOG_LOADERS: { [A in Exclude<PageCatalogArea, 'landing'>]: Record<PrefixedLocale, () => Promise<PageCatalogs[A]>> } = {
  login: {
    es: () => import('./catalogs/es/login.js').then((m) => m.LOGIN_CATALOG),
    de: () => import('./catalogs/de/login.js').then((m) => m.LOGIN_CATALOG),
    fr: () => import('./catalogs/fr/login.js').then((m) => m.LOGIN_CATALOG),
  },
  signup: {
    es: () => import('./catalogs/es/signup.js').then((m) => m.SIGNUP_CATALOG),
    de: () => import('./catalogs/de/signup.js').then((m) => m.SIGNUP_CATALOG),
    fr: () => import('./catalogs/fr/signup.js').then((m) => m.SIGNUP_CATALOG),
  },
  pricing: {
    es: () => import('./catalogs/es/pricing.js').then((m) => m.PRICING_CATALOG),
    de: () => import('./catalogs/de/pricing.js').then((m) => m.PRICING_CATALOG),
    fr: () => import('./catalogs/fr/pricing.js').then((m) => m.PRICING_CATALOG),
  },
  support: {
    es: () => import('./catalogs/es/support.js').then((m) => m.SUPPORT_CATALOG),
    de: () => import('./catalogs/de/support.js').then((m) => m.SUPPORT_CATALOG),
    fr: () => import('./catalogs/fr/support.js').then((m) => m.SUPPORT_CATALOG),
  },
  reset: {
    es: () => import('./catalogs/es/reset.js').then((m) => m.RESET_CATALOG),
    de: () => import('./catalogs/de/reset.js').then((m) => m.RESET_CATALOG),
    fr: () => import('./catalogs/fr/reset.js').then((m) => m.RESET_CATALOG),
  },
  legal: LEGAL_CATALOG_LOADERS,
  integrations: INTEGRATIONS_CATALOG_LOADERS,
};

export const LANDING_CATALOG_LOADERS: Record<PrefixedLocale, () => Promise<PageCatalogs['landing']>> = {
  es: () => import('./catalogs/es/landing.js').then((m) => m.LANDING_CATALOG),
  de: () => import('./catalogs/de/landing.js').then((m) => m.LANDING_CATALOG),
  fr: () => import('./catalogs/fr/landing.js').then((m) => m.LANDING_CATALOG),
};

/** Every area's loaders, the landing page's too (for the tests). */
export const ALL_CATALOG_LOADERS: { [A in PageCatalogArea]: Record<PrefixedLocale, () => Promise<PageCatalogs[A]>> } = { ...PAGE_CATALOG_LOADERS, landing: LANDING_CATALOG_LOADERS };

export const SHELL_CATALOG_LOADERS: Record<PrefixedLocale, () => Promise<ShellCatalog>> = {
  es: () => import('./catalogs/es/shell.js').then((m) => m.SHELL_CATALOG),
  de: () => import('./catalogs/de/shell.js').then((m) => m.SHELL_CATALOG),
  fr: () => import('./catalogs/fr/shell.js').then((m) => m.SHELL_CATALOG),
};
