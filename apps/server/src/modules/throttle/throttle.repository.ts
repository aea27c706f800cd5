import { and, count, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { throttleEvents } from '../../db/schema.js';

export function createThrottleRepository(db: Db) {
  return {
    async record(bucket: string, key: string, at: Date): Promise<number> {
      const [row] = await db.insert(throttleEvents).values({ bucket, key, createdAt: at }).returning({ id: throttleEvents.id });
      return row!.id;
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

    async clear(bucket: string, key: string): Promise<void> {
      await db.delete(throttleEvents).where(and(eq(throttleEvents.bucket, bucket), eq(throttleEvents.key, key)));
    },

    async purgeOlderThan(before: Date): Promise<void> {
      await db.delete(throttleEvents).where(lt(throttleEvents.createdAt, before));
    },
  };
}

export type ThrottleRepository = ReturnType<typeof createThrottleRepository>;
