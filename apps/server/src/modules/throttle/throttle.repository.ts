import { and, count, eq, gte, lt, max, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { throttleEvents } from '../../db/schema.js';
import { within } from '../../db/transactions.js';
import type { Transaction } from '../../transaction.js';

export function createThrottleRepository(db: Db) {
  return {
    async record(bucket: string, key: string, at: Date): Promise<number> {
      const [row] = await db.insert(throttleEvents).values({ bucket, key, createdAt: at }).returning({ id: throttleEvents.id });
      return row!.id;
    },

    /** Moves an event to `at`: a lease renewed (a live voice call's place), counted in windows again from now. */
    async touch(id: number, at: Date): Promise<void> {
      await db.update(throttleEvents).set({ createdAt: at }).where(eq(throttleEvents.id, id));
    },

    async remove(id: number): Promise<void> {
      await db.delete(throttleEvents).where(eq(throttleEvents.id, id));
    },

    async countSince(bucket: string, key: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(throttleEvents)
        .where(and(eq(throttleEvents.bucket, bucket), eq(throttleEvents.key, key), gte(throttleEvents.createdAt, since)));
      return row?.n ?? 0;
    },

    /** How many events of the key since `since`, other than `exceptId`, and when the latest was. */
    async othersSince(bucket: string, key: string, since: Date, exceptId: number): Promise<{ n: number; latest: Date | null }> {
      const [row] = await db
        .select({ n: count(), latest: max(throttleEvents.createdAt) })
        .from(throttleEvents)
        .where(and(eq(throttleEvents.bucket, bucket), eq(throttleEvents.key, key), gte(throttleEvents.createdAt, since), ne(throttleEvents.id, exceptId)));
      return { n: row?.n ?? 0, latest: row?.latest ?? null };
    },

    /** Every key of the bucket that starts with `prefix` (compared exactly: no LIKE wildcards). */
    async clearPrefix(bucket: string, prefix: string): Promise<void> {
      await db.delete(throttleEvents).where(and(eq(throttleEvents.bucket, bucket), sql`left(${throttleEvents.key}, ${prefix.length}) = ${prefix}`));
    },

    /** Every event keyed by the email, alone or followed by a space and more (an IP, a purpose): an account's deletion. */
    async forgetEmail(email: string, transaction: Transaction): Promise<void> {
      await within(db, transaction)
        .delete(throttleEvents)
        .where(or(eq(throttleEvents.key, email), sql`left(${throttleEvents.key}, ${email.length + 1}) = ${`${email} `}`));
    },

    async clear(bucket: string, key: string): Promise<void> {
      await db.delete(throttleEvents).where(and(eq(throttleEvents.bucket, bucket), eq(throttleEvents.key, key)));
    },

    async purgeOlderThan(before: Date): Promise<void> {
      await db.delete(throttleEvents).where(lt(throttleEvents.createdAt, before));
    },
  };
}

export type ThrottleRepository = ReturnType<typeof createThrottleRepository>;
