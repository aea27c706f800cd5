import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { getPublicConfig } from '../../lib/config';

/** Where a legal document is shown: its own page (h1 above, sections h2) or a modal (h2 title, sections h3). */
export type LegalHeadingLevel = 'h2' | 'h3';
export type LegalVariant = 'page' | 'dialog';

/** One numbered section of a legal document. The number comes from its position in the list. */
export interface LegalSectionData {
  /** Stable slug; the element id is `<prefix>-<id>` so each place the document is shown has its own ids. */
  id: string;
  title: string;
  render: () => ReactNode;
}

/** A whole legal document as data, so the table of contents and the sections come from one list. */
export interface LegalDocumentData {
  title: string;
  summary: () => ReactNode;
  sections: readonly LegalSectionData[];
}

/** Where a document's content is shown and how its headings and ids are made. */
export interface LegalContentProps {
  headingLevel?: LegalHeadingLevel;
  variant?: LegalVariant;
  idPrefix?: string;
}

/** The configured contact address as a mailto link; long addresses wrap instead of overflowing. */
export function SupportEmailLink({ children }: { children?: ReactNode }) {
  const { supportEmail } = getPublicConfig();
  return (
    <Link href={`mailto:${supportEmail}`} sx={{ overflowWrap: 'anywhere' }}>
      {children ?? supportEmail}
    </Link>
  );
}
