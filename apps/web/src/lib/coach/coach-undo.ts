import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { API, COACH_TEXTS } from '@stride/domain';
import { z } from 'zod';
import { apiCall } from '../api-client';
import { applyCoachChanges, coachChanges } from './coach-actions';

/** Something the coach deleted, which the person can bring back (issue 19). */
export interface CoachDeletion {
  undoId: string;
  /** "Deleted the habit "Run"." */
  text: string;
}

const deletionSchema = z.discriminatedUnion('functionCalled', [
  z.object({ functionCalled: z.literal('deleteHabit'), functionResult: z.object({ undoId: z.string(), name: z.string() }) }),
  z.object({ functionCalled: z.literal('deleteGoal'), functionResult: z.object({ undoId: z.string(), name: z.string() }) }),
  z.object({ functionCalled: z.literal('deleteVision'), functionResult: z.object({ undoId: z.string() }) }),
]);

/** The deletion a function call reports, or null for any other call (or a delete that cannot be undone). */
export function deletionOf(call: { functionCalled: string; functionResult: unknown }): CoachDeletion | null {
  const parsed = deletionSchema.safeParse(call);
  if (!parsed.success) return null;
  const { data } = parsed;
  const text =
    data.functionCalled === 'deleteHabit'
      ? COACH_TEXTS.deletedHabit(data.functionResult.name)
      : data.functionCalled === 'deleteGoal'
        ? COACH_TEXTS.deletedGoal(data.functionResult.name)
        : COACH_TEXTS.deletedVision;
  return { undoId: data.functionResult.undoId, text };
}

/** Brings a deletion back and puts what came back on every screen, as a coach turn would. */
export function undoDeletion(undoId: string): ThunkAction<Promise<void>, unknown, unknown, UnknownAction> {
  return async (dispatch) => {
    const { functionCalls } = await apiCall(API.coach.undo, { body: { undoId } });
    dispatch(applyCoachChanges(coachChanges({ functionCalled: null, functionResult: null, functionCalls })));
  };
}
