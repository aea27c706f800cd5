/**
 * The Cache Storage the service worker fills (apps/web/src/service-worker/sw.ts) and the app
 * empties: one place for their names, so sign-out can never miss one (issue 21).
 */
export const OFFLINE_CACHES = {
  /** Pages as the server last answered them, and the app shell for any other path. */
  pages: 'stride-pages',
  /** The signed-in person's data the screens need offline: the session check, habits, goals, vision, settings. */
  api: 'stride-api',
} as const;

/** The key the app shell is kept under in the pages cache. */
export const APP_SHELL_URL = '/dashboard';

/**
 * Signed out: the person's data leaves this device's caches (the pages hold no personal data).
 * Cache Storage is missing outside secure contexts and in some private modes: nothing to clear.
 */
export async function clearOfflineData(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(OFFLINE_CACHES.api).catch(() => false);
}
