import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { lazy, Suspense, useId, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { PRODUCT_NAME, ROUTES } from '@stride/domain';
import { logout, selectIsAuthenticated } from '../../lib/auth/auth-slice';
import { useAppDispatch, useAppSelector } from '../../lib/store/hooks';

import type { NavItem } from './nav-items';

const CompactNavMenu = lazy(() => import('./compact-nav-menu'));
/** Starts loading the menu's chunk before the tap that needs it. */
const preloadMenu = () => void import('./compact-nav-menu');

/** Section 2 "Navigation bar". Below 600 px the links fold into a menu so 375 px never overflows. */
export function Navbar() {
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('sm'));
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  // Mounted from the first open on, so closing animates and gives focus back to the button.
  const [menuLoaded, setMenuLoaded] = useState(false);
  if (menuAnchor && !menuLoaded) setMenuLoaded(true);

  const handleLogout = async () => {
    setMenuAnchor(null);
    // Leave the signed-in screen first, so its guard does not bounce through /login on the way.
    await navigate(ROUTES.home);
    await dispatch(logout());
  };

  const items: NavItem[] = [
    { label: 'Pricing', to: ROUTES.pricing },
    ...(isAuthenticated
      ? [
          { label: 'Dashboard', to: ROUTES.dashboard },
          { label: 'Logout', onSelect: () => void handleLogout() },
        ]
      : [
          { label: 'Login', to: ROUTES.login },
          { label: 'Sign Up', to: ROUTES.signup, emphasis: true },
        ]),
  ];

  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar component="nav" aria-label="Main" sx={{ gap: 1 }}>
        <Box
          component={RouterLink}
          to={ROUTES.home}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'primary.main', textDecoration: 'none', mr: 'auto' }}
        >
          <TrendingUpIcon aria-hidden />
          <Typography component="span" variant="h6" sx={{ fontWeight: 800 }}>
            {PRODUCT_NAME}
          </Typography>
        </Box>
        {compact ? (
          <>
            <IconButton
              aria-label="Open navigation menu"
              aria-controls={menuAnchor ? menuId : undefined}
              aria-haspopup="true"
              aria-expanded={menuAnchor ? 'true' : undefined}
              onClick={(event) => setMenuAnchor(event.currentTarget)}
              onPointerEnter={preloadMenu}
              onFocus={preloadMenu}
            >
              <MenuIcon />
            </IconButton>
            {menuLoaded && (
              <Suspense fallback={null}>
                <CompactNavMenu id={menuId} anchor={menuAnchor} items={items} onClose={() => setMenuAnchor(null)} />
              </Suspense>
            )}
          </>
        ) : (
          items.map((item) =>
            item.to ? (
              <Button
                key={item.label}
                component={RouterLink}
                to={item.to}
                variant={item.emphasis ? 'contained' : 'text'}
              >
                {item.label}
              </Button>
            ) : (
              <Button key={item.label} onClick={item.onSelect} variant="outlined">
                {item.label}
              </Button>
            ),
          )
        )}
      </Toolbar>
    </AppBar>
  );
}
