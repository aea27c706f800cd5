import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import MenuIcon from '@mui/icons-material/Menu';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { PRODUCT_NAME, ROUTES, localizedPageOf } from '@stride/domain';
import { useLocalePath, useShellTexts } from '../../lib/i18n/use-locale';
import { logoutLanded } from '../../lib/auth/session-actions';
import { useSession, useSessionStore } from '../../lib/auth/session-context';
import { selectIsAuthenticated, selectLoggedOut } from '../../lib/auth/session-store';

import type { NavItem } from './nav-items';

const CompactNavMenu = lazy(() => import('./compact-nav-menu'));
/** Starts loading the menu's chunk before the tap that needs it. */
const preloadMenu = () => void import('./compact-nav-menu');

/**
 * Section 2 "Navigation bar". Below 600 px the links fold into a menu so 375 px never overflows.
 * Signed in (issue 39, DECISIONS "Navigation"): no Pricing (the subscription card links it), the
 * brand goes to Today, and on a phone the menu is the account's (Settings, Logout): the sections
 * are in the bottom bar, so a phone has one menu, not two.
 */
export function Navbar() {
  const isAuthenticated = useSession(selectIsAuthenticated);
  const loggedOut = useSession(selectLoggedOut);
  const session = useSessionStore();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const texts = useShellTexts();
  const at = useLocalePath();
  // Once / (or /es/, …) is on screen (effects run after the commit), a later visit to a signed-in
  // screen is an ordinary logged-out one again, sent to /login.
  useEffect(() => {
    if (loggedOut && localizedPageOf(pathname) === ROUTES.home) logoutLanded(session);
  }, [loggedOut, pathname, session]);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  // Mounted from the first open on, so closing animates and gives focus back to the button.
  const [menuLoaded, setMenuLoaded] = useState(false);
  if (menuAnchor && !menuLoaded) setMenuLoaded(true);

  // Back to the home page in the person's language (lib/auth/log-out.ts, loaded on the press).
  const handleLogout = async () => {
    setMenuAnchor(null);
    await import('../../lib/auth/log-out').then((m) => m.logOutAndLeave(session, navigate));
  };

  const items: NavItem[] = isAuthenticated
    ? [
        { label: texts.dashboard, to: ROUTES.dashboard, wide: true },
        { label: texts.settings, to: ROUTES.settings },
        { label: texts.logout, onSelect: () => void handleLogout() },
      ]
    : [
        // In the language on screen (decision 054): /es/pricing from a Spanish page.
        { label: texts.pricing, to: at(ROUTES.pricing) },
        { label: texts.login, to: at(ROUTES.login) },
        { label: texts.signup, to: at(ROUTES.signup), emphasis: true },
      ];

  // A plain sticky header rather than AppBar/Toolbar, and CSS breakpoints rather than a media-query
  // hook: both variants are in the page, one hidden, which keeps this first-load code small.
  return (
    <Box
      component="header"
      sx={{ position: 'sticky', top: 0, zIndex: 1100, bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
    >
      <Box
        component="nav"
        aria-label={texts.mainNavigation}
        sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: { xs: 56, sm: 64 }, px: { xs: 2, sm: 3 } }}
      >
        <Box
          component={RouterLink}
          to={isAuthenticated ? ROUTES.dashboard : at(ROUTES.home)}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'primary.main', textDecoration: 'none', mr: 'auto', minHeight: 44 }}
        >
          <TrendingUpIcon aria-hidden />
          <Typography component="span" variant="h6" sx={{ fontWeight: 800 }}>
            {PRODUCT_NAME}
          </Typography>
        </Box>
        <Box sx={{ display: { xs: 'block', sm: 'none' } }}>
          <Button
            aria-label={isAuthenticated ? texts.accountMenu : texts.openNavigation}
            aria-controls={menuAnchor ? menuId : undefined}
            aria-haspopup="true"
            aria-expanded={menuAnchor ? 'true' : undefined}
            onClick={(event) => setMenuAnchor(event.currentTarget)}
            onPointerEnter={preloadMenu}
            onFocus={preloadMenu}
            color="inherit"
            sx={{ minWidth: 44, minHeight: 44, p: 1, borderRadius: '50%', color: 'text.secondary' }}
          >
            {isAuthenticated ? <AccountCircleIcon /> : <MenuIcon />}
          </Button>
          {menuLoaded && (
            <Suspense fallback={null}>
              <CompactNavMenu id={menuId} anchor={menuAnchor} items={items.filter((item) => !item.wide)} onClose={() => setMenuAnchor(null)} />
            </Suspense>
          )}
        </Box>
        <Box sx={{ display: { xs: 'none', sm: 'flex' }, gap: 1 }}>
          {items.map((item) =>
            item.to ? (
              <Button key={item.label} component={RouterLink} to={item.to} variant={item.emphasis ? 'contained' : 'text'}>
                {item.label}
              </Button>
            ) : (
              <Button key={item.label} onClick={item.onSelect} variant="outlined">
                {item.label}
              </Button>
            ),
          )}
        </Box>
      </Box>
    </Box>
  );
}
