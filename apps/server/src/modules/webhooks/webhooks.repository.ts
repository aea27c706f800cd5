import { and, asc, count, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { isUuid } from '../../db/ids.js';
import { lockOwner } from '../../db/owner-lock.js';
import { users, webhookDeliveries, webhookDeliverySlots, webhooks } from '../../db/schema.js';

/** Who is told when a webhook is turned off, and in which language (issue 54: the account's). */
export interface WebhookOwner {
  email: string;
  firstName: string;
  locale: string | null;
}

export type WebhookRow = typeof webhooks.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

/** One attempt's outcome, as the delivery job saw it. */
export interface AttemptResult {
  ok: boolean;
  responseStatus: number | null;
  responseBody: string | null;
  error: string | null;
  at: Date;
  /** No attempt follows this one (it succeeded, or it was the last). */
  final: boolean;
}

/** Adds the queue's jobs for these deliveries inside the caller's transaction. */
export type EnqueueDeliveries = (tx: Db, deliveryIds: string[]) => Promise<void>;

/**
 * Issue 52: inside a transaction that just ended a delivery of the webhook (delivered, failed or
 * given up): the webhook's row is held (so no delivery decides to wait meanwhile; see
 * `waitBehindEarlier`), and the waiting delivery first in order, if any, stops waiting and gets a
 * job. Answers its id (null when none waits).
 */
async function wakeNextWithin(tx: Db, webhookId: string, enqueue: EnqueueDeliveries): Promise<string | null> {
  await tx.select({ id: webhooks.id }).from(webhooks).where(eq(webhooks.id, webhookId)).for('no key update');
  const [next] = await tx
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.webhookId, webhookId), eq(webhookDeliveries.status, 'pending'), eq(webhookDeliveries.waitingForEarlier, true)))
    .orderBy(asc(webhookDeliveries.seq))
    .limit(1)
    .for('update');
  if (!next) return null;
  await tx.update(webhookDeliveries).set({ waitingForEarlier: false }).where(eq(webhookDeliveries.id, next.id));
  await enqueue(tx, [next.id]);
  return next.id;
}

/**
 * Issue 41: the one writer of `webhooks`, `webhook_deliveries` and (issue 48) `webhook_delivery_slots`. Every query a route makes is
 * scoped by the owner's id; an id that cannot be one (not a UUID) finds nothing.
 */
export function createWebhooksRepository(db: Db) {
  return {
    list(userId: string): Promise<WebhookRow[]> {
      return db.select().from(webhooks).where(eq(webhooks.userId, userId)).orderBy(asc(webhooks.createdAt), asc(webhooks.id));
    },

    async find(userId: string, id: string): Promise<WebhookRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select().from(webhooks).where(and(eq(webhooks.id, id), eq(webhooks.userId, userId)));
      return row;
    },

    /** Adds a webhook unless the owner has `limit` already (counted holding the owner's row). Undefined at the limit. */
    async insertWithin(limit: number, values: typeof webhooks.$inferInsert): Promise<WebhookRow | undefined> {
      return db.transaction(async (tx) => {
        await lockOwner(tx, values.userId);
        const [row] = await tx.select({ n: count() }).from(webhooks).where(eq(webhooks.userId, values.userId));
        if ((row?.n ?? 0) >= limit) return undefined;
        const [inserted] = await tx.insert(webhooks).values(values).returning();
        return inserted!;
      });
    },

    async update(userId: string, id: string, values: Partial<Pick<WebhookRow, 'name' | 'url' | 'events' | 'disabledAt' | 'consecutiveFailures' | 'payload'>>): Promise<WebhookRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.update(webhooks).set(values).where(and(eq(webhooks.id, id), eq(webhooks.userId, userId))).returning();
      return row;
    },

    /** Deletes the owner's webhook (its deliveries go with it); false when they have none of that id. */
    async remove(userId: string, id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const gone = await db.delete(webhooks).where(and(eq(webhooks.id, id), eq(webhooks.userId, userId))).returning({ id: webhooks.id });
      return gone.length > 0;
    },

    /** The webhook's newest `limit` deliveries, newest first. */
    deliveries(webhookId: string, limit: number): Promise<WebhookDeliveryRow[]> {
      return db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, webhookId)).orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id)).limit(limit);
    },

    /**
     * Records an event for each of the owner's webhooks that are on and ask for its type: a pending
     * delivery each, and `enqueue` (the job queue's insert) in the same transaction, so a job exists
     * exactly when its delivery row does. Answers the new deliveries' ids. Issue 52: each webhook's
     * body is `payloadFor` its payload kind (thin or full).
     */
    async recordEvent(
      userId: string,
      event: { id: string; type: string; payloadFor: (kind: string) => unknown; createdAt: Date },
      enqueue: EnqueueDeliveries,
    ): Promise<string[]> {
      const wants = and(eq(webhooks.userId, userId), isNull(webhooks.disabledAt), sql`${webhooks.events} @> ${JSON.stringify([event.type])}::jsonb`);
      // Most people have no webhook: one indexed read, and no transaction, for them.
      const [any] = await db.select({ id: webhooks.id }).from(webhooks).where(wants).limit(1);
      if (!any) return [];
      return db.transaction(async (tx) => {
        const wanted = await tx.select({ id: webhooks.id, payload: webhooks.payload }).from(webhooks).where(wants);
        if (!wanted.length) return [];
        const rows = await tx
          .insert(webhookDeliveries)
          .values(wanted.map((w) => ({ webhookId: w.id, eventId: event.id, eventType: event.type, payload: event.payloadFor(w.payload), status: 'pending', createdAt: event.createdAt })))
          .returning({ id: webhookDeliveries.id });
        const ids = rows.map((r) => r.id);
        await enqueue(tx as unknown as Db, ids);
        return ids;
      });
    },

    /** Issue 52: one event for one webhook (a test-send): its pending delivery and `enqueue` in one transaction. Answers the delivery. */
    async insertDelivery(webhookId: string, event: { id: string; type: string; payload: unknown; createdAt: Date }, enqueue: EnqueueDeliveries): Promise<WebhookDeliveryRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(webhookDeliveries).values({ webhookId, eventId: event.id, eventType: event.type, payload: event.payload, status: 'pending', createdAt: event.createdAt }).returning();
        await enqueue(tx as unknown as Db, [row!.id]);
        return row!;
      });
    },

    /**
     * Issue 52: sends a delivery that ended (delivered or failed) again: the same message (its id, so
     * a receiver can tell it is the same event), pending with its attempts counted afresh, and
     * `enqueue` in the same transaction. Undefined when the webhook has no such delivery, or it is still pending.
     */
    async redeliver(webhookId: string, deliveryId: string, enqueue: EnqueueDeliveries): Promise<WebhookDeliveryRow | 'pending' | undefined> {
      if (!isUuid(deliveryId)) return undefined;
      return db.transaction(async (tx) => {
        const [found] = await tx.select().from(webhookDeliveries).where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.webhookId, webhookId))).for('update');
        if (!found) return undefined;
        if (found.status === 'pending') return 'pending';
        const [row] = await tx.update(webhookDeliveries).set({ status: 'pending', attempts: 0, error: null, waitingForEarlier: false }).where(eq(webhookDeliveries.id, deliveryId)).returning();
        await enqueue(tx as unknown as Db, [deliveryId]);
        return row!;
      });
    },

    /** Issue 52: a new signing secret; the one it replaces keeps signing until `previousExpiresAt`. */
    async rotateSecret(userId: string, id: string, secret: string, previousExpiresAt: Date): Promise<WebhookRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .update(webhooks)
        .set({ previousSecret: sql`${webhooks.secret}`, previousSecretExpiresAt: previousExpiresAt, secret })
        .where(and(eq(webhooks.id, id), eq(webhooks.userId, userId)))
        .returning();
      return row;
    },

    /** A delivery with its webhook and the webhook owner's address (undefined once either is gone). */
    async delivery(id: string): Promise<{ delivery: WebhookDeliveryRow; webhook: WebhookRow; owner: WebhookOwner } | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .select({ delivery: webhookDeliveries, webhook: webhooks, email: users.email, firstName: users.firstName, locale: users.locale })
        .from(webhookDeliveries)
        .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
        .innerJoin(users, eq(users.id, webhooks.userId))
        .where(eq(webhookDeliveries.id, id));
      return row && { delivery: row.delivery, webhook: row.webhook, owner: { email: row.email, firstName: row.firstName, locale: row.locale } };
    },

    /**
     * Stores an attempt on its delivery; when it is final, the webhook's run of failed deliveries
     * is reset (delivered) or counted (failed) and, reaching `disableAfter`, the webhook is turned
     * off. Answers whether this attempt turned it off (the caller then tells the owner, once).
     */
    async recordAttempt(deliveryId: string, webhookId: string, result: AttemptResult, disableAfter: number, enqueue: EnqueueDeliveries): Promise<{ disabled: boolean; woke: string | null }> {
      return db.transaction(async (tx) => {
        const status = result.ok ? 'delivered' : result.final ? 'failed' : 'pending';
        await tx
          .update(webhookDeliveries)
          .set({
            status,
            attempts: sql`${webhookDeliveries.attempts} + 1`,
            responseStatus: result.responseStatus,
            responseBody: result.responseBody,
            error: result.error,
            lastAttemptAt: result.at,
            ...(result.ok ? { deliveredAt: result.at } : {}),
          })
          .where(eq(webhookDeliveries.id, deliveryId));
        if (!result.final) return { disabled: false, woke: null };
        // Issue 52: it ended: the next delivery of its webhook that waits for it goes now.
        const woke = await wakeNextWithin(tx as unknown as Db, webhookId, enqueue);
        if (result.ok) {
          await tx.update(webhooks).set({ consecutiveFailures: 0 }).where(eq(webhooks.id, webhookId));
          return { disabled: false, woke };
        }
        const [counted] = await tx
          .update(webhooks)
          .set({ consecutiveFailures: sql`${webhooks.consecutiveFailures} + 1` })
          .where(eq(webhooks.id, webhookId))
          .returning({ failures: webhooks.consecutiveFailures, disabledAt: webhooks.disabledAt });
        if (!counted || counted.disabledAt || counted.failures < disableAfter) return { disabled: false, woke };
        const turnedOff = await tx
          .update(webhooks)
          .set({ disabledAt: result.at })
          .where(and(eq(webhooks.id, webhookId), isNull(webhooks.disabledAt)))
          .returning({ id: webhooks.id });
        return { disabled: turnedOff.length > 0, woke };
      });
    },

    /**
     * Issue 48: takes one of the account's `slots` for the delivery, leased for `leaseSeconds` on
     * the database's clock; the slot's number, or null when every one is held and unexpired. Each
     * try is one statement the database settles under the row's key, so two workers claiming at
     * the same instant never both get a slot (unlike a count read first and acted on after).
     */
    async claimSlot(userId: string, deliveryId: string, slots: number, leaseSeconds: number): Promise<number | null> {
      const expiresAt = sql`now() + make_interval(secs => ${leaseSeconds})`;
      for (let slot = 0; slot < slots; slot++) {
        const taken = await db
          .insert(webhookDeliverySlots)
          .values({ userId, slot, deliveryId, expiresAt })
          .onConflictDoUpdate({
            target: [webhookDeliverySlots.userId, webhookDeliverySlots.slot],
            set: { deliveryId, expiresAt },
            setWhere: sql`${webhookDeliverySlots.expiresAt} <= now()`,
          })
          .returning({ slot: webhookDeliverySlots.slot });
        if (taken.length) return slot;
      }
      return null;
    },

    /** Gives the slot back (only while this delivery still holds it: an expired lease may be another's by now). */
    async releaseSlot(userId: string, slot: number, deliveryId: string): Promise<void> {
      await db
        .delete(webhookDeliverySlots)
        .where(and(eq(webhookDeliverySlots.userId, userId), eq(webhookDeliverySlots.slot, slot), eq(webhookDeliverySlots.deliveryId, deliveryId)));
    },

    /**
     * Issue 52: deliveries go in order, per webhook. When an earlier delivery of the webhook is still
     * pending (waiting, being tried or retried), this one is marked waiting (its job then ends, and
     * no other is made: the earlier one's end wakes it) and the answer is true. Decided holding the
     * webhook's row, which every end holds too (`wakeNextWithin`): an end either comes after the
     * mark, and wakes it, or before the look, which then does not see it pending.
     */
    async waitBehindEarlier(webhookId: string, deliveryId: string, seq: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [held] = await tx.select({ id: webhooks.id }).from(webhooks).where(eq(webhooks.id, webhookId)).for('no key update');
        // Deleted meanwhile: its deliveries went with it.
        if (!held) return true;
        const [earlier] = await tx
          .select({ id: webhookDeliveries.id })
          .from(webhookDeliveries)
          .where(and(eq(webhookDeliveries.webhookId, webhookId), eq(webhookDeliveries.status, 'pending'), lt(webhookDeliveries.seq, seq)))
          .limit(1);
        if (!earlier) return false;
        await tx.update(webhookDeliveries).set({ waitingForEarlier: true }).where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.status, 'pending')));
        return true;
      });
    },

    /** A delivery that will not be attempted (its webhook was turned off meanwhile); issue 52: the next one that waits for it goes (and is given up too). */
    async abandon(deliveryId: string, webhookId: string, error: string, at: Date, enqueue: EnqueueDeliveries): Promise<{ woke: string | null }> {
      return db.transaction(async (tx) => {
        await tx.update(webhookDeliveries).set({ status: 'failed', error, lastAttemptAt: at }).where(eq(webhookDeliveries.id, deliveryId));
        return { woke: await wakeNextWithin(tx as unknown as Db, webhookId, enqueue) };
      });
    },
  };
}

export type WebhooksRepository = ReturnType<typeof createWebhooksRepository>;
