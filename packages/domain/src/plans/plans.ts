/**
 * Every plan figure lives here. The pricing page, the dashboard, the legal pages and the server's
 * quota enforcement all read these constants, so they can never disagree (DECISIONS.md, Plans).
 */
export const PREMIUM_PRICE_GBP = 8;
export const CURRENCY_SYMBOL = '£';

export interface PlanLimits {
  /** Coach chat messages per local day. */
  messagesPerDay: number;
  /** Seconds of voice (user audio + coach reply) per local day. */
  voiceSecondsPerDay: number;
  /** Seconds of voice per local calendar month; null means no monthly cap. */
  voiceSecondsPerMonth: number | null;
}

export const PLAN_LIMITS = {
  free: { messagesPerDay: 10, voiceSecondsPerDay: 60, voiceSecondsPerMonth: 600 },
  premium: { messagesPerDay: 100, voiceSecondsPerDay: 300, voiceSecondsPerMonth: null },
} as const satisfies Record<PlanId, PlanLimits>;

export type PlanId = 'free' | 'premium';

/**
 * Statuses that grant premium: `past_due` keeps premium until the provider cancels, and a
 * `trialing` subscription is a subscription (Stripe's trial period) whose user has premium now.
 */
const PREMIUM_STATUSES = new Set(['active', 'trialing', 'past_due']);

export function planForStatus(subscriptionStatus: string | null | undefined): PlanId {
  return subscriptionStatus && PREMIUM_STATUSES.has(subscriptionStatus) ? 'premium' : 'free';
}

/** "1 minute", "10 minutes", "45 seconds": for copy that states a voice allowance. */
export function formatVoiceAllowance(seconds: number): string {
  if (seconds % 60 === 0) {
    const minutes = seconds / 60;
    return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  }
  return `${seconds} second${seconds === 1 ? '' : 's'}`;
}

export function formatPrice(pounds: number): string {
  return `${CURRENCY_SYMBOL}${pounds}`;
}
