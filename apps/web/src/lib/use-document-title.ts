import { useEffect } from 'react';
import { documentTitle } from '@stride/domain';

/** Sets the tab title to "<page> · Stride" so screen-reader users hear where they landed. */
export function useDocumentTitle(pageTitle: string | null): void {
  useEffect(() => {
    document.title = documentTitle(pageTitle);
  }, [pageTitle]);
}
