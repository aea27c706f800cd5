export type SubscriptionView = 'active' | 'past_due' | 'canceled' | 'free';

/**
 * Section 4 "Subscription display": three named statuses, and everything else is the free tier.
 * A `trialing` subscription is premium (planForStatus), so it shows as the active one: offering it
 * a checkout would only meet the server's "already premium" refusal.
 */
export function subscriptionView(status: string | null | undefined): SubscriptionView {
  if (status === 'trialing') return 'active';
  return status === 'active' || status === 'past_due' || status === 'canceled' ? status : 'free';
}

const LABELS: Record<SubscriptionView, string> = {
  active: 'Premium (active)',
  past_due: 'Premium (payment required)',
  canceled: 'Premium (canceled)',
  free: 'Free',
};

/** The status as people say it, for the Account Details card. */
export function subscriptionStatusLabel(status: string | null | undefined): string {
  return LABELS[subscriptionView(status)];
}
