import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { HabitSchedule } from '@stride/domain';
import type { Db } from '../../db/client.js';
import { goals, habitCompletions, habits, type HabitRow } from '../../db/schema.js';

/** Every query is scoped by the owner's id: another user's habit is never read or changed. */
export function createHabitsRepository(db: Db) {
  return {
    async listHabits(userId: string): Promise<HabitRow[]> {
      return db.select().from(habits).where(eq(habits.userId, userId)).orderBy(asc(habits.seq));
    },

    async findHabit(userId: string, id: string): Promise<HabitRow | undefined> {
      const [row] = await db.select().from(habits).where(and(eq(habits.id, id), eq(habits.userId, userId))).limit(1);
      return row;
    },

    async countHabits(userId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(habits).where(eq(habits.userId, userId));
      return row?.n ?? 0;
    },

    async goalBelongsTo(userId: string, goalId: string): Promise<boolean> {
      const [row] = await db.select({ id: goals.id }).from(goals).where(and(eq(goals.id, goalId), eq(goals.userId, userId))).limit(1);
      return !!row;
    },

    async insertHabit(values: typeof habits.$inferInsert): Promise<HabitRow> {
      const [row] = await db.insert(habits).values(values).returning();
      return row!;
    },

    /**
     * Reads the habit locked for update, lets `change` compute its new schedule and fields, and
     * writes them in the same transaction: two edits of one habit at once apply one after the other.
     */
    async updateHabit(
      userId: string,
      id: string,
      change: (row: HabitRow) => Promise<Partial<Pick<HabitRow, 'name' | 'description' | 'goalId' | 'schedule' | 'updatedAt'>>>,
      prune?: (schedule: HabitSchedule, dates: string[]) => string[],
    ): Promise<HabitRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(habits)
          .where(and(eq(habits.id, id), eq(habits.userId, userId)))
          .for('update')
          .limit(1);
        if (!row) return undefined;
        const values = await change(row);
        const [updated] = await tx.update(habits).set(values).where(eq(habits.id, id)).returning();
        if (prune && values.schedule) {
          // Completions of dates the new schedule no longer has go with them.
          const done = await tx.select({ date: habitCompletions.date }).from(habitCompletions).where(eq(habitCompletions.habitId, id));
          const stale = prune(values.schedule, done.map((d) => d.date));
          if (stale.length) await tx.delete(habitCompletions).where(and(eq(habitCompletions.habitId, id), inArray(habitCompletions.date, stale)));
        }
        return updated;
      });
    },

    async deleteHabit(userId: string, id: string): Promise<HabitRow | undefined> {
      const [row] = await db.delete(habits).where(and(eq(habits.id, id), eq(habits.userId, userId))).returning();
      return row;
    },

    /** Completion dates of the given habits, oldest first. */
    async completions(habitIds: string[]): Promise<Array<{ habitId: string; date: string }>> {
      if (!habitIds.length) return [];
      return db
        .select({ habitId: habitCompletions.habitId, date: habitCompletions.date })
        .from(habitCompletions)
        .where(inArray(habitCompletions.habitId, habitIds))
        .orderBy(asc(habitCompletions.date));
    },

    /** Idempotent: completing a date twice, even at the same moment, leaves one completion. */
    async complete(habitId: string, date: string, now: Date): Promise<void> {
      await db.insert(habitCompletions).values({ habitId, date, createdAt: now }).onConflictDoNothing();
    },

    async uncomplete(habitId: string, date: string): Promise<void> {
      await db.delete(habitCompletions).where(and(eq(habitCompletions.habitId, habitId), eq(habitCompletions.date, date)));
    },
  };
}

export type HabitsRepository = ReturnType<typeof createHabitsRepository>;
