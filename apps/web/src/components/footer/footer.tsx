import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PRODUCT_NAME, ROUTES } from '@stride/domain';
import { getPublicConfig } from '../../lib/config';
import type { LegalDocument } from '../legal/legal-dialog';
import { useLocalePath, useShellTexts } from '../../lib/i18n/use-locale';
import { PageContainer } from '../page-container';
import { LanguageSwitch } from './language-switch';

// The modal machinery (Dialog, focus trap, transitions) loads on the first click, not with every page.
const LegalDialog = lazy(() => import('../legal/legal-dialog').then((m) => ({ default: m.LegalDialog })));

/**
 * Links styled by hand rather than with MUI's Link: the footer is on every first page load. Buttons
 * (the legal modals) look the same as the links beside them.
 */
const footerLinkSx = {
  color: 'primary.main',
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  background: 'none',
  border: 0,
  p: 0,
  cursor: 'pointer',
  '&:hover': { textDecorationThickness: 2 },
  // A 44 px touch target on a phone (issue 39), where the links stand one above the other.
  minHeight: { xs: 44, sm: 0 },
  display: 'inline-flex',
  alignItems: 'center',
} as const;

/**
 * Section 2 "Footer": contact email, Terms and Privacy in modals, Support link, and the public
 * pages' language switch (decision 054). On every page.
 */
export function Footer() {
  const [legal, setLegal] = useState<LegalDocument | null>(null);
  // Stays mounted after the first open so that closing can animate.
  const [dialogLoaded, setDialogLoaded] = useState(false);
  if (legal !== null && !dialogLoaded) setDialogLoaded(true);
  const { supportEmail } = getPublicConfig();
  const texts = useShellTexts();
  const at = useLocalePath();
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 3, mt: 'auto', bgcolor: 'background.paper' }}>
      <PageContainer>
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            gap: { xs: 1, sm: 2 },
            alignItems: { xs: 'flex-start', sm: 'center' },
            flexWrap: 'wrap',
          }}
        >
          <Typography variant="body2" color="text.secondary" sx={{ mr: { sm: 'auto' } }}>
            {/* Prerendered at build time: a page first loaded in a later year keeps the build's year
                rather than failing hydration over it. */}
            © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {PRODUCT_NAME}
          </Typography>
          <Typography component="a" href={`mailto:${supportEmail}`} variant="body2" sx={{ ...footerLinkSx, overflowWrap: 'anywhere' }}>
            {supportEmail}
          </Typography>
          {/* Buttons (they open modals), styled as the links beside them. */}
          <Typography component="button" type="button" variant="body2" sx={footerLinkSx} onClick={() => setLegal('terms')}>
            {texts.terms}
          </Typography>
          <Typography component="button" type="button" variant="body2" sx={footerLinkSx} onClick={() => setLegal('privacy')}>
            {texts.privacy}
          </Typography>
          <Typography component={RouterLink} to={at(ROUTES.support)} variant="body2" sx={footerLinkSx}>
            {texts.support}
          </Typography>
          <Typography component={RouterLink} to={at(ROUTES.integrations)} variant="body2" sx={footerLinkSx}>
            {texts.integrations}
          </Typography>
        </Box>
        <LanguageSwitch linkSx={footerLinkSx} />
      </PageContainer>
      {dialogLoaded && (
        <Suspense fallback={null}>
          <LegalDialog document={legal} onClose={() => setLegal(null)} />
        </Suspense>
      )}
    </Box>
  );
}
