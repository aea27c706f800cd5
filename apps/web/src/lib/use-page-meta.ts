import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { pageTitleAndMeta } from './i18n/page-title';

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

/**
 * Keeps the description and link-preview tags of the page the user is on, as the server wrote
 * them for the first page: after client-side navigation, a shared or bookmarked page must not
 * describe the page the visit started on. A page in another language says it in that language,
 * and the document's `lang` follows (decision 054).
 */
export function usePageMeta(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const { title, meta, locale } = pageTitleAndMeta(pathname);
    document.documentElement.lang = locale;
    setMeta('name', 'description', meta.description);
    setMeta('property', 'og:title', title);
    setMeta('property', 'og:description', meta.description);
    setMeta('property', 'og:url', `${window.location.origin}${pathname}`);
  }, [pathname]);
}
