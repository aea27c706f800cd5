import { ACCOUNT_CARD_TEXTS } from '@stride/domain';

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

/** The status as people say it, for the Account Details card (its labels in the account's language, issue 54). */
export function subscriptionStatusLabel(status: string | null | undefined, labels: Record<SubscriptionView, string> = ACCOUNT_CARD_TEXTS.statusLabels): string {
  return labels[subscriptionView(status)];
}
