import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { lazy, Suspense, useId, useState } from 'react';
import type { Locale, PrefixedLocale } from '@stride/domain';
import { frameLanguage } from '../../lib/i18n/catalogs';
import { useLocale } from '../../lib/i18n/use-locale';
import { CenteredProgress } from '../centered-progress';

// Loaded on first open, so the legal text stays out of the landing page's bundle.
const TermsContent = lazy(() => import('./terms-content'));
const PrivacyContent = lazy(() => import('./privacy-content'));
// Another language's documents, with their catalog, on first open in that language (decision 054).
const LocalizedLegalDialogBody = lazy(() => import('./localized-legal-dialog-body'));

export type LegalDocument = 'terms' | 'privacy';

export const LEGAL_TITLES: Record<LegalDocument, string> = {
  terms: 'Terms and Conditions',
  privacy: 'Privacy Policy',
};

interface LegalDialogProps {
  document: LegalDocument | null;
  onClose: () => void;
}

/**
 * A modal with the Terms or the Privacy Policy (footer and sign-up screen, section 2), in the
 * page's language: the address's, or on a signed-in screen (no language in its address) the
 * account's frame's (issue 54).
 */
export function LegalDialog({ document, onClose }: LegalDialogProps) {
  const titleId = useId();
  const onScreen = useLocale();
  const locale: Locale = onScreen === 'en' ? (frameLanguage() ?? onScreen) : onScreen;
  // Keeps the last document on screen while the dialog fades out after closing.
  const [lastDocument, setLastDocument] = useState<LegalDocument | null>(document);
  if (document !== null && document !== lastDocument) setLastDocument(document);
  const shown = document ?? lastDocument;
  // While the document loads: the frame's "Loading" in the dialog's language (issue 54), as every
  // wait is named (components/centered-progress.tsx).
  const waiting = <CenteredProgress minHeight="60vh" />;
  return (
    <Dialog open={document !== null} onClose={onClose} scroll="paper" maxWidth="md" fullWidth aria-labelledby={titleId}>
      {locale !== 'en' ? (
        shown && (
          <Suspense fallback={waiting}>
            <LocalizedLegalDialogBody locale={locale as PrefixedLocale} document={shown} titleId={titleId} onClose={onClose} />
          </Suspense>
        )
      ) : (
        <>
          <DialogTitle id={titleId}>{shown ? LEGAL_TITLES[shown] : ''}</DialogTitle>
          <DialogContent dividers>
            <Suspense fallback={waiting}>
              {/* The title is an h2, so sections are h3; ids are per dialog, never those of the page behind. */}
              {shown === 'terms' && <TermsContent headingLevel="h3" variant="dialog" />}
              {shown === 'privacy' && <PrivacyContent headingLevel="h3" variant="dialog" />}
            </Suspense>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
