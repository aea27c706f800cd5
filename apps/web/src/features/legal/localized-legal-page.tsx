import type { ComponentType } from 'react';
import { LEGAL_CATALOG_LOADERS, ROUTES, type PrefixedLocale, type ShellCatalog } from '@stride/domain';
import { legalDocument } from '../../components/legal/legal-blocks';
import { LegalDocumentView } from '../../components/legal/legal-document-view';
import { registerCatalog } from '../../lib/i18n/catalogs';
import { LegalPage } from './legal-page';

/** The legal pages that exist in every language, and their document in the catalog. */
export type LegalRoute = typeof ROUTES.terms | typeof ROUTES.privacy;
const DOCUMENTS = { [ROUTES.terms]: 'terms', [ROUTES.privacy]: 'privacy' } as const;

/**
 * `/es/terms-and-conditions`, `/es/privacy-policy` (and de, fr), decision 054: the language's legal
 * catalog, loaded with the screen, and its frame (`shell`, loaded by the caller) (so they are there before the prerender renders it and
 * before hydration). The pages' titles and descriptions are in the legal catalog, not the frame's
 * (the landing pages carry the frame): the screen registers the frame with them added as it
 * renders, since a page loaded since may have registered the frame without them.
 */
export async function localizedLegalScreen(locale: PrefixedLocale, page: LegalRoute, shell: ShellCatalog): Promise<{ Component: ComponentType }> {
  const catalog = await LEGAL_CATALOG_LOADERS[locale]();
  const key = DOCUMENTS[page];
  const document = legalDocument(catalog[key]);
  const frame = { ...shell, pages: { ...shell.pages, [ROUTES.terms]: catalog.terms.meta, [ROUTES.privacy]: catalog.privacy.meta } } as ShellCatalog;
  const register = () => registerCatalog(locale, 'shell', frame);
  register();
  function LocalizedLegalPage() {
    register();
    return (
      <LegalPage title={document.title}>
        <LegalDocumentView document={document} texts={catalog.texts} headingLevel="h2" variant="page" idPrefix={key} />
      </LegalPage>
    );
  }
  return { Component: LocalizedLegalPage };
}
