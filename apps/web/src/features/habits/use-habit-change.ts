import { useState } from 'react';
import { HABITS_TEXTS } from '@stride/domain';
import { failureMessage } from '../../lib/api/stride-api';
import { useTexts } from '../../lib/i18n/app-texts';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { HABITS_TEXTS };

/**
 * Section 8: a habit's create, edit or delete, busy while it runs; a failure is logged and said in
 * a quiet snackbar (`onError`). The Habit Tracker and Edit over Today run their changes through it.
 */
export function useHabitChange(onError: (message: string) => void) {
  const { HABITS_TEXTS } = useTexts(ENGLISH);
  const [busy, setBusy] = useState(false);
  async function run(action: () => Promise<unknown>): Promise<boolean> {
    setBusy(true);
    try {
      await action();
      return true;
    } catch (error) {
      console.error('Habit change failed:', error);
      onError(HABITS_TEXTS.actionFailed(failureMessage(error)));
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { busy, run };
}
