import type { PushSubscriptionBody } from '@stride/domain';
import { pushKeysProblem } from '../../adapters/web-push.js';
import type { Clock } from '../../clock.js';
import { invalid, notFound } from '../../errors.js';
import type { PushSubscriptionsRepository } from './push-subscriptions.repository.js';

export const PUSH_MESSAGES = {
  /** 404 for a renewal of a subscription that is not the caller's (or is gone). */
  renewedNotYours: 'The subscription this one renews is not yours, or is gone: turn notifications on again in the app.',
  p256dhInvalid: 'keys.p256dh must be the browser’s P-256 public key (65 bytes, URL-safe base64).',
  authInvalid: 'keys.auth must be the browser’s 16-byte secret (URL-safe base64).',
} as const;

export interface PushSubscriptionsServiceDeps {
  repo: Pick<PushSubscriptionsRepository, 'upsert' | 'deleteForUser'>;
  clock: Clock;
}

/** The signed-in user's browsers that may be sent web push (issue 21). */
export function createPushSubscriptionsService({ repo, clock }: PushSubscriptionsServiceDeps) {
  return {
    /**
     * Keeps the browser's subscription for the user; keys no message could be encrypted for are
     * refused now rather than failing every push later. A renewal (`replaces`) is kept only when
     * the subscription it renews was the user's, which it then replaces.
     */
    async subscribe(userId: string, body: PushSubscriptionBody): Promise<void> {
      const problem = pushKeysProblem(body.keys);
      if (problem) throw invalid(problem === 'p256dh' ? PUSH_MESSAGES.p256dhInvalid : PUSH_MESSAGES.authInvalid);
      // A renewal made by the browser on its own: the device stays with whoever held it, never
      // passing to whoever happens to be signed in (issue 21, a shared device).
      if (body.replaces !== undefined && body.replaces !== body.endpoint && !(await repo.deleteForUser(userId, body.replaces))) throw notFound(PUSH_MESSAGES.renewedNotYours);
      await repo.upsert({ endpoint: body.endpoint, userId, p256dh: body.keys.p256dh, auth: body.keys.auth, createdAt: clock.now() });
    },

    /** Forgets the browser if it is the user's; another person's subscription is left as it is. */
    async unsubscribe(userId: string, endpoint: string): Promise<void> {
      await repo.deleteForUser(userId, endpoint);
    },
  };
}

export type PushSubscriptionsService = ReturnType<typeof createPushSubscriptionsService>;
