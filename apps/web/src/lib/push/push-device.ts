import type { PushSubscriptionBody } from '@stride/domain';
// The push area's own entry point: signing out loads this module, not the whole contract (issue 47).
import { PUSH_ENDPOINTS } from '@stride/domain/contract/notifications';
import { ApiError, apiCall } from '../api-client';
import { serviceWorkerRegistration } from '../offline/service-worker';

/**
 * Web push on this device (issue 21), as the Notifications card shows it:
 * - `unsupported`: the browser has no service workers or Push API (an in-app browser, older iOS);
 * - `unavailable`: the server named no VAPID key in its config;
 * - `blocked`: the person (or a policy) denied notifications for this site;
 * - `off`: not turned on here for this person (the browser may still hold a subscription another
 *   person on this device made);
 * - `on`: permission granted, a subscription held, and this person turned it on here.
 */
export type PushDeviceState = 'unsupported' | 'unavailable' | 'blocked' | 'off' | 'on';

/** What turning push on came to: on, refused by the browser, or the question closed without an answer. */
export type TurnOnOutcome = 'on' | 'blocked' | 'dismissed';

/**
 * Who turned push on here. The browser's subscription belongs to the browser profile, not to a
 * person: this flag, per user, keeps someone who signs in after another from silently receiving
 * their own reminders on a device where they never asked for them.
 */
const flagKey = (userId: string) => `stride.push.${userId}`;
const flag = {
  read(userId: string): boolean {
    try {
      return window.localStorage.getItem(flagKey(userId)) === 'on';
    } catch {
      return false;
    }
  },
  write(userId: string, on: boolean): void {
    try {
      if (on) window.localStorage.setItem(flagKey(userId), 'on');
      else window.localStorage.removeItem(flagKey(userId));
    } catch {
      // Not remembered: the card shows 'off' next time and one click turns it on again.
    }
  },
};

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The URL-safe base64 VAPID key as the bytes `PushManager.subscribe` takes. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const held = subscription.options.applicationServerKey;
  if (!held) return false;
  const bytes = new Uint8Array(held);
  return bytes.length === key.length && bytes.every((b, i) => b === key[i]);
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export async function readPushDevice(userId: string, vapidPublicKey: string): Promise<PushDeviceState> {
  if (!pushSupported()) return 'unsupported';
  if (!vapidPublicKey) return 'unavailable';
  if (Notification.permission === 'denied') return 'blocked';
  if (Notification.permission !== 'granted' || !flag.read(userId)) return 'off';
  return (await currentSubscription()) ? 'on' : 'off';
}

/**
 * A subscription for the server's key: the one held, or a new one (a subscription made for an
 * earlier key, before the server's keys changed, is replaced). Needs the permission granted.
 */
async function subscription(vapidPublicKey: string): Promise<PushSubscription> {
  const registration = await serviceWorkerRegistration();
  const key = applicationServerKey(vapidPublicKey);
  const held = await registration.pushManager.getSubscription();
  if (held && sameKey(held, key)) return held;
  await held?.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

/**
 * Gives this device's subscription to the server. The server refuses (409) a subscription another
 * account holds (issue 38: an endpoint never moves between accounts): that is the browser still
 * holding someone else's, whose session ended without a sign-out here. The browser drops it and
 * subscribes anew, once; a second refusal (this person's device limit) is the one shown.
 */
async function giveToServer(vapidPublicKey: string): Promise<void> {
  const held = await subscription(vapidPublicKey);
  try {
    await apiCall(PUSH_ENDPOINTS.subscribe, { body: held.toJSON() as PushSubscriptionBody });
  } catch (error) {
    if (!(error instanceof ApiError && error.code === 'conflict')) throw error;
    await held.unsubscribe();
    const fresh = await subscription(vapidPublicKey);
    await apiCall(PUSH_ENDPOINTS.subscribe, { body: fresh.toJSON() as PushSubscriptionBody });
  }
}

/**
 * Asks the browser's permission (its own question, which the card explains first), subscribes
 * this device and gives the subscription to the server for this person.
 */
export async function turnOnPush(userId: string, vapidPublicKey: string): Promise<TurnOnOutcome> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'dismissed';
  await giveToServer(vapidPublicKey);
  flag.write(userId, true);
  return 'on';
}

/** Stops push to this device: the server forgets it, then the browser drops the subscription. */
export async function turnOffPush(userId: string): Promise<void> {
  const held = await currentSubscription();
  if (held) {
    await apiCall(PUSH_ENDPOINTS.unsubscribe, { body: { endpoint: held.endpoint } });
    await held.unsubscribe();
  }
  flag.write(userId, false);
}

/**
 * On every sign-in where this person turned push on here: the subscription is given to the
 * server again (another person may have taken the device since, or the browser renewed it),
 * and made again without a question when the browser dropped it while permission stands.
 */
export async function refreshPushDevice(userId: string, vapidPublicKey: string): Promise<void> {
  if (!pushSupported() || !vapidPublicKey || Notification.permission !== 'granted' || !flag.read(userId)) return;
  await giveToServer(vapidPublicKey);
}

/**
 * Before signing out: the server stops sending this person's notifications to this device, which
 * the next person may use, and the browser drops the subscription (its push service then refuses
 * it, should the server still try). The flag stays: signing in again here subscribes anew,
 * without a question.
 */
export async function releasePushDevice(): Promise<void> {
  if (!pushSupported()) return;
  const held = await currentSubscription();
  if (!held) return;
  await apiCall(PUSH_ENDPOINTS.unsubscribe, { body: { endpoint: held.endpoint } }).catch(() => undefined);
  await held.unsubscribe();
}

/**
 * The session ended without a sign-out here (it expired, or ended on another device): the server
 * cannot be told, so the browser drops the subscription and its push service refuses it from then
 * on (the server forgets it at the next message). Its person's next sign-in here subscribes anew.
 */
export async function forgetBrowserPush(): Promise<void> {
  if (!pushSupported()) return;
  await (await currentSubscription())?.unsubscribe();
}
