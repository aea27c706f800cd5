import { useCallback } from 'react';
import { AREAS_TEXTS as ENGLISH_AREAS_TEXTS, amountOn, type Area, type Habit } from '@stride/domain';
import { habitsEndpoints, unlessWaitingToSync } from '../../lib/habits/habits-endpoints';
import { useCompleteAreaMutation } from '../../lib/areas/areas-endpoints';
import { failureMessage } from '../../lib/api/stride-api';
import { useAppDispatch } from '../../lib/store/hooks';
import { offerUndo } from '../../lib/undo/undo-offers';
import { useTexts } from '../../lib/i18n/app-texts';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { AREAS_TEXTS: ENGLISH_AREAS_TEXTS };

/**
 * "Done all" of an area (issue 40): `POST /api/areas/{id}/complete` for the day, then an Undo that
 * takes back only what this call completed (an amount habit gets back the amount it had).
 * Answers what to tell the person, or throws the failure's words.
 */
export function useDoneAll() {
  const { AREAS_TEXTS } = useTexts(ENGLISH);
  const [completeArea] = useCompleteAreaMutation();
  const dispatch = useAppDispatch();
  return useCallback(
    async (area: Area, before: readonly Habit[], date: string): Promise<void> => {
      const answer = await completeArea({ id: area.id, date })
        .unwrap()
        .catch((e: unknown) => {
          throw new Error(failureMessage(e));
        });
      const completed = before.filter((h) => answer.completedIds.includes(h.id));
      const { setCompleted, logDay } = habitsEndpoints.endpoints;
      offerUndo(AREAS_TEXTS.doneAllDone(area.name, completed.length), () =>
        Promise.all(
          completed.map((h) => {
            const amount = h.target ? amountOn(h, date) : 0;
            return amount > 0
              ? dispatch(logDay.initiate({ id: h.id, body: { date, total: amount } })).unwrap()
              : dispatch(setCompleted.initiate({ id: h.id, date, done: false })).unwrap().catch(unlessWaitingToSync);
          }),
        ),
      );
    },
    [completeArea, dispatch, AREAS_TEXTS],
  );
}
