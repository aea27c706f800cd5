import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pushSubscriptions } from '../../db/schema.js';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** The browsers' push subscriptions (issue 21), one row per endpoint. */
export function createPushSubscriptionsRepository(db: Db) {
  return {
    /**
     * Keeps the subscription for `userId`. An endpoint is one browser profile: subscribing it again
     * (new keys, or another person signed in on that browser) replaces the row, so the device is
     * reached for whoever subscribed it last and never for two people.
     */
    async upsert(row: PushSubscriptionRow): Promise<void> {
      await db
        .insert(pushSubscriptions)
        .values(row)
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { userId: row.userId, p256dh: row.p256dh, auth: row.auth, createdAt: row.createdAt },
        });
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
