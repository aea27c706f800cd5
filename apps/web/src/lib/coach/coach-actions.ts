import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { EFFECT_RESULTS, coachFunctionNamed, type Goal, type Habit, type Vision } from '@stride/domain';
import { strideApi } from '../api/stride-api';
import { updateGoalsList, updateVision } from '../goals/goals-endpoints';
import { updateHabitLists } from '../habits/habits-endpoints';

/**
 * A function the coach ran, as what it does to the cached data: by its effect (the domain's
 * registry), never by its name, so a new function with a known effect needs nothing here.
 * `reload`: a result that broke its function's contract; the screens read their data again.
 */
export type CoachChange =
  | { effect: 'habit'; habit: Habit }
  | { effect: 'habits'; habits: Habit[] }
  | { effect: 'habit-deleted'; habitId: string }
  | { effect: 'goal'; goal: Goal }
  | { effect: 'goal-deleted'; goalId: string }
  | { effect: 'vision'; vision: Vision }
  | { effect: 'vision-deleted'; visionId: string }
  | { effect: 'area' }
  | { effect: 'area-deleted' }
  | { effect: 'reload' };

type Call = { functionCalled: string; functionResult: unknown };

/** The changes one call makes, its result checked against its function's schema. */
function changesOf(call: Call): CoachChange[] {
  const fn = coachFunctionNamed(call.functionCalled);
  // An undo by the coach brings records back as the functions that made them: applied the same way.
  if (fn?.effect === 'restored') {
    const parsed = EFFECT_RESULTS.restored.safeParse(call.functionResult);
    if (!parsed.success) {
      console.error(`Coach result for ${fn.name} did not match its contract`);
      return [{ effect: 'reload' }];
    }
    return parsed.data.functionCalls.flatMap(changesOf);
  }
  const change = changeOf(call);
  return change ? [change] : [];
}

/** The change one call makes, its result checked against its function's schema. */
function changeOf(call: Call): CoachChange | null {
  const fn = coachFunctionNamed(call.functionCalled);
  // Section 7: unknown function names are only logged.
  if (!fn) {
    console.info(`Unknown coach function ${call.functionCalled}`);
    return null;
  }
  const result = call.functionResult;
  const broken = (): CoachChange => {
    console.error(`Coach result for ${fn.name} did not match its contract`);
    return { effect: 'reload' };
  };
  switch (fn.effect) {
    case 'none':
    case 'restored':
      return null;
    case 'habit': {
      const parsed = EFFECT_RESULTS.habit.safeParse(result);
      return parsed.success ? { effect: 'habit', habit: parsed.data } : broken();
    }
    case 'habits': {
      const parsed = EFFECT_RESULTS.habits.safeParse(result);
      return parsed.success ? { effect: 'habits', habits: parsed.data.habits } : broken();
    }
    case 'habit-deleted': {
      const parsed = EFFECT_RESULTS['habit-deleted'].safeParse(result);
      return parsed.success ? { effect: 'habit-deleted', habitId: parsed.data.habitId } : broken();
    }
    case 'goal': {
      const parsed = EFFECT_RESULTS.goal.safeParse(result);
      return parsed.success ? { effect: 'goal', goal: parsed.data } : broken();
    }
    case 'goal-deleted': {
      const parsed = EFFECT_RESULTS['goal-deleted'].safeParse(result);
      return parsed.success ? { effect: 'goal-deleted', goalId: parsed.data.goalId } : broken();
    }
    case 'vision': {
      const parsed = EFFECT_RESULTS.vision.safeParse(result);
      return parsed.success ? { effect: 'vision', vision: parsed.data } : broken();
    }
    case 'vision-deleted': {
      const parsed = EFFECT_RESULTS['vision-deleted'].safeParse(result);
      return parsed.success ? { effect: 'vision-deleted', visionId: parsed.data.visionId } : broken();
    }
    // Issue 40: an area added (or back): the areas are read again.
    case 'area':
      return EFFECT_RESULTS.area.safeParse(result).success ? { effect: 'area' } : broken();
    // Issue 50: an area deleted; its habits left it, so the areas and the habits are read again.
    case 'area-deleted':
      return EFFECT_RESULTS['area-deleted'].safeParse(result).success ? { effect: 'area-deleted' } : broken();
  }
}

/** The changes a coach turn reports, in order, ready to dispatch. */
export function coachChanges(turn: { functionCalled: string | null; functionResult: unknown; functionCalls?: Call[] }): CoachChange[] {
  const calls = turn.functionCalls ?? (turn.functionCalled ? [{ functionCalled: turn.functionCalled, functionResult: turn.functionResult }] : []);
  return calls.flatMap(changesOf);
}

/** Puts `item` in place of the one with its id, or at the end. */
function upsert<T extends { id: string }>(list: T[], item: T): T[] {
  return list.some((x) => x.id === item.id) ? list.map((x) => (x.id === item.id ? item : x)) : [...list, item];
}

/**
 * Section 7: "Function results update local state by functionCalled". The one place a coach turn
 * changes the screens' data: every cached habit list, the goals and the vision, as if the user had
 * made the change (data not loaded yet is simply fetched fresh when a screen asks).
 */
export function applyCoachChanges(changes: CoachChange[]): ThunkAction<void, unknown, unknown, UnknownAction> {
  return (dispatch, getState) => {
    for (const change of changes) {
      switch (change.effect) {
        case 'habit':
          updateHabitLists(dispatch, getState, (habits) => upsert(habits, change.habit));
          break;
        case 'habits':
          updateHabitLists(dispatch, getState, (habits) => change.habits.reduce((list, habit) => upsert(list, habit), habits));
          break;
        case 'habit-deleted':
          updateHabitLists(dispatch, getState, (habits) => habits.filter((h) => h.id !== change.habitId));
          break;
        case 'goal':
          updateGoalsList(dispatch, (list) => upsert(list, change.goal));
          break;
        case 'goal-deleted':
          updateGoalsList(dispatch, (list) => list.filter((g) => g.id !== change.goalId));
          break;
        case 'vision':
          updateVision(dispatch, () => change.vision);
          break;
        case 'vision-deleted':
          updateVision(dispatch, (current) => (current?.id === change.visionId ? null : current));
          break;
        case 'area':
          dispatch(strideApi.util.invalidateTags(['Area']));
          break;
        case 'area-deleted':
          dispatch(strideApi.util.invalidateTags(['Area', 'Habit']));
          break;
        case 'reload':
          dispatch(strideApi.util.invalidateTags(['Habit', 'Goal', 'Vision', 'Area']));
          break;
      }
    }
  };
}
