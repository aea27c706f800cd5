import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import MenuIcon from '@mui/icons-material/Menu';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { COACH_INBOX_TEXTS } from '@stride/domain';
import { OfflineStatus } from '../../components/offline-status';
import { SIDEBAR_ID, Sidebar } from '../../components/sidebar/sidebar';
import { selectUser } from '../../lib/auth/auth-slice';
import { useGetCoachInboxQuery } from '../../lib/coach/coach-inbox-endpoints';
import { useCheckOffSync } from '../../lib/habits/check-off-sync';
import { useWorkerHabitUpdates } from '../../lib/habits/use-worker-habit-updates';
import { registerServiceWorker } from '../../lib/offline/service-worker';
import { usePushDeviceRefresh } from '../../lib/push/use-push-device-refresh';
import { useAppSelector } from '../../lib/store/hooks';

/** How often the coach's inbox is asked again while a signed-in screen is open (the weekly review's badge). */
const INBOX_POLL_MS = 5 * 60 * 1000;

/**
 * The signed-in screens: a sidebar opened by a toggle button and closed by its overlay or a link,
 * and what runs for a signed-in person on every screen (issue 21): the service worker, check-offs
 * made offline sent when the connection returns, this device's push subscription kept current,
 * and the coach's unread messages as a badge.
 */
export function SignedInLayout() {
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const userId = useAppSelector(selectUser)?.id;
  const unread = useGetCoachInboxQuery(userId ? undefined : skipToken, { pollingInterval: INBOX_POLL_MS }).data?.unread ?? 0;
  useEffect(registerServiceWorker, []);
  useCheckOffSync(userId);
  usePushDeviceRefresh(userId);
  useWorkerHabitUpdates();
  return (
    <Container sx={{ py: 2 }}>
      <Button
        startIcon={
          <Badge variant="dot" color="error" invisible={!unread}>
            <MenuIcon />
          </Badge>
        }
        onClick={() => setSidebarOpen((open) => !open)}
        aria-controls={SIDEBAR_ID}
        aria-expanded={sidebarOpen}
        aria-label={unread ? `Menu, ${COACH_INBOX_TEXTS.unreadBadge(unread)}` : undefined}
        sx={{ mb: 1 }}
      >
        Menu
      </Button>
      <Sidebar open={sidebarOpen} onClose={() => setSidebarOpen(false)} coachUnread={unread} />
      <OfflineStatus />
      <Outlet />
    </Container>
  );
}
