import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { COACH_FUNCTIONS, goalSchema, habitSchema, visionSchema, type Goal, type Habit, type Vision } from '@stride/domain';
import { z } from 'zod';
import { updateGoalsList, updateVision } from '../goals/goals-endpoints';
import { updateHabitLists } from '../habits/habits-endpoints';

/** A function the coach ran, with its result checked: what `applyCoachChanges` puts in the cached data. */
export type CoachChange =
  | { functionCalled: HabitFunction; functionResult: Habit }
  | { functionCalled: 'pauseHabits' | 'resumeHabits'; functionResult: { habits: Habit[] } }
  | { functionCalled: 'deleteHabit'; functionResult: { habitId: string } }
  | { functionCalled: 'createGoal' | 'updateGoal'; functionResult: Goal }
  | { functionCalled: 'deleteGoal'; functionResult: { goalId: string } }
  | { functionCalled: 'createOrUpdateVision'; functionResult: Vision }
  | { functionCalled: 'deleteVision'; functionResult: { visionId: string } };

/** Functions whose result is the one habit they changed. */
const HABIT_FUNCTIONS = ['createHabit', 'updateHabit', 'completeHabit', 'uncompleteHabit', 'skipHabit', 'unskipHabit', 'archiveHabit', 'restoreHabit'] as const;
type HabitFunction = (typeof HABIT_FUNCTIONS)[number];

const changeSchema: z.ZodType<CoachChange> = z.discriminatedUnion('functionCalled', [
  z.object({ functionCalled: z.enum(HABIT_FUNCTIONS), functionResult: habitSchema }),
  z.object({ functionCalled: z.enum(['pauseHabits', 'resumeHabits']), functionResult: z.object({ habits: z.array(habitSchema) }) }),
  z.object({ functionCalled: z.literal('deleteHabit'), functionResult: z.object({ habitId: z.string() }) }),
  z.object({ functionCalled: z.enum(['createGoal', 'updateGoal']), functionResult: goalSchema }),
  z.object({ functionCalled: z.literal('deleteGoal'), functionResult: z.object({ goalId: z.string() }) }),
  z.object({ functionCalled: z.literal('createOrUpdateVision'), functionResult: visionSchema }),
  z.object({ functionCalled: z.literal('deleteVision'), functionResult: z.object({ visionId: z.string() }) }),
]);

/** Functions that only read (progress for a period): nothing on screen changes. */
const READ_ONLY_FUNCTIONS = new Set<string>(['getProgress']);

/**
 * The changes a coach turn reports, ready to dispatch. Unknown function names (or results that
 * do not match their contract) are only logged, as the spec says.
 */
export function coachChanges(turn: { functionCalled: string | null; functionResult: unknown; functionCalls?: { functionCalled: string; functionResult: unknown }[] }): CoachChange[] {
  const calls = turn.functionCalls ?? (turn.functionCalled ? [{ functionCalled: turn.functionCalled, functionResult: turn.functionResult }] : []);
  return calls.flatMap((call) => {
    if (READ_ONLY_FUNCTIONS.has(call.functionCalled)) return [];
    const parsed = changeSchema.safeParse(call);
    if (parsed.success) return [parsed.data];
    const known = (COACH_FUNCTIONS as readonly string[]).includes(call.functionCalled);
    console.info(known ? `Coach result for ${call.functionCalled} did not match its contract` : `Unknown coach function ${call.functionCalled}`);
    return [];
  });
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
    const goals = (recipe: (goals: Goal[]) => Goal[]) => updateGoalsList(dispatch, recipe);
    const vision = (recipe: (vision: Vision | null) => Vision | null) => updateVision(dispatch, recipe);
    for (const change of changes) {
      switch (change.functionCalled) {
        case 'createHabit':
        case 'updateHabit':
        case 'completeHabit':
        case 'uncompleteHabit':
        case 'skipHabit':
        case 'unskipHabit':
        case 'archiveHabit':
        case 'restoreHabit':
          updateHabitLists(dispatch, getState, (habits) => upsert(habits, change.functionResult));
          break;
        case 'pauseHabits':
        case 'resumeHabits': {
          const changed = change.functionResult.habits;
          updateHabitLists(dispatch, getState, (habits) => changed.reduce((list, habit) => upsert(list, habit), habits));
          break;
        }
        case 'deleteHabit':
          updateHabitLists(dispatch, getState, (habits) => habits.filter((h) => h.id !== change.functionResult.habitId));
          break;
        case 'createGoal':
        case 'updateGoal':
          goals((list) => upsert(list, change.functionResult));
          break;
        case 'deleteGoal':
          goals((list) => list.filter((g) => g.id !== change.functionResult.goalId));
          break;
        case 'createOrUpdateVision':
          vision(() => change.functionResult);
          break;
        case 'deleteVision':
          vision((current) => (current?.id === change.functionResult.visionId ? null : current));
          break;
      }
    }
  };
}
