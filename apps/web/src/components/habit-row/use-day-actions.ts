import { useMemo } from 'react';
import { HABIT_ROW_TEXTS, LIMIT_TEXTS, amountOn, isLimit, isQuit, type Habit } from '@stride/domain';
import { failureMessage } from '../../lib/api/stride-api';
import { unlessWaitingToSync, useLogDayMutation, useSetArchivedMutation, useSetCompletedMutation, useSetSkippedMutation } from '../../lib/habits/habits-endpoints';
import { useUndoActions } from '../../lib/undo/undo-actions';
import { endUndoOffer, offerUndo } from '../../lib/undo/undo-offers';
import { useTexts } from '../../lib/i18n/app-texts';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { HABIT_ROW_TEXTS, LIMIT_TEXTS };

/**
 * What a habit row does besides a plain check-off (issue 39): one more unit of an amount habit, the
 * day's total, a skip, an archive. Each offers its Undo (decision 030) and says a refusal through
 * `onError`; each answers whether it went through.
 */
export function useDayActions(onError: (message: string) => void) {
  const { HABIT_ROW_TEXTS: T, LIMIT_TEXTS: L } = useTexts(ENGLISH);
  const [logDay, logging] = useLogDayMutation();
  const [setSkipped, skipping] = useSetSkippedMutation();
  const [setArchived, archiving] = useSetArchivedMutation();
  const [setCompleted] = useSetCompletedMutation();
  const undo = useUndoActions();
  const busy = logging.isLoading || skipping.isLoading || archiving.isLoading;

  return useMemo(() => {
    const run = async (action: () => Promise<unknown>, offered?: number): Promise<boolean> => {
      try {
        await action();
        return true;
      } catch (error) {
        if (offered !== undefined) endUndoOffer(offered);
        onError(T.actionFailed(failureMessage(error)));
        return false;
      }
    };
    /** Offers to put the day back as it is now (its total, or nothing at all), saying `said`. */
    const backTo = (habit: Habit, date: string, said: string) => {
      const before = amountOn(habit, date);
      return offerUndo(said, () =>
        before > 0 ? logDay({ id: habit.id, body: { date, total: before } }).unwrap() : setCompleted({ id: habit.id, date, done: false }).unwrap().catch(unlessWaitingToSync),
      );
    };
    return {
      busy,
      /** One more unit (a glass, a page): never the whole target at once. */
      addOne: (habit: Habit, date: string) => {
        const before = amountOn(habit, date);
        const target = habit.target!;
        // Issue 40: a quit habit's one is a slip; a limit's says how near the day is to it.
        const said = isQuit(target) ? L.slipLogged(habit.name) : isLimit(target) ? L.oneLogged(habit.name, before + 1, target) : T.addedOne(habit.name, before + 1, target);
        return run(() => logDay({ id: habit.id, body: { date, value: 1 } }).unwrap(), backTo(habit, date, said));
      },
      // Issue 51: a typed total and a logged amount offer their own Undo, replacing an earlier
      // +1's, whose Undo would otherwise throw the correction away: Undo is the last thing done.
      setTotal: (habit: Habit, date: string, total: number) =>
        run(() => logDay({ id: habit.id, body: { date, total } }).unwrap(), backTo(habit, date, T.totalSet(habit.name, total, habit.target!))),
      addAmount: (habit: Habit, date: string, value: number) =>
        run(() => logDay({ id: habit.id, body: { date, value } }).unwrap(), backTo(habit, date, T.totalSet(habit.name, amountOn(habit, date) + value, habit.target!))),
      setSkipped: (habit: Habit, date: string, skipped: boolean) =>
        run(
          () => setSkipped({ id: habit.id, date, skipped }).unwrap(),
          // A skip can be taken back (issue 39); Undo skip is itself the undo.
          skipped ? undo.skipped(habit, date) : undefined,
        ),
      saveNote: (habit: Habit, date: string, note: string, skipped: boolean) =>
        run(() => (skipped ? setSkipped({ id: habit.id, date, skipped: true, note }) : logDay({ id: habit.id, body: { date, note } })).unwrap()),
      archive: (habit: Habit) => run(() => setArchived({ id: habit.id, archived: true }).unwrap(), undo.archived(habit)),
    };
  }, [busy, logDay, setSkipped, setArchived, setCompleted, undo, onError, T, L]);
}
