import { PRIVACY_TEXTS } from '@stride/domain';
import { legalDocument } from './legal-blocks';
import { LegalDocumentView } from './legal-document-view';
import type { LegalContentProps } from './legal-section';

/** The Privacy Policy as data: the table of contents and the numbered sections share this list. */
export const PRIVACY_DOCUMENT = legalDocument(PRIVACY_TEXTS);

/** The Privacy Policy, shown on /privacy-policy and in the footer and sign-up modals. */
export default function PrivacyContent({ headingLevel = 'h2', variant = 'page', idPrefix }: LegalContentProps) {
  return <LegalDocumentView document={PRIVACY_DOCUMENT} headingLevel={headingLevel} variant={variant} idPrefix={idPrefix} />;
}
