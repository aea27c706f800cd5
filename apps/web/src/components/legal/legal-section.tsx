import Link from '@mui/material/Link';
import { DATA_DELETION_DAYS, SUPPORT_REPLY_HOURS } from '@stride/domain';
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

/** Fixed facts of the legal pages (DECISIONS.md, Other gaps). Plan figures come from @stride/domain. */
export const LEGAL_EFFECTIVE_DATE = '25 November 2024';
export const MINIMUM_AGE = 3;
/** Below this age a parent or guardian agrees for the child and manages the account. */
export const PARENTAL_CONSENT_AGE = 13;
export const SUPPORT_REPLY_TIME = `${SUPPORT_REPLY_HOURS} hours`;
/** The support page's catalogs write these figures too, so they live in the domain (decision 054). */
export { DATA_DELETION_DAYS };

/** The configured contact address as a mailto link; long addresses wrap instead of overflowing. */
export function SupportEmailLink({ children }: { children?: ReactNode }) {
  const { supportEmail } = getPublicConfig();
  return (
    <Link href={`mailto:${supportEmail}`} sx={{ overflowWrap: 'anywhere' }}>
      {children ?? supportEmail}
    </Link>
  );
}
