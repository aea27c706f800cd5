import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API } from '@stride/domain';
import { jsonResponse, mockApi, on } from '../../test/fetch-mock';
import { fakePushBrowser } from '../../test/fake-push-browser';
import { applicationServerKey, forgetBrowserPush, readPushDevice, refreshPushDevice, releasePushDevice, turnOffPush, turnOnPush } from './push-device';

// A P-256 public key as the server's config names it (URL-safe base64, 65 bytes).
const KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const ada = '00000000-0000-4000-8000-00000000000a';
const bob = '00000000-0000-4000-8000-00000000000b';

let browser: ReturnType<typeof fakePushBrowser> | undefined;
beforeEach(() => window.localStorage.clear());
afterEach(() => {
  browser?.remove();
  browser = undefined;
  vi.unstubAllGlobals();
});

function serverRoutes() {
  const posted: unknown[] = [];
  const deleted: unknown[] = [];
  const fetchMock = mockApi({
    [on(API.push.subscribe)]: (body) => {
      posted.push(body);
      return jsonResponse({ endpoint: (body as { endpoint: string }).endpoint }, 201);
    },
    [on(API.push.unsubscribe)]: (body) => {
      deleted.push(body);
      return new Response(null, { status: 204 });
    },
  });
  return { posted, deleted, fetchMock };
}

describe('web push on this device (issue 21)', () => {
  it('reads the key as the 65 bytes of a P-256 point', () => {
    const bytes = applicationServerKey(KEY);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
  });

  it('says unsupported without the Push API, and unavailable without a server key', async () => {
    expect(await readPushDevice(ada, KEY)).toBe('unsupported');
    browser = fakePushBrowser();
    expect(await readPushDevice(ada, '')).toBe('unavailable');
    expect(await readPushDevice(ada, KEY)).toBe('off');
  });

  it('asks the browser, subscribes with the server’s key and gives the subscription to the server; off again forgets it on both sides', async () => {
    browser = fakePushBrowser({ answer: 'granted' });
    const server = serverRoutes();
    expect(await turnOnPush(ada, KEY)).toBe('on');
    expect(browser.Notification.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.pushManager.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: applicationServerKey(KEY) });
    expect(server.posted).toEqual([{ endpoint: 'https://push.example/send/1', expirationTime: null, keys: { p256dh: 'BP256dh', auth: 'auth-secret' } }]);
    expect(await readPushDevice(ada, KEY)).toBe('on');

    await turnOffPush(ada);
    expect(server.deleted).toEqual([{ endpoint: 'https://push.example/send/1' }]);
    expect(browser.subscription).toBeNull();
    expect(await readPushDevice(ada, KEY)).toBe('off');
  });

  it('reports a refusal as blocked and a closed question as dismissed, sending nothing', async () => {
    browser = fakePushBrowser({ answer: 'denied' });
    const server = serverRoutes();
    expect(await turnOnPush(ada, KEY)).toBe('blocked');
    expect(await readPushDevice(ada, KEY)).toBe('blocked');
    browser.remove();
    browser = fakePushBrowser({ answer: 'default' });
    expect(await turnOnPush(ada, KEY)).toBe('dismissed');
    expect(server.fetchMock).not.toHaveBeenCalled();
  });

  it('replaces a subscription made for an earlier server key', async () => {
    browser = fakePushBrowser({ permission: 'granted' });
    browser.hold(new Uint8Array(65).fill(9));
    serverRoutes();
    await turnOnPush(ada, KEY);
    expect(browser.pushManager.subscribe).toHaveBeenCalledTimes(1);
    expect(Array.from(browser.subscription!.key)).toEqual(Array.from(applicationServerKey(KEY)));
  });

  it('is on for the person who turned it on here, not for the next one who signs in on this browser', async () => {
    browser = fakePushBrowser({ answer: 'granted' });
    const server = serverRoutes();
    await turnOnPush(ada, KEY);
    expect(await readPushDevice(bob, KEY)).toBe('off');
    // Signing out takes this device from Ada on the server and drops the browser's subscription;
    // Bob signing in gives it no one; Ada signing in again subscribes anew, without a question.
    await releasePushDevice();
    expect(server.deleted).toEqual([{ endpoint: 'https://push.example/send/1' }]);
    expect(browser.subscription).toBeNull();
    await refreshPushDevice(bob, KEY);
    expect(server.posted).toHaveLength(1);
    await refreshPushDevice(ada, KEY);
    expect(server.posted).toHaveLength(2);
    expect((server.posted[1] as { endpoint: string }).endpoint).toBe('https://push.example/send/2');
    expect(browser.Notification.requestPermission).toHaveBeenCalledTimes(1);
    expect(await readPushDevice(ada, KEY)).toBe('on');
  });

  it('a session that ended elsewhere drops the browser’s subscription without asking the server', async () => {
    browser = fakePushBrowser({ answer: 'granted' });
    const server = serverRoutes();
    await turnOnPush(ada, KEY);
    server.fetchMock.mockClear();
    await forgetBrowserPush();
    expect(browser.subscription).toBeNull();
    expect(server.fetchMock).not.toHaveBeenCalled();
  });

  it('a subscription another account holds (409) is dropped and made anew, once; a second refusal is shown', async () => {
    browser = fakePushBrowser({ answer: 'granted' });
    const posted: string[] = [];
    let refusals = 1;
    mockApi({
      [on(API.push.subscribe)]: (body) => {
        const { endpoint } = body as { endpoint: string };
        posted.push(endpoint);
        if (refusals-- > 0) return jsonResponse({ code: 'conflict', message: 'This browser receives notifications for another account. Sign out of it here first.' }, 409);
        return jsonResponse({ endpoint }, 201);
      },
    });
    expect(await turnOnPush(ada, KEY)).toBe('on');
    expect(posted).toEqual(['https://push.example/send/1', 'https://push.example/send/2']);
    expect(browser.subscription?.endpoint).toBe('https://push.example/send/2');

    refusals = 2; // the device limit: refused again after the fresh subscription
    posted.length = 0;
    await expect(refreshPushDevice(ada, KEY)).rejects.toMatchObject({ status: 409, code: 'conflict' });
    expect(posted).toHaveLength(2);
  });
});
