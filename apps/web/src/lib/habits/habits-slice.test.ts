import { afterEach, describe, expect, it, vi } from 'vitest';
import { MISSING_USER_MESSAGES } from '@stride/domain';
import { initialAuthState, logout } from '../auth/auth-slice';
import { makeStore } from '../store/store';
import { makeHabit, makeUser } from '../../test/fixtures';
import { deferred, jsonResponse, mockApi } from '../../test/fetch-mock';
import { createHabit, deleteHabit, deleteOccurrence, fetchHabits, selectHabits, selectHabitsState, setCompleted, updateHabit } from './habits-slice';

const user = makeUser({ id: '00000000-0000-4000-8000-0000000000ee' });
const signedInStore = () => makeStore({ auth: { ...initialAuthState, user, isAuthenticated: true, initialized: true } });

afterEach(() => vi.unstubAllGlobals());

describe('habits slice (section 4, Habits)', () => {
  it('a request in progress sets loading and clears the error; fetch replaces the list', async () => {
    const habits = [makeHabit({ name: 'A' }), makeHabit({ name: 'B' })];
    const answer = deferred<Response>();
    mockApi({ [`GET /api/habits/user/${user.id}`]: () => answer.promise });
    const store = signedInStore();
    const pending = store.dispatch(fetchHabits());
    expect(selectHabitsState(store.getState())).toMatchObject({ loading: true, error: null });
    answer.resolve(jsonResponse(habits));
    await pending;
    expect(selectHabitsState(store.getState())).toMatchObject({ loading: false, habits, loaded: true });
  });

  it('create appends; update, occurrence deletion and completion replace by id; delete removes by id', async () => {
    const a = makeHabit({ name: 'A' });
    const b = makeHabit({ name: 'B' });
    mockApi({
      [`GET /api/habits/user/${user.id}`]: () => jsonResponse([a]),
      'POST /api/habits': () => jsonResponse(b, 201),
      [`PUT /api/habits/${a.id}`]: () => jsonResponse({ ...a, name: 'A2' }),
      [`DELETE /api/habits/${a.id}/occurrence`]: () => jsonResponse({ ...a, name: 'A3' }),
      [`POST /api/habits/${a.id}/complete`]: () => jsonResponse({ ...a, name: 'A4', completedDates: ['2026-11-22'] }),
      [`DELETE /api/habits/${b.id}`]: () => jsonResponse(b),
    });
    const store = signedInStore();
    await store.dispatch(fetchHabits());
    await store.dispatch(createHabit({ name: 'B', description: '', startTime: '2026-11-22T07:00:00Z', endTime: '2026-11-22T07:30:00Z', recurrence: 'daily', customRecurrence: null }));
    expect(selectHabits(store.getState()).map((h) => h.name)).toEqual(['A', 'B']);
    await store.dispatch(updateHabit({ id: a.id, body: { name: 'A2', scope: 'single' } }));
    expect(selectHabits(store.getState()).map((h) => h.name)).toEqual(['A2', 'B']);
    await store.dispatch(deleteOccurrence({ id: a.id, body: { occurrence: { date: '2026-11-23' }, scope: 'single' } }));
    expect(selectHabits(store.getState()).map((h) => h.name)).toEqual(['A3', 'B']);
    await store.dispatch(setCompleted({ id: a.id, date: '2026-11-22', done: true }));
    expect(selectHabits(store.getState())[0]).toMatchObject({ name: 'A4', completedDates: ['2026-11-22'] });
    await store.dispatch(deleteHabit(b.id));
    expect(selectHabits(store.getState()).map((h) => h.name)).toEqual(['A4']);
    expect(selectHabitsState(store.getState())).toMatchObject({ loading: false, error: null, pendingCompletions: {} });
  });

  it('a failure stores the server message', async () => {
    mockApi({ 'POST /api/habits': () => jsonResponse({ message: 'Please enter a habit name.' }, 400) });
    const store = signedInStore();
    const result = await store.dispatch(createHabit({ name: ' ', startTime: '2026-11-22T07:00:00Z', endTime: '2026-11-22T07:30:00Z', recurrence: 'daily' }));
    expect(result.payload).toBe('Please enter a habit name.');
    expect(selectHabitsState(store.getState())).toMatchObject({ loading: false, error: 'Please enter a habit name.' });
  });

  it('sends nothing without a signed-in user, and forgets the habits on logout', async () => {
    const fetchMock = mockApi({ 'POST /api/auth/logout': () => jsonResponse({ message: 'Logged out.' }) });
    const anonymous = makeStore();
    expect((await anonymous.dispatch(fetchHabits())).payload).toBe(MISSING_USER_MESSAGES.any);
    expect(fetchMock).not.toHaveBeenCalled();

    mockApi({ [`GET /api/habits/user/${user.id}`]: () => jsonResponse([makeHabit()]), 'POST /api/auth/logout': () => jsonResponse({ message: 'Logged out.' }) });
    const store = signedInStore();
    await store.dispatch(fetchHabits());
    await store.dispatch(logout());
    expect(selectHabitsState(store.getState())).toMatchObject({ habits: [], loaded: false });
  });
});
