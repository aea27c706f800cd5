import type { PushPayload } from '@stride/domain';

/** A notification on its way to one person, whichever channel carries it (issue 21). */
export interface OutgoingNotification extends PushPayload {
  userId: string;
}

/** What a channel did with one notification. */
export interface ChannelResult {
  /** Devices (push) or addresses (email) it was handed to. */
  delivered: number;
}

/** Web push to every browser the person subscribed; subscriptions the push service says are gone are removed. */
export interface PushChannel {
  send(notification: OutgoingNotification): Promise<ChannelResult>;
}

/**
 * The push channel reached no device and some failure may pass on a later try (network, 429,
 * 5xx): the job queue tries again; a test notification says so (502). Never the database's.
 */
export class PushDeliveryFailed extends Error {
  constructor(
    readonly failures: number,
    options?: { cause?: unknown },
  ) {
    super(`web push failed on all ${failures} device(s) it was tried on`, options);
    this.name = 'PushDeliveryFailed';
  }
}
