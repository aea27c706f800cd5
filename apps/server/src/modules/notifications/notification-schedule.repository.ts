import { and, asc, eq, inArray, isNotNull, lte, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { habitCompletions, habitDays, habits, notificationDeliveries, notificationSchedule, users } from '../../db/schema.js';

export type ScheduleRow = typeof notificationSchedule.$inferSelect;
export type ScheduleKind = ScheduleRow['kind'];

/** The next time of a schedule row, as the planner worked it out. */
export interface NextFire {
  key: string;
  nextFireAt: Date | null;
  forDate: string | null;
}

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The notification schedule (issue 21): one row per thing that fires, with its next time. Reads
 * of due rows go through the `next_fire_at` index and take only what is due now.
 */
export function createNotificationScheduleRepository(db: Db) {
  return {
    /** Sets a habit's reminder rows to exactly `rows`: rows of reminders it no longer has go. */
    async replaceHabitRows(habitId: string, userId: string, rows: (NextFire & { minutesBefore: number; channel: 'push' | 'email' })[]): Promise<void> {
      await db.transaction(async (tx) => {
        const keys = rows.map((r) => r.key);
        await tx
          .delete(notificationSchedule)
          .where(keys.length ? and(eq(notificationSchedule.habitId, habitId), notInArray(notificationSchedule.key, keys)) : eq(notificationSchedule.habitId, habitId));
        if (!rows.length) return;
        await tx
          .insert(notificationSchedule)
          .values(rows.map((r) => ({ key: r.key, userId, kind: 'reminder' as const, habitId, minutesBefore: r.minutesBefore, channel: r.channel, nextFireAt: r.nextFireAt, forDate: r.forDate })))
          .onConflictDoUpdate({
            target: notificationSchedule.key,
            set: { nextFireAt: sql`excluded.next_fire_at`, forDate: sql`excluded.for_date`, minutesBefore: sql`excluded.minutes_before`, channel: sql`excluded.channel` },
          });
      });
    },

    /** Sets the row of a user's nudge or review. */
    async upsertUserRow(userId: string, kind: 'nudge' | 'review', next: NextFire): Promise<void> {
      await db
        .insert(notificationSchedule)
        .values({ key: next.key, userId, kind, nextFireAt: next.nextFireAt, forDate: next.forDate })
        .onConflictDoUpdate({ target: notificationSchedule.key, set: { nextFireAt: next.nextFireAt, forDate: next.forDate } });
    },

    async rowsOfUser(userId: string): Promise<ScheduleRow[]> {
      return db.select().from(notificationSchedule).where(eq(notificationSchedule.userId, userId));
    },

    /**
     * In one transaction: takes up to `limit` due rows that no other instance holds (FOR UPDATE
     * SKIP LOCKED), lets `handle` decide each one's next time (and write what it hands on through
     * `tx`), and stores those times. Answers how many rows it took.
     */
    async claimDue(now: Date, limit: number, handle: (tx: Tx, rows: ScheduleRow[]) => Promise<NextFire[]>): Promise<number> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(notificationSchedule)
          .where(and(isNotNull(notificationSchedule.nextFireAt), lte(notificationSchedule.nextFireAt, now)))
          .orderBy(asc(notificationSchedule.nextFireAt))
          .limit(limit)
          .for('update', { skipLocked: true });
        if (!rows.length) return 0;
        const next = await handle(tx, rows);
        if (next.length) {
          // One statement for the batch: the rows travel as one JSON parameter.
          const values = JSON.stringify(next.map((n) => ({ key: n.key, next_fire_at: n.nextFireAt?.toISOString() ?? null, for_date: n.forDate })));
          await tx.execute(sql`
            update ${notificationSchedule} as s
            set next_fire_at = v.next_fire_at, for_date = v.for_date
            from json_to_recordset(${values}::json) as v(key text, next_fire_at timestamptz, for_date date)
            where s.key = v.key`);
        }
        return rows.length;
      });
    },

    /** Records deliveries; answers the keys that were new (a key already there was handed on before). */
    async recordDeliveries(tx: Tx, deliveries: { key: string; userId: string }[], now: Date): Promise<Set<string>> {
      if (!deliveries.length) return new Set();
      const added = await tx
        .insert(notificationDeliveries)
        .values(deliveries.map((d) => ({ ...d, createdAt: now })))
        .onConflictDoNothing()
        .returning({ key: notificationDeliveries.key });
      return new Set(added.map((a) => a.key));
    },

    /** The (habit, date) pairs among `pairs` that are settled: completed, or skipped (issue 22). */
    async settledAmong(tx: Tx, pairs: { habitId: string; date: string }[]): Promise<Set<string>> {
      if (!pairs.length) return new Set();
      const wanted = JSON.stringify(pairs.map((p) => ({ habit_id: p.habitId, date: p.date })));
      const among = (habitId: typeof habitCompletions.habitId | typeof habitDays.habitId, date: typeof habitCompletions.date | typeof habitDays.date) =>
        sql`(${habitId}, ${date}) in (select v.habit_id, v.date from json_to_recordset(${wanted}::json) as v(habit_id uuid, date date))`;
      const done = await tx.select({ habitId: habitCompletions.habitId, date: habitCompletions.date }).from(habitCompletions).where(among(habitCompletions.habitId, habitCompletions.date));
      const skipped = await tx
        .select({ habitId: habitDays.habitId, date: habitDays.date })
        .from(habitDays)
        .where(and(eq(habitDays.skipped, true), among(habitDays.habitId, habitDays.date)));
      return new Set([...done, ...skipped].map((r) => `${r.habitId}/${r.date}`));
    },

    /** Issue 40: the times checked off on each (habit, date) among `pairs` that has any. */
    async doneTimesAmong(tx: Tx, pairs: { habitId: string; date: string }[]): Promise<Map<string, string[]>> {
      if (!pairs.length) return new Map();
      const wanted = JSON.stringify(pairs.map((p) => ({ habit_id: p.habitId, date: p.date })));
      const rows = await tx
        .select({ habitId: habitDays.habitId, date: habitDays.date, doneTimes: habitDays.doneTimes })
        .from(habitDays)
        .where(sql`(${habitDays.habitId}, ${habitDays.date}) in (select v.habit_id, v.date from json_to_recordset(${wanted}::json) as v(habit_id uuid, date date)) and ${habitDays.doneTimes} is not null`);
      return new Map(rows.map((r) => [`${r.habitId}/${r.date}`, r.doneTimes ?? []]));
    },

    async habitsByIds(tx: Tx, ids: string[]) {
      if (!ids.length) return [];
      return tx
        .select({ id: habits.id, userId: habits.userId, name: habits.name, schedule: habits.schedule, pauses: habits.pauses, archivedAt: habits.archivedAt })
        .from(habits)
        .where(inArray(habits.id, ids));
    },

    async usersByIds(tx: Tx, ids: string[]) {
      if (!ids.length) return [];
      return tx.select({ id: users.id, timezone: users.timezone, locale: users.locale }).from(users).where(inArray(users.id, ids));
    },

    /** Habits with reminders but no schedule rows (restored by an undo, or older than the schedule). */
    async habitsMissingRows(limit: number) {
      return db
        .select({ id: habits.id, userId: habits.userId })
        .from(habits)
        .where(
          sql`jsonb_array_length(${habits.reminders}) > 0 and ${habits.archivedAt} is null and not exists (select 1 from ${notificationSchedule} s where s.habit_id = ${habits.id})`,
        )
        .limit(limit);
    },

    /** Verified users without a nudge row yet. */
    async usersMissingRows(limit: number) {
      return db
        .select({ id: users.id })
        .from(users)
        .where(sql`${users.isEmailVerified} and not exists (select 1 from ${notificationSchedule} s where s.user_id = ${users.id} and s.kind = 'nudge')`)
        .limit(limit);
    },

    async purgeDeliveries(before: Date): Promise<void> {
      await db.delete(notificationDeliveries).where(lte(notificationDeliveries.createdAt, before));
    },
  };
}

export type NotificationScheduleRepository = ReturnType<typeof createNotificationScheduleRepository>;

/** What planning and delivery read about people and habits. */
export function createNotificationLookups(db: Db) {
  return {
    async user(userId: string) {
      const [row] = await db
        .select({ id: users.id, email: users.email, firstName: users.firstName, timezone: users.timezone, locale: users.locale, verified: users.isEmailVerified })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },
    async habit(habitId: string) {
      const [row] = await db
        .select({ id: habits.id, userId: habits.userId, name: habits.name, schedule: habits.schedule, reminders: habits.reminders, archivedAt: habits.archivedAt, target: habits.target, timezone: users.timezone, timesOfDay: habits.timesOfDay })
        .from(habits)
        .innerJoin(users, eq(users.id, habits.userId))
        .where(eq(habits.id, habitId));
      return row;
    },
    async habitIdsOf(userId: string): Promise<string[]> {
      const rows = await db.select({ id: habits.id }).from(habits).where(eq(habits.userId, userId));
      return rows.map((r) => r.id);
    },
  };
}

export type NotificationLookups = ReturnType<typeof createNotificationLookups>;
