import { createAction } from '@reduxjs/toolkit';
import { COACH_FUNCTIONS, goalSchema, habitSchema, visionSchema, type Goal, type Habit, type Vision } from '@stride/domain';
import { z } from 'zod';

/** A function the coach ran, with its result checked: what the habits, goals and vision slices apply. */
export type CoachChange =
  | { functionCalled: 'createHabit' | 'updateHabit'; functionResult: Habit }
  | { functionCalled: 'deleteHabit'; functionResult: { habitId: string } }
  | { functionCalled: 'createGoal' | 'updateGoal'; functionResult: Goal }
  | { functionCalled: 'deleteGoal'; functionResult: { goalId: string } }
  | { functionCalled: 'createOrUpdateVision'; functionResult: Vision }
  | { functionCalled: 'deleteVision'; functionResult: { visionId: string } };

const changeSchema: z.ZodType<CoachChange> = z.discriminatedUnion('functionCalled', [
  z.object({ functionCalled: z.enum(['createHabit', 'updateHabit']), functionResult: habitSchema }),
  z.object({ functionCalled: z.literal('deleteHabit'), functionResult: z.object({ habitId: z.string() }) }),
  z.object({ functionCalled: z.enum(['createGoal', 'updateGoal']), functionResult: goalSchema }),
  z.object({ functionCalled: z.literal('deleteGoal'), functionResult: z.object({ goalId: z.string() }) }),
  z.object({ functionCalled: z.literal('createOrUpdateVision'), functionResult: visionSchema }),
  z.object({ functionCalled: z.literal('deleteVision'), functionResult: z.object({ visionId: z.string() }) }),
]);

/** Section 7: "Function results update local state by functionCalled". */
export const coachFunctionApplied = createAction<CoachChange>('coach/functionApplied');

/**
 * The changes a coach turn reports, ready to dispatch. Unknown function names (or results that
 * do not match their contract) are only logged, as the spec says.
 */
export function coachChanges(turn: { functionCalled: string | null; functionResult: unknown; functionCalls?: { functionCalled: string; functionResult: unknown }[] }): CoachChange[] {
  const calls = turn.functionCalls ?? (turn.functionCalled ? [{ functionCalled: turn.functionCalled, functionResult: turn.functionResult }] : []);
  return calls.flatMap((call) => {
    const parsed = changeSchema.safeParse(call);
    if (parsed.success) return [parsed.data];
    const known = (COACH_FUNCTIONS as readonly string[]).includes(call.functionCalled);
    console.info(known ? `Coach result for ${call.functionCalled} did not match its contract` : `Unknown coach function ${call.functionCalled}`);
    return [];
  });
}
