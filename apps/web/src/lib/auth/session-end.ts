import { clearOfflineData } from '../offline/offline-caches';

/**
 * What a session's end or start leaves on this device, done from the session's own transitions
 * (lib/auth/session-actions.ts, issue 47): they are in every page's first download, the data
 * layer (Redux, `lib/api/stride-api.ts`, the contract's schemas) is not, and a visitor of the
 * landing page whose earlier session has ended must still be forgotten here.
 */

/**
 * Signed out on this device: the person's data leaves the offline caches. When the server says
 * the session is `over` (not merely that it could not be asked), this browser also drops its push
 * subscription, so it stops receiving their notifications (issue 21). The push code is loaded only
 * where a service worker is registered: the app registers one once someone signs in, so a visitor
 * who never did loads nothing.
 */
export async function sessionEnded({ over }: { over: boolean }): Promise<void> {
  await clearOfflineData();
  if (!over) return;
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  if (!registration) return;
  await import('../push/push-device').then((push) => push.forgetBrowserPush()).catch(() => undefined);
}

/**
 * Someone signed in: a read still on its way at the last sign-out may have been kept after the
 * caches were emptied, so they are emptied again.
 */
export function sessionStarted(): void {
  void clearOfflineData();
}
