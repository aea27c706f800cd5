import { COACH_MESSAGES, COACH_UNDO_DAYS, GOAL_MESSAGES, type EditScope, type HabitDeletion, type UndoResponse } from '@stride/domain';
import type { Clock } from '../../clock.js';
import { notFound } from '../../errors.js';
import type { RunInTransaction } from '../../transaction.js';
import type { UserRow } from '../auth/auth.repository.js';
import { toAreaDto } from '../areas/areas.dto.js';
import type { AreasService } from '../areas/areas.service.js';
import { toGoalDto, toVisionDto } from '../goals/goals.dto.js';
import type { GoalsService } from '../goals/goals.service.js';
import type { HabitRecords } from '../habits/habit-records.service.js';
import type { HabitsService } from '../habits/habits.service.js';
import type { UndoRepository } from './undo.repository.js';

type Owner = Pick<UserRow, 'id' | 'timezone' | 'locale'>;

const DAY_MS = 86_400_000;

export interface UndoDeps {
  repo: UndoRepository;
  transaction: RunInTransaction;
  habitRecords: HabitRecords;
  /** To answer a habit brought back as every client reads a habit. */
  habits: HabitsService;
  goals: GoalsService;
  areas: AreasService;
  clock: Clock;
}

/**
 * Deletes that can be undone for COACH_UNDO_DAYS (issues 19, 36 and 39), made on a page (the delete
 * routes, undo.routes.ts) or by the coach: each takes the record out whole through its own module
 * and keeps it in the same transaction, so an undo puts back exactly what was there: a habit with
 * its completions, skips, notes, amounts, reminders, pauses and goal link; a habit's deleted
 * occurrences with their completions, amounts, notes and skips; a habit's history cleared (issue
 * 50); a goal with its habits' links; the vision.
 */
export function createUndo({ repo, transaction, habitRecords, habits, goals, areas, clock }: UndoDeps) {
  const times = () => {
    const now = clock.now();
    return { now, expiresAt: new Date(now.getTime() + COACH_UNDO_DAYS * DAY_MS) };
  };

  async function deleteHabit(owner: Owner, id: string): Promise<{ row: { id: string; name: string }; undoId: string }> {
    const { now, expiresAt } = times();
    return transaction(async (t) => {
      const record = await habitRecords.take(owner.id, id, t);
      const undoId = await repo.keep(owner.id, { kind: 'habit', ...record }, now, expiresAt, t);
      return { row: record.row, undoId };
    });
  }

  return {
    deleteHabit,

    /** `DELETE /api/habits/{id}`: the habit as it was, every client's way, and its undo id. */
    async deleteHabitAnswered(owner: Owner, id: string): Promise<HabitDeletion> {
      const habit = await habits.get(owner, id);
      const { undoId } = await deleteHabit(owner, id);
      return { ...habit, undoId };
    },

    /** `DELETE /api/habits/{id}/occurrence`: the occurrence on `date` (single) or it and every later one (future). Answers the habit now. */
    async deleteOccurrence(owner: Owner, id: string, date: string, scope: EditScope): Promise<HabitDeletion> {
      const { now, expiresAt } = times();
      const undoId = await transaction(async (t) => {
        const record = await habitRecords.deleteOccurrence(owner.id, id, date, scope, t);
        return repo.keep(owner.id, { kind: 'occurrence', ...record }, now, expiresAt, t);
      });
      return { ...(await habits.get(owner, id)), undoId };
    },

    /**
     * Issue 50: a habit's whole history up to the owner's `today` cleared, the habit kept; answers
     * the habit now, how many days went and the undo id (nothing kept when there was nothing).
     */
    async clearHistory(owner: Owner, id: string, today: string): Promise<{ days: number; undoId: string | undefined }> {
      const { now, expiresAt } = times();
      return transaction(async (t) => {
        const { taken } = await habitRecords.takeHistory(owner.id, id, today, t);
        const days = new Set([...taken.completions.map((c) => c.date), ...taken.days.map((d) => d.date)]).size;
        const undoId = days ? await repo.keep(owner.id, { kind: 'history', ...taken }, now, expiresAt, t) : undefined;
        return { days, undoId };
      });
    },

    async deleteGoal(owner: Owner, id: string): Promise<{ row: { id: string; name: string }; undoId: string }> {
      const { now, expiresAt } = times();
      return transaction(async (t) => {
        const record = await goals.takeGoal(owner.id, id, t);
        const undoId = await repo.keep(owner.id, { kind: 'goal', ...record }, now, expiresAt, t);
        return { row: record.row, undoId };
      });
    },

    /** Issue 40: the owner's area; its habits stay, in no area, and come back into it with an undo. */
    async deleteArea(owner: Owner, id: string): Promise<{ row: { id: string; name: string }; undoId: string }> {
      const { now, expiresAt } = times();
      return transaction(async (t) => {
        const record = await areas.take(owner, id, t);
        const undoId = await repo.keep(owner.id, { kind: 'area', ...record }, now, expiresAt, t);
        return { row: record.row, undoId };
      });
    },

    /** The owner's vision (only if its id is `id`, when given); undefined when there is none. */
    async deleteVision(owner: Owner, id?: string): Promise<{ row: { id: string }; undoId: string } | undefined> {
      const { now, expiresAt } = times();
      return transaction(async (t) => {
        const record = await goals.takeVision(owner.id, t);
        if (!record) return undefined;
        // Another id: nothing is taken (thrown, so the transaction puts the vision back).
        if (id !== undefined && record.row.id !== id) throw notFound(GOAL_MESSAGES.visionNotFound);
        const undoId = await repo.keep(owner.id, { kind: 'vision', ...record }, now, expiresAt, t);
        return { row: record.row, undoId };
      });
    },

    /**
     * Brings a deletion back, once, answered as the functions that would have made what came back
     * (a goal's habits linked again are `updateHabit`s), so the client applies it as a coach turn.
     * A refusal (the limit reached, a vision set since) leaves the deletion undoable.
     */
    async undo(owner: Owner, undoId: string): Promise<UndoResponse> {
      const restored = await transaction(async (t) => {
        const record = await repo.take(owner.id, undoId, clock.now(), t);
        if (!record) throw notFound(COACH_MESSAGES.undoGone);
        switch (record.kind) {
          case 'habit':
            return { kind: 'habit' as const, id: (await habitRecords.putBack(owner.id, record, t)).id };
          case 'occurrence':
            return { kind: 'occurrence' as const, id: (await habitRecords.putBackOccurrence(owner.id, record, t)).id };
          case 'history':
            return { kind: 'history' as const, id: (await habitRecords.putBackHistory(owner.id, record, t)).id };
          case 'goal': {
            const row = await goals.putBackGoal(owner.id, record, t);
            const relinked = await habitRecords.linkToGoal(owner.id, record.habitIds, row.id, t);
            return { kind: 'goal' as const, row, relinked: relinked.map((h) => h.id) };
          }
          case 'vision':
            return { kind: 'vision' as const, row: await goals.putBackVision(owner.id, record, t) };
          case 'area': {
            const row = await areas.putBack(owner, record, t);
            const moved = await habitRecords.linkToArea(owner.id, record.habitIds, row.id, t);
            return { kind: 'area' as const, row, moved: moved.map((h) => h.id) };
          }
        }
      });
      switch (restored.kind) {
        case 'habit':
          return { functionCalls: [{ functionCalled: 'createHabit', functionResult: await habits.get(owner, restored.id) }] };
        case 'occurrence':
        case 'history':
          return { functionCalls: [{ functionCalled: 'updateHabit', functionResult: await habits.get(owner, restored.id) }] };
        case 'goal': {
          const relinked = await Promise.all(restored.relinked.map(async (id) => ({ functionCalled: 'updateHabit' as const, functionResult: await habits.get(owner, id) })));
          return { functionCalls: [{ functionCalled: 'createGoal', functionResult: toGoalDto(restored.row) }, ...relinked] };
        }
        case 'vision':
          return { functionCalls: [{ functionCalled: 'createOrUpdateVision', functionResult: toVisionDto(restored.row) }] };
        case 'area': {
          const moved = await Promise.all(restored.moved.map(async (id) => ({ functionCalled: 'updateHabit' as const, functionResult: await habits.get(owner, id) })));
          return { functionCalls: [{ functionCalled: 'createArea', functionResult: toAreaDto(restored.row) }, ...moved] };
        }
      }
    },

    purgeExpired: () => repo.purgeExpired(clock.now()),
  };
}

export type Undo = ReturnType<typeof createUndo>;
