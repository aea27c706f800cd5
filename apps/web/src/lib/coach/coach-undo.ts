import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { API, COACH_TEXTS, EFFECT_RESULTS, coachFunctionNamed } from '@stride/domain';
import { apiCall } from '../api-client';
import { applyCoachChanges, coachChanges } from './coach-actions';
import { appTexts } from '../i18n/app-texts';

/** COACH_TEXTS in the account's language at the time of the call (issue 54). */
const coachTexts = () => appTexts({ COACH_TEXTS }).COACH_TEXTS;

/** Something the coach deleted, which the person can bring back (issue 19). */
export interface CoachDeletion {
  undoId: string;
  /** "Deleted the habit "Run"." */
  text: string;
}

/** The deletion a function call reports (by its function's effect), or null for any other call. */
export function deletionOf(call: { functionCalled: string; functionResult: unknown }): CoachDeletion | null {
  const fn = coachFunctionNamed(call.functionCalled);
  switch (fn?.effect) {
    case 'habit-deleted': {
      const parsed = EFFECT_RESULTS['habit-deleted'].safeParse(call.functionResult);
      return parsed.success ? { undoId: parsed.data.undoId, text: coachTexts().deletedHabit(parsed.data.name) } : null;
    }
    case 'goal-deleted': {
      const parsed = EFFECT_RESULTS['goal-deleted'].safeParse(call.functionResult);
      return parsed.success ? { undoId: parsed.data.undoId, text: coachTexts().deletedGoal(parsed.data.name) } : null;
    }
    case 'vision-deleted': {
      const parsed = EFFECT_RESULTS['vision-deleted'].safeParse(call.functionResult);
      return parsed.success ? { undoId: parsed.data.undoId, text: coachTexts().deletedVision } : null;
    }
    default:
      return null;
  }
}

/** Brings a deletion back and puts what came back on every screen, as a coach turn would. */
export function undoDeletion(undoId: string): ThunkAction<Promise<void>, unknown, unknown, UnknownAction> {
  return async (dispatch) => {
    const { functionCalls } = await apiCall(API.undo.restore, { body: { undoId } });
    dispatch(applyCoachChanges(coachChanges({ functionCalled: null, functionResult: null, functionCalls })));
  };
}
