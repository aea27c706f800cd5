import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { isUuid } from '../../db/ids.js';
import { lockOwner } from '../../db/owner-lock.js';
import { goals, visions, type GoalRow, type VisionRow } from '../../db/schema.js';

export type { GoalRow, VisionRow };

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

    async deleteVision(userId: string, id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const rows = await db
        .delete(visions)
        .where(and(eq(visions.id, id), eq(visions.userId, userId)))
        .returning({ id: visions.id });
      return rows.length > 0;
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

    /**
     * Deletes the goal; its habits stay and lose the link (habits.goal_id ON DELETE SET NULL). One
     * statement: PostgreSQL unlinks the habits within it, so a failure leaves both as they were.
     */
    async deleteGoal(userId: string, id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const rows = await db
        .delete(goals)
        .where(and(eq(goals.id, id), eq(goals.userId, userId)))
        .returning({ id: goals.id });
      return rows.length > 0;
    },
  };
}

export type GoalsRepository = ReturnType<typeof createGoalsRepository>;
