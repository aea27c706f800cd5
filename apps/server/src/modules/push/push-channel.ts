import type { PushPayload } from '@stride/domain';
import { OutboundRefused, type OutboundGuard } from '../../adapters/outbound-guard.js';
import { PushServiceError, checkVapidIdentity, sendWebPush, type PushUrgency } from '../../adapters/web-push.js';
import type { Logger } from '../../errors.js';
import { PushDeliveryFailed, type ChannelResult, type OutgoingNotification, type PushChannel } from '../notifications/channels.js';
import type { PushSubscriptionRow, PushSubscriptionsRepository } from './push-subscriptions.repository.js';
import type { VapidKeys } from './vapid-keys.js';

export { PushDeliveryFailed } from '../notifications/channels.js';

export interface PushChannelDeps {
  repo: Pick<PushSubscriptionsRepository, 'listByUser' | 'deleteByEndpoint'>;
  vapid: VapidKeys;
  /** VAPID `sub`: the contact a push service may write to (config.push.subject). */
  subject: string;
  /** Where web push may go, and through which proxy (config.push.serviceHosts, config.push.proxyUrl). */
  outbound: OutboundGuard;
  logger: Logger;
}

/**
 * How long a push service holds a message for a device that is off, and how hard it tries to wake
 * one: a reminder is worth little once its time has passed, a weekly review still is the next day.
 */
const DELIVERY: Record<PushPayload['kind'], { ttlSeconds: number; urgency: PushUrgency }> = {
  reminder: { ttlSeconds: 60 * 60, urgency: 'high' },
  nudge: { ttlSeconds: 3 * 60 * 60, urgency: 'normal' },
  review: { ttlSeconds: 24 * 60 * 60, urgency: 'normal' },
  test: { ttlSeconds: 10 * 60, urgency: 'high' },
};

/** What the service worker receives: the payload's fields only (never the user's id). */
function payloadOf(n: OutgoingNotification): PushPayload {
  return {
    kind: n.kind,
    title: n.title,
    body: n.body,
    url: n.url,
    tag: n.tag,
    ...(n.habitId === undefined ? {} : { habitId: n.habitId }),
    ...(n.date === undefined ? {} : { date: n.date }),
    // Issue 54: the "Done" action's label in the person's language.
    ...(n.doneLabel === undefined ? {} : { doneLabel: n.doneLabel }),
  };
}

/** A short, stable name for an endpoint in logs: its origin, without the per-device path. */
const originOf = (endpoint: string) => URL.parse(endpoint)?.origin ?? 'invalid endpoint';

/**
 * Web push to every browser the person subscribed. A subscription the push service says is gone
 * (404, 410) is deleted. When no device took the message and some failure may pass on a later try
 * (network, 429, 5xx), `send` throws so the caller's job is retried; when some devices took it,
 * the failures are only logged, since a retry would show the notification twice on those.
 * Throws at once when the VAPID subject or keys cannot sign (a setting to fix, not to retry).
 */
export function createPushChannel({ repo, vapid, subject, outbound, logger }: PushChannelDeps): PushChannel {
  const identity = { subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey };
  checkVapidIdentity(identity);

  async function sendOne(row: PushSubscriptionRow, payload: PushPayload) {
    const target = { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } };
    const outcome = await sendWebPush(target, payload, { vapid: identity, ...DELIVERY[payload.kind], outbound });
    if (outcome.kind === 'gone') await repo.deleteByEndpoint(row.endpoint);
    return outcome;
  }

  return {
    async send(notification): Promise<ChannelResult> {
      const subscriptions = await repo.listByUser(notification.userId);
      const payload = payloadOf(notification);
      const results = await Promise.allSettled(subscriptions.map((row) => sendOne(row, payload)));

      let delivered = 0;
      let gone = 0;
      const retryable: unknown[] = [];
      const refused: { row: PushSubscriptionRow; error: OutboundRefused; service: string }[] = [];
      results.forEach((result, i) => {
        if (result.status === 'fulfilled') {
          if (result.value.kind === 'sent') delivered++;
          else gone++;
          return;
        }
        const error = result.reason as unknown;
        const service = originOf(subscriptions[i]!.endpoint);
        if (error instanceof PushServiceError && error.retryable) retryable.push(error);
        else if (error instanceof OutboundRefused) refused.push({ row: subscriptions[i]!, error, service });
        else logger.error({ err: error, userId: notification.userId, service }, 'web push failed');
      });
      // Never retried. One no push service could ever be at (kept before issue 38, or its host since
      // taken off PUSH_SERVICE_HOSTS) goes; one whose name answered an internal address stays, since
      // the name may answer otherwise later, and is checked again at each send.
      for (const { row, error, service } of refused) {
        if (error.permanent) await repo.deleteByEndpoint(row.endpoint);
        logger.warn({ userId: notification.userId, service, reason: error.message, removed: error.permanent }, 'web push endpoint refused');
      }
      if (gone > 0) logger.info({ userId: notification.userId, gone }, 'web push subscriptions gone, removed');
      if (retryable.length > 0) {
        if (delivered === 0) throw new PushDeliveryFailed(retryable.length, { cause: retryable[0] });
        logger.warn({ err: retryable[0], userId: notification.userId, delivered, failed: retryable.length }, 'web push failed on some devices; not retried');
      }
      return { delivered };
    },
  };
}
