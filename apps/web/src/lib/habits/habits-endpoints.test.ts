import { afterEach, describe, expect, it, vi } from 'vitest';
import { MISSING_USER_MESSAGES, type Habit } from '@stride/domain';
import { initialAuthState, logout } from '../auth/auth-slice';
import { makeStore } from '../store/store';
import { makeHabit, makeUser } from '../../test/fixtures';
import { deferred, jsonResponse, mockApi } from '../../test/fetch-mock';
import { habitsEndpoints, type HabitWindow } from './habits-endpoints';

const user = makeUser({ id: '00000000-0000-4000-8000-0000000000aa' });
const signedInStore = () => makeStore({ auth: { ...initialAuthState, user, isAuthenticated: true, initialized: true } });
const { getHabits, createHabit, updateHabit, deleteOccurrence, setCompleted, deleteHabit } = habitsEndpoints.endpoints;
const year: HabitWindow = { from: '2025-11-22', to: '2026-11-22' };
const listUrl = `GET /api/habits/user/${user.id}`;
const habitsOf = (store: ReturnType<typeof makeStore>, window?: HabitWindow) => getHabits.select(window)(store.getState() as never).data as Habit[] | undefined;

afterEach(() => vi.unstubAllGlobals());

describe('habits endpoints (section 4, Habits)', () => {
  it('create appends; update, occurrence deletion and completion replace by id; delete removes by id, in every cached window', async () => {
    const a = makeHabit({ name: 'A' });
    const b = makeHabit({ name: 'B' });
    mockApi({
      [listUrl]: () => jsonResponse([a]),
      [`${listUrl}?from=${year!.from}&to=${year!.to}`]: () => jsonResponse([a]),
      'POST /api/habits': () => jsonResponse(b, 201),
      [`PUT /api/habits/${a.id}`]: () => jsonResponse({ ...a, name: 'A2' }),
      [`DELETE /api/habits/${a.id}/occurrence`]: () => jsonResponse({ ...a, name: 'A3' }),
      [`POST /api/habits/${a.id}/complete`]: () => jsonResponse({ ...a, name: 'A4', completedDates: ['2026-11-22'] }),
      [`DELETE /api/habits/${b.id}`]: () => jsonResponse(b),
    });
    const store = signedInStore();
    await store.dispatch(getHabits.initiate(undefined));
    await store.dispatch(getHabits.initiate(year));
    const names = () => [habitsOf(store)?.map((h) => h.name), habitsOf(store, year)?.map((h) => h.name)];
    await store.dispatch(createHabit.initiate({ name: 'B', description: '', startTime: '2026-11-22T07:00:00Z', endTime: '2026-11-22T07:30:00Z', recurrence: 'daily', customRecurrence: null }));
    expect(names()).toEqual([['A', 'B'], ['A', 'B']]);
    await store.dispatch(updateHabit.initiate({ id: a.id, body: { name: 'A2', scope: 'single' } }));
    expect(names()).toEqual([['A2', 'B'], ['A2', 'B']]);
    await store.dispatch(deleteOccurrence.initiate({ id: a.id, body: { occurrence: { date: '2026-11-22' }, scope: 'single' } }));
    expect(names()).toEqual([['A3', 'B'], ['A3', 'B']]);
    await store.dispatch(setCompleted.initiate({ id: a.id, date: '2026-11-22', done: true }));
    expect(habitsOf(store)?.[0]).toMatchObject({ name: 'A4', completedDates: ['2026-11-22'] });
    await store.dispatch(deleteHabit.initiate(b.id));
    expect(names()).toEqual([['A4'], ['A4']]);
  });

  it('a check-off shows before the server answers, and falls back when it refuses', async () => {
    const habit = makeHabit({ completedDates: [] });
    const answer = deferred<Response>();
    mockApi({ [listUrl]: () => jsonResponse([habit]), [`POST /api/habits/${habit.id}/complete`]: () => answer.promise });
    const store = signedInStore();
    await store.dispatch(getHabits.initiate(undefined));
    const pending = store.dispatch(setCompleted.initiate({ id: habit.id, date: '2026-11-22', done: true }));
    expect(habitsOf(store)?.[0]?.completedDates).toEqual(['2026-11-22']);
    answer.resolve(jsonResponse({ message: 'This habit is not scheduled on that date.' }, 400));
    const result = await pending;
    expect(result.error).toMatchObject({ status: 400, message: 'This habit is not scheduled on that date.' });
    expect(habitsOf(store)?.[0]?.completedDates).toEqual([]);
  });

  it('a failure answers the server message', async () => {
    mockApi({ 'POST /api/habits': () => jsonResponse({ message: 'Please enter a habit name.' }, 400) });
    const result = await signedInStore().dispatch(
      createHabit.initiate({ name: ' ', startTime: '2026-11-22T07:00:00Z', endTime: '2026-11-22T07:30:00Z', recurrence: 'daily' }),
    );
    expect(result.error).toMatchObject({ message: 'Please enter a habit name.' });
  });

  it('sends nothing without a signed-in user, and forgets the habits on logout', async () => {
    const fetchMock = mockApi({});
    const anonymous = makeStore();
    expect((await anonymous.dispatch(getHabits.initiate(undefined))).error).toMatchObject({ message: MISSING_USER_MESSAGES.any });
    expect(fetchMock).not.toHaveBeenCalled();

    mockApi({ [listUrl]: () => jsonResponse([makeHabit()]), 'POST /api/auth/logout': () => jsonResponse({ message: 'Logged out.' }) });
    const store = signedInStore();
    await store.dispatch(getHabits.initiate(undefined));
    expect(habitsOf(store)).toHaveLength(1);
    await store.dispatch(logout());
    expect(habitsOf(store)).toBeUndefined();
  });
});
