/**
 * The coach functions module's public face (issue 46): everything outside
 * apps/server/src/modules/coach/functions/ imports from here, and from nothing else in the folder
 * (lint: import-x/no-restricted-paths). Each function is whole in its own folder: its contract
 * half in packages/domain/src/coach/functions/<name>/definition.ts, its server half (handler,
 * question before a yes, undo, corrections) in <name>/handler.ts, listed in served.ts.
 */
export { createCoachFunctions, isChange, ranCall, ToolError, type CoachToolArgs, type CoachTools, type KnownIds, type ToolOutcome } from './coach-functions.js';
export { proposable, proposalText, splitForYes, withKnownIds } from './proposals.js';
export { COACH_FUNCTIONS_SERVED, coachFunctionServed } from './served.js';
export { habitIdOf, type HeardCorrection, type PastCall, type ProposedCall, type TypedCall } from './coach-function-entry.js';
export { describeSchedule, freezeNoteIn, scheduleInWords } from './habit-for-model.js';
export { inWords as reminderInWords } from './reminder-words.js';
