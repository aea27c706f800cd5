import type { PushSubscriptionBody } from '@stride/domain';
import { OutboundRefused, type OutboundGuard } from '../../adapters/outbound-guard.js';
import { pushKeysProblem } from '../../adapters/web-push.js';
import type { Clock } from '../../clock.js';
import { DomainError, conflict, invalid, notFound } from '../../errors.js';
import type { PushSubscriptionsRepository } from './push-subscriptions.repository.js';

/** Issue 38: enough for every browser a person uses, too few to aim one message at many places. */
export const PUSH_LIMITS = { subscriptionsPerUser: 10 } as const;

export const PUSH_MESSAGES = {
  /** 404 for a renewal of a subscription that is not the caller's (or is gone). */
  renewedNotYours: 'The subscription this one renews is not yours, or is gone: turn notifications on again in the app.',
  p256dhInvalid: 'keys.p256dh must be the browser’s P-256 public key (65 bytes, URL-safe base64).',
  authInvalid: 'keys.auth must be the browser’s 16-byte secret (URL-safe base64).',
  /** 400: not on a browser's push service (PUSH_SERVICE_HOSTS), or an internal address. */
  endpointRefused: 'endpoint must be the address a browser’s push service gave (https, on a known push service).',
  /** 502: the push service's name did not resolve just now. */
  serviceUnreachable: 'The browser’s push service could not be reached just now: turn notifications on again in a moment.',
  /** 409: the endpoint is kept for another account. */
  ownedByAnother: 'Notifications on this browser are on for another account: sign out of it here first, then turn them on again.',
  /** 409: the account holds as many subscriptions as it may. */
  tooMany: `Notifications are on in ${PUSH_LIMITS.subscriptionsPerUser} browsers already, the most there can be: turn them off in one you no longer use, then try again.`,
} as const;

export interface PushSubscriptionsServiceDeps {
  repo: Pick<PushSubscriptionsRepository, 'insertNew' | 'updateKeys' | 'ownerOf' | 'countByUser' | 'deleteForUser'>;
  /** The check every endpoint passes before it is kept (the same one each send makes again). */
  outbound: Pick<OutboundGuard, 'check'>;
  clock: Clock;
}

/** The signed-in user's browsers that may be sent web push (issue 21). */
export function createPushSubscriptionsService({ repo, outbound, clock }: PushSubscriptionsServiceDeps) {
  /** Refuses an endpoint web push would not send to: off the push services' hosts, or at an internal address. */
  async function checkEndpoint(endpoint: string): Promise<void> {
    try {
      await outbound.check(endpoint);
    } catch (error) {
      if (error instanceof OutboundRefused) throw invalid(PUSH_MESSAGES.endpointRefused);
      // The name did not resolve (the check needs its addresses): the push service's or the network's failure.
      throw new DomainError('provider_failed', PUSH_MESSAGES.serviceUnreachable);
    }
  }

  return {
    /**
     * Keeps the browser's subscription for the user; keys no message could be encrypted for, and
     * endpoints no push service is at, are refused now rather than failing every push later. An
     * endpoint another account holds is refused (409), never moved: the browser makes a new one
     * for whoever signs in next (issue 38). A renewal (`replaces`) is kept only when the
     * subscription it renews was the user's, which it then replaces.
     */
    async subscribe(userId: string, body: PushSubscriptionBody): Promise<void> {
      const problem = pushKeysProblem(body.keys);
      if (problem) throw invalid(problem === 'p256dh' ? PUSH_MESSAGES.p256dhInvalid : PUSH_MESSAGES.authInvalid);
      await checkEndpoint(body.endpoint);
      const owner = await repo.ownerOf(body.endpoint);
      if (owner !== undefined && owner !== userId) throw conflict(PUSH_MESSAGES.ownedByAnother);
      // A renewal made by the browser on its own: the device stays with whoever held it, never
      // passing to whoever happens to be signed in (issue 21, a shared device).
      if (body.replaces !== undefined && body.replaces !== body.endpoint && !(await repo.deleteForUser(userId, body.replaces))) throw notFound(PUSH_MESSAGES.renewedNotYours);
      const now = clock.now();
      // The same browser again (every visit sends it): new keys, if any, and no new place to send to.
      if (owner === userId && (await repo.updateKeys(userId, body.endpoint, body.keys, now))) return;
      if ((await repo.countByUser(userId)) >= PUSH_LIMITS.subscriptionsPerUser) throw conflict(PUSH_MESSAGES.tooMany);
      if (!(await repo.insertNew({ endpoint: body.endpoint, userId, p256dh: body.keys.p256dh, auth: body.keys.auth, createdAt: now }))) {
        // Kept by someone in the meantime: the same answer as had it been before.
        if ((await repo.ownerOf(body.endpoint)) !== userId) throw conflict(PUSH_MESSAGES.ownedByAnother);
        await repo.updateKeys(userId, body.endpoint, body.keys, now);
        return;
      }
      // Two subscribes at once may both have counted 9: the one past the limit takes its row back.
      if ((await repo.countByUser(userId)) > PUSH_LIMITS.subscriptionsPerUser) {
        await repo.deleteForUser(userId, body.endpoint);
        throw conflict(PUSH_MESSAGES.tooMany);
      }
    },

    /** Forgets the browser if it is the user's; another person's subscription is left as it is. */
    async unsubscribe(userId: string, endpoint: string): Promise<void> {
      await repo.deleteForUser(userId, endpoint);
    },
  };
}

export type PushSubscriptionsService = ReturnType<typeof createPushSubscriptionsService>;
