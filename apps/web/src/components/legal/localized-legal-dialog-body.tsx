import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { use } from 'react';
import { LEGAL_CATALOG_LOADERS, type LegalCatalog, type PrefixedLocale } from '@stride/domain';
import { legalDocument } from './legal-blocks';
import type { LegalDocument } from './legal-dialog';
import { LegalDocumentView } from './legal-document-view';

/** Each language's legal catalog, loaded once (the dialog suspends on it the first time). */
const catalogs = new Map<PrefixedLocale, Promise<LegalCatalog>>();
function catalogOf(locale: PrefixedLocale): Promise<LegalCatalog> {
  let catalog = catalogs.get(locale);
  if (!catalog) catalogs.set(locale, (catalog = LEGAL_CATALOG_LOADERS[locale]()));
  return catalog;
}

interface Props {
  locale: PrefixedLocale;
  document: LegalDocument;
  titleId: string;
  onClose: () => void;
}

/** The legal modal's title, document and Close button in Spanish, German or French (decision 054). */
export default function LocalizedLegalDialogBody({ locale, document, titleId, onClose }: Props) {
  const catalog = use(catalogOf(locale));
  const texts = catalog[document];
  return (
    <>
      <DialogTitle id={titleId}>{texts.title}</DialogTitle>
      <DialogContent dividers>
        {/* The title is an h2, so sections are h3; ids are per dialog, never those of the page behind. */}
        <LegalDocumentView document={legalDocument(texts)} texts={catalog.texts} headingLevel="h3" variant="dialog" />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{catalog.texts.close}</Button>
      </DialogActions>
    </>
  );
}
