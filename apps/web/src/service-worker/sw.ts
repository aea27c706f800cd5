import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, getCacheKeyForURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { API_PATH_PATTERN, API_ROUTES, PUSH_DONE_ACTION, ROUTES, matchEndpoint, requestOf, type API, type PushSubscriptionBody } from '@stride/domain';
import { APP_SHELL_URL, OFFLINE_CACHES } from '../lib/offline/offline-caches';
import { WORKER_MESSAGES, type HabitCompletedMessage } from '../lib/offline/worker-messages';
import { personHomeOf } from './offline-home';
import { notificationOf, readPushPayload, reminderOf } from './push-notification';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string>; cookieStore?: { get(name: string): Promise<{ value?: string } | null> } };

/**
 * Stride's service worker (issue 21): the built app precached so it opens without a connection,
 * the pages and the signed-in person's data kept from the last time they loaded, and web push:
 * a reminder shown with a "Done" action that completes the occurrence, a click that opens the app.
 */

const manifest = self.__WB_MANIFEST;
precacheAndRoute(manifest);
cleanupOutdatedCaches();
// The first install takes the open pages at once (they work offline from then on). A later
// version waits for them to close: a page of the old build may still ask for its own chunks.
clientsClaim();

/** Pages of one build only: a page cached by another build names chunks this one no longer has. */
const build = manifest.reduce<number>((hash, entry) => {
  const text = typeof entry === 'string' ? entry : `${entry.url}${entry.revision ?? ''}`;
  for (let i = 0; i < text.length; i++) hash = (Math.imul(hash, 31) + text.charCodeAt(i)) | 0;
  return hash;
}, 7);
const PAGES = `${OFFLINE_CACHES.pages}-${(build >>> 0).toString(36)}`;

/** The person's home page as the server would answer `/` (issue 54): `/es/` for a Spanish person, `/` for an English one. */
const personHome = () => personHomeOf(self);

self.addEventListener('install', (event) => {
  // The app shell: the page the server answers for any app path, with its config written in; and
  // the person's home page when it is not English's (`/es/`: kept for `/` offline, issue 54). Not
  // fatal when it fails (offline at install): the next page loaded is kept all the same.
  const keep = async (cache: Cache, path: string) => {
    const response = await fetch(path, { credentials: 'same-origin', cache: 'no-cache' });
    if (response.ok && (await ofThisBuild(response))) await cache.put(path, response);
  };
  event.waitUntil(
    caches
      .open(PAGES)
      .then(async (cache) => {
        const home = await personHome();
        await Promise.all([keep(cache, APP_SHELL_URL), home === ROUTES.home ? undefined : keep(cache, home).catch(() => undefined)]);
      })
      .catch(() => undefined),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys().then((names) => Promise.all(names.filter((name) => name.startsWith(`${OFFLINE_CACHES.pages}-`) && name !== PAGES).map((name) => caches.delete(name)))),
  );
});

const pageKey = (url: string) => new URL(url).pathname;

/**
 * Whether a page belongs to this worker's build: its entry script is one this worker precached.
 * After a release the old worker keeps serving open pages; a new page it fetched must not be kept
 * for offline use, as offline it would ask for chunks only the new worker has.
 */
async function ofThisBuild(page: Response): Promise<boolean> {
  const entry = /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(await page.clone().text())?.[1];
  return entry !== undefined && getCacheKeyForURL(new URL(entry, self.location.origin).href) !== undefined;
}

async function keepPage(cache: Cache, url: string, page: Response): Promise<void> {
  if (await ofThisBuild(page)) await cache.put(pageKey(url), page);
}

// Pages: the server's answer when it can be reached (and kept); offline, or when a proxy answers
// for a server that is away (5xx), the kept page, else the app shell. Issue 54: `/` for a person
// whose language is Spanish, German or French is their language's home (`/es/`), as the server
// sends them there: a redirect, then that page as kept (or the app shell, which draws it).
registerRoute(
  new NavigationRoute(
    async ({ request, event }) => {
      const cache = await caches.open(PAGES);
      const kept = async () => {
        const url = new URL(request.url);
        if (url.pathname === ROUTES.home) {
          const home = await personHome();
          if (home !== ROUTES.home) return Response.redirect(`${home}${url.search}`, 302);
        }
        return (await cache.match(pageKey(request.url))) ?? (await cache.match(APP_SHELL_URL));
      };
      try {
        const response = await fetch(request);
        if (response.status >= 500) return (await kept()) ?? response;
        // Kept while the page already gets its answer.
        if (response.ok && response.type === 'basic') (event as ExtendableEvent).waitUntil(keepPage(cache, request.url, response.clone()));
        return response;
      } catch {
        return (await kept()) ?? Response.error();
      }
    },
    { denylist: [API_PATH_PATTERN] },
  ),
);

/**
 * What the signed-in screens read, kept from their last answer: the session check (so an offline
 * start stays signed in), habits, goals, the vision, notification settings and the coach's inbox.
 * Emptied at sign-out by the app (lib/offline/offline-caches.ts).
 */
const OFFLINE_READS = [API_ROUTES.auth.check, API_ROUTES.habits.list, API_ROUTES.goals.list, API_ROUTES.vision.get, API_ROUTES.notifications.settings, API_ROUTES.coach.inbox];
registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && OFFLINE_READS.some((route) => matchEndpoint(route, request.method, url.pathname) !== undefined),
  new NetworkFirst({ cacheName: OFFLINE_CACHES.api, networkTimeoutSeconds: 10 }),
);

self.addEventListener('push', (event) => {
  const payload = readPushPayload(event.data);
  const { title, options } = notificationOf(payload);
  event.waitUntil(self.registration.showNotification(title, options));
});

const jsonHeaders = { 'Content-Type': 'application/json', Accept: 'application/json', 'Client-Type': 'web' };

/** Shows `path` in a window of the app already open (brought to the front), or in a new one. */
async function openApp(path: string): Promise<void> {
  const url = new URL(path, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  // A window this worker does not control cannot be navigated from here: a new one is opened.
  const shown = open && (open.url === url ? open : await open.navigate(url).catch(() => null));
  if (!shown) {
    await self.clients.openWindow(url);
    return;
  }
  await shown.focus().catch(() => undefined);
}

/** The "Done" action: completes the occurrence (idempotent) and tells open windows; on failure the app opens. */
async function completeFromNotification(habitId: string, date: string, time?: string): Promise<void> {
  try {
    // Issue 40: a reminder of one time of the day checks off that time.
    const body = time ? { date, time } : { date };
    const call = requestOf<typeof API.habits.complete>(API_ROUTES.habits.complete, { params: { id: habitId }, body });
    const response = await fetch(call.url, {
      method: call.method,
      credentials: 'same-origin',
      headers: jsonHeaders,
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`The server answered ${response.status}`);
    const message: HabitCompletedMessage = { type: WORKER_MESSAGES.habitCompleted, habit: await response.json() };
    for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage(message);
  } catch {
    // Not saved (offline, signed out): the person checks it off in the app instead.
    await openApp(ROUTES.habits);
  }
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const payload = readPushPayload(event.notification.data);
  const reminder = reminderOf(payload);
  if (event.action === PUSH_DONE_ACTION && reminder) {
    event.waitUntil(completeFromNotification(reminder.habitId, reminder.date, reminder.time));
    return;
  }
  event.waitUntil(openApp(payload.url));
});

/**
 * The push service replaced or dropped this browser's subscription: a new one for the same key is
 * given to the server as the renewal of the old one, which the server keeps only for the person
 * who held the old one (whoever is signed in now). Without the old one there is nothing to prove
 * it: the app gives the new one when its person next opens it (lib/push/push-device.ts).
 */
self.addEventListener('pushsubscriptionchange', (event) => {
  const change = event as ExtendableEvent & { oldSubscription?: PushSubscription | null; newSubscription?: PushSubscription | null };
  const renew = async () => {
    const old = change.oldSubscription;
    const key = old?.options.applicationServerKey;
    if (!old || !key) return;
    const next = change.newSubscription ?? (await self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }));
    const call = requestOf<typeof API.push.subscribe>(API_ROUTES.push.subscribe, { body: { ...(next.toJSON() as PushSubscriptionBody), replaces: old.endpoint } });
    await fetch(call.url, { method: call.method, credentials: 'same-origin', headers: jsonHeaders, body: JSON.stringify(call.body) });
  };
  change.waitUntil(renew().catch(() => undefined));
});
