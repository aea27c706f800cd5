import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES, API, urlOf } from '@stride/domain';
import { createSessionStore } from '../auth/session-store';
import { makeStore } from '../store/store';
import { errorResponse, jsonResponse, mockApi, on } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { accountEndpoints, exportUrl } from './account-endpoints';

afterEach(() => vi.unstubAllGlobals());

const signedIn = () => {
  const session = createSessionStore({ user: makeUser(), isAuthenticated: true, initialized: true });
  return { session, store: makeStore({ session }) };
};

describe('the account calls (issue 23)', () => {
  it('downloads the export from a plain GET', () => {
    expect(exportUrl('json')).toBe(urlOf(API.account.exportData, { query: { format: 'json' } }));
    expect(exportUrl('csv')).toBe(urlOf(API.account.exportData, { query: { format: 'csv' } }));
  });

  it('a deleted account leaves nothing of its person in this browser, as a sign-out does', async () => {
    const feed = `http://localhost${urlOf(API.calendar.feed, { params: { token: 'x' } })}`;
    mockApi({
      [on(API.calendar.get)]: () => jsonResponse({ url: feed }),
      [on(API.users.deleteAccount)]: (body) =>
        (body as { password: string }).password === 'right'
          ? jsonResponse({ message: ACCOUNT_MESSAGES.accountDeleted })
          : errorResponse('invalid_request', ACCOUNT_MESSAGES.currentPasswordWrong),
    });
    const { session, store } = signedIn();
    await store.dispatch(accountEndpoints.endpoints.getCalendarFeed.initiate());
    const cached = () => accountEndpoints.endpoints.getCalendarFeed.select()(store.getState() as never).data;
    expect(cached()).toEqual({ url: feed });

    const refused = await store.dispatch(accountEndpoints.endpoints.deleteAccount.initiate('wrong'));
    expect(refused.error).toMatchObject({ status: 400, code: 'invalid_request', message: ACCOUNT_MESSAGES.currentPasswordWrong });
    expect(session.getState().isAuthenticated).toBe(true);
    expect(cached()).toBeDefined();

    await store.dispatch(accountEndpoints.endpoints.deleteAccount.initiate('right'));
    expect(session.getState()).toMatchObject({ user: null, isAuthenticated: false, loggedOut: true });
    expect(cached()).toBeUndefined();
  });
});
