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
