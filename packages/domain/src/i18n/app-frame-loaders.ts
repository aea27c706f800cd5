import type { ShellCatalog } from './catalog-types.js';
import type { PrefixedLocale } from './locales.js';

// Apart from app-catalogs.ts (which gathers every English text module of the signed-in app): the
// signed-in addresses' guards and the page not found load a frame without those (issue 54).

/**
 * The frame's words (navigation bar, footer) in each language, for the signed-in screens and the
 * page not found, whose address has no language (issue 54): the same chunks the public pages
 * load theirs from.
 */
export const APP_FRAME_LOADERS: Record<PrefixedLocale, () => Promise<ShellCatalog>> = {
  es: () => import('./catalogs/es/shell.js').then((m) => m.SHELL_CATALOG),
  de: () => import('./catalogs/de/shell.js').then((m) => m.SHELL_CATALOG),
  fr: () => import('./catalogs/fr/shell.js').then((m) => m.SHELL_CATALOG),
};
