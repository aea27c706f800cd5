import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { usageCounters } from '../../db/schema.js';

export interface UsageCharge {
  metric: string;
  period: string;
  limit: number;
}

/** What a reservation got: `granted` of what was wanted, out of the `left` of `tightest`, the counter with the least left. */
export interface UsageGrant {
  granted: number;
  left: number;
  tightest: UsageCharge;
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
     * can never pass the limit together). Throws LimitReached naming the first counter (in lock
     * order) that is full.
     */
    async charge(userId: string, amount: number, charges: readonly UsageCharge[]): Promise<void> {
      await db.transaction(async (tx) => {
        for (const charge of inLockOrder(charges)) {
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
     * Takes up to `wanted` from every counter in `charges` at once: the same amount from each, the
     * most they all have left (0 when one is full). Each counter's row is made if missing, then
     * locked, in one fixed order (metric, period), so concurrent reservations queue one behind the
     * other, never deadlock, and never pass a limit together (PGlite and PostgreSQL alike).
     * Answers what was granted, what was left before it, and the counter with the least left.
     */
    async reserve(userId: string, wanted: number, charges: readonly UsageCharge[]): Promise<UsageGrant> {
      if (!charges.length) throw new Error('reserve needs at least one counter');
      return db.transaction(async (tx) => {
        const left = new Map<UsageCharge, number>();
        for (const charge of inLockOrder(charges)) {
          await tx.insert(usageCounters).values({ userId, metric: charge.metric, period: charge.period, amount: 0 }).onConflictDoNothing();
          const [row] = await tx
            .select({ amount: usageCounters.amount })
            .from(usageCounters)
            .where(and(eq(usageCounters.userId, userId), eq(usageCounters.metric, charge.metric), eq(usageCounters.period, charge.period)))
            .for('update');
          left.set(charge, Math.max(0, charge.limit - (row?.amount ?? 0)));
        }
        // The counter with the least left; on a tie the one the caller named first (the day's).
        const tightest = charges.reduce((least, charge) => (left.get(charge)! < left.get(least)! ? charge : least));
        const granted = Math.max(0, Math.min(Math.floor(wanted), left.get(tightest)!));
        if (granted > 0) {
          for (const charge of inLockOrder(charges)) {
            await tx
              .update(usageCounters)
              .set({ amount: sql`${usageCounters.amount} + ${granted}` })
              .where(and(eq(usageCounters.userId, userId), eq(usageCounters.metric, charge.metric), eq(usageCounters.period, charge.period)));
          }
        }
        return { granted, left: left.get(tightest)!, tightest };
      });
    },

    /**
     * Gives back what a request that then failed was charged (DECISIONS.md: nothing is charged for a
     * failed request), or the unused part of a reservation.
     */
    async refund(userId: string, amount: number, charges: readonly Pick<UsageCharge, 'metric' | 'period'>[]): Promise<void> {
      await db.transaction(async (tx) => {
        for (const { metric, period } of inLockOrder(charges)) {
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

/**
 * Counters in the one order every transaction here locks them (metric, then period), so two
 * transactions touching the same counters never wait on each other in a circle.
 */
function inLockOrder<T extends Pick<UsageCharge, 'metric' | 'period'>>(charges: readonly T[]): T[] {
  const key = (c: T) => `${c.metric}\u0000${c.period}`;
  return [...charges].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

export type UsageRepository = ReturnType<typeof createUsageRepository>;
