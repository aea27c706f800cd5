import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { usageCounters } from '../../db/schema.js';

export interface UsageCharge {
  metric: string;
  period: string;
  limit: number;
}

export class LimitReached extends Error {
  constructor(readonly charge: UsageCharge) {
    super(`limit reached: ${charge.metric} ${charge.period}`);
  }
}

export function createUsageRepository(db: Db) {
  return {
    /**
     * Adds `amount` to every counter in `charges`, all or none: each counter rises only while it
     * stays within its limit (a conditional upsert, so concurrent requests queue on the row and
     * can never pass the limit together). Throws LimitReached naming the first counter that is full.
     */
    async charge(userId: string, amount: number, charges: readonly UsageCharge[]): Promise<void> {
      await db.transaction(async (tx) => {
        for (const charge of charges) {
          if (amount > charge.limit) throw new LimitReached(charge);
          const rows = await tx
            .insert(usageCounters)
            .values({ userId, metric: charge.metric, period: charge.period, amount })
            .onConflictDoUpdate({
              target: [usageCounters.userId, usageCounters.metric, usageCounters.period],
              set: { amount: sql`${usageCounters.amount} + excluded.amount` },
              setWhere: sql`${usageCounters.amount} + excluded.amount <= ${charge.limit}`,
            })
            .returning({ amount: usageCounters.amount });
          if (!rows.length) throw new LimitReached(charge);
        }
      });
    },

    /**
     * Adds `amount` to every counter, each stopping at its limit: for usage measured after the
     * work was done (a voice turn), so the turn that reaches the limit is counted up to it.
     */
    async chargeCapped(userId: string, amount: number, charges: readonly UsageCharge[]): Promise<void> {
      await db.transaction(async (tx) => {
        for (const charge of charges) {
          await tx
            .insert(usageCounters)
            .values({ userId, metric: charge.metric, period: charge.period, amount: Math.min(amount, charge.limit) })
            .onConflictDoUpdate({
              target: [usageCounters.userId, usageCounters.metric, usageCounters.period],
              set: { amount: sql`least(${usageCounters.amount} + excluded.amount, ${charge.limit})` },
            });
        }
      });
    },

    /** Gives back what a request that then failed was charged (DECISIONS.md: nothing is charged for a failed request). */
    async refund(userId: string, amount: number, charges: readonly Pick<UsageCharge, 'metric' | 'period'>[]): Promise<void> {
      await db.transaction(async (tx) => {
        for (const { metric, period } of charges) {
          await tx
            .update(usageCounters)
            .set({ amount: sql`greatest(${usageCounters.amount} - ${amount}, 0)` })
            .where(and(eq(usageCounters.userId, userId), eq(usageCounters.metric, metric), eq(usageCounters.period, period)));
        }
      });
    },

    async amount(userId: string, metric: string, period: string): Promise<number> {
      const [row] = await db
        .select({ amount: usageCounters.amount })
        .from(usageCounters)
        .where(and(eq(usageCounters.userId, userId), eq(usageCounters.metric, metric), eq(usageCounters.period, period)));
      return row?.amount ?? 0;
    },
  };
}
export type UsageRepository = ReturnType<typeof createUsageRepository>;
