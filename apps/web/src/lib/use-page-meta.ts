import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { documentTitle, pageMetaFor } from '@stride/domain';

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
 * describe the page the visit started on.
 */
export function usePageMeta(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const meta = pageMetaFor(pathname);
    setMeta('name', 'description', meta.description);
    setMeta('property', 'og:title', documentTitle(meta.title));
    setMeta('property', 'og:description', meta.description);
    setMeta('property', 'og:url', `${window.location.origin}${pathname}`);
  }, [pathname]);
}
