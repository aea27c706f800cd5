import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { documentTitle, localizedPageOf, splitLocalePath } from '@stride/domain';
import { shellCatalog } from './i18n/catalogs';

/**
 * Sets the tab title to "<page> · Stride" so screen-reader users hear where they landed; on a
 * page in another language, that page's title in it (decision 054).
 */
export function useDocumentTitle(pageTitle: string | null): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const { locale } = splitLocalePath(pathname);
    const page = localizedPageOf(pathname);
    const shell = shellCatalog(locale);
    const title = page && locale !== 'en' ? shell.pages[page].title : pageTitle;
    document.title = title ? documentTitle(title) : page && locale !== 'en' ? shell.homeTitle : documentTitle(null);
  }, [pageTitle, pathname]);
}
