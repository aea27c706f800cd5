import { useMemo } from 'react';
import { UNDO_TEXTS, amountOn, type Habit } from '@stride/domain';
import { undoDeletion } from '../coach/coach-undo';
import { habitsEndpoints, unlessWaitingToSync } from '../habits/habits-endpoints';
import { useAppDispatch } from '../store/hooks';
import { offerUndo } from './undo-offers';
import { useTexts } from '../i18n/app-texts';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { UNDO_TEXTS };

/**
 * The Undo each page action offers (issue 39, decision 030). A delete is brought back by its
 * `undoId` (`POST /api/undo`, the coach's undo too), and every screen shows what came back. An
 * archive, a skip or a check-off destroys nothing: its Undo is the inverse call, made from what
 * the habit was before (a check-off of an amount habit puts back the amount the day had). Each
 * answers the offer's id (`endUndoOffer` it when the change itself fails).
 */
export function useUndoActions() {
  const { UNDO_TEXTS } = useTexts(ENGLISH);
  const dispatch = useAppDispatch();
  return useMemo(() => {
    const { setArchived, setSkipped, setCompleted, logDay } = habitsEndpoints.endpoints;
    return {
      /** After a delete that answered `undoId`. */
      deleted: (message: string, undoId: string) => offerUndo(message, () => dispatch(undoDeletion(undoId))),

      archived: (habit: Habit) => offerUndo(UNDO_TEXTS.archived(habit.name), () => dispatch(setArchived.initiate({ id: habit.id, archived: false })).unwrap()),

      skipped: (habit: Habit, date: string) => offerUndo(UNDO_TEXTS.skipped(habit.name), () => dispatch(setSkipped.initiate({ id: habit.id, date, skipped: false })).unwrap()),

      /** `before`: the habit as it was before the check-off. */
      checkedOff: (before: Habit, date: string) => {
        const amount = before.target ? amountOn(before, date) : 0;
        return offerUndo(UNDO_TEXTS.checkedOff(before.name), () =>
          amount > 0
            ? dispatch(logDay.initiate({ id: before.id, body: { date, total: amount } })).unwrap()
            : // Offline, the un-check waits on the device like the check-off did: nothing failed.
              dispatch(setCompleted.initiate({ id: before.id, date, done: false })).unwrap().catch(unlessWaitingToSync),
        );
      },

      /**
       * A check-off taken back (decision 030, "Leftovers"): a tap on a done row is easily a slip,
       * and it also drops the day's amount, so Undo checks the day off again (with the amount it
       * had; a note stays on the server either way).
       */
      uncheckedOff: (before: Habit, date: string) => {
        const amount = before.target ? amountOn(before, date) : 0;
        return offerUndo(UNDO_TEXTS.uncheckedOff(before.name), () =>
          amount > 0
            ? dispatch(logDay.initiate({ id: before.id, body: { date, total: amount } })).unwrap()
            : dispatch(setCompleted.initiate({ id: before.id, date, done: true })).unwrap().catch(unlessWaitingToSync),
        );
      },
    };
  }, [dispatch, UNDO_TEXTS]);
}
