import { GOAL_MESSAGES, MAX_GOALS_PER_USER, type CreateGoalValues, type UpdateGoalValues } from '@stride/domain';
import type { Clock } from '../../clock.js';
import { conflict, notFound } from '../../errors.js';
import { assertSelf, owned } from '../ownership.js';
import type { GoalRow, GoalsRepository, VisionRow } from './goals.repository.js';

export interface GoalsServiceDeps {
  repo: GoalsRepository;
  clock: Clock;
}

/**
 * The vision and goals rules, for the routes and (later) the coach's functions alike. Every call
 * acts for `userId`, the signed-in user; records of anyone else are reported as not found.
 */
export function createGoalsService({ repo, clock }: GoalsServiceDeps) {
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

    async deleteVision(userId: string, id: string): Promise<void> {
      if (!(await repo.deleteVision(userId, id))) throw notFound(GOAL_MESSAGES.visionNotFound);
    },

    listGoals(userId: string): Promise<GoalRow[]> {
      return repo.listGoals(userId);
    },

    async createGoal(userId: string, input: CreateGoalValues): Promise<GoalRow> {
      const now = clock.now();
      const row = await repo.insertGoalWithin(MAX_GOALS_PER_USER, { userId, name: input.name, description: input.description ?? '', createdAt: now, updatedAt: now });
      if (!row) throw conflict(GOAL_MESSAGES.tooMany);
      return row;
    },

    async updateGoal(userId: string, id: string, patch: UpdateGoalValues): Promise<GoalRow> {
      const values = {
        ...(patch.name === undefined ? {} : { name: patch.name }),
        ...(patch.description === undefined ? {} : { description: patch.description }),
        updatedAt: clock.now(),
      };
      return owned(await repo.updateGoal(userId, id, values), GOAL_MESSAGES.notFound);
    },

    async deleteGoal(userId: string, id: string): Promise<void> {
      if (!(await repo.deleteGoal(userId, id))) throw notFound(GOAL_MESSAGES.notFound);
    },
  };
}

export type GoalsService = ReturnType<typeof createGoalsService>;
