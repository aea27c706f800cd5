import { TERMS_TEXTS } from '@stride/domain';
import { legalDocument } from './legal-blocks';
import { LegalDocumentView } from './legal-document-view';
import type { LegalContentProps } from './legal-section';

/** The Terms and Conditions as data: the table of contents and the numbered sections share this list. */
export const TERMS_DOCUMENT = legalDocument(TERMS_TEXTS);

/** The Terms and Conditions, shown on /terms-and-conditions and in the footer and sign-up modals. */
export default function TermsContent({ headingLevel = 'h2', variant = 'page', idPrefix }: LegalContentProps) {
  return <LegalDocumentView document={TERMS_DOCUMENT} headingLevel={headingLevel} variant={variant} idPrefix={idPrefix} />;
}
