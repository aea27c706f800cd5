import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { stripeEvents, users, type UserRow } from '../../db/schema.js';

export interface SubscriptionChange {
  status: string;
  /** Undefined leaves the stored date as it is. */
  endDate?: Date | null | undefined;
}

export function createBillingRepository(db: Db) {
  return {
    /** Saves the customer id unless the user already has one; answers the id the user ends up with. */
    async linkCustomer(userId: string, customerId: string): Promise<string> {
      const [linked] = await db
        .update(users)
        .set({ stripeCustomerId: customerId })
        .where(and(eq(users.id, userId), isNull(users.stripeCustomerId)))
        .returning({ id: users.stripeCustomerId });
      if (linked?.id) return linked.id;
      const [row] = await db.select({ id: users.stripeCustomerId }).from(users).where(eq(users.id, userId));
      return row!.id!;
    },

    /**
     * Applies a Stripe event once: records its id (a duplicate, even a concurrent one, finds it
     * recorded and changes nothing), then updates the customer's subscription unless a newer event
     * already did. Answers whether the event was new.
     */
    async applyEvent(
      event: { id: string; type: string; createdAt: Date },
      target: { customerId: string | null; userId: string | null },
      change: SubscriptionChange | null,
      now: Date,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const recorded = await tx.insert(stripeEvents).values({ id: event.id, type: event.type, receivedAt: now }).onConflictDoNothing().returning({ id: stripeEvents.id });
        if (!recorded.length) return false;
        if (!change || (!target.customerId && !target.userId)) return true;
        const who = target.customerId ? eq(users.stripeCustomerId, target.customerId) : eq(users.id, target.userId!);
        await tx
          .update(users)
          .set({
            subscriptionStatus: change.status,
            ...(change.endDate !== undefined ? { subscriptionEndDate: change.endDate } : {}),
            subscriptionEventAt: event.createdAt,
            updatedAt: now,
          })
          .where(and(who, or(isNull(users.subscriptionEventAt), lte(users.subscriptionEventAt, event.createdAt))));
        return true;
      });
    },

    async findUser(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    /** Test and support helper: the number of recorded events. */
    async eventCount(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(stripeEvents);
      return row?.n ?? 0;
    },
  };
}
export type BillingRepository = ReturnType<typeof createBillingRepository>;
