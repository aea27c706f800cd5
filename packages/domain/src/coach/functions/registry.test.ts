import { describe, expect, it } from 'vitest';
import { EFFECT_RESULTS } from './coach-results.js';
import { needsConfirmation } from './coach-function.js';
import { COACH_FUNCTION_LIST, COACH_FUNCTIONS, coachFunctionNamed } from './registry.js';

describe('the coach functions registry', () => {
  it('names each function once, and finds it by name', () => {
    expect(new Set(COACH_FUNCTIONS).size).toBe(COACH_FUNCTION_LIST.length);
    for (const fn of COACH_FUNCTION_LIST) expect(coachFunctionNamed(fn.name)).toBe(fn);
    expect(coachFunctionNamed('launchRocket')).toBeUndefined();
  });

  it('answers the result of its effect, so every client applies a new function the way it applies the others', () => {
    for (const fn of COACH_FUNCTION_LIST) {
      if (fn.effect === 'none') expect(fn.kind, fn.name).toBe('read');
      else expect(fn.result, fn.name).toBe(EFFECT_RESULTS[fn.effect]);
    }
  });

  it('calls a function that destroys a destroy, and only reads with a read', () => {
    const kinds = Object.fromEntries(COACH_FUNCTION_LIST.map((fn) => [fn.name, fn.kind]));
    expect(Object.entries(kinds).filter(([, kind]) => kind === 'destroy').map(([name]) => name).sort()).toEqual(['clearHistory', 'deleteArea', 'deleteGoal', 'deleteHabit', 'deleteVision', 'endHabit']);
    expect(Object.entries(kinds).filter(([, kind]) => kind === 'read').map(([name]) => name).sort()).toEqual(['getArea', 'getGoal', 'getHabit', 'getProgress']);
  });

  it('waits for a yes before it destroys, ends, archives or changes every habit at once (DECISIONS: nothing destroyed on a guess)', () => {
    const habitId = '00000000-0000-4000-8000-000000000001';
    const proposed = (name: string, args: unknown) => needsConfirmation(coachFunctionNamed(name)!, coachFunctionNamed(name)!.args.parse(args));
    expect(proposed('deleteHabit', { habitId })).toBe(true);
    expect(proposed('deleteArea', { areaId: habitId })).toBe(true);
    expect(proposed('clearHistory', { habitId })).toBe(true);
    expect(proposed('renameArea', { areaId: habitId, name: 'Sport' })).toBe(false);
    expect(proposed('endHabit', { habitId, lastDate: '2026-12-15' })).toBe(true);
    expect(proposed('archiveHabit', { habitId })).toBe(true);
    expect(proposed('pauseHabits', { to: '2026-12-31' })).toBe(true);
    expect(proposed('pauseHabits', { habitId, to: '2026-12-31' })).toBe(false);
    expect(proposed('resumeHabits', {})).toBe(true);
    expect(proposed('resumeHabits', { habitId })).toBe(false);
    expect(proposed('completeHabit', { habitId })).toBe(false);
    expect(proposed('restoreHabit', { habitId })).toBe(false);
  });

  it('describes every function and every argument to the model', () => {
    for (const fn of COACH_FUNCTION_LIST) {
      expect(fn.description.length, fn.name).toBeGreaterThan(20);
      expect(fn.args.def.type, fn.name).toBe('object');
    }
  });
});
