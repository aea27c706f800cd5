import { afterEach, describe, expect, it, vi } from 'vitest';
import { MISSING_USER_MESSAGES } from '@stride/domain';
import { initialAuthState, logout } from '../auth/auth-slice';
import { makeStore } from '../store/store';
import { makeGoal, makeUser } from '../../test/fixtures';
import { deferred, jsonResponse, mockApi } from '../../test/fetch-mock';
import { createGoal, deleteGoal, fetchGoals, selectGoals, selectGoalsState, updateGoal } from './goals-slice';

const user = makeUser({ id: '00000000-0000-4000-8000-0000000000aa' });
const signedInStore = () =>
  makeStore({ auth: { ...initialAuthState, user, isAuthenticated: true, initialized: true } });

afterEach(() => vi.unstubAllGlobals());

describe('goals slice (section 4, Vision and goals)', () => {
  it('fetch moves idle -> loading -> succeeded and replaces the list', async () => {
    const goals = [makeGoal({ name: 'A' }), makeGoal({ name: 'B' })];
    const answer = deferred<Response>();
    const fetchMock = mockApi({ [`GET /api/goals/user/${user.id}`]: () => answer.promise });
    const store = signedInStore();
    expect(selectGoalsState(store.getState()).status).toBe('idle');

    const pending = store.dispatch(fetchGoals());
    expect(selectGoalsState(store.getState())).toMatchObject({ status: 'loading', error: null });
    answer.resolve(jsonResponse(goals));
    await pending;
    expect(selectGoalsState(store.getState())).toMatchObject({ status: 'succeeded', goals, loaded: true });
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('create appends, update replaces by id, delete removes by id', async () => {
    const first = makeGoal({ name: 'First' });
    const second = makeGoal({ name: 'Second' });
    const renamed = { ...first, name: 'Renamed' };
    const fetchMock = mockApi({
      [`GET /api/goals/user/${user.id}`]: () => jsonResponse([first]),
      'POST /api/goals': () => jsonResponse(second, 201),
      [`PUT /api/goals/${first.id}`]: () => jsonResponse(renamed),
      [`DELETE /api/goals/${second.id}`]: () => jsonResponse({ id: second.id }),
    });
    const store = signedInStore();
    await store.dispatch(fetchGoals());
    await store.dispatch(createGoal({ name: 'Second' }));
    expect(selectGoals(store.getState()).map((g) => g.name)).toEqual(['First', 'Second']);
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({ name: 'Second', userId: user.id });

    await store.dispatch(updateGoal({ id: first.id, name: 'Renamed' }));
    expect(selectGoals(store.getState()).map((g) => g.name)).toEqual(['Renamed', 'Second']);
    expect(JSON.parse(String(fetchMock.mock.calls[2]?.[1]?.body))).toEqual({ name: 'Renamed' });

    await store.dispatch(deleteGoal(second.id));
    expect(selectGoals(store.getState())).toEqual([renamed]);
    expect(selectGoalsState(store.getState()).status).toBe('succeeded');
  });

  it('a failure stores the server message and status failed', async () => {
    mockApi({ 'POST /api/goals': () => jsonResponse({ message: 'Please enter a goal name.' }, 400) });
    const store = signedInStore();
    const result = await store.dispatch(createGoal({ name: ' ' }));
    expect(result.payload).toBe('Please enter a goal name.');
    expect(selectGoalsState(store.getState())).toMatchObject({ status: 'failed', error: 'Please enter a goal name.' });
  });

  it('without a signed-in user every call rejects with its section 8 message and sends nothing', async () => {
    const fetchMock = mockApi({});
    const store = makeStore();
    const cases = [
      [() => store.dispatch(fetchGoals()), MISSING_USER_MESSAGES.fetchGoals],
      [() => store.dispatch(createGoal({ name: 'x' })), MISSING_USER_MESSAGES.createGoal],
      [() => store.dispatch(updateGoal({ id: 'g', name: 'x' })), MISSING_USER_MESSAGES.updateGoal],
      [() => store.dispatch(deleteGoal('g')), MISSING_USER_MESSAGES.deleteGoal],
    ] as const;
    for (const [send, message] of cases) {
      const result = await send();
      expect(result.payload).toBe(message);
      expect(selectGoalsState(store.getState())).toMatchObject({ status: 'failed', error: message });
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('forgets the goals on logout', async () => {
    mockApi({
      [`GET /api/goals/user/${user.id}`]: () => jsonResponse([makeGoal()]),
      'POST /api/auth/logout': () => jsonResponse({ message: 'Logged out.' }),
    });
    const store = signedInStore();
    await store.dispatch(fetchGoals());
    await store.dispatch(logout());
    expect(selectGoalsState(store.getState())).toMatchObject({ goals: [], status: 'idle', loaded: false });
  });
});
