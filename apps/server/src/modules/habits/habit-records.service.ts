import { HABIT_MESSAGES, MAX_HABITS_PER_USER, ScheduleEditError, UNDO_MESSAGES, deleteOccurrence, habitScheduleSchema, type EditScope, type WebhookEvent } from '@stride/domain';
import type { Clock } from '../../clock.js';
import { conflict, invalid, notFound } from '../../errors.js';
import type { Transaction } from '../../transaction.js';
import type { HabitRecord, HabitRecordsRepository, HistoryRecord, NewHabitRecord, OccurrenceRecord } from './habit-records.repository.js';
import type { HabitRow } from './habits.repository.js';
import { unscheduled } from './habits.service.js';

export type { HabitRecord, HistoryRecord, NewHabitRecord, OccurrenceRecord };

export interface HabitRecordsDeps {
  repo: HabitRecordsRepository;
  clock: Clock;
  /** Told once a habit came (back) in and the transaction committed: its reminders are planned. */
  onChanged?: (habitId: string) => Promise<void>;
  /** Issue 41: told once a habit was deleted and the transaction committed (webhooks; never throws). */
  events?: (ownerId: string, type: WebhookEvent, data: unknown) => Promise<void>;
}

/**
 * Habits whole, for the other modules that move them in one transaction with their own records
 * (issue 36): the undo of a delete and the import. Nothing of a habit is left behind or lost on
 * the way (its completions, skips, notes, amounts, reminders, pauses and goal link).
 */
export function createHabitRecords({ repo, clock, onChanged, events }: HabitRecordsDeps) {
  const planAfter = (transaction: Transaction, ids: string[]) => {
    if (onChanged) transaction.afterCommit(async () => Promise.all(ids.map((id) => onChanged(id))));
  };

  return {
    count: (ownerId: string) => repo.count(ownerId),
    /** Issue 40: what an import compares its habits with (decision 033). */
    likenesses: (ownerId: string) => repo.likenesses(ownerId),

    /** Takes the owner's habit out whole (404 when there is none). */
    async take(ownerId: string, id: string, transaction: Transaction): Promise<HabitRecord> {
      const record = await repo.take(ownerId, id, transaction);
      if (!record) throw notFound(HABIT_MESSAGES.notFound);
      if (events) transaction.afterCommit(() => events(ownerId, 'habit.deleted', { habit: { id: record.row.id, name: record.row.name } }));
      return record;
    },

    /** Puts a habit back as it was taken (409 past the habits limit). */
    async putBack(ownerId: string, record: HabitRecord, transaction: Transaction): Promise<HabitRow> {
      const row = await repo.putBack(ownerId, record, MAX_HABITS_PER_USER, transaction);
      if (row === 'too-many') throw conflict(HABIT_MESSAGES.tooMany);
      planAfter(transaction, [row.id]);
      return row;
    },

    /**
     * Deletes the occurrence of the owner's habit on `date` (scope single) or it and every later one
     * (future), in the transaction given, and answers all the undo needs to bring them back
     * (issue 39): the schedule before and after, and the completions and days that went with them.
     * The same rules as the habits service's delete: 404, 409 for an archived habit, 400 for a date
     * without an occurrence.
     */
    async deleteOccurrence(ownerId: string, id: string, date: string, scope: EditScope, transaction: Transaction): Promise<OccurrenceRecord> {
      const taken = await repo.reschedule(
        ownerId,
        id,
        (row) => {
          if (row.archivedAt) throw conflict(HABIT_MESSAGES.archived);
          try {
            return habitScheduleSchema.parse(deleteOccurrence(row.schedule, date, scope));
          } catch (error) {
            if (error instanceof ScheduleEditError) throw invalid(error.message);
            throw error;
          }
        },
        unscheduled,
        clock.now(),
        transaction,
      );
      if (!taken) throw notFound(HABIT_MESSAGES.notFound);
      planAfter(transaction, [id]);
      const { completions, days } = taken.pruned;
      return { habitId: id, before: taken.before, after: taken.row.schedule, completions: completions.map((c) => ({ date: c.date, createdAt: c.createdAt.toISOString() })), days };
    },

    /** Brings deleted occurrences back (404 when the habit is gone, 409 when its schedule changed since). */
    async putBackOccurrence(ownerId: string, record: OccurrenceRecord, transaction: Transaction): Promise<HabitRow> {
      const row = await repo.restoreSchedule(ownerId, record, clock.now(), transaction);
      if (!row) throw notFound(HABIT_MESSAGES.notFound);
      if (row === 'changed') throw conflict(UNDO_MESSAGES.scheduleChanged);
      planAfter(transaction, [row.id]);
      return row;
    },

    /** Issue 50: takes the owner's habit's history up to `through`, the habit kept (404 when there is none). */
    async takeHistory(ownerId: string, id: string, through: string, transaction: Transaction): Promise<{ row: HabitRow; taken: HistoryRecord }> {
      const cleared = await repo.takeHistory(ownerId, id, through, clock.now(), transaction);
      if (!cleared) throw notFound(HABIT_MESSAGES.notFound);
      planAfter(transaction, [id]);
      return cleared;
    },

    /** Puts a cleared history back (404 when the habit is gone); days written since keep what they have. */
    async putBackHistory(ownerId: string, record: HistoryRecord, transaction: Transaction): Promise<HabitRow> {
      const row = await repo.restoreHistory(ownerId, record, clock.now(), transaction);
      if (!row) throw notFound(HABIT_MESSAGES.notFound);
      planAfter(transaction, [row.id]);
      return row;
    },

    /** Adds habits whole (an import); `tooMany` is the refusal past the habits limit, nothing written. */
    async insertAll(ownerId: string, records: NewHabitRecord[], transaction: Transaction, tooMany: () => Error): Promise<string[]> {
      const ids = await repo.insertAll(ownerId, records, MAX_HABITS_PER_USER, transaction);
      if (ids === 'too-many') throw tooMany();
      planAfter(transaction, ids);
      return ids;
    },

    /** Issue 40: puts the owner's habits in no area among `ids` into `areaId`; answers those moved. */
    linkToArea(ownerId: string, ids: string[], areaId: string, transaction: Transaction): Promise<HabitRow[]> {
      return repo.linkToArea(ownerId, ids, areaId, clock.now(), transaction);
    },

    /** Links the owner's habits without a goal among `ids` to `goalId`; answers those linked. */
    linkToGoal(ownerId: string, ids: string[], goalId: string, transaction: Transaction): Promise<HabitRow[]> {
      return repo.linkToGoal(ownerId, ids, goalId, clock.now(), transaction);
    },
  };
}

export type HabitRecords = ReturnType<typeof createHabitRecords>;
