import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkAuth, initialAuthState } from '../auth/auth-slice';
import { makeStore } from '../store/store';
import { fakePushBrowser } from '../../test/fake-push-browser';
import { API } from '@stride/domain';
import { errorResponse, mockApi, on } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import './stride-api';

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
  const signedIn = () => makeStore({ auth: { ...initialAuthState, user: makeUser(), isAuthenticated: true, initialized: true } });

  it('when the server says it is over, this browser stops receiving that person’s notifications', async () => {
    const held = await subscribedBrowser();
    mockApi({ [on(API.auth.check)]: () => errorResponse('not_authenticated', 'Not authenticated') });
    await signedIn().dispatch(checkAuth());
    await waitFor(() => expect(held.subscription).toBeNull());
  });

  it('not when the check merely could not be made (offline)', async () => {
    const held = await subscribedBrowser();
    mockApi({ [on(API.auth.check)]: () => Promise.reject(new TypeError('Failed to fetch')) });
    await signedIn().dispatch(checkAuth());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(held.subscription).not.toBeNull();
  });
});
