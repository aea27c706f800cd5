import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { lazy, Suspense, useId, useState } from 'react';
import { CenteredProgress } from '../centered-progress';

// Loaded on first open, so the legal text stays out of the landing page's bundle.
const TermsContent = lazy(() => import('./terms-content'));
const PrivacyContent = lazy(() => import('./privacy-content'));

export type LegalDocument = 'terms' | 'privacy';

export const LEGAL_TITLES: Record<LegalDocument, string> = {
  terms: 'Terms and Conditions',
  privacy: 'Privacy Policy',
};

interface LegalDialogProps {
  document: LegalDocument | null;
  onClose: () => void;
}

/** A modal with the Terms or the Privacy Policy (footer and sign-up screen, section 2). */
export function LegalDialog({ document, onClose }: LegalDialogProps) {
  const titleId = useId();
  // Keeps the last document on screen while the dialog fades out after closing.
  const [lastDocument, setLastDocument] = useState<LegalDocument | null>(document);
  if (document !== null && document !== lastDocument) setLastDocument(document);
  const shown = document ?? lastDocument;
  return (
    <Dialog open={document !== null} onClose={onClose} scroll="paper" maxWidth="md" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{shown ? LEGAL_TITLES[shown] : ''}</DialogTitle>
      <DialogContent dividers>
        <Suspense fallback={<CenteredProgress label="Loading document" minHeight="60vh" />}>
          {/* The title is an h2, so sections are h3; ids are per dialog, never those of the page behind. */}
          {shown === 'terms' && <TermsContent headingLevel="h3" variant="dialog" />}
          {shown === 'privacy' && <PrivacyContent headingLevel="h3" variant="dialog" />}
        </Suspense>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
