import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { isUuid } from '../../db/ids.js';
import { lockOwner } from '../../db/owner-lock.js';
import { goals, habits, visions, type GoalRow, type JsonRow, type VisionRow } from '../../db/schema.js';
import { within } from '../../db/transactions.js';
import type { Transaction } from '../../transaction.js';

export type { GoalRow, VisionRow };

/** A goal or vision as an undo keeps it (dates as ISO text), and a goal's habits then. */
export type GoalRecord = { row: JsonRow<GoalRow>; habitIds: string[] };
export type VisionRecord = { row: JsonRow<VisionRow> };
/** What an import adds: the vision (replacing the owner's) and goals, in order. */
export interface ImportedGoals {
  vision: Pick<VisionRow, 'text' | 'createdAt' | 'updatedAt'> | null;
  goals: Pick<GoalRow, 'name' | 'description' | 'createdAt' | 'updatedAt'>[];
}

const asJson = <Row extends object>(row: Row) => JSON.parse(JSON.stringify(row)) as JsonRow<Row>;
const at = (iso: string) => new Date(iso);

/**
 * Every query is scoped by the owner's id: a record of another user is never read or changed, and
 * an id that cannot be a record's (not a UUID) finds nothing.
 */
export function createGoalsRepository(db: Db) {
  return {
    async findVision(userId: string): Promise<VisionRow | undefined> {
      const [row] = await db.select().from(visions).where(eq(visions.userId, userId)).limit(1);
      return row;
    },

    /** Creates the user's one vision or replaces its text; `created` tells which happened. */
    async upsertVision(userId: string, text: string, now: Date): Promise<{ row: VisionRow; created: boolean }> {
      const [result] = await db
        .insert(visions)
        .values({ userId, text, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: visions.userId, set: { text, updatedAt: now } })
        // xmax is 0 for a freshly inserted row and the updating transaction's id otherwise.
        .returning({
          id: visions.id,
          userId: visions.userId,
          text: visions.text,
          createdAt: visions.createdAt,
          updatedAt: visions.updatedAt,
          created: sql<boolean>`(xmax = 0)`,
        });
      const { created, ...row } = result!;
      return { row, created: Boolean(created) };
    },

    async listGoals(userId: string): Promise<GoalRow[]> {
      return db.select().from(goals).where(eq(goals.userId, userId)).orderBy(asc(goals.seq));
    },

    /**
     * Adds a goal unless the user already has `limit`: the count and the insert run in one
     * transaction holding the user's row, so concurrent requests cannot pass the limit together.
     * Answers undefined when the limit is reached.
     */
    async insertGoalWithin(limit: number, values: typeof goals.$inferInsert): Promise<GoalRow | undefined> {
      return db.transaction(async (tx) => {
        await lockOwner(tx, values.userId);
        const [row] = await tx.select({ n: count() }).from(goals).where(eq(goals.userId, values.userId));
        if ((row?.n ?? 0) >= limit) return undefined;
        const [inserted] = await tx.insert(goals).values(values).returning();
        return inserted!;
      });
    },

    async updateGoal(userId: string, id: string, values: Partial<Pick<GoalRow, 'name' | 'description' | 'updatedAt'>>): Promise<GoalRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .update(goals)
        .set(values)
        .where(and(eq(goals.id, id), eq(goals.userId, userId)))
        .returning();
      return row;
    },

    /** Deletes the goal and answers it as it was, with the habits it had (they stay, unlinked). */
    async takeGoal(userId: string, id: string, transaction: Transaction): Promise<GoalRecord | undefined> {
      if (!isUuid(id)) return undefined;
      const tx = within(db, transaction);
      const [row] = await tx.select().from(goals).where(and(eq(goals.id, id), eq(goals.userId, userId))).for('update');
      if (!row) return undefined;
      const linked = await tx.select({ id: habits.id }).from(habits).where(and(eq(habits.goalId, id), eq(habits.userId, userId)));
      await tx.delete(goals).where(eq(goals.id, id));
      return { row: asJson(row), habitIds: linked.map((h) => h.id) };
    },

    /** Puts a goal back with its id and place, unless the owner has `limit` goals. */
    async putBackGoal(userId: string, row: JsonRow<GoalRow>, limit: number, transaction: Transaction): Promise<GoalRow | 'too-many'> {
      const tx = within(db, transaction);
      await lockOwner(tx, userId);
      const [n] = await tx.select({ n: count() }).from(goals).where(eq(goals.userId, userId));
      if ((n?.n ?? 0) >= limit) return 'too-many';
      const [inserted] = await tx
        .insert(goals)
        .values({ ...row, userId, createdAt: at(row.createdAt), updatedAt: at(row.updatedAt) })
        .returning();
      return inserted!;
    },

    async takeVision(userId: string, transaction: Transaction): Promise<VisionRecord | undefined> {
      const tx = within(db, transaction);
      const [row] = await tx.select().from(visions).where(eq(visions.userId, userId)).for('update');
      if (!row) return undefined;
      await tx.delete(visions).where(eq(visions.id, row.id));
      return { row: asJson(row) };
    },

    /** Puts the vision back, unless the owner has set another since. */
    async putBackVision(userId: string, row: JsonRow<VisionRow>, transaction: Transaction): Promise<VisionRow | 'replaced'> {
      const tx = within(db, transaction);
      const [current] = await tx.select({ id: visions.id }).from(visions).where(eq(visions.userId, userId));
      if (current) return 'replaced';
      const [inserted] = await tx
        .insert(visions)
        .values({ ...row, userId, createdAt: at(row.createdAt), updatedAt: at(row.updatedAt) })
        .returning();
      return inserted!;
    },

    /**
     * An import's vision (replacing the owner's) and goals, unless the owner would pass
     * `goalLimit`. Answers the new goals' ids, in the file's order.
     */
    async insertImported(userId: string, imported: ImportedGoals, goalLimit: number, transaction: Transaction): Promise<string[] | 'too-many'> {
      const tx = within(db, transaction);
      await lockOwner(tx, userId);
      const [n] = await tx.select({ n: count() }).from(goals).where(eq(goals.userId, userId));
      if ((n?.n ?? 0) + imported.goals.length > goalLimit) return 'too-many';
      if (imported.vision) {
        await tx
          .insert(visions)
          .values({ userId, ...imported.vision })
          .onConflictDoUpdate({ target: visions.userId, set: imported.vision });
      }
      if (!imported.goals.length) return [];
      const inserted = await tx
        .insert(goals)
        .values(imported.goals.map((g) => ({ userId, ...g })))
        .returning({ id: goals.id });
      return inserted.map((row) => row.id);
    },

    async goalCount(userId: string): Promise<number> {
      const [n] = await db.select({ n: count() }).from(goals).where(eq(goals.userId, userId));
      return n?.n ?? 0;
    },
  };
}

export type GoalsRepository = ReturnType<typeof createGoalsRepository>;
