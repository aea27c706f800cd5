import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { stripeEvents, users, type UserRow } from '../../db/schema.js';
import { within } from '../../db/transactions.js';
import type { Transaction } from '../../transaction.js';

export function createBillingRepository(db: Db) {
  return {
    /** Records a Stripe event once; answers false when it was recorded before (a duplicate, even a concurrent one). */
    async recordEvent(event: { id: string; type: string }, now: Date, transaction: Transaction): Promise<boolean> {
      const recorded = await within(db, transaction).insert(stripeEvents).values({ id: event.id, type: event.type, receivedAt: now }).onConflictDoNothing().returning({ id: stripeEvents.id });
      return recorded.length > 0;
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
