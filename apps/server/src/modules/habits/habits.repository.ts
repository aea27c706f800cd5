import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { HabitSchedule } from '@stride/domain';
import type { Db } from '../../db/client.js';
import { isUuid } from '../../db/ids.js';
import { lockOwner } from '../../db/owner-lock.js';
import { goals, habitCompletions, habits, type HabitRow } from '../../db/schema.js';
import { createCompletionsCache, type CompletionsCache } from './completions-cache.js';

export type { HabitRow };

/** A habit with its completed dates as epoch days (days since 1970-01-01), ascending. */
export interface HabitWithCompletions {
  row: HabitRow;
  completedDays: Int32Array;
}

/**
 * Completed dates as one comma-separated text of epoch days per habit, ordered: the database
 * aggregates them, so three years of completions cross the wire as one short value per habit
 * rather than a row each.
 */
const completedDaysText = sql<string>`string_agg((${habitCompletions.date} - date '1970-01-01')::text, ',' order by ${habitCompletions.date})`;

/** Reads '19000,19001,…' (epoch days, '-' before 1970) without splitting it into strings first. */
function parseDays(text: string | null): Int32Array {
  if (!text) return new Int32Array(0);
  let count = 1;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 44) count++;
  const days = new Int32Array(count);
  let k = 0;
  let value = 0;
  let sign = 1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 44) {
      days[k++] = sign * value;
      value = 0;
      sign = 1;
    } else if (c === 45) {
      sign = -1;
    } else {
      value = value * 10 + (c - 48);
    }
  }
  days[k] = sign * value;
  return days;
}

/**
 * Every query is scoped by the owner's id: another user's habit is never read or changed, and an
 * id that cannot be a record's (not a UUID) finds nothing without asking the database to cast it.
 *
 * Completions are read through `cache`, checked against the habit's `completionsRev`, which every
 * change to its completions raises in the same transaction: a listing reads the habit rows, and
 * only the completions of habits that changed since (or were never read by this process).
 */
export function createHabitsRepository(db: Db, cache: CompletionsCache = createCompletionsCache()) {
  // The list runs on every visit to the tracker: its SQL is built once and prepared.
  const listQuery = db.select().from(habits).where(eq(habits.userId, sql.placeholder('userId'))).orderBy(asc(habits.seq)).prepare('habits_list');

  async function withCompletions(rows: HabitRow[]): Promise<HabitWithCompletions[]> {
    const found = new Map<string, Int32Array>();
    const missing: HabitRow[] = [];
    for (const row of rows) {
      const days = cache.get(row.id, row.completionsRev);
      if (days) found.set(row.id, days);
      else missing.push(row);
    }
    if (missing.length) {
      const read = await db
        .select({ habitId: habitCompletions.habitId, days: completedDaysText })
        .from(habitCompletions)
        .where(inArray(habitCompletions.habitId, missing.map((row) => row.id)))
        .groupBy(habitCompletions.habitId);
      const byHabit = new Map(read.map((r) => [r.habitId, parseDays(r.days)]));
      for (const row of missing) {
        const days = byHabit.get(row.id) ?? new Int32Array(0);
        // Read after the row: at least as new as its revision, so safe to keep under it.
        cache.set(row.id, row.completionsRev, days);
        found.set(row.id, days);
      }
    }
    return rows.map((row) => ({ row, completedDays: found.get(row.id)! }));
  }

  /** Raises the habit's completions revision; answers the new one. */
  async function bumpRevision(tx: Pick<Db, 'update'>, habitId: string): Promise<number> {
    const [row] = await tx
      .update(habits)
      .set({ completionsRev: sql`${habits.completionsRev} + 1` })
      .where(eq(habits.id, habitId))
      .returning({ rev: habits.completionsRev });
    return row?.rev ?? 0;
  }

  return {
    /** The user's habits in creation order, each with its completed days. */
    async listWithCompletions(userId: string): Promise<HabitWithCompletions[]> {
      return withCompletions(await listQuery.execute({ userId }));
    },

    /** The user's habits in creation order (their `completionsRev` tells whether completions changed). */
    async listHabits(userId: string): Promise<HabitRow[]> {
      return listQuery.execute({ userId });
    },

    /** Each habit with its completed days. */
    completionsOf: withCompletions,

    /** One habit's completed days, ascending. */
    async completedDays(row: HabitRow): Promise<Int32Array> {
      const [habit] = await withCompletions([row]);
      return habit!.completedDays;
    },

    async findHabit(userId: string, id: string): Promise<HabitRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select().from(habits).where(and(eq(habits.id, id), eq(habits.userId, userId))).limit(1);
      return row;
    },

    async goalBelongsTo(userId: string, goalId: string): Promise<boolean> {
      if (!isUuid(goalId)) return false;
      const [row] = await db.select({ id: goals.id }).from(goals).where(and(eq(goals.id, goalId), eq(goals.userId, userId))).limit(1);
      return !!row;
    },

    /**
     * Adds a habit unless the user already has `limit`: the count and the insert run in one
     * transaction holding the user's row, so concurrent requests cannot pass the limit together.
     * Answers undefined when the limit is reached.
     */
    async insertHabitWithin(limit: number, values: typeof habits.$inferInsert): Promise<HabitRow | undefined> {
      return db.transaction(async (tx) => {
        await lockOwner(tx, values.userId);
        const [row] = await tx.select({ n: count() }).from(habits).where(eq(habits.userId, values.userId));
        if ((row?.n ?? 0) >= limit) return undefined;
        const [inserted] = await tx.insert(habits).values(values).returning();
        return inserted!;
      });
    },

    /**
     * Reads the habit locked for update, lets `change` compute its new schedule and fields, and
     * writes them in the same transaction: two edits of one habit at once apply one after the other.
     */
    async updateHabit(
      userId: string,
      id: string,
      change: (row: HabitRow) => Promise<Partial<Pick<HabitRow, 'name' | 'description' | 'goalId' | 'schedule' | 'reminders' | 'updatedAt'>>>,
      prune?: (schedule: HabitSchedule, dates: string[]) => string[],
    ): Promise<HabitRow | undefined> {
      if (!isUuid(id)) return undefined;
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
          if (stale.length) {
            await tx.delete(habitCompletions).where(and(eq(habitCompletions.habitId, id), inArray(habitCompletions.date, stale)));
            return { ...updated!, completionsRev: await bumpRevision(tx, id) };
          }
        }
        return updated;
      });
    },

    async deleteHabit(userId: string, id: string): Promise<HabitRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.delete(habits).where(and(eq(habits.id, id), eq(habits.userId, userId))).returning();
      return row;
    },

    /**
     * Idempotent: completing a date twice, even at the same moment, leaves one completion.
     * Answers the habit's completions revision after the call.
     */
    async complete(habitId: string, date: string, now: Date): Promise<number> {
      return db.transaction(async (tx) => {
        const added = await tx.insert(habitCompletions).values({ habitId, date, createdAt: now }).onConflictDoNothing().returning({ date: habitCompletions.date });
        return added.length ? bumpRevision(tx, habitId) : currentRevision(tx, habitId);
      });
    },

    async uncomplete(habitId: string, date: string): Promise<number> {
      return db.transaction(async (tx) => {
        const removed = await tx
          .delete(habitCompletions)
          .where(and(eq(habitCompletions.habitId, habitId), eq(habitCompletions.date, date)))
          .returning({ date: habitCompletions.date });
        return removed.length ? bumpRevision(tx, habitId) : currentRevision(tx, habitId);
      });
    },
  };
}

async function currentRevision(tx: Pick<Db, 'select'>, habitId: string): Promise<number> {
  const [row] = await tx.select({ rev: habits.completionsRev }).from(habits).where(eq(habits.id, habitId));
  return row?.rev ?? 0;
}

export type HabitsRepository = ReturnType<typeof createHabitsRepository>;
