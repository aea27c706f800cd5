import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../store/store';
import { makeGoal, makeHabit } from '../../test/fixtures';
import { selectGoals } from '../goals/goals-slice';
import { selectVision } from '../goals/vision-slice';
import { selectHabits } from '../habits/habits-slice';
import { coachChanges, coachFunctionApplied } from './coach-actions';

afterEach(() => vi.restoreAllMocks());

const vision = { id: '00000000-0000-4000-8000-0000000000f1', text: 'Calm and strong', createdAt: '2026-11-22T08:00:00.000Z', updatedAt: '2026-11-22T08:00:00.000Z' };

describe('coach function results (section 7)', () => {
  it('create, update and delete land in the habits, goals and vision state', () => {
    const store = makeStore();
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
    for (const change of coachChanges(turn)) store.dispatch(coachFunctionApplied(change));
    expect(selectHabits(store.getState())).toEqual([habit]);
    expect(selectGoals(store.getState())).toEqual([goal]);
    expect(selectVision(store.getState())).toEqual(vision);

    const renamed = { ...habit, name: 'Evening stretch' };
    for (const change of coachChanges({ functionCalled: 'updateHabit', functionResult: renamed })) store.dispatch(coachFunctionApplied(change));
    expect(selectHabits(store.getState())).toEqual([renamed]);

    const removals = coachChanges({
      functionCalled: 'deleteVision',
      functionResult: { visionId: vision.id },
      functionCalls: [
        { functionCalled: 'deleteHabit', functionResult: { habitId: habit.id } },
        { functionCalled: 'deleteGoal', functionResult: { goalId: goal.id } },
        { functionCalled: 'deleteVision', functionResult: { visionId: vision.id } },
      ],
    });
    for (const change of removals) store.dispatch(coachFunctionApplied(change));
    expect(selectHabits(store.getState())).toEqual([]);
    expect(selectGoals(store.getState())).toEqual([]);
    expect(selectVision(store.getState())).toBeNull();
  });

  it('only logs an unknown function name or a result that breaks its contract', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    expect(coachChanges({ functionCalled: 'launchRocket', functionResult: {} })).toEqual([]);
    expect(coachChanges({ functionCalled: 'createGoal', functionResult: { name: 'no id' } })).toEqual([]);
    expect(info.mock.calls.map((c) => c[0])).toEqual(['Unknown coach function launchRocket', 'Coach result for createGoal did not match its contract']);
    expect(coachChanges({ functionCalled: null, functionResult: null })).toEqual([]);
  });
});
