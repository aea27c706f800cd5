import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PRODUCT_NAME, ROUTES } from '@stride/domain';
import { getPublicConfig } from '../../lib/config';
import type { LegalDocument } from '../legal/legal-dialog';

// The modal machinery (Dialog, focus trap, transitions) loads on the first click, not with every page.
const LegalDialog = lazy(() => import('../legal/legal-dialog').then((m) => ({ default: m.LegalDialog })));

/** Section 2 "Footer": contact email, Terms and Privacy in modals, Support link. On every page. */
export function Footer() {
  const [legal, setLegal] = useState<LegalDocument | null>(null);
  // Stays mounted after the first open so that closing can animate.
  const [dialogLoaded, setDialogLoaded] = useState(false);
  if (legal !== null && !dialogLoaded) setDialogLoaded(true);
  const { supportEmail } = getPublicConfig();
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 3, mt: 'auto', bgcolor: 'background.paper' }}>
      <Container>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 1, sm: 2 }}
          sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, flexWrap: 'wrap' }}
        >
          <Typography variant="body2" color="text.secondary" sx={{ mr: { sm: 'auto' } }}>
            © {new Date().getFullYear()} {PRODUCT_NAME}
          </Typography>
          <Link href={`mailto:${supportEmail}`} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {supportEmail}
          </Link>
          {/* Buttons (they open modals), styled as the links beside them. */}
          <Link component="button" type="button" variant="body2" onClick={() => setLegal('terms')}>
            Terms &amp; Conditions
          </Link>
          <Link component="button" type="button" variant="body2" onClick={() => setLegal('privacy')}>
            Privacy Policy
          </Link>
          <Link component={RouterLink} to={ROUTES.support} variant="body2">
            Support
          </Link>
        </Stack>
      </Container>
      {dialogLoaded && (
        <Suspense fallback={null}>
          <LegalDialog document={legal} onClose={() => setLegal(null)} />
        </Suspense>
      )}
    </Box>
  );
}
