import Box from '@mui/material/Box';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { Footer } from '../../components/footer/footer';
import { PageLoadingBar } from '../../components/page-loading-bar';
import { UndoSnackbarSlot } from '../../components/undo-snackbar-slot';
import { Navbar } from '../../components/navbar/navbar';
import { useShellTexts } from '../../lib/i18n/use-locale';
import { usePageMeta } from '../../lib/use-page-meta';

const skipLinkSx = {
  position: 'absolute',
  left: 8,
  top: -48,
  zIndex: 2000,
  p: 1,
  bgcolor: 'background.paper',
  '&:focus': { top: 8 },
} as const;

/**
 * Navbar, the page, and the footer on every page (section 2). `data-pathname` is the route on
 * screen: the address bar changes before React commits the new screen in a transition, so
 * browser tests wait for this rather than for the URL.
 */
export function RootLayout() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  usePageMeta();
  const texts = useShellTexts();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box component="a" href="#main-content" sx={skipLinkSx}>
        {texts.skipToContent}
      </Box>
      <Navbar />
      {navigation.state === 'loading' && <PageLoadingBar />}
      <Box component="main" id="main-content" data-pathname={pathname} tabIndex={-1} sx={{ flex: 1, outline: 'none', minWidth: 0 }}>
        <Outlet />
        {/* The one Undo snackbar of every screen (issue 39), drawn at the end of the body. */}
        <UndoSnackbarSlot />
      </Box>
      <Footer />
      <ScrollRestoration />
    </Box>
  );
}
