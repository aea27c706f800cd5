import { z } from 'zod';
import { createHabit } from './create-habit.js';
import { updateHabit } from './update-habit.js';
import { deleteHabit } from './delete-habit.js';
import { createGoal } from './create-goal.js';
import { updateGoal } from './update-goal.js';
import { deleteGoal } from './delete-goal.js';
import { createOrUpdateVision } from './create-or-update-vision.js';
import { deleteVision } from './delete-vision.js';
import { completeHabit } from './complete-habit.js';
import { uncompleteHabit } from './uncomplete-habit.js';
import { getProgress } from './get-progress.js';
import { skipHabit } from './skip-habit.js';
import { unskipHabit } from './unskip-habit.js';
import { pauseHabits } from './pause-habits.js';
import { resumeHabits } from './resume-habits.js';
import { archiveHabit } from './archive-habit.js';
import { restoreHabit } from './restore-habit.js';
import { addReminder } from './add-reminder.js';
import { removeReminder } from './remove-reminder.js';
import { endHabit } from './end-habit.js';
import { addNote } from './add-note.js';
import { getHabit } from './get-habit.js';
import { getGoal } from './get-goal.js';
import { restoreDeleted } from './restore-deleted.js';
import { createArea } from './create-area.js';
import { completeArea } from './complete-area.js';
import { getArea } from './get-area.js';
import type { CoachFunctionSpec } from './coach-function.js';

/**
 * Every function the coach can call, in one list (STYLE rule 14: a registry, not a switch). To add
 * one: a module here (`defineCoachFunction`), its entry below, and its handler of the same name on
 * the server (apps/server/src/modules/coach/functions/); typecheck fails until both exist.
 */
export const COACH_FUNCTION_LIST = [
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
] as const;

export type CoachFunctionDef = (typeof COACH_FUNCTION_LIST)[number];
export type CoachFunction = CoachFunctionDef['name'];
/** Each function by name. */
export type CoachFunctionOf<Name extends CoachFunction> = Extract<CoachFunctionDef, { name: Name }>;
export type CoachFunctionArgs<Name extends CoachFunction> = z.input<CoachFunctionOf<Name>['args']>;
export type CoachFunctionResult<Name extends CoachFunction> = z.output<CoachFunctionOf<Name>['result']>;

/** The functions' names; section 7 "Function results update local state by functionCalled". */
export const COACH_FUNCTIONS = COACH_FUNCTION_LIST.map((fn) => fn.name) as [CoachFunction, ...CoachFunction[]];

const byName = new Map<string, CoachFunctionSpec>(COACH_FUNCTION_LIST.map((fn) => [fn.name, fn]));
/** The function of that name, or undefined for a name the registry does not hold (an older or newer server's). */
export function coachFunctionNamed(name: string): CoachFunctionDef | undefined {
  return byName.get(name) as CoachFunctionDef | undefined;
}

/** A call the turn ran, with its result checked against the function's own schema. */
export const coachFunctionCallSchema = z.discriminatedUnion(
  'functionCalled',
  COACH_FUNCTION_LIST.map((fn) => z.object({ functionCalled: z.literal(fn.name), functionResult: fn.result })) as never,
) as z.ZodType<{ [Name in CoachFunction]: { functionCalled: Name; functionResult: CoachFunctionResult<Name> } }[CoachFunction]>;
