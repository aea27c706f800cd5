import { z } from 'zod';
import { undoId } from '../coach-arguments.js';
import { restoredResult } from '../coach-results.js';
import { defineCoachFunction } from '../coach-function.js';

export const restoreDeleted = defineCoachFunction({
  name: 'restoreDeleted',
  kind: 'change',
  effect: 'restored',
  description: 'Bring back what a delete removed, within 30 days, with its history. E.g. "actually, undo that" after a delete → {"undoId":"<undoId>"}.',
  args: z.object({ undoId }).strict(),
  result: restoredResult,
});
