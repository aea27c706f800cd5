import { COACH_MESSAGES, GOAL_MESSAGES, MAX_GOALS_PER_USER, type CreateGoalValues, type UpdateGoalValues, type WebhookEvent } from '@stride/domain';
import { toGoalDto } from './goals.dto.js';
import type { Clock } from '../../clock.js';
import { conflict } from '../../errors.js';
import { assertSelf, owned } from '../ownership.js';
import type { Transaction } from '../../transaction.js';
import type { GoalRecord, GoalRow, GoalsRepository, ImportedGoals, VisionRecord, VisionRow } from './goals.repository.js';

export type { GoalRecord, ImportedGoals, VisionRecord };

export interface GoalsServiceDeps {
  repo: GoalsRepository;
  clock: Clock;
  /** Issue 41: told after a change to a goal, whichever caller made it (webhooks; never throws). */
  events?: (userId: string, type: WebhookEvent, data: unknown) => Promise<void>;
}

/**
 * The vision and goals rules, for the routes and (later) the coach's functions alike. Every call
 * acts for `userId`, the signed-in user; records of anyone else are reported as not found.
 */
export function createGoalsService({ repo, clock, events }: GoalsServiceDeps) {
  return {
    /** A user id named by the client (path or body) must be the caller's own. */
    assertSelf(callerId: string, namedUserId: string | undefined): void {
      assertSelf(callerId, namedUserId, GOAL_MESSAGES.otherUser);
    },

    getVision(userId: string): Promise<VisionRow | undefined> {
      return repo.findVision(userId);
    },

    saveVision(userId: string, text: string): Promise<{ row: VisionRow; created: boolean }> {
      return repo.upsertVision(userId, text, clock.now());
    },

    listGoals(userId: string): Promise<GoalRow[]> {
      return repo.listGoals(userId);
    },

    /** Issue 52: one of the owner's goals (404 for anyone else's or none). */
    async getGoal(userId: string, id: string): Promise<GoalRow> {
      return owned((await repo.listGoals(userId)).find((goal) => goal.id === id), GOAL_MESSAGES.notFound);
    },

    async createGoal(userId: string, input: CreateGoalValues): Promise<GoalRow> {
      const now = clock.now();
      const row = await repo.insertGoalWithin(MAX_GOALS_PER_USER, { userId, name: input.name, description: input.description ?? '', createdAt: now, updatedAt: now });
      if (!row) throw conflict(GOAL_MESSAGES.tooMany);
      await events?.(userId, 'goal.created', { goal: toGoalDto(row) });
      return row;
    },

    async updateGoal(userId: string, id: string, patch: UpdateGoalValues): Promise<GoalRow> {
      const values = {
        ...(patch.name === undefined ? {} : { name: patch.name }),
        ...(patch.description === undefined ? {} : { description: patch.description }),
        updatedAt: clock.now(),
      };
      const row = owned(await repo.updateGoal(userId, id, values), GOAL_MESSAGES.notFound);
      await events?.(userId, 'goal.updated', { goal: toGoalDto(row) });
      return row;
    },

    // Whole records, for the modules that move them in one transaction with their own (the undo,
    // the import: issue 36).

    /** Takes the owner's goal out, with the habits it had (404 when there is none). */
    async takeGoal(userId: string, id: string, transaction: Transaction): Promise<GoalRecord> {
      const record = owned(await repo.takeGoal(userId, id, transaction), GOAL_MESSAGES.notFound);
      if (events) transaction.afterCommit(() => events(userId, 'goal.deleted', { goal: { id: record.row.id, name: record.row.name } }));
      return record;
    },

    /** Puts a goal back as it was (409 past the goals limit). */
    async putBackGoal(userId: string, record: GoalRecord, transaction: Transaction): Promise<GoalRow> {
      const row = await repo.putBackGoal(userId, record.row, MAX_GOALS_PER_USER, transaction);
      if (row === 'too-many') throw conflict(GOAL_MESSAGES.tooMany);
      return row;
    },

    /** Takes the owner's vision out; undefined when there is none. */
    takeVision: (userId: string, transaction: Transaction): Promise<VisionRecord | undefined> => repo.takeVision(userId, transaction),

    /** Puts the vision back (409 when the owner has set another since). */
    async putBackVision(userId: string, record: VisionRecord, transaction: Transaction): Promise<VisionRow> {
      const row = await repo.putBackVision(userId, record.row, transaction);
      if (row === 'replaced') throw conflict(COACH_MESSAGES.undoVisionReplaced);
      return row;
    },

    goalCount: (userId: string) => repo.goalCount(userId),

    /** An import's vision and goals; `tooMany` is the refusal past the goals limit. Answers the new goals' ids in order. */
    async insertImported(userId: string, imported: ImportedGoals, transaction: Transaction, tooMany: () => Error): Promise<string[]> {
      const ids = await repo.insertImported(userId, imported, MAX_GOALS_PER_USER, transaction);
      if (ids === 'too-many') throw tooMany();
      return ids;
    },
  };
}

export type GoalsService = ReturnType<typeof createGoalsService>;
