import {
  COACH_MESSAGES,
  COACH_UNDO_DAYS,
  GOAL_MESSAGES,
  HABIT_MESSAGES,
  MAX_GOALS_PER_USER,
  MAX_HABITS_PER_USER,
  type UndoResponse,
} from '@stride/domain';
import type { Clock } from '../../clock.js';
import { conflict, notFound } from '../../errors.js';
import type { UserRow } from '../auth/auth.repository.js';
import { toGoalDto, toVisionDto } from '../goals/goals.dto.js';
import type { HabitsService } from '../habits/habits.service.js';
import type { CoachDeletionsRepository } from './coach-deletions.repository.js';

type Owner = Pick<UserRow, 'id' | 'timezone'>;

const DAY_MS = 86_400_000;

/**
 * Deletes by the coach, undoable for COACH_UNDO_DAYS (issue 19): the coach never removes a
 * record for good; the chat and the call show each delete with an Undo (`POST /api/openai/undo`).
 */
export function createCoachDeletions({ repo, habits, clock }: { repo: CoachDeletionsRepository; habits: HabitsService; clock: Clock }) {
  const times = () => {
    const now = clock.now();
    return { now, expiresAt: new Date(now.getTime() + COACH_UNDO_DAYS * DAY_MS) };
  };

  return {
    async deleteHabit(owner: Owner, id: string) {
      const { now, expiresAt } = times();
      const deleted = await repo.deleteHabit(owner.id, id, now, expiresAt);
      if (!deleted) throw notFound(HABIT_MESSAGES.notFound);
      return deleted;
    },

    async deleteGoal(owner: Owner, id: string) {
      const { now, expiresAt } = times();
      const deleted = await repo.deleteGoal(owner.id, id, now, expiresAt);
      if (!deleted) throw notFound(GOAL_MESSAGES.notFound);
      return deleted;
    },

    /** The owner's vision; undefined when there is none. */
    async deleteVision(owner: Owner) {
      const { now, expiresAt } = times();
      return repo.deleteVision(owner.id, now, expiresAt);
    },

    /**
     * Brings a deletion back, once, answered as the functions that would have made what came back
     * (a goal's habits linked again are `updateHabit`s), so the client applies it as a coach turn.
     */
    async undo(owner: Owner, undoId: string): Promise<UndoResponse> {
      const restored = await repo.restore(owner.id, undoId, clock.now(), { habits: MAX_HABITS_PER_USER, goals: MAX_GOALS_PER_USER });
      switch (restored.kind) {
        case 'habit':
          return { functionCalls: [{ functionCalled: 'createHabit', functionResult: await habits.get(owner, restored.row.id) }] };
        case 'goal': {
          const relinked = await Promise.all(restored.relinked.map(async (h) => ({ functionCalled: 'updateHabit' as const, functionResult: await habits.get(owner, h.id) })));
          return { functionCalls: [{ functionCalled: 'createGoal', functionResult: toGoalDto(restored.row) }, ...relinked] };
        }
        case 'vision':
          return { functionCalls: [{ functionCalled: 'createOrUpdateVision', functionResult: toVisionDto(restored.row) }] };
        case 'too-many':
          throw conflict(restored.what === 'habit' ? HABIT_MESSAGES.tooMany : GOAL_MESSAGES.tooMany);
        case 'vision-replaced':
          throw conflict(COACH_MESSAGES.undoVisionReplaced);
        case 'gone':
          throw notFound(COACH_MESSAGES.undoGone);
      }
    },

    purgeExpired: () => repo.purgeExpired(clock.now()),
  };
}
export type CoachDeletions = ReturnType<typeof createCoachDeletions>;
