import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import {
  accountEmailTexts,
  emailLanguage,
  INTEGRATION_TEXTS,
  MAX_WEBHOOKS,
  settingsSectionPath,
  WEBHOOK_DISABLE_AFTER_FAILURES,
  WEBHOOK_SECRET_OVERLAP_HOURS,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_STANDARD_HEADERS,
  WEBHOOK_TEST_EVENT,
  type RotatedWebhookSecret,
  type CreatedWebhook,
  type Webhook,
  type WebhookDelivery,
  type WebhookEvent,
  type WebhookPayload,
  type WebhookPayloadKind,
} from '@stride/domain';
import type { Mailer } from '../../adapters/mailer.js';
import { OutboundRefused } from '../../adapters/outbound-guard.js';
import type { WebhookClient } from '../../adapters/webhook-client.js';
import type { Clock } from '../../clock.js';
import { conflict, invalidField, notFound, type Logger } from '../../errors.js';
import { emailHtml } from '../../email-layout.js';
import type { JobQueue, QueueDefinition } from '../../jobs/job-queue.js';
import { eventDataFor } from './webhook-thin-events.js';
import type { EnqueueDeliveries, WebhookDeliveryRow, WebhookOwner, WebhookRow, WebhooksRepository } from './webhooks.repository.js';

/** The deliveries' queue: 5 retries after the first attempt, 30 s, 1, 2, 4 and 8 min apart (pg-boss backoff). */
export const WEBHOOK_QUEUE: QueueDefinition = { name: 'webhook-delivery', retryLimit: 5, retryDelaySeconds: 30, expireInSeconds: 60 };
export interface WebhookDeliveryJob {
  deliveryId: string;
  /** Issue 48: the account, the job's group: one account's deliveries never hold another's (absent on jobs queued before). */
  userId?: string;
}

/**
 * Issue 48: how deliveries are taken on each instance: independent workers, one delivery each (a
 * slow receiver holds one worker for at most the deadline, never a batch), and at most `perAccount`
 * deliveries of one account at once across every instance, so one account's receivers can hold
 * only that many workers and another account's delivery starts at once.
 */
export const WEBHOOK_WORKERS = { workers: 8, perAccount: 2 } as const;

/**
 * Issue 48: a delivery that finds its account's slots all held is put back this long (a new job:
 * not an attempt, its retries unspent); the slot's lease outlasts the deadline by `leaseMarginSeconds`.
 */
export const WEBHOOK_SLOTS = { retryAfterSeconds: 1, leaseMarginSeconds: 30 } as const;

const DELIVERIES_LISTED = 100;

/** Records that something happened to a user's habits or goals; never throws (a failure is logged). */
export type WebhookEvents = (userId: string, type: WebhookEvent, data: unknown) => Promise<void>;

export type DeliveryOutcome = 'delivered' | 'retried' | 'failed';

export interface WebhooksServiceDeps {
  repo: WebhooksRepository;
  client: WebhookClient;
  queue: JobQueue;
  mailer: Mailer;
  clock: Clock;
  logger: Logger;
  appOrigin: string;
  /** The queue's policy (tests retry sooner). */
  queueDefinition?: QueueDefinition;
  /** The client's whole deadline for one delivery: a delivery's slot is leased a margin past it (issue 48). */
  deadlineMs: number;
  onOutcome?: (outcome: DeliveryOutcome) => void;
  onDisabled?: () => void;
}

const asWebhook = (row: WebhookRow): Webhook => ({
  id: row.id,
  name: row.name,
  url: row.url,
  events: row.events as WebhookEvent[],
  createdAt: row.createdAt.toISOString(),
  disabledAt: row.disabledAt?.toISOString() ?? null,
  consecutiveFailures: row.consecutiveFailures,
  payload: row.payload as WebhookPayloadKind,
});

const asDelivery = (row: WebhookDeliveryRow): WebhookDelivery => ({
  id: row.id,
  eventId: row.eventId,
  type: row.eventType as WebhookDelivery['type'],
  status: row.status as WebhookDelivery['status'],
  attempts: row.attempts,
  responseStatus: row.responseStatus,
  responseBody: row.responseBody,
  error: row.error,
  createdAt: row.createdAt.toISOString(),
  lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
  deliveredAt: row.deliveredAt?.toISOString() ?? null,
});

/**
 * Issue 52: the Standard Webhooks signature: `v1,` and the base64 HMAC-SHA256 of
 * `${id}.${timestamp}.${body}`, keyed by the bytes the secret's base64 after `whsec_` stands for.
 * (Node reads both base64 alphabets, so secrets made before, in base64url, sign the same way.)
 */
export function signStandardWebhook(secret: string, id: string, body: string, unixSeconds: number): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${unixSeconds}.${body}`).digest('base64')}`;
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` (decision 036); issue 52: a `v1=` for each secret that signs. */
export function signWebhook(secret: string | readonly string[], body: string, unixSeconds: number): string {
  const v1s = [secret].flat().map((key) => `v1=${createHmac('sha256', key).update(`${unixSeconds}.${body}`).digest('hex')}`);
  return `t=${unixSeconds},${v1s.join(',')}`;
}

/** Issue 52: the secrets that sign now: the webhook's, and the one a rotation replaced while its overlap lasts. */
export function signingSecrets(webhook: Pick<WebhookRow, 'secret' | 'previousSecret' | 'previousSecretExpiresAt'>, now: Date): string[] {
  const previousLive = webhook.previousSecret && webhook.previousSecretExpiresAt && webhook.previousSecretExpiresAt.getTime() > now.getTime();
  return previousLive ? [webhook.secret, webhook.previousSecret!] : [webhook.secret];
}

const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/**
 * Issue 41: signed webhooks (decision 036). Events are recorded with a pending delivery per
 * webhook that asks for them and a job on the queue, in one transaction; the job POSTs the signed
 * payload through the webhook client, retried with backoff; a webhook whose deliveries failed every
 * attempt WEBHOOK_DISABLE_AFTER_FAILURES times in a row is turned off, and its owner told by email.
 */
export function createWebhooksService(deps: WebhooksServiceDeps) {
  const { repo, client, queue, clock, logger } = deps;
  const queueDefinition = deps.queueDefinition ?? WEBHOOK_QUEUE;
  const maxAttempts = queueDefinition.retryLimit + 1;
  const leaseSeconds = Math.ceil(deps.deadlineMs / 1000) + WEBHOOK_SLOTS.leaseMarginSeconds;
  /** Jobs for the account's deliveries, in the caller's transaction, in the account's group (issue 48). */
  const enqueueFor =
    (userId: string): EnqueueDeliveries =>
    (tx, deliveryIds) =>
      queue.insertWithin<WebhookDeliveryJob>(tx, queueDefinition.name, deliveryIds.map((deliveryId) => ({ deliveryId, userId })), (job) => job.userId!);

  /** The URL as it will be requested, or a 400 naming the field. */
  async function checkedUrl(raw: string): Promise<string> {
    try {
      return (await client.check(raw)).href;
    } catch (error) {
      if (error instanceof OutboundRefused) throw invalidField('url', error.reason === 'scheme' ? (URL.canParse(raw) ? INTEGRATION_TEXTS.webhookUrlNotHttps : INTEGRATION_TEXTS.webhookUrlInvalid) : INTEGRATION_TEXTS.webhookUrlPrivate);
      throw invalidField('url', INTEGRATION_TEXTS.webhookUrlInvalid);
    }
  }

  async function owned(userId: string, id: string): Promise<WebhookRow> {
    const row = await repo.find(userId, id);
    if (!row) throw notFound(INTEGRATION_TEXTS.webhookNotFound);
    return row;
  }

  async function tellOwner(webhook: WebhookRow, owner: WebhookOwner): Promise<void> {
    const E = accountEmailTexts(owner.locale);
    const settingsUrl = `${deps.appOrigin}${settingsSectionPath('integrations')}`;
    const lines = [E.webhookDisabled.disabled(webhook.name, webhook.url, WEBHOOK_DISABLE_AFTER_FAILURES), E.webhookDisabled.turnOn(settingsUrl)];
    const text = [E.greeting(owner.firstName), '', ...lines.flatMap((l) => [l, '']), E.signOff].join('\n');
    const html = emailHtml({ greeting: E.greeting(owner.firstName), blocks: [...lines, E.signOff].map((paragraph) => ({ paragraph })), lang: emailLanguage(owner.locale) });
    await deps.mailer.send({ to: owner.email, subject: E.webhookDisabled.subject, text, html });
  }

  /** One attempt, its outcome stored; throws when another attempt follows. */
  async function attempt(found: NonNullable<Awaited<ReturnType<WebhooksRepository['delivery']>>>, signal?: AbortSignal): Promise<void> {
    const { delivery, webhook, owner } = found;
    const now = clock.now();
    const body = JSON.stringify(delivery.payload);
    const signedAt = Math.floor(now.getTime() / 1000);
    // During a rotation's overlap both secrets sign: Standard Webhooks lists signatures space-delimited.
    const secrets = signingSecrets(webhook, now);
    const result = await client.post(webhook.url, body, {
      [WEBHOOK_STANDARD_HEADERS.id]: delivery.id,
      [WEBHOOK_STANDARD_HEADERS.timestamp]: String(signedAt),
      [WEBHOOK_STANDARD_HEADERS.signature]: secrets.map((secret) => signStandardWebhook(secret, delivery.id, body, signedAt)).join(' '),
      [WEBHOOK_SIGNATURE_HEADER]: signWebhook(secrets, body, signedAt),
      'Stride-Delivery-Id': delivery.id,
      'Stride-Event': delivery.eventType,
    }, signal);
    // Stopped (a shutdown): not an attempt of the receiver's; the queue tries it again.
    if (signal?.aborted) throw new Error('webhook delivery stopped with the queue; retried');
    const ok = result.status !== null && result.status >= 200 && result.status < 300;
    const final = ok || delivery.attempts + 1 >= maxAttempts;
    const error = result.error ?? (ok ? null : result.status !== null && result.status >= 300 && result.status < 400 ? `Answered ${result.status}, a redirect (not followed)` : `Answered ${result.status}`);
    const { disabled, woke } = await repo.recordAttempt(delivery.id, webhook.id, { ok, responseStatus: result.status, responseBody: result.body, error, at: now, final }, WEBHOOK_DISABLE_AFTER_FAILURES, enqueueFor(webhook.userId));
    if (woke) queue.wake();
    deps.onOutcome?.(ok ? 'delivered' : final ? 'failed' : 'retried');
    if (disabled) {
      deps.onDisabled?.();
      logger.warn({ webhookId: webhook.id }, 'webhook turned off after repeated failures');
      await tellOwner(webhook, owner).catch((err: unknown) => logger.error({ err, webhookId: webhook.id }, 'webhook turned-off email failed'));
    }
    if (!final) throw new Error(`webhook delivery failed: ${error ?? 'no answer'}; retried`);
  }


  return {
    queueDefinition,

    async list(userId: string): Promise<Webhook[]> {
      return (await repo.list(userId)).map(asWebhook);
    },

    async create(userId: string, input: { url: string; events: WebhookEvent[]; name?: string | undefined; payload?: WebhookPayloadKind | undefined }): Promise<CreatedWebhook> {
      const url = await checkedUrl(input.url);
      // Standard Webhooks' form: `whsec_` and the key's bytes in (standard) base64 (issue 52).
      const secret = newSecret();
      const name = input.name ?? new URL(url).host.slice(0, 100);
      const row = await repo.insertWithin(MAX_WEBHOOKS, { userId, name, url, events: [...new Set(input.events)], secret, payload: input.payload ?? 'thin', createdAt: clock.now() });
      if (!row) throw conflict(INTEGRATION_TEXTS.tooManyWebhooks);
      return { ...asWebhook(row), secret };
    },

    async update(
      userId: string,
      id: string,
      input: { url?: string | undefined; events?: WebhookEvent[] | undefined; name?: string | undefined; enabled?: boolean | undefined; payload?: WebhookPayloadKind | undefined },
    ): Promise<Webhook> {
      const current = await owned(userId, id);
      const values: Parameters<WebhooksRepository['update']>[2] = {};
      if (input.url !== undefined) values.url = await checkedUrl(input.url);
      if (input.events !== undefined) values.events = [...new Set(input.events)];
      if (input.name !== undefined) values.name = input.name;
      if (input.payload !== undefined) values.payload = input.payload;
      // Turned back on: its run of failures starts again.
      if (input.enabled === true && current.disabledAt) Object.assign(values, { disabledAt: null, consecutiveFailures: 0 });
      if (input.enabled === false && !current.disabledAt) values.disabledAt = clock.now();
      const row = Object.keys(values).length ? await repo.update(userId, id, values) : current;
      if (!row) throw notFound(INTEGRATION_TEXTS.webhookNotFound);
      return asWebhook(row);
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!(await repo.remove(userId, id))) throw notFound(INTEGRATION_TEXTS.webhookNotFound);
    },

    async deliveries(userId: string, id: string): Promise<WebhookDelivery[]> {
      const webhook = await owned(userId, id);
      return (await repo.deliveries(webhook.id, DELIVERIES_LISTED)).map(asDelivery);
    },

    /** Issue 52: a `webhook.test` event to this webhook alone, now (retried like any delivery). */
    async test(userId: string, id: string): Promise<WebhookDelivery> {
      const webhook = await owned(userId, id);
      const createdAt = clock.now();
      const eventId = randomUUID();
      const payload: WebhookPayload = { id: eventId, type: WEBHOOK_TEST_EVENT, createdAt: createdAt.toISOString(), data: { webhookId: webhook.id, name: webhook.name } };
      const row = await repo.insertDelivery(webhook.id, { id: eventId, type: WEBHOOK_TEST_EVENT, payload, createdAt }, enqueueFor(userId));
      queue.wake();
      return asDelivery(row);
    },

    /** Issue 52: a delivery that ended, sent again as the same message. */
    async redeliver(userId: string, id: string, deliveryId: string): Promise<WebhookDelivery> {
      const webhook = await owned(userId, id);
      const row = await repo.redeliver(webhook.id, deliveryId, enqueueFor(userId));
      if (!row) throw notFound(INTEGRATION_TEXTS.webhookDeliveryNotFound);
      if (row === 'pending') throw conflict(INTEGRATION_TEXTS.webhookDeliveryPending);
      queue.wake();
      return asDelivery(row);
    },

    /** Issue 52: a new secret; the old one keeps signing beside it for WEBHOOK_SECRET_OVERLAP_HOURS (a second rotation in that time drops the oldest). */
    async rotateSecret(userId: string, id: string): Promise<RotatedWebhookSecret> {
      await owned(userId, id);
      const secret = newSecret();
      const previousSecretExpiresAt = new Date(clock.now().getTime() + WEBHOOK_SECRET_OVERLAP_HOURS * 3600_000);
      if (!(await repo.rotateSecret(userId, id, secret, previousSecretExpiresAt))) throw notFound(INTEGRATION_TEXTS.webhookNotFound);
      return { secret, previousSecretExpiresAt: previousSecretExpiresAt.toISOString() };
    },

    /** The hook the habits, goals and undo services call after a change committed. */
    record: (async (userId, type, data) => {
      const createdAt = clock.now();
      const id = randomUUID();
      // Issue 52: thin or full, as each webhook asked.
      const payloadFor = (kind: string): WebhookPayload => ({ id, type, createdAt: createdAt.toISOString(), data: eventDataFor(kind as WebhookPayloadKind, type, data, deps.appOrigin) });
      try {
        await repo.recordEvent(userId, { id, type, payloadFor, createdAt }, enqueueFor(userId));
        queue.wake();
      } catch (error) {
        logger.error({ err: error, type }, 'webhook event not recorded');
      }
    }) satisfies WebhookEvents,

    /**
     * The job: one attempt at one delivery. Throws when it failed and another attempt follows (the
     * queue retries it). `signal` is the queue's stop: the request ends and the attempt is retried.
     * Issue 48: the attempt runs holding one of the account's WEBHOOK_WORKERS.perAccount slots;
     * with none free, the delivery is put back for a moment (not an attempt), so however many
     * deliveries one account has, it holds at most that many workers on every instance together.
     */
    async deliver(job: WebhookDeliveryJob, signal?: AbortSignal): Promise<void> {
      const found = await repo.delivery(job.deliveryId);
      if (!found) return;
      const { delivery, webhook } = found;
      // Waiting for an earlier one (this job is a stale copy): that one's end wakes it with a job of its own.
      if (delivery.status !== 'pending' || delivery.waitingForEarlier) return;
      if (webhook.disabledAt) {
        const { woke } = await repo.abandon(delivery.id, webhook.id, 'The webhook was turned off.', clock.now(), enqueueFor(webhook.userId));
        if (woke) queue.wake();
        return;
      }
      // Issue 52: in order, per webhook: an earlier delivery still pending (waiting, being tried or
      // retried) goes first; this one waits, with no job, until that one ends and wakes it.
      if (await repo.waitBehindEarlier(webhook.id, delivery.id, delivery.seq)) return;
      const slot = await repo.claimSlot(webhook.userId, delivery.id, WEBHOOK_WORKERS.perAccount, leaseSeconds);
      if (slot === null) {
        await queue.sendLater<WebhookDeliveryJob>(queueDefinition.name, { deliveryId: delivery.id, userId: webhook.userId }, { afterSeconds: WEBHOOK_SLOTS.retryAfterSeconds, group: webhook.userId });
        return;
      }
      try {
        await attempt(found, signal);
      } finally {
        await repo.releaseSlot(webhook.userId, slot, delivery.id).catch((err: unknown) => logger.error({ err, deliveryId: delivery.id }, 'webhook slot not released; its lease ends it'));
      }
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
