import { afterEach, describe, expect, it, vi } from 'vitest';
import { API, AUTH_TEXTS, GOAL_MESSAGES, MISSING_USER_MESSAGES } from '@stride/domain';
import { logout } from '../auth/log-out';
import { createSessionStore } from '../auth/session-store';
import { makeStore } from '../store/store';
import { makeGoal, makeUser, makeVision } from '../../test/fixtures';
import { deferred, errorResponse, jsonResponse, mockApi, on } from '../../test/fetch-mock';
import { goalsEndpoints } from './goals-endpoints';

const user = makeUser({ id: '00000000-0000-4000-8000-0000000000aa' });
const signedInSession = () => createSessionStore({ user, isAuthenticated: true, initialized: true });
const signedInStore = (session = signedInSession()) => makeStore({ session });
const { getGoals, createGoal, updateGoal, deleteGoal, getVision, saveVision, deleteVision } = goalsEndpoints.endpoints;
type Store = ReturnType<typeof makeStore>;
const goalsOf = (store: Store) => getGoals.select()(store.getState() as never);
const visionOf = (store: Store) => getVision.select()(store.getState() as never);

afterEach(() => vi.unstubAllGlobals());

describe('goals endpoints (section 4, Vision and goals)', () => {
  it('a fetch is loading, then holds the list', async () => {
    const goals = [makeGoal({ name: 'A' }), makeGoal({ name: 'B' })];
    const answer = deferred<Response>();
    const fetchMock = mockApi({ [on(API.goals.list, { params: { userId: user.id } })]: () => answer.promise });
    const store = signedInStore();
    const pending = store.dispatch(getGoals.initiate());
    expect(goalsOf(store)).toMatchObject({ isLoading: true, isError: false });
    answer.resolve(jsonResponse(goals));
    await pending;
    expect(goalsOf(store)).toMatchObject({ isSuccess: true, data: goals });
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('create appends, update replaces by id, delete removes by id, sending the spec’s bodies', async () => {
    const first = makeGoal({ name: 'First' });
    const second = makeGoal({ name: 'Second' });
    const renamed = { ...first, name: 'Renamed' };
    const fetchMock = mockApi({
      [on(API.goals.list, { params: { userId: user.id } })]: () => jsonResponse([first]),
      [on(API.goals.create)]: () => jsonResponse(second, 201),
      [on(API.goals.update, { params: { id: first.id } })]: () => jsonResponse(renamed),
      [on(API.goals.remove, { params: { id: second.id } })]: () => jsonResponse({ id: second.id, undoId: '00000000-0000-4000-8000-0000000000ad' }),
    });
    const store = signedInStore();
    await store.dispatch(getGoals.initiate());
    await store.dispatch(createGoal.initiate({ name: 'Second' }));
    expect(goalsOf(store).data?.map((g) => g.name)).toEqual(['First', 'Second']);
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({ name: 'Second', userId: user.id });

    await store.dispatch(updateGoal.initiate({ id: first.id, name: 'Renamed' }));
    expect(goalsOf(store).data?.map((g) => g.name)).toEqual(['Renamed', 'Second']);
    expect(JSON.parse(String(fetchMock.mock.calls[2]?.[1]?.body))).toEqual({ name: 'Renamed' });

    await store.dispatch(deleteGoal.initiate(second.id));
    expect(goalsOf(store).data).toEqual([renamed]);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('saves and deletes the vision in the cache', async () => {
    const vision = makeVision({ text: 'Calm and strong' });
    const none = deferred<Response>();
    const fetchMock = mockApi({
      [on(API.vision.get, { params: { userId: user.id } })]: () => none.promise,
      [on(API.vision.save)]: () => jsonResponse(vision, 201),
      [on(API.vision.remove, { params: { id: vision.id } })]: () => jsonResponse({ id: vision.id, undoId: '00000000-0000-4000-8000-0000000000ad' }),
    });
    const store = signedInStore();
    const pending = store.dispatch(getVision.initiate());
    expect(visionOf(store)).toMatchObject({ isLoading: true });
    none.resolve(jsonResponse(null));
    await pending;
    expect(visionOf(store)).toMatchObject({ isSuccess: true, data: null });
    await store.dispatch(saveVision.initiate('Calm and strong'));
    expect(visionOf(store).data).toEqual(vision);
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({ text: 'Calm and strong', userId: user.id });
    await store.dispatch(deleteVision.initiate(vision.id));
    expect(visionOf(store).data).toBeNull();
  });

  it('a failure answers the server message and leaves the list as it was', async () => {
    const goal = makeGoal();
    mockApi({
      [on(API.goals.list, { params: { userId: user.id } })]: () => jsonResponse([goal]),
      [on(API.goals.create)]: () => errorResponse('validation_failed', 'Please enter a goal name.'),
    });
    const store = signedInStore();
    await store.dispatch(getGoals.initiate());
    const result = await store.dispatch(createGoal.initiate({ name: ' ' }));
    expect(result.error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Please enter a goal name.' });
    expect(goalsOf(store).data).toEqual([goal]);
  });

  it('refuses a goal past the limit with the server’s message (409)', async () => {
    const goal = makeGoal();
    mockApi({
      [on(API.goals.list, { params: { userId: user.id } })]: () => jsonResponse([goal]),
      [on(API.goals.create)]: () => errorResponse('conflict', GOAL_MESSAGES.tooMany),
    });
    const store = signedInStore();
    await store.dispatch(getGoals.initiate());
    const result = await store.dispatch(createGoal.initiate({ name: 'One more' }));
    expect(result.error).toEqual({ status: 409, code: 'conflict', message: GOAL_MESSAGES.tooMany, serverMessage: GOAL_MESSAGES.tooMany });
    expect(goalsOf(store).data).toEqual([goal]);
  });

  it('a network failure holds the network message (section 8)', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    const store = signedInStore();
    await store.dispatch(getVision.initiate());
    expect(visionOf(store)).toMatchObject({ isError: true, error: { status: 0, message: AUTH_TEXTS.networkError } });
  });

  it('keeps the data after the screens that read it close, until sign-out', async () => {
    vi.useFakeTimers();
    try {
      const goals = [makeGoal()];
      mockApi({ [on(API.goals.list, { params: { userId: user.id } })]: () => jsonResponse(goals) });
      const store = signedInStore();
      const screen = store.dispatch(getGoals.initiate());
      await screen;
      screen.unsubscribe();
      await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
      expect(goalsOf(store).data).toEqual(goals);
    } finally {
      vi.useRealTimers();
    }
  });

  it('without a signed-in user every call fails with its section 8 message and sends nothing', async () => {
    const fetchMock = mockApi({});
    const store = makeStore({ session: createSessionStore() });
    const cases = [
      [() => store.dispatch(getGoals.initiate()), MISSING_USER_MESSAGES.fetchGoals],
      [() => store.dispatch(createGoal.initiate({ name: 'x' })), MISSING_USER_MESSAGES.createGoal],
      [() => store.dispatch(updateGoal.initiate({ id: 'g', name: 'x' })), MISSING_USER_MESSAGES.updateGoal],
      [() => store.dispatch(deleteGoal.initiate('g')), MISSING_USER_MESSAGES.deleteGoal],
      [() => store.dispatch(getVision.initiate()), MISSING_USER_MESSAGES.fetchVision],
      [() => store.dispatch(saveVision.initiate('x')), MISSING_USER_MESSAGES.saveVision],
      [() => store.dispatch(deleteVision.initiate('v')), MISSING_USER_MESSAGES.deleteVision],
    ] as const;
    for (const [send, message] of cases) {
      const result = await send();
      expect(result.error).toMatchObject({ message });
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('forgets the goals and the vision on logout', async () => {
    mockApi({
      [on(API.goals.list, { params: { userId: user.id } })]: () => jsonResponse([makeGoal()]),
      [on(API.vision.get, { params: { userId: user.id } })]: () => jsonResponse(makeVision()),
      [on(API.auth.logout)]: () => jsonResponse({ message: 'Logged out.' }),
    });
    const session = signedInSession();
    const store = signedInStore(session);
    await store.dispatch(getGoals.initiate());
    await store.dispatch(getVision.initiate());
    await logout(session);
    expect(goalsOf(store).data).toBeUndefined();
    expect(visionOf(store).data).toBeUndefined();
  });
});
