import { skipToken } from '@reduxjs/toolkit/query';
import { UNDO_TEXTS, type EditScope, type Goal } from '@stride/domain';
import { useGetGoalsQuery } from '../../lib/goals/goals-endpoints';
import { unlessWaitingToSync, useDeleteHabitMutation, useDeleteOccurrenceMutation, useSetCompletedMutation, useUpdateHabitMutation } from '../../lib/habits/habits-endpoints';
import { useUndoActions } from '../../lib/undo/undo-actions';
import type { HabitEditorProps } from '../../lib/habits/habit-editor-props';
import { EditHabitDialog, type EditHabitChange } from './edit-habit-dialog';
import { useHabitChange } from './use-habit-change';
import { useTexts } from '../../lib/i18n/app-texts';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { UNDO_TEXTS };

const NO_GOALS: Goal[] = [];

/**
 * Edit Habit with what it does (save, delete an occurrence or the habit, each with its Undo), the
 * same wherever it opens: over the Habit Tracker, or over Today from a row's menu (issue 51: the
 * person stays on the page they came from).
 */
export function HabitEditor({ target, habits, timeZone, today, isDone, onError, onClose }: HabitEditorProps) {
  const { UNDO_TEXTS } = useTexts(ENGLISH);
  // Goals fill the optional goal choice; the form works without them (asked for only while open).
  const goals = useGetGoalsQuery(target ? undefined : skipToken).data ?? NO_GOALS;
  const [updateHabit] = useUpdateHabitMutation();
  const [deleteHabit] = useDeleteHabitMutation();
  const [deleteOccurrence] = useDeleteOccurrenceMutation();
  const [setCompleted] = useSetCompletedMutation();
  const offerUndo = useUndoActions();
  const { busy, run } = useHabitChange(onError);
  const habit = target ? habits.find((h) => h.id === target.habitId) : undefined;

  return (
    <EditHabitDialog
      target={target}
      habit={habit}
      timeZone={timeZone}
      today={today}
      goals={goals}
      busy={busy}
      isDone={isDone}
      onSave={({ body, completion }: EditHabitChange) =>
        run(async () => {
          // The occurrence's edits first: a moved occurrence is checked off on its new date.
          if (body) await updateHabit({ id: target!.habitId, body }).unwrap();
          if (completion) await setCompleted({ id: target!.habitId, ...completion }).unwrap().catch(unlessWaitingToSync);
        })
      }
      onDeleteOccurrence={(scope: EditScope) =>
        run(async () => {
          const { name, undoId } = await deleteOccurrence({ id: target!.habitId, body: { occurrence: { date: target!.date }, scope } }).unwrap();
          offerUndo.deleted(scope === 'single' ? UNDO_TEXTS.occurrenceDeleted(name) : UNDO_TEXTS.laterOccurrencesDeleted(name), undoId);
        })
      }
      onDeleteHabit={() =>
        run(async () => {
          const { name, undoId } = await deleteHabit(target!.habitId).unwrap();
          offerUndo.deleted(UNDO_TEXTS.habitDeleted(name), undoId);
        })
      }
      onClose={onClose}
    />
  );
}
