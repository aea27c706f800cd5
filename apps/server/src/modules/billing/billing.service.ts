import { BILLING_MESSAGES, planForStatus } from '@stride/domain';
import type { PaymentsProvider } from '../../adapters/payments.js';
import type { Clock } from '../../clock.js';
import type { UserRow } from '../auth/auth.repository.js';
import { conflict, forbidden, invalid, providerFailure, unavailable, type Logger } from '../../errors.js';
import type { RunInTransaction } from '../../transaction.js';
import type { UserRecords } from '../auth/user-records.service.js';
import type { BillingRepository } from './billing.repository.js';

export interface BillingServiceDeps {
  repo: BillingRepository;
  /** The user's customer and subscription are the auth module's to write (one writer per table). */
  users: Pick<UserRecords, 'linkStripeCustomer' | 'applySubscription'>;
  transaction: RunInTransaction;
  /** Undefined when STRIPE_SECRET_KEY is not set. */
  payments: PaymentsProvider | undefined;
  priceId: string | undefined;
  appOrigin: string;
  clock: Clock;
  logger: Logger;
}

type Owner = Pick<UserRow, 'id' | 'email' | 'stripeCustomerId' | 'subscriptionStatus'>;

/** Checkout, the billing portal and Stripe's webhooks (section 7, Payments; DECISIONS.md, Plans). */
export function createBillingService({ repo, users, transaction, payments, priceId, appOrigin, clock, logger }: BillingServiceDeps) {
  function provider(): PaymentsProvider {
    if (!payments) throw unavailable(BILLING_MESSAGES.notConfigured);
    return payments;
  }

  /** A provider failure becomes a 502 with a message the alert can show; ours pass through. */
  const call = <T>(what: string, run: () => Promise<T>): Promise<T> =>
    run().catch(providerFailure(logger, `Stripe ${what} failed`, BILLING_MESSAGES.providerFailed));

  return {
    /** Subscription checkout for the signed-in user (whatever email a body names), with their own customer. */
    async createCheckout(owner: Owner): Promise<{ url: string | null }> {
      const stripe = provider();
      if (!priceId) throw unavailable(BILLING_MESSAGES.notConfigured);
      // A second subscription would charge twice: a Premium user (past_due included) manages the
      // one they have through the portal instead.
      if (planForStatus(owner.subscriptionStatus) === 'premium') throw conflict(BILLING_MESSAGES.alreadyPremium);
      return call('checkout', async () => {
        const customerId = owner.stripeCustomerId ?? (await users.linkStripeCustomer(owner.id, await stripe.createCustomer({ email: owner.email, userId: owner.id })));
        const url = await stripe.createCheckoutSession({
          customerId,
          priceId,
          userId: owner.id,
          // Reaching these grants nothing: only a verified webhook changes the subscription.
          successUrl: `${appOrigin}/dashboard?checkout=success`,
          cancelUrl: `${appOrigin}/dashboard?checkout=canceled`,
        });
        return { url };
      });
    },

    async createPortal(owner: Owner, customerId: string): Promise<{ url: string }> {
      const stripe = provider();
      if (!owner.stripeCustomerId || customerId !== owner.stripeCustomerId) throw forbidden(BILLING_MESSAGES.notYourCustomer);
      return call('portal', async () => ({ url: await stripe.createPortalSession({ customerId, returnUrl: `${appOrigin}/dashboard` }) }));
    },

    /** Verifies and applies a webhook; answers whether the event was new (a duplicate changes nothing). */
    async handleWebhook(rawBody: Buffer, signature: string | undefined): Promise<{ received: true; duplicate: boolean }> {
      const stripe = provider();
      let event;
      try {
        event = stripe.verifyWebhook(rawBody, signature);
      } catch {
        throw invalid(BILLING_MESSAGES.signatureInvalid);
      }
      // Once per event: recorded and applied together, and never an older event over a newer one.
      const now = clock.now();
      const fresh = await transaction(async (t) => {
        if (!(await repo.recordEvent(event, now, t))) return false;
        if (event.change && (event.customerId || event.userId)) await users.applySubscription({ customerId: event.customerId, userId: event.userId }, event.change, event.createdAt, now, t);
        return true;
      });
      if (fresh) logger.info({ eventId: event.id, type: event.type, status: event.change?.status }, 'Stripe event applied');
      return { received: true, duplicate: !fresh };
    },
  };
}
export type BillingService = ReturnType<typeof createBillingService>;
