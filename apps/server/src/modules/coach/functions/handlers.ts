import type { CoachFunction } from '@stride/domain';
import type { CoachHandler } from './coach-handler.js';
import { archiveHabit } from './archive-habit.js';
import { completeHabit } from './complete-habit.js';
import { createGoal } from './create-goal.js';
import { createHabit } from './create-habit.js';
import { createOrUpdateVision } from './create-or-update-vision.js';
import { deleteGoal } from './delete-goal.js';
import { deleteHabit } from './delete-habit.js';
import { deleteVision } from './delete-vision.js';
import { getProgress } from './get-progress.js';
import { pauseHabits } from './pause-habits.js';
import { restoreHabit } from './restore-habit.js';
import { resumeHabits } from './resume-habits.js';
import { skipHabit } from './skip-habit.js';
import { uncompleteHabit } from './uncomplete-habit.js';
import { unskipHabit } from './unskip-habit.js';
import { updateGoal } from './update-goal.js';
import { updateHabit } from './update-habit.js';
import { addNote } from './add-note.js';
import { endHabit } from './end-habit.js';
import { getGoal } from './get-goal.js';
import { getHabit } from './get-habit.js';
import { addReminder, removeReminder } from './reminders.js';
import { restoreDeleted } from './restore-deleted.js';
import { completeArea } from './complete-area.js';
import { createArea } from './create-area.js';
import { getArea } from './get-area.js';

/**
 * The handler of every function in the domain's registry (packages/domain COACH_FUNCTION_LIST),
 * one module each: a function without a handler, or a handler without a function, fails typecheck.
 */
export const COACH_HANDLERS: { [Name in CoachFunction]: CoachHandler<Name> } = {
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
};
