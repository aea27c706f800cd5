import Stripe from 'stripe';
import { effectOf, type EventEffect } from './stripe-events.js';

/** A verified webhook event, read into what it means for a subscription. */
export interface PaymentEvent extends EventEffect {
  id: string;
  type: string;
  createdAt: Date;
}

/** The one place that talks to Stripe (STYLE rule 2): the official SDK, pointed at `apiUrl` when set. */
export interface PaymentsProvider {
  createCustomer(input: { email: string; userId: string }): Promise<string>;
  createCheckoutSession(input: { customerId: string; priceId: string; userId: string; successUrl: string; cancelUrl: string }): Promise<string | null>;
  createPortalSession(input: { customerId: string; returnUrl: string }): Promise<string>;
  /** Issue 23: cancels, at once, every subscription of the customer that is not already over; answers how many. */
  cancelSubscriptions(customerId: string): Promise<number>;
  /** Verifies the signature over the exact bytes received (throws when it is missing, wrong or stale) and reads the event. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string | undefined;
  /** e.g. http://127.0.0.1:12111 for a local fake; unset for Stripe itself. */
  apiUrl: string | undefined;
}

export function createStripePayments({ secretKey, webhookSecret, apiUrl }: StripeOptions): PaymentsProvider {
  const target = apiUrl ? new URL(apiUrl) : undefined;
  const stripe = new Stripe(secretKey, {
    maxNetworkRetries: 1,
    timeout: 15_000,
    ...(target
      ? {
          host: target.hostname,
          port: Number(target.port || (target.protocol === 'https:' ? 443 : 80)),
          protocol: target.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
  return {
    async createCustomer({ email, userId }) {
      const customer = await stripe.customers.create({ email, metadata: { userId } });
      return customer.id;
    },
    async createCheckoutSession({ customerId, priceId, userId, successUrl, cancelUrl }) {
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: customerId,
        client_reference_id: userId,
        line_items: [{ price: priceId, quantity: 1 }],
        success_url: successUrl,
        cancel_url: cancelUrl,
        subscription_data: { metadata: { userId } },
      });
      return session.url;
    },
    async createPortalSession({ customerId, returnUrl }) {
      const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
      return session.url;
    },
    async cancelSubscriptions(customerId) {
      let cancelled = 0;
      // Auto-pagination walks every page; 'all' includes trialing, past_due, unpaid and incomplete ones.
      for await (const subscription of stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 100 })) {
        if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') continue;
        await stripe.subscriptions.cancel(subscription.id);
        cancelled++;
      }
      return cancelled;
    },
    verifyWebhook(rawBody, signature) {
      if (!webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is not set');
      if (!signature) throw new Error('Missing Stripe-Signature header');
      const event = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
      return { id: event.id, type: event.type, createdAt: new Date(event.created * 1000), ...effectOf(event) };
    },
  };
}
