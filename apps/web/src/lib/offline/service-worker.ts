/**
 * The app's service worker (apps/web/src/service-worker/sw.ts, issue 21): push, the app shell
 * offline, and the data the signed-in screens need without a connection. Built to /sw.js; under
 * `vite dev` the PWA plugin serves it as a module at its own address.
 */
const SW_URL = import.meta.env.DEV ? '/dev-sw.js?dev-sw' : '/sw.js';
const SW_OPTIONS: RegistrationOptions = import.meta.env.DEV ? { scope: '/', type: 'module' } : { scope: '/' };

export function serviceWorkerSupported(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}

/**
 * Registered once a person is signed in (the signed-in layout), not for every visitor of the
 * public pages: installing it downloads the whole app for offline use. A failure only means no
 * offline use and no push; the app itself works the same.
 */
export function registerServiceWorker(): void {
  if (!serviceWorkerSupported()) return;
  navigator.serviceWorker.register(SW_URL, SW_OPTIONS).catch((error: unknown) => console.warn('The service worker could not be registered', error));
}

/** The active registration, registering first when there is none yet (push needs one). */
export async function serviceWorkerRegistration(): Promise<ServiceWorkerRegistration> {
  if (!(await navigator.serviceWorker.getRegistration())) await navigator.serviceWorker.register(SW_URL, SW_OPTIONS);
  return navigator.serviceWorker.ready;
}
