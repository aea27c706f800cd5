import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import MenuIcon from '@mui/icons-material/Menu';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { BottomNav } from '../../components/bottom-nav/bottom-nav';
import { OfflineStatus } from '../../components/offline-status';
import { SIDEBAR_ID, Sidebar } from '../../components/sidebar/sidebar';
import { preloadUndoSnackbar } from '../../components/undo-snackbar-slot';
import { useSession } from '../../lib/auth/session-context';
import { selectUser } from '../../lib/auth/session-store';
import { useGetCoachInboxQuery } from '../../lib/coach/coach-inbox-endpoints';
import { AppTextsProvider, useTexts } from '../../lib/i18n/app-texts';
import { useCheckOffSync } from '../../lib/habits/check-off-sync';
import { useWorkerHabitUpdates } from '../../lib/habits/use-worker-habit-updates';
import { registerServiceWorker } from '../../lib/offline/service-worker';
import { usePushDeviceRefresh } from '../../lib/push/use-push-device-refresh';
import { useMediaQuery } from '../../lib/use-media-query';
import { SHELL_TEXTS, COACH_INBOX_TEXTS } from '@stride/domain';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { SHELL_TEXTS, COACH_INBOX_TEXTS };

/** How often the coach's inbox is asked again while a signed-in screen is open (the weekly review's badge). */
const INBOX_POLL_MS = 5 * 60 * 1000;

/** Below MUI's `sm`: a phone, with the bottom bar instead of the sidebar (issue 39). */
export const PHONE_QUERY = '(max-width: 599.95px)';
/** Below MUI's `lg`: the sidebar is a drawer over the content; from `lg` on it is docked beside it. */
export const OVERLAY_SIDEBAR_QUERY = '(max-width: 1199.95px)';

/**
 * After a move between signed-in screens, focus goes to the new page's heading (issue 39), so a
 * screen reader starts there and a keyboard continues from it, unless the page put it somewhere
 * itself. The heading may come a moment after the page (a lazy screen): looked for a few frames.
 */
function useFocusHeadingOnNavigation() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    let frame = 0;
    let tries = 0;
    const focus = () => {
      const active = document.activeElement;
      const leftBehind = !active || active === document.body || !active.isConnected || !!active.closest('nav, header');
      if (!leftBehind) return;
      const heading = document.querySelector<HTMLElement>('#main-content h1');
      if (!heading) {
        if (++tries < 30) frame = requestAnimationFrame(focus);
        return;
      }
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    };
    frame = requestAnimationFrame(focus);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}

/**
 * The signed-in screens (DECISIONS "Navigation", issue 39): on a phone the five main sections in a
 * bottom bar; from a tablet up the spec's sidebar with its toggle, a drawer over the content that
 * its overlay or a link closes, and on a desktop open beside the content, the toggle collapsing
 * it. And what runs for a signed-in person on every screen (issue 21): the service worker,
 * check-offs made offline sent when the connection returns, this device's push subscription kept
 * current, and the coach's unread messages as a badge.
 */
export function SignedInLayout() {
  return (
    <AppTextsProvider>
      <SignedInFrame />
    </AppTextsProvider>
  );
}

/** The frame of the signed-in screens, in the account's language (issue 54). */
function SignedInFrame() {
  const { SHELL_TEXTS, COACH_INBOX_TEXTS } = useTexts(ENGLISH);
  const phone = useMediaQuery(PHONE_QUERY);
  // Without matchMedia (jsdom) the drawer: the spec's own behaviour.
  const docked = !useMediaQuery(OVERLAY_SIDEBAR_QUERY, true);
  const [overlayOpen, setOverlayOpen] = useState(false);
  const [dockedOpen, setDockedOpen] = useState(true);
  const sidebarOpen = docked ? dockedOpen : overlayOpen;
  const toggleSidebar = () => (docked ? setDockedOpen((open) => !open) : setOverlayOpen((open) => !open));
  useFocusHeadingOnNavigation();
  const userId = useSession(selectUser)?.id;
  const unread = useGetCoachInboxQuery(userId ? undefined : skipToken, { pollingInterval: INBOX_POLL_MS }).data?.unread ?? 0;
  useEffect(registerServiceWorker, []);
  // The screens here offer Undo: its snackbar is ready before the first offer.
  useEffect(preloadUndoSnackbar, []);
  useCheckOffSync(userId);
  usePushDeviceRefresh(userId);
  useWorkerHabitUpdates();
  // At least a screen tall: the footer starts below the fold, so a screen growing as its data
  // comes (Today, the habits) never pushes it down in sight (a layout shift, bench/lighthouse).
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      {docked && <Sidebar variant="docked" open={dockedOpen} onClose={() => setDockedOpen(false)} coachUnread={unread} />}
      <Container sx={{ py: 2, minWidth: 0 }}>
        {!phone && (
          <Button
            startIcon={
              <Badge variant="dot" color="error" invisible={!unread || (docked && dockedOpen)}>
                <MenuIcon />
              </Badge>
            }
            onClick={toggleSidebar}
            aria-controls={sidebarOpen ? SIDEBAR_ID : undefined}
            aria-expanded={sidebarOpen}
            aria-label={unread && !(docked && dockedOpen) ? `${SHELL_TEXTS.menu}, ${COACH_INBOX_TEXTS.unreadBadge(unread)}` : undefined}
            sx={{ mb: 1, minHeight: 44 }}
          >
            {SHELL_TEXTS.menu}
          </Button>
        )}
        {!docked && !phone && <Sidebar open={overlayOpen} onClose={() => setOverlayOpen(false)} coachUnread={unread} />}
        <OfflineStatus />
        <Outlet />
      </Container>
      {phone && <BottomNav coachUnread={unread} />}
    </Box>
  );
}
