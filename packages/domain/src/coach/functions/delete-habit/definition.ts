import { z } from 'zod';
import { COACH_UNDO_DAYS } from '../../coach-constants.js';
import { habitId } from '../coach-arguments.js';
import { habitDeletedResult } from '../coach-results.js';
import { defineCoachFunction } from '../coach-function.js';

export const deleteHabit = defineCoachFunction({
  name: 'deleteHabit',
  kind: 'destroy',
  idempotent: true,
  effect: 'habit-deleted',
  description: `Delete a habit with its whole history (the user can undo it for ${COACH_UNDO_DAYS} days). E.g. "drop the cold showers".`,
  args: z.object({ habitId }).strict(),
  result: habitDeletedResult,
});
