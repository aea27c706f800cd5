import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API } from '@stride/domain';
import { fakePushBrowser } from '../../test/fake-push-browser';
import { errorResponse, mockApi, on } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { checkAuth } from './session-actions';
import { createSessionStore } from './session-store';

const KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
let browser: ReturnType<typeof fakePushBrowser> | undefined;
afterEach(() => {
  browser?.remove();
  browser = undefined;
  vi.unstubAllGlobals();
});

/** A browser already subscribed (its person turned push on here earlier). */
async function subscribedBrowser() {
  browser = fakePushBrowser({ permission: 'granted' });
  const { applicationServerKey } = await import('../push/push-device');
  browser.hold(applicationServerKey(KEY));
  return browser;
}

describe('a session that ends (issue 21: a shared device)', () => {
  const signedIn = () => createSessionStore({ user: makeUser(), isAuthenticated: true, initialized: true });

  it('when the server says it is over, this browser stops receiving that person’s notifications', async () => {
    const held = await subscribedBrowser();
    mockApi({ [on(API.auth.check)]: () => errorResponse('not_authenticated', 'Not authenticated') });
    await checkAuth(signedIn());
    await waitFor(() => expect(held.subscription).toBeNull());
  });

  it('not when the check merely could not be made (offline)', async () => {
    const held = await subscribedBrowser();
    mockApi({ [on(API.auth.check)]: () => Promise.reject(new TypeError('Failed to fetch')) });
    await checkAuth(signedIn());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(held.subscription).not.toBeNull();
  });
});
