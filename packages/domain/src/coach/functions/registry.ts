import { z } from 'zod';
import { createHabit } from './create-habit/definition.js';
import { updateHabit } from './update-habit/definition.js';
import { deleteHabit } from './delete-habit/definition.js';
import { createGoal } from './create-goal/definition.js';
import { updateGoal } from './update-goal/definition.js';
import { deleteGoal } from './delete-goal/definition.js';
import { createOrUpdateVision } from './create-or-update-vision/definition.js';
import { deleteVision } from './delete-vision/definition.js';
import { completeHabit } from './complete-habit/definition.js';
import { uncompleteHabit } from './uncomplete-habit/definition.js';
import { getProgress } from './get-progress/definition.js';
import { skipHabit } from './skip-habit/definition.js';
import { unskipHabit } from './unskip-habit/definition.js';
import { pauseHabits } from './pause-habits/definition.js';
import { resumeHabits } from './resume-habits/definition.js';
import { archiveHabit } from './archive-habit/definition.js';
import { restoreHabit } from './restore-habit/definition.js';
import { addReminder } from './add-reminder/definition.js';
import { removeReminder } from './remove-reminder/definition.js';
import { endHabit } from './end-habit/definition.js';
import { addNote } from './add-note/definition.js';
import { getHabit } from './get-habit/definition.js';
import { getGoal } from './get-goal/definition.js';
import { restoreDeleted } from './restore-deleted/definition.js';
import { createArea } from './create-area/definition.js';
import { completeArea } from './complete-area/definition.js';
import { getArea } from './get-area/definition.js';
import { renameArea } from './rename-area/definition.js';
import { deleteArea } from './delete-area/definition.js';
import { moveOccurrence } from './move-occurrence/definition.js';
import { clearHistory } from './clear-history/definition.js';
import type { CoachFunctionSpec } from './coach-function.js';

/**
 * Every function the coach can call, in one list (STYLE rule 14: a registry, not a switch). To add
 * one: its folder here (`<name>/definition.ts`, `defineCoachFunction`), its line below, and its
 * server half in the folder of the same name on the server
 * (apps/server/src/modules/coach/functions/<name>/handler.ts, a line in served.ts); typecheck
 * fails until both exist (decision 042).
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
  renameArea,
  deleteArea,
  moveOccurrence,
  clearHistory,
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
