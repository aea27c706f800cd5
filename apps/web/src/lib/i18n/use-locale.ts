import { useLocation } from 'react-router';
import { localePath, localizedPageOf, splitLocalePath, type Locale, type PageCatalogArea, type PageCatalogs, type ShellCatalog } from '@stride/domain';
import { frameLanguage, pageCatalog, shellTexts } from './catalogs';

/** The language of the page on screen: its path's prefix (`/es/…`), English without one. */
export function useLocale(): Locale {
  return splitLocalePath(useLocation().pathname).locale;
}

/**
 * A path of the app in the language on screen: `/pricing` → `/es/pricing` on a Spanish page, and
 * on the signed-in screens (no language in their address) in their frame's, the account's (issue
 * 54: the footer's Support, the plans); a page with no version in that language as it is.
 */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return (path) => (localizedPageOf(path) ? localePath(frameLanguage() || locale, path) : path);
}

/** A page's texts in the language on screen: `english`, the page's own, or those its route loaded. */
export function usePageTexts<A extends PageCatalogArea>(area: A, english: PageCatalogs[A]): PageCatalogs[A] {
  return pageCatalog(useLocale(), area, english);
}

/** The navigation bar's and footer's words in the language on screen. */
export function useShellTexts(): ShellCatalog['texts'] {
  return shellTexts(useLocale());
}
