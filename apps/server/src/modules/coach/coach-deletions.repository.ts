import { and, asc, count, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { isUuid } from '../../db/ids.js';
import { lockOwner } from '../../db/owner-lock.js';
import {
  coachDeletions,
  goals,
  habitCompletions,
  habits,
  visions,
  type CoachDeletedRecord,
  type GoalRow,
  type HabitRow,
  type JsonRow,
  type VisionRow,
} from '../../db/schema.js';

/** What an undo brought back, or why it could not. */
export type Restored =
  | { kind: 'habit'; row: HabitRow }
  | { kind: 'goal'; row: GoalRow; relinked: HabitRow[] }
  | { kind: 'vision'; row: VisionRow }
  | { kind: 'gone' }
  | { kind: 'too-many'; what: 'habit' | 'goal' }
  | { kind: 'vision-replaced' };

/** Thrown inside a restore's transaction to roll it back (the deletion stays undoable). */
class Refused extends Error {
  constructor(readonly outcome: Restored) {
    super(outcome.kind);
  }
}

const asJson = <Row extends object>(row: Row) => JSON.parse(JSON.stringify(row)) as JsonRow<Row>;
const date = (iso: string) => new Date(iso);

/**
 * Deletes by the coach (issue 19): each removes the record and keeps it, as it was, in
 * `coach_deletions` in the same transaction, so that an undo within `expiresAt` puts it back
 * with the same id, place in the list, history and links.
 */
export function createCoachDeletionsRepository(db: Db) {
  async function keep(tx: Pick<Db, 'insert'>, userId: string, deleted: CoachDeletedRecord, now: Date, expiresAt: Date): Promise<string> {
    const [row] = await tx.insert(coachDeletions).values({ userId, deleted, createdAt: now, expiresAt }).returning({ id: coachDeletions.id });
    return row!.id;
  }

  return {
    /** The habit with its completions; undefined when the owner has no such habit. */
    async deleteHabit(userId: string, id: string, now: Date, expiresAt: Date): Promise<{ row: HabitRow; undoId: string } | undefined> {
      if (!isUuid(id)) return undefined;
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(habits).where(and(eq(habits.id, id), eq(habits.userId, userId))).for('update');
        if (!row) return undefined;
        const done = await tx
          .select({ date: habitCompletions.date, createdAt: habitCompletions.createdAt })
          .from(habitCompletions)
          .where(eq(habitCompletions.habitId, id))
          .orderBy(asc(habitCompletions.date));
        const completions = done.map((c) => ({ date: c.date, createdAt: c.createdAt.toISOString() }));
        const undoId = await keep(tx, userId, { kind: 'habit', row: asJson(row), completions }, now, expiresAt);
        await tx.delete(habits).where(eq(habits.id, id));
        return { row, undoId };
      });
    },

    /** The goal and which habits it had (they stay, unlinked). */
    async deleteGoal(userId: string, id: string, now: Date, expiresAt: Date): Promise<{ row: GoalRow; undoId: string } | undefined> {
      if (!isUuid(id)) return undefined;
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(goals).where(and(eq(goals.id, id), eq(goals.userId, userId))).for('update');
        if (!row) return undefined;
        const linked = await tx.select({ id: habits.id }).from(habits).where(and(eq(habits.goalId, id), eq(habits.userId, userId)));
        const undoId = await keep(tx, userId, { kind: 'goal', row: asJson(row), habitIds: linked.map((h) => h.id) }, now, expiresAt);
        await tx.delete(goals).where(eq(goals.id, id));
        return { row, undoId };
      });
    },

    async deleteVision(userId: string, now: Date, expiresAt: Date): Promise<{ row: VisionRow; undoId: string } | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(visions).where(eq(visions.userId, userId)).for('update');
        if (!row) return undefined;
        const undoId = await keep(tx, userId, { kind: 'vision', row: asJson(row) }, now, expiresAt);
        await tx.delete(visions).where(eq(visions.id, row.id));
        return { row, undoId };
      });
    },

    /**
     * Puts a deletion back, once: the kept record is taken in the same transaction. A habit or
     * goal counts against the owner's limit again; a vision comes back only if none was set since.
     */
    async restore(userId: string, undoId: string, now: Date, limits: { habits: number; goals: number }): Promise<Restored> {
      if (!isUuid(undoId)) return { kind: 'gone' };
      try {
        return await db.transaction(async (tx): Promise<Restored> => {
          const [kept] = await tx
            .delete(coachDeletions)
            .where(and(eq(coachDeletions.id, undoId), eq(coachDeletions.userId, userId), gt(coachDeletions.expiresAt, now)))
            .returning({ deleted: coachDeletions.deleted });
          if (!kept) return { kind: 'gone' };
          const deleted = kept.deleted;
          await lockOwner(tx, userId);
          switch (deleted.kind) {
            case 'habit': {
              const [n] = await tx.select({ n: count() }).from(habits).where(eq(habits.userId, userId));
              if ((n?.n ?? 0) >= limits.habits) throw new Refused({ kind: 'too-many', what: 'habit' });
              const { row: r, completions } = deleted;
              const goalId = r.goalId && (await tx.select({ id: goals.id }).from(goals).where(and(eq(goals.id, r.goalId), eq(goals.userId, userId)))).length ? r.goalId : null;
              const [row] = await tx
                .insert(habits)
                .values({
                  ...r,
                  goalId,
                  userId,
                  // A new revision: no reader may take completions it cached before the delete as current.
                  completionsRev: r.completionsRev + 1,
                  createdAt: date(r.createdAt),
                  updatedAt: date(r.updatedAt),
                })
                .returning();
              if (completions.length) await tx.insert(habitCompletions).values(completions.map((c) => ({ habitId: r.id, date: c.date, createdAt: date(c.createdAt) })));
              return { kind: 'habit', row: row! };
            }
            case 'goal': {
              const [n] = await tx.select({ n: count() }).from(goals).where(eq(goals.userId, userId));
              if ((n?.n ?? 0) >= limits.goals) throw new Refused({ kind: 'too-many', what: 'goal' });
              const r = deleted.row;
              const [row] = await tx
                .insert(goals)
                .values({ ...r, userId, createdAt: date(r.createdAt), updatedAt: date(r.updatedAt) })
                .returning();
              // Its habits are linked again, unless they have been deleted or linked to another goal since.
              const relinked = deleted.habitIds.length
                ? await tx
                    .update(habits)
                    .set({ goalId: r.id, updatedAt: now })
                    .where(and(inArray(habits.id, deleted.habitIds), eq(habits.userId, userId), isNull(habits.goalId)))
                    .returning()
                : [];
              return { kind: 'goal', row: row!, relinked };
            }
            case 'vision': {
              const [current] = await tx.select({ id: visions.id }).from(visions).where(eq(visions.userId, userId));
              if (current) throw new Refused({ kind: 'vision-replaced' });
              const r = deleted.row;
              const [row] = await tx
                .insert(visions)
                .values({ ...r, userId, createdAt: date(r.createdAt), updatedAt: date(r.updatedAt) })
                .returning();
              return { kind: 'vision', row: row! };
            }
          }
        });
      } catch (error) {
        if (error instanceof Refused) return error.outcome;
        throw error;
      }
    },

    /** Deletions past their time can no longer be undone: their kept records go. */
    async purgeExpired(now: Date): Promise<number> {
      const gone = await db.delete(coachDeletions).where(lte(coachDeletions.expiresAt, now)).returning({ id: coachDeletions.id });
      return gone.length;
    },
  };
}
export type CoachDeletionsRepository = ReturnType<typeof createCoachDeletionsRepository>;
