import type { PushSubscriptionBody } from '@stride/domain';
import { pushKeysProblem } from '../../adapters/web-push.js';
import type { Clock } from '../../clock.js';
import { invalid } from '../../errors.js';
import type { PushSubscriptionsRepository } from './push-subscriptions.repository.js';

export const PUSH_MESSAGES = {
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
     * refused now rather than failing every push later.
     */
    async subscribe(userId: string, body: PushSubscriptionBody): Promise<void> {
      const problem = pushKeysProblem(body.keys);
      if (problem) throw invalid(problem === 'p256dh' ? PUSH_MESSAGES.p256dhInvalid : PUSH_MESSAGES.authInvalid);
      await repo.upsert({ endpoint: body.endpoint, userId, p256dh: body.keys.p256dh, auth: body.keys.auth, createdAt: clock.now() });
    },

    /** Forgets the browser if it is the user's; another person's subscription is left as it is. */
    async unsubscribe(userId: string, endpoint: string): Promise<void> {
      await repo.deleteForUser(userId, endpoint);
    },
  };
}

export type PushSubscriptionsService = ReturnType<typeof createPushSubscriptionsService>;
