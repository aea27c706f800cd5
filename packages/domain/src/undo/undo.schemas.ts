import { z } from 'zod';
import { deletedResponseSchema } from '../goals/goals.schemas.js';
import { habitSchema } from '../habits/habits.schemas.js';

/**
 * Issue 39: every delete answers the `undoId` that brings back what it removed (`POST /api/undo`,
 * within COACH_UNDO_DAYS), beside what the spec's callers read.
 */
const undoable = { undoId: z.uuid() };

/** `DELETE /api/habits/{id}` (the habit as it was) and `DELETE /api/habits/{id}/occurrence` (the habit as it is now). */
export const habitDeletionSchema = habitSchema.extend(undoable);
export type HabitDeletion = z.infer<typeof habitDeletionSchema>;

/** `DELETE /api/goals/{id}` and `DELETE /api/visions/{id}`: the id removed. */
export const recordDeletionSchema = deletedResponseSchema.extend(undoable);
export type RecordDeletion = z.infer<typeof recordDeletionSchema>;
