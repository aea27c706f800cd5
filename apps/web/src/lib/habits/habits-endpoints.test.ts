import { afterEach, describe, expect, it, vi } from 'vitest';
import { API, MISSING_USER_MESSAGES, defaultHabitWindow, type Habit } from '@stride/domain';
import { logout } from '../auth/log-out';
import { createSessionStore } from '../auth/session-store';
import { makeStore } from '../store/store';
import { makeHabit, makeUser } from '../../test/fixtures';
import { deferred, errorResponse, jsonResponse, mockApi, on } from '../../test/fetch-mock';
import { habitsEndpoints, type ListWindow } from './habits-endpoints';

const user = makeUser({ id: '00000000-0000-4000-8000-0000000000aa' });
const signedInSession = () => createSessionStore({ user, isAuthenticated: true, initialized: true });
const signedInStore = (session = signedInSession()) => makeStore({ session });
const { getHabits, createHabit, updateHabit, deleteOccurrence, setCompleted, deleteHabit } = habitsEndpoints.endpoints;
const year: ListWindow = { from: '2025-11-22', to: '2026-11-22' };
const listUrl = on(API.habits.list, { params: { userId: user.id } });
const yearUrl = on(API.habits.list, { params: { userId: user.id }, query: { from: year!.from, to: year!.to } });
const habitsOf = (store: ReturnType<typeof makeStore>, window?: ListWindow) => getHabits.select(window)(store.getState() as never).data as Habit[] | undefined;

afterEach(() => vi.unstubAllGlobals());

describe('habits endpoints (section 4, Habits)', () => {
  it('create appends; update, occurrence deletion and completion replace by id; delete removes by id, in every cached window', async () => {
    const a = makeHabit({ name: 'A' });
    const b = makeHabit({ name: 'B' });
    mockApi({
      [listUrl]: () => jsonResponse([a]),
      [yearUrl]: () => jsonResponse([a]),
      [on(API.habits.create)]: () => jsonResponse(b, 201),
      [on(API.habits.update, { params: { id: a.id } })]: () => jsonResponse({ ...a, name: 'A2' }),
      [on(API.habits.removeOccurrence, { params: { id: a.id } })]: () => jsonResponse({ ...a, name: 'A3', undoId: '00000000-0000-4000-8000-0000000000ad' }),
      [on(API.habits.complete, { params: { id: a.id } })]: () => jsonResponse({ ...a, name: 'A4', completedDates: ['2026-11-22'] }),
      [on(API.habits.remove, { params: { id: b.id } })]: () => jsonResponse({ ...b, undoId: '00000000-0000-4000-8000-0000000000ad' }),
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

  it('a list of another window keeps its own window and earlier check marks when a change answers for the default one', async () => {
    const listed = makeHabit({ startDate: '2025-06-01', window: year, completedDates: ['2026-01-05', '2026-11-20'] });
    const answered = makeHabit({ ...listed, window: defaultHabitWindow('2026-11-22'), name: 'Renamed', completedDates: ['2026-11-20', '2026-11-22'] });
    mockApi({
      [yearUrl]: () => jsonResponse([{ ...listed, occurrences: [] }]),
      [on(API.habits.complete, { params: { id: listed.id } })]: () => jsonResponse(answered),
    });
    const store = signedInStore();
    await store.dispatch(getHabits.initiate(year));
    await store.dispatch(setCompleted.initiate({ id: listed.id, date: '2026-11-22', done: true }));
    const [habit] = habitsOf(store, year)!;
    // The answer's window (the month views around November) replaces those check marks; January's stays.
    expect(habit).toMatchObject({ name: 'Renamed', window: year, completedDates: ['2026-01-05', '2026-11-20', '2026-11-22'] });
    expect(habit!.occurrences[0]?.date).toBe(year!.from);
    expect(habit!.occurrences.at(-1)?.date).toBe(year!.to);
  });

  it('a check-off shows before the server answers, and falls back when it refuses', async () => {
    const habit = makeHabit({ completedDates: [] });
    const answer = deferred<Response>();
    mockApi({ [listUrl]: () => jsonResponse([habit]), [on(API.habits.complete, { params: { id: habit.id } })]: () => answer.promise });
    const store = signedInStore();
    await store.dispatch(getHabits.initiate(undefined));
    const pending = store.dispatch(setCompleted.initiate({ id: habit.id, date: '2026-11-22', done: true }));
    expect(habitsOf(store)?.[0]?.completedDates).toEqual(['2026-11-22']);
    answer.resolve(errorResponse('invalid_request', 'This habit is not scheduled on that date.'));
    const result = await pending;
    expect(result.error).toMatchObject({ status: 400, code: 'invalid_request', message: 'This habit is not scheduled on that date.' });
    expect(habitsOf(store)?.[0]?.completedDates).toEqual([]);
  });

  it('a refused check-off goes back alone: one the server took meanwhile stays', async () => {
    const habit = makeHabit({ completedDates: [] });
    const answers = [deferred<Response>(), deferred<Response>()];
    let calls = 0;
    mockApi({ [listUrl]: () => jsonResponse([habit]), [on(API.habits.complete, { params: { id: habit.id } })]: () => answers[calls++]!.promise });
    const store = signedInStore();
    await store.dispatch(getHabits.initiate(undefined));
    const dates = () => habitsOf(store)?.[0]?.completedDates;
    const refused = store.dispatch(setCompleted.initiate({ id: habit.id, date: '2026-11-21', done: true }));
    const taken = store.dispatch(setCompleted.initiate({ id: habit.id, date: '2026-11-22', done: true }));
    expect(dates()).toEqual(['2026-11-21', '2026-11-22']);
    answers[1]!.resolve(jsonResponse({ ...habit, completedDates: ['2026-11-22'] }));
    await taken;
    expect(dates()).toEqual(['2026-11-21', '2026-11-22']);
    answers[0]!.resolve(errorResponse('invalid_request', 'This habit is not scheduled on that date.'));
    await refused;
    expect(dates()).toEqual(['2026-11-22']);
  });

  it('a check-off in flight wins over answers that predate it, until its own answer comes', async () => {
    const habit = makeHabit({ name: 'Swim', completedDates: ['2026-11-20'] });
    const complete = deferred<Response>();
    const list = deferred<Response>();
    let lists = 0;
    mockApi({
      [listUrl]: () => (lists++ === 0 ? jsonResponse([habit]) : list.promise),
      [on(API.habits.update, { params: { id: habit.id } })]: () => jsonResponse({ ...habit, name: 'Sea swim' }),
      [on(API.habits.complete, { params: { id: habit.id } })]: () => complete.promise,
    });
    const store = signedInStore();
    await store.dispatch(getHabits.initiate(undefined));
    const checkOff = store.dispatch(setCompleted.initiate({ id: habit.id, date: '2026-11-22', done: true }));
    // A rename answered without the new date, and a list fetched again without it: still checked.
    await store.dispatch(updateHabit.initiate({ id: habit.id, body: { name: 'Sea swim', scope: 'single' } }));
    expect(habitsOf(store)?.[0]).toMatchObject({ name: 'Sea swim', completedDates: ['2026-11-20', '2026-11-22'] });
    const refetch = store.dispatch(getHabits.initiate(undefined, { forceRefetch: true }));
    list.resolve(jsonResponse([{ ...habit, name: 'Sea swim' }]));
    await refetch;
    expect(habitsOf(store)?.[0]?.completedDates).toEqual(['2026-11-20', '2026-11-22']);
    // Its own answer is the server's word, figures included.
    complete.resolve(jsonResponse({ ...habit, name: 'Sea swim', completedDates: ['2026-11-20', '2026-11-22'], completionStreak: 7 }));
    await checkOff;
    expect(habitsOf(store)?.[0]).toMatchObject({ completedDates: ['2026-11-20', '2026-11-22'], completionStreak: 7 });
  });

  it('the later of two clicks on one date wins, even when the earlier one is refused after it', async () => {
    const habit = makeHabit({ completedDates: [] });
    const complete = deferred<Response>();
    const undo = deferred<Response>();
    mockApi({
      [listUrl]: () => jsonResponse([habit]),
      [on(API.habits.complete, { params: { id: habit.id } })]: () => complete.promise,
      [on(API.habits.uncomplete, { params: { id: habit.id } })]: () => undo.promise,
    });
    const store = signedInStore();
    await store.dispatch(getHabits.initiate(undefined));
    const dates = () => habitsOf(store)?.[0]?.completedDates;
    const first = store.dispatch(setCompleted.initiate({ id: habit.id, date: '2026-11-22', done: true }));
    expect(dates()).toEqual(['2026-11-22']);
    const second = store.dispatch(setCompleted.initiate({ id: habit.id, date: '2026-11-22', done: false }));
    expect(dates()).toEqual([]);
    complete.resolve(errorResponse('rate_limited', 'Too fast.'));
    await first;
    expect(dates()).toEqual([]);
    undo.resolve(jsonResponse(habit));
    await second;
    expect(dates()).toEqual([]);
  });

  it('a list request in progress is loading and no longer failed; a failure holds the server message (section 4)', async () => {
    const habits = [makeHabit({ name: 'A' })];
    const retry = deferred<Response>();
    let calls = 0;
    mockApi({ [listUrl]: () => (calls++ === 0 ? errorResponse('unavailable', 'Database unavailable.') : retry.promise) });
    const store = signedInStore();
    await store.dispatch(getHabits.initiate(undefined));
    const state = () => getHabits.select(undefined)(store.getState() as never);
    expect(state()).toMatchObject({ isError: true, error: { status: 503, code: 'unavailable', message: 'Database unavailable.' } });
    const again = store.dispatch(getHabits.initiate(undefined, { forceRefetch: true }));
    expect(state()).toMatchObject({ isLoading: true, isError: false });
    retry.resolve(jsonResponse(habits));
    await again;
    expect(state()).toMatchObject({ isSuccess: true, isError: false, data: habits });
  });

  it('a failure answers the server message', async () => {
    mockApi({ [on(API.habits.create)]: () => errorResponse('validation_failed', 'Please enter a habit name.') });
    const result = await signedInStore().dispatch(
      createHabit.initiate({ name: ' ', startTime: '2026-11-22T07:00:00Z', endTime: '2026-11-22T07:30:00Z', recurrence: 'daily' }),
    );
    expect(result.error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Please enter a habit name.' });
  });

  it('sends nothing without a signed-in user, and forgets the habits on logout', async () => {
    const fetchMock = mockApi({});
    const anonymous = makeStore({ session: createSessionStore() });
    expect((await anonymous.dispatch(getHabits.initiate(undefined))).error).toMatchObject({ message: MISSING_USER_MESSAGES.any });
    expect(fetchMock).not.toHaveBeenCalled();

    mockApi({ [listUrl]: () => jsonResponse([makeHabit()]), [on(API.auth.logout)]: () => jsonResponse({ message: 'Logged out.' }) });
    const session = signedInSession();
    const store = signedInStore(session);
    await store.dispatch(getHabits.initiate(undefined));
    expect(habitsOf(store)).toHaveLength(1);
    await logout(session);
    expect(habitsOf(store)).toBeUndefined();
  });
});
