import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pushSubscriptions } from '../../db/schema.js';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** The browsers' push subscriptions (issue 21), one row per endpoint, held by one account (issue 38). */
export function createPushSubscriptionsRepository(db: Db) {
  return {
    /** Keeps a subscription no one holds yet; answers false when its endpoint is already kept (for anyone). */
    async insertNew(row: PushSubscriptionRow): Promise<boolean> {
      const kept = await db.insert(pushSubscriptions).values(row).onConflictDoNothing({ target: pushSubscriptions.endpoint }).returning({ endpoint: pushSubscriptions.endpoint });
      return kept.length > 0;
    },

    /** New keys for a subscription the user holds (the browser subscribed again); answers whether it was theirs. */
    async updateKeys(userId: string, endpoint: string, keys: { p256dh: string; auth: string }, at: Date): Promise<boolean> {
      const rows = await db
        .update(pushSubscriptions)
        .set({ p256dh: keys.p256dh, auth: keys.auth, createdAt: at })
        .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)))
        .returning({ endpoint: pushSubscriptions.endpoint });
      return rows.length > 0;
    },

    /** Who holds the endpoint, if anyone. */
    async ownerOf(endpoint: string): Promise<string | undefined> {
      const [row] = await db.select({ userId: pushSubscriptions.userId }).from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
      return row?.userId;
    },

    async countByUser(userId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
      return row?.n ?? 0;
    },

    async listByUser(userId: string): Promise<PushSubscriptionRow[]> {
      return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)).orderBy(asc(pushSubscriptions.createdAt));
    },

    /** Deletes the subscription only when it is the user's; answers whether one was deleted. */
    async deleteForUser(userId: string, endpoint: string): Promise<boolean> {
      const rows = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)))
        .returning({ endpoint: pushSubscriptions.endpoint });
      return rows.length > 0;
    },

    /** Deletes a subscription the push service says is gone, whoever it belongs to. */
    async deleteByEndpoint(endpoint: string): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    },
  };
}

export type PushSubscriptionsRepository = ReturnType<typeof createPushSubscriptionsRepository>;
