import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, type Habit } from '@stride/domain';
import { logout } from '../auth/log-out';
import { createSessionStore } from '../auth/session-store';
import { makeStore } from '../store/store';
import { makeHabit, makeUser } from '../../test/fixtures';
import { deferred, errorResponse, jsonResponse, mockApi, on } from '../../test/fetch-mock';
import { outboxStorage, selectOutbox, storageKey } from './check-off-outbox';
import { flushCheckOffs, useCheckOffSync } from './check-off-sync';
import { habitsEndpoints, waitsToSync } from './habits-endpoints';

const user = makeUser({ id: '00000000-0000-4000-8000-0000000000ab' });
const listUrl = on(API.habits.list, { params: { userId: user.id } });
const { getHabits, setCompleted } = habitsEndpoints.endpoints;
const signedInSession = () => createSessionStore({ user, isAuthenticated: true, initialized: true });
const signedInStore = (session = signedInSession()) => makeStore({ session });
const doneDates = (store: ReturnType<typeof makeStore>) => (getHabits.select(undefined)(store.getState() as never).data as Habit[] | undefined)?.[0]?.completedDates;
const offline = () => Promise.reject(new TypeError('Failed to fetch'));

/** The server as the check-offs reach it: each POST or DELETE recorded, answering the habit. */
function server(habit: Habit, answer: (method: string, date: string) => Response | Promise<Response>) {
  const calls: string[] = [];
  const handle = (method: string) => (body: unknown) => {
    const { date } = body as { date: string };
    calls.push(`${method} ${date}`);
    return answer(method, date);
  };
  return { calls, routes: { [on(API.habits.complete, { params: { id: habit.id } })]: handle('POST'), [on(API.habits.uncomplete, { params: { id: habit.id } })]: handle('DELETE') } };
}

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('check-offs made offline (issue 21)', () => {
  it('stay checked, wait on the device, and are sent once when the connection returns: nothing lost, nothing doubled', async () => {
    const habit = makeHabit({ completedDates: [] });
    let reachable = false;
    const api = server(habit, (method, date) => (reachable ? jsonResponse({ ...habit, completedDates: method === 'POST' ? [date] : [] }) : offline()));
    mockApi({ [listUrl]: () => jsonResponse([habit]), ...api.routes });
    const store = signedInStore();
    await store.dispatch(getHabits.initiate(undefined));

    // Offline: ticked, unticked and ticked again; the last wish waits, once.
    for (const done of [true, false, true]) {
      const result = await store.dispatch(setCompleted.initiate({ id: habit.id, date: '2026-11-22', done }));
      expect(waitsToSync(result.error)).toBe(true);
    }
    expect(doneDates(store)).toEqual(['2026-11-22']);
    expect(selectOutbox(store.getState()).pending).toEqual([{ id: habit.id, date: '2026-11-22', done: true }]);

    // A list that answers meanwhile (from the offline cache) still shows it.
    await store.dispatch(getHabits.initiate(undefined, { forceRefetch: true }));
    expect(doneDates(store)).toEqual(['2026-11-22']);

    reachable = true;
    api.calls.length = 0;
    await store.dispatch(flushCheckOffs());
    expect(api.calls).toEqual(['POST 2026-11-22']);
    expect(selectOutbox(store.getState()).pending).toEqual([]);
    expect(doneDates(store)).toEqual(['2026-11-22']);
    // Sent: a second flush sends nothing.
    await store.dispatch(flushCheckOffs());
    expect(api.calls).toEqual(['POST 2026-11-22']);
  });

  it('a waiting check-off the server refuses when finally sent goes back and says why', async () => {
    const habit = makeHabit({ completedDates: [] });
    let reachable = false;
    const api = server(habit, () => (reachable ? errorResponse('invalid_request', 'This habit is not scheduled on that date.') : offline()));
    mockApi({ [listUrl]: () => jsonResponse([habit]), ...api.routes });
    const store = signedInStore();
    await store.dispatch(getHabits.initiate(undefined));
    await store.dispatch(setCompleted.initiate({ id: habit.id, date: '2026-11-21', done: true }));
    expect(doneDates(store)).toEqual(['2026-11-21']);
    reachable = true;
    await store.dispatch(flushCheckOffs());
    expect(doneDates(store)).toEqual([]);
    expect(selectOutbox(store.getState())).toMatchObject({ pending: [], refused: 'A check-off made offline was not saved: This habit is not scheduled on that date.' });
  });

  it('are kept across a reload in this person’s own storage, shown on the lists, and sent when the browser is back online', async () => {
    const habit = makeHabit({ completedDates: ['2026-11-20'] });
    outboxStorage.write(user.id, [{ id: habit.id, date: '2026-11-20', done: false }]);
    // Someone else's waiting check-offs on this device are not this person's.
    outboxStorage.write('00000000-0000-4000-8000-0000000000ff', [{ id: habit.id, date: '2026-11-19', done: true }]);
    const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    let reachable = false;
    const api = server(habit, (method) => (reachable ? jsonResponse({ ...habit, completedDates: method === 'POST' ? ['2026-11-20'] : [] }) : offline()));
    mockApi({ [listUrl]: () => jsonResponse([habit]), ...api.routes });
    const store = signedInStore();
    await store.dispatch(getHabits.initiate(undefined));
    const wrapper = ({ children }: { children: ReactNode }) => createElement(Provider, { store, children });
    renderHook(() => useCheckOffSync(user.id), { wrapper });

    await waitFor(() => expect(selectOutbox(store.getState()).pending).toEqual([{ id: habit.id, date: '2026-11-20', done: false }]));
    expect(doneDates(store)).toEqual([]);

    reachable = true;
    onLine.mockReturnValue(true);
    api.calls.length = 0;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(selectOutbox(store.getState()).pending).toEqual([]));
    expect(api.calls).toEqual(['DELETE 2026-11-20']);
    expect(outboxStorage.read(user.id)).toEqual([]);
    expect(outboxStorage.read('00000000-0000-4000-8000-0000000000ff')).toHaveLength(1);
  });

  it('signing out forgets them in memory; the device keeps them for that person’s return', async () => {
    const habit = makeHabit({ completedDates: [] });
    mockApi({ [listUrl]: () => jsonResponse([habit]), [on(API.habits.complete, { params: { id: habit.id } })]: offline, [on(API.auth.logout)]: () => jsonResponse({}) });
    const session = signedInSession();
    const store = signedInStore(session);
    const wrapper = ({ children }: { children: ReactNode }) => createElement(Provider, { store, children });
    renderHook(() => useCheckOffSync(user.id), { wrapper });
    await store.dispatch(getHabits.initiate(undefined));
    await store.dispatch(setCompleted.initiate({ id: habit.id, date: '2026-11-22', done: true }));
    await waitFor(() => expect(outboxStorage.read(user.id)).toEqual([{ id: habit.id, date: '2026-11-22', done: true }]));
    await logout(session);
    expect(selectOutbox(store.getState()).pending).toEqual([]);
    expect(outboxStorage.read(user.id)).toHaveLength(1);
  });

  it('keep waiting through an expired session or a server error, and go back only when the check-off itself is refused', async () => {
    const habit = makeHabit({ completedDates: [] });
    const answers: Response[] = [];
    const api = server(habit, () => answers.shift() ?? offline());
    mockApi({ [listUrl]: () => jsonResponse([habit]), ...api.routes });
    const store = signedInStore();
    await store.dispatch(getHabits.initiate(undefined));
    answers.push(errorResponse('not_authenticated', 'Not authenticated'));
    await store.dispatch(setCompleted.initiate({ id: habit.id, date: '2026-11-22', done: true }));
    answers.push(errorResponse('unavailable', 'The database is unavailable.'));
    await store.dispatch(flushCheckOffs());
    expect(selectOutbox(store.getState()).pending).toHaveLength(1);
    expect(doneDates(store)).toEqual(['2026-11-22']);
    answers.push(errorResponse('not_found', 'Habit not found.'));
    await store.dispatch(flushCheckOffs());
    expect(selectOutbox(store.getState())).toMatchObject({ pending: [], refused: 'A check-off made offline was not saved: Habit not found.' });
    expect(doneDates(store)).toEqual([]);
  });

  it('a slow failure of an older click does not replace a newer wish', async () => {
    const habit = makeHabit({ completedDates: [] });
    const slowPost = deferred<Response>();
    mockApi({
      [listUrl]: () => jsonResponse([habit]),
      [on(API.habits.complete, { params: { id: habit.id } })]: () => slowPost.promise,
      [on(API.habits.uncomplete, { params: { id: habit.id } })]: offline,
    });
    const store = signedInStore();
    await store.dispatch(getHabits.initiate(undefined));
    const tick = store.dispatch(setCompleted.initiate({ id: habit.id, date: '2026-11-22', done: true }));
    await store.dispatch(setCompleted.initiate({ id: habit.id, date: '2026-11-22', done: false }));
    slowPost.resolve(Promise.reject(new TypeError('Failed to fetch')) as never);
    await tick;
    expect(selectOutbox(store.getState()).pending).toEqual([{ id: habit.id, date: '2026-11-22', done: false }]);
    expect(doneDates(store)).toEqual([]);
  });

  it('a sync sends what waits when it gets there: a click meanwhile is not undone by the older wish', async () => {
    const habit = makeHabit({ completedDates: [] });
    let reachable = false;
    const firstSent = deferred<Response>();
    const api = server(habit, (method, date) => {
      if (!reachable) return offline();
      if (date === '2026-11-21') return firstSent.promise;
      return jsonResponse({ ...habit, completedDates: method === 'POST' ? [date] : [] });
    });
    mockApi({ [listUrl]: () => jsonResponse([habit]), ...api.routes });
    const store = signedInStore();
    await store.dispatch(getHabits.initiate(undefined));
    await store.dispatch(setCompleted.initiate({ id: habit.id, date: '2026-11-21', done: true }));
    await store.dispatch(setCompleted.initiate({ id: habit.id, date: '2026-11-22', done: true }));
    reachable = true;
    api.calls.length = 0;
    const sync = store.dispatch(flushCheckOffs());
    // While the 21st is on its way, the 22nd is unticked, online.
    await store.dispatch(setCompleted.initiate({ id: habit.id, date: '2026-11-22', done: false }));
    firstSent.resolve(jsonResponse({ ...habit, completedDates: ['2026-11-21'] }));
    await sync;
    expect(api.calls).toEqual(['POST 2026-11-21', 'DELETE 2026-11-22']);
    expect(selectOutbox(store.getState()).pending).toEqual([]);
    expect(doneDates(store)).toEqual(['2026-11-21']);
  });

  it('take what another tab of the same person left waiting', async () => {
    const habit = makeHabit({ completedDates: [] });
    mockApi({ [listUrl]: () => jsonResponse([habit]), [on(API.habits.complete, { params: { id: habit.id } })]: offline });
    const store = signedInStore();
    await store.dispatch(getHabits.initiate(undefined));
    const wrapper = ({ children }: { children: ReactNode }) => createElement(Provider, { store, children });
    renderHook(() => useCheckOffSync(user.id), { wrapper });
    const elsewhere = [{ id: habit.id, date: '2026-11-20', done: true }];
    window.localStorage.setItem(storageKey(user.id), JSON.stringify(elsewhere));
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: storageKey(user.id) })));
    await waitFor(() => expect(selectOutbox(store.getState()).pending).toEqual(elsewhere));
    expect(doneDates(store)).toEqual(['2026-11-20']);
  });
});
