import type { CoachFunction } from '@stride/domain';
import type { CoachFunctionEntry } from './coach-function-entry.js';
import { archiveHabit } from './archive-habit/handler.js';
import { completeHabit } from './complete-habit/handler.js';
import { createGoal } from './create-goal/handler.js';
import { createHabit } from './create-habit/handler.js';
import { createOrUpdateVision } from './create-or-update-vision/handler.js';
import { deleteGoal } from './delete-goal/handler.js';
import { deleteHabit } from './delete-habit/handler.js';
import { deleteVision } from './delete-vision/handler.js';
import { getProgress } from './get-progress/handler.js';
import { pauseHabits } from './pause-habits/handler.js';
import { restoreHabit } from './restore-habit/handler.js';
import { resumeHabits } from './resume-habits/handler.js';
import { skipHabit } from './skip-habit/handler.js';
import { uncompleteHabit } from './uncomplete-habit/handler.js';
import { unskipHabit } from './unskip-habit/handler.js';
import { updateGoal } from './update-goal/handler.js';
import { updateHabit } from './update-habit/handler.js';
import { addNote } from './add-note/handler.js';
import { endHabit } from './end-habit/handler.js';
import { getGoal } from './get-goal/handler.js';
import { getHabit } from './get-habit/handler.js';
import { addReminder } from './add-reminder/handler.js';
import { removeReminder } from './remove-reminder/handler.js';
import { restoreDeleted } from './restore-deleted/handler.js';
import { completeArea } from './complete-area/handler.js';
import { createArea } from './create-area/handler.js';
import { getArea } from './get-area/handler.js';
import { renameArea } from './rename-area/handler.js';
import { deleteArea } from './delete-area/handler.js';
import { moveOccurrence } from './move-occurrence/handler.js';
import { clearHistory } from './clear-history/handler.js';

/**
 * The server's half of every function in the domain's registry (packages/domain
 * COACH_FUNCTION_LIST), one folder each: a function without its entry, or an entry without a
 * function, fails typecheck.
 */
export const COACH_FUNCTIONS_SERVED: { [Name in CoachFunction]: CoachFunctionEntry<Name> } = {
  createHabit,
  updateHabit,
  deleteHabit,
  createGoal,
  updateGoal,
  deleteGoal,
  createOrUpdateVision,
  deleteVision,
  completeHabit,
  uncompleteHabit,
  getProgress,
  skipHabit,
  unskipHabit,
  pauseHabits,
  resumeHabits,
  archiveHabit,
  restoreHabit,
  addReminder,
  removeReminder,
  addNote,
  endHabit,
  getHabit,
  getGoal,
  restoreDeleted,
  createArea,
  completeArea,
  getArea,
  renameArea,
  deleteArea,
  moveOccurrence,
  clearHistory,
};

const served = new Map<string, CoachFunctionEntry<CoachFunction>>(Object.entries(COACH_FUNCTIONS_SERVED) as [string, CoachFunctionEntry<CoachFunction>][]);
/** The server's half of the function of that name, or undefined for a name the registry does not hold. */
export function coachFunctionServed(name: string): CoachFunctionEntry<CoachFunction> | undefined {
  return served.get(name);
}
