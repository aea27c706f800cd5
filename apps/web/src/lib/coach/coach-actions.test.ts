import { afterEach, describe, expect, it, vi } from 'vitest';
import { API, urlOf, type Goal, type Habit, type Vision } from '@stride/domain';
import { createSessionStore } from '../auth/session-store';
import { makeStore } from '../store/store';
import { jsonResponse, mockApi, on } from '../../test/fetch-mock';
import { makeGoal, makeHabit, makeUser } from '../../test/fixtures';
import { goalsEndpoints } from '../goals/goals-endpoints';
import { fitToWindow } from '../habits/fit-to-window';
import { habitsEndpoints } from '../habits/habits-endpoints';
import { applyCoachChanges, coachChanges } from './coach-actions';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const vision = { id: '00000000-0000-4000-8000-0000000000f1', text: 'Calm and strong', createdAt: '2026-11-22T08:00:00.000Z', updatedAt: '2026-11-22T08:00:00.000Z' };
const yearWindow = { from: '2025-11-22', to: '2026-11-22' };

/** A store whose screens have loaded empty lists: the tracker's default window and Analytics' year. */
async function loadedStore() {
  const user = makeUser();
  mockApi({
    [on(API.habits.list, { params: { userId: user.id } })]: () => jsonResponse([]),
    [on(API.habits.list, { params: { userId: user.id }, query: { from: yearWindow.from, to: yearWindow.to } })]: () => jsonResponse([]),
    [on(API.goals.list, { params: { userId: user.id } })]: () => jsonResponse([]),
    [on(API.vision.get, { params: { userId: user.id } })]: () => jsonResponse(null),
  });
  const store = makeStore({ session: createSessionStore({ user, isAuthenticated: true, initialized: true }) });
  await store.dispatch(habitsEndpoints.endpoints.getHabits.initiate(undefined));
  await store.dispatch(habitsEndpoints.endpoints.getHabits.initiate(yearWindow));
  await store.dispatch(goalsEndpoints.endpoints.getGoals.initiate());
  await store.dispatch(goalsEndpoints.endpoints.getVision.initiate());
  const read = () => {
    const state = store.getState() as never;
    return {
      habits: habitsEndpoints.endpoints.getHabits.select(undefined)(state).data as Habit[] | undefined,
      yearHabits: habitsEndpoints.endpoints.getHabits.select(yearWindow)(state).data as Habit[] | undefined,
      goals: goalsEndpoints.endpoints.getGoals.select()(state).data as Goal[] | undefined,
      vision: goalsEndpoints.endpoints.getVision.select()(state).data as Vision | null | undefined,
    };
  };
  return { store, read };
}

describe('coach function results (section 7)', () => {
  it('create, update and delete land in every cached habit list, the goals and the vision', async () => {
    const { store, read } = await loadedStore();
    const habit = makeHabit({ name: 'Stretch' });
    const goal = makeGoal({ name: 'Run a 10k' });
    const turn = {
      functionCalled: 'createOrUpdateVision',
      functionResult: vision,
      functionCalls: [
        { functionCalled: 'createHabit', functionResult: habit },
        { functionCalled: 'createGoal', functionResult: goal },
        { functionCalled: 'createOrUpdateVision', functionResult: vision },
      ],
    };
    store.dispatch(applyCoachChanges(coachChanges(turn)));
    // The year's list holds the habit over its own window (fit-to-window.ts).
    expect(read()).toEqual({ habits: [habit], yearHabits: [fitToWindow(habit, yearWindow)], goals: [goal], vision });

    const renamed = { ...habit, name: 'Evening stretch' };
    store.dispatch(applyCoachChanges(coachChanges({ functionCalled: 'updateHabit', functionResult: renamed })));
    expect(read().habits).toEqual([renamed]);
    expect(read().yearHabits).toEqual([fitToWindow(renamed, yearWindow)]);

    const removals = coachChanges({
      functionCalled: 'deleteVision',
      functionResult: { visionId: vision.id, undoId: 'u3' },
      functionCalls: [
        { functionCalled: 'deleteHabit', functionResult: { habitId: habit.id, undoId: 'u1', name: habit.name } },
        { functionCalled: 'deleteGoal', functionResult: { goalId: goal.id, undoId: 'u2', name: goal.name } },
        { functionCalled: 'deleteVision', functionResult: { visionId: vision.id, undoId: 'u3' } },
      ],
    });
    store.dispatch(applyCoachChanges(removals));
    expect(read()).toEqual({ habits: [], yearHabits: [], goals: [], vision: null });
  });

  it('applies what the coach brought back (restoreDeleted) as the functions that made it', async () => {
    const { store, read } = await loadedStore();
    const habit = makeHabit({ name: 'Gym' });
    const goal = makeGoal({ name: 'Get strong' });
    const restored = { functionCalls: [{ functionCalled: 'createGoal', functionResult: goal }, { functionCalled: 'createHabit', functionResult: habit }] };
    expect(coachChanges({ functionCalled: 'restoreDeleted', functionResult: restored })).toEqual([
      { effect: 'goal', goal },
      { effect: 'habit', habit },
    ]);
    store.dispatch(applyCoachChanges(coachChanges({ functionCalled: 'restoreDeleted', functionResult: restored })));
    expect(read().habits).toEqual([habit]);
    expect(read().goals).toEqual([goal]);
  });

  it('leaves data no screen has loaded to be fetched fresh', () => {
    const store = makeStore({ session: createSessionStore() });
    store.dispatch(applyCoachChanges(coachChanges({ functionCalled: 'createGoal', functionResult: makeGoal() })));
    expect(goalsEndpoints.endpoints.getGoals.select()(store.getState() as never).data).toBeUndefined();
  });

  it('reads the areas and the habits again after an area is deleted (issue 50: its habits left it)', () => {
    const deleted = { areaId: '00000000-0000-4000-8000-0000000000a1', undoId: 'u1', name: 'Learning' };
    expect(coachChanges({ functionCalled: 'deleteArea', functionResult: deleted })).toEqual([{ effect: 'area-deleted' }]);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(coachChanges({ functionCalled: 'deleteArea', functionResult: { name: 'no ids' } })).toEqual([{ effect: 'reload' }]);
    expect(error.mock.calls.map((c) => c[0])).toEqual(['Coach result for deleteArea did not match its contract']);
  });

  it('only logs an unknown function name (section 7), and leaves a read-only function’s result alone', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    expect(coachChanges({ functionCalled: 'launchRocket', functionResult: {} })).toEqual([]);
    expect(info.mock.calls.map((c) => c[0])).toEqual(['Unknown coach function launchRocket']);
    expect(coachChanges({ functionCalled: 'getProgress', functionResult: { period: 'this week' } })).toEqual([]);
    expect(coachChanges({ functionCalled: null, functionResult: null })).toEqual([]);
  });

  it('reads every list again when a result breaks its function’s contract, and says so (the screens never go stale in silence)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store } = await loadedStore();
    const fetchMock = vi.mocked(fetch);
    const before = fetchMock.mock.calls.length;
    const changes = coachChanges({ functionCalled: 'createGoal', functionResult: { name: 'no id' } });
    expect(changes).toEqual([{ effect: 'reload' }]);
    expect(error.mock.calls.map((c) => c[0])).toEqual(['Coach result for createGoal did not match its contract']);
    store.dispatch(applyCoachChanges(changes));
    await vi.waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThanOrEqual(before + 4));
    const asked = fetchMock.mock.calls.slice(before).map(([url]) => String(url));
    expect(asked).toEqual(expect.arrayContaining([urlOf(API.goals.list, { params: { userId: makeUser().id } }), urlOf(API.vision.get, { params: { userId: makeUser().id } })]));
  });
});
