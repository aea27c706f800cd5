import { useEffect } from 'react';
import { PRODUCT_NAME } from '@stride/domain';

/** Sets the tab title to "<page> · Stride" so screen-reader users hear where they landed. */
export function useDocumentTitle(pageTitle: string | null): void {
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · ${PRODUCT_NAME}` : `${PRODUCT_NAME} — habits and goals with an AI coach`;
  }, [pageTitle]);
}
