import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title';

/** A legal document on its own page: the title is the h1, the document's sections are h2. */
export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ mb: { xs: 2, md: 3 }, overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {children}
    </Container>
  );
}
