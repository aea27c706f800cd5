import { vi } from 'vitest';

/**
 * The browser's side of web push for jsdom tests (which has none): a Notification permission that
 * answers as the person would, a service worker registration and a PushManager that keeps one
 * subscription. The server side is real in the API tests and the browser tests (e2e/push.test.ts).
 */
export function fakePushBrowser(options: { permission?: NotificationPermission; answer?: NotificationPermission } = {}) {
  let permission: NotificationPermission = options.permission ?? 'default';
  let subscription: (PushSubscription & { key: Uint8Array }) | null = null;
  let count = 0;

  type FakeSubscription = PushSubscription & { key: Uint8Array };
  const makeSubscription = (key: Uint8Array): FakeSubscription => {
    count += 1;
    const endpoint = `https://push.example/send/${count}`;
    const made: Record<string, unknown> = {
      endpoint,
      key,
      options: { applicationServerKey: key.buffer, userVisibleOnly: true },
      toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: 'BP256dh', auth: 'auth-secret' } }),
      unsubscribe: vi.fn(async () => {
        if ((subscription as unknown) === made) subscription = null;
        return true;
      }),
    };
    return made as unknown as FakeSubscription;
  };

  const pushManager = {
    getSubscription: vi.fn(async () => subscription),
    subscribe: vi.fn(async ({ applicationServerKey }: { applicationServerKey: Uint8Array }) => {
      if (permission !== 'granted') throw new DOMException('Registration failed - permission denied', 'NotAllowedError');
      subscription = makeSubscription(new Uint8Array(applicationServerKey));
      return subscription;
    }),
  };
  const registration = { pushManager };
  let registered = false;
  const serviceWorker = {
    getRegistration: vi.fn(async () => (registered ? registration : undefined)),
    register: vi.fn(async () => {
      registered = true;
      return registration;
    }),
    get ready() {
      return Promise.resolve(registration);
    },
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    startMessages: vi.fn(),
  };
  const Notification = {
    get permission() {
      return permission;
    },
    requestPermission: vi.fn(async () => {
      if (permission === 'default') permission = options.answer ?? 'granted';
      return permission;
    }),
  };

  Object.defineProperty(window.navigator, 'serviceWorker', { configurable: true, value: serviceWorker });
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', Notification);

  return {
    pushManager,
    serviceWorker,
    Notification,
    get subscription() {
      return subscription;
    },
    /** An earlier subscription the browser holds (another person's, or one for an earlier key). */
    hold(key: Uint8Array) {
      registered = true;
      subscription = makeSubscription(key);
    },
    remove() {
      delete (window.navigator as { serviceWorker?: unknown }).serviceWorker;
    },
  };
}
