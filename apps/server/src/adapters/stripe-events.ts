import type Stripe from 'stripe';

/** A change to the user's subscription an event brings. */
export interface SubscriptionChange {
  status: string;
  /** Undefined leaves the stored date as it is. */
  endDate?: Date | null | undefined;
}

/** Whose subscription an event concerns (the customer, or the user named in its metadata) and how it changes. */
export interface EventEffect {
  customerId: string | null;
  userId: string | null;
  change: SubscriptionChange | null;
}

const idOf = (value: string | { id: string } | null | undefined): string | null => (typeof value === 'string' ? value : (value?.id ?? null));
const dateOf = (seconds: number | null | undefined): Date | null => (seconds ? new Date(seconds * 1000) : null);

/** The end of the period paid for: the item's period in current API versions, the subscription's in older ones. */
function periodEnd(subscription: Stripe.Subscription): number | null {
  const legacy = (subscription as unknown as { current_period_end?: number }).current_period_end;
  return subscription.items?.data?.[0]?.current_period_end ?? legacy ?? null;
}

/**
 * What an event means for the user's `subscriptionStatus` and `subscriptionEndDate`. Events of
 * other types (and checkout sessions not paid yet) change nothing.
 */
export function effectOf(event: Stripe.Event): EventEffect {
  const none = { customerId: null, userId: null, change: null };
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      if (session.mode !== 'subscription' || session.payment_status === 'unpaid') return none;
      return { customerId: idOf(session.customer), userId: session.client_reference_id ?? null, change: { status: 'active' } };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated': {
      const subscription = event.data.object;
      // Cancelled at the period's end: still active until then; the end date says until when.
      const end = subscription.cancel_at ?? periodEnd(subscription);
      return { customerId: idOf(subscription.customer), userId: subscription.metadata?.userId ?? null, change: { status: subscription.status, endDate: dateOf(end) } };
    }
    case 'customer.subscription.deleted': {
      const subscription = event.data.object;
      return {
        customerId: idOf(subscription.customer),
        userId: subscription.metadata?.userId ?? null,
        change: { status: 'canceled', endDate: dateOf(subscription.ended_at ?? periodEnd(subscription)) },
      };
    }
    case 'invoice.paid': {
      const invoice = event.data.object;
      const end = invoice.lines?.data?.[0]?.period?.end;
      return { customerId: idOf(invoice.customer), userId: null, change: { status: 'active', ...(end ? { endDate: dateOf(end) } : {}) } };
    }
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      return { customerId: idOf(invoice.customer), userId: null, change: { status: 'past_due' } };
    }
    default:
      return none;
  }
}
