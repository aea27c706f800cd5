import { afterEach, describe, expect, it, vi } from 'vitest';
import { API, type Goal, type Habit, type Vision } from '@stride/domain';
import { initialAuthState } from '../auth/auth-slice';
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
  const store = makeStore({ auth: { ...initialAuthState, user, isAuthenticated: true, initialized: true } });
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
      functionResult: { visionId: vision.id },
      functionCalls: [
        { functionCalled: 'deleteHabit', functionResult: { habitId: habit.id } },
        { functionCalled: 'deleteGoal', functionResult: { goalId: goal.id } },
        { functionCalled: 'deleteVision', functionResult: { visionId: vision.id } },
      ],
    });
    store.dispatch(applyCoachChanges(removals));
    expect(read()).toEqual({ habits: [], yearHabits: [], goals: [], vision: null });
  });

  it('leaves data no screen has loaded to be fetched fresh', () => {
    const store = makeStore();
    store.dispatch(applyCoachChanges(coachChanges({ functionCalled: 'createGoal', functionResult: makeGoal() })));
    expect(goalsEndpoints.endpoints.getGoals.select()(store.getState() as never).data).toBeUndefined();
  });

  it('only logs an unknown function name or a result that breaks its contract', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    expect(coachChanges({ functionCalled: 'launchRocket', functionResult: {} })).toEqual([]);
    expect(coachChanges({ functionCalled: 'createGoal', functionResult: { name: 'no id' } })).toEqual([]);
    expect(info.mock.calls.map((c) => c[0])).toEqual(['Unknown coach function launchRocket', 'Coach result for createGoal did not match its contract']);
    expect(coachChanges({ functionCalled: null, functionResult: null })).toEqual([]);
  });
});
