import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { pageTitleAndMeta } from './i18n/page-title';

/**
 * Sets the tab title to "<page> · Stride" so screen-reader users hear where they landed; on a
 * page in another language, that page's title in it (decision 054).
 */
export function useDocumentTitle(pageTitle: string | null): void {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = pageTitleAndMeta(pathname, pageTitle).title;
  }, [pageTitle, pathname]);
}
