import { z } from 'zod';
import { COACH_UNDO_DAYS } from '../../coach-constants.js';
import { habitId } from '../coach-arguments.js';
import { habitResult } from '../coach-results.js';
import { defineCoachFunction } from '../coach-function.js';

/**
 * Issue 50: a habit's whole history cleared and the habit kept ("only the history"): every
 * check-off, amount, note and skip up to today goes, its days ahead stay. Asked first (it
 * destroys), undone for COACH_UNDO_DAYS like a delete.
 */
export const clearHistory = defineCoachFunction({
  name: 'clearHistory',
  kind: 'destroy',
  idempotent: true,
  effect: 'habit',
  description: `Clear a habit's whole history up to today (check-offs, amounts, notes, skips) and keep the habit and its schedule (the user can undo it for ${COACH_UNDO_DAYS} days). E.g. "start my rowing log from a blank slate, the habit stays". Not for one day: use uncompleteHabit.`,
  args: z.object({ habitId }).strict(),
  result: habitResult,
});
