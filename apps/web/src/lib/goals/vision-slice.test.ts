import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TEXTS, MISSING_USER_MESSAGES } from '@stride/domain';
import { initialAuthState } from '../auth/auth-slice';
import { makeStore } from '../store/store';
import { makeUser, makeVision } from '../../test/fixtures';
import { deferred, jsonResponse, mockApi } from '../../test/fetch-mock';
import { deleteVision, fetchVision, saveVision, selectVision, selectVisionState } from './vision-slice';

const user = makeUser({ id: '00000000-0000-4000-8000-0000000000bb' });
const signedInStore = () =>
  makeStore({ auth: { ...initialAuthState, user, isAuthenticated: true, initialized: true } });

afterEach(() => vi.unstubAllGlobals());

describe('vision slice (section 4, Vision and goals)', () => {
  it('fetch stores the vision, or null when the user has none', async () => {
    const answer = deferred<Response>();
    mockApi({ [`GET /api/visions/user/${user.id}`]: () => answer.promise });
    const store = signedInStore();
    const pending = store.dispatch(fetchVision());
    expect(selectVisionState(store.getState()).status).toBe('loading');
    answer.resolve(jsonResponse(null));
    await pending;
    expect(selectVisionState(store.getState())).toMatchObject({ status: 'succeeded', vision: null, loaded: true });
  });

  it('save stores the returned vision and sends the text with the user; delete sets it to null', async () => {
    const vision = makeVision({ text: 'Be kind.' });
    const fetchMock = mockApi({
      'POST /api/visions': () => jsonResponse(vision, 201),
      [`DELETE /api/visions/${vision.id}`]: () => jsonResponse({ id: vision.id }),
    });
    const store = signedInStore();
    await store.dispatch(saveVision('Be kind.'));
    expect(selectVision(store.getState())).toEqual(vision);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ text: 'Be kind.', userId: user.id });
    await store.dispatch(deleteVision(vision.id));
    expect(selectVisionState(store.getState())).toMatchObject({ vision: null, status: 'succeeded' });
  });

  it('a network failure stores the network message', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    const store = signedInStore();
    await store.dispatch(fetchVision());
    expect(selectVisionState(store.getState())).toMatchObject({ status: 'failed', error: AUTH_TEXTS.networkError });
  });

  it('without a signed-in user every call rejects with its section 8 message and sends nothing', async () => {
    const fetchMock = mockApi({});
    const store = makeStore();
    const cases = [
      [() => store.dispatch(fetchVision()), MISSING_USER_MESSAGES.fetchVision],
      [() => store.dispatch(saveVision('x')), MISSING_USER_MESSAGES.saveVision],
      [() => store.dispatch(deleteVision('v')), MISSING_USER_MESSAGES.deleteVision],
    ] as const;
    for (const [send, message] of cases) {
      const result = await send();
      expect(result.payload).toBe(message);
      expect(selectVisionState(store.getState())).toMatchObject({ status: 'failed', error: message });
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
