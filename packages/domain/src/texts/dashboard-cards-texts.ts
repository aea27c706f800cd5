import { BILLING_MESSAGES } from '../billing/billing.schemas.js';
import { PLAN_LIMITS, formatVoiceAllowance, type PlanId } from '../plans/plans.js';

/**
 * Today's Account Details and Subscription cards and the notices after checkout (section 2,
 * section 4, issue 54): the words the components wrote inline, kept here so the signed-in app
 * can show them in the account's language. English exactly as the screens wrote them.
 */
export const ACCOUNT_CARD_TEXTS = {
  title: 'Account Details',
  name: 'Name',
  email: 'Email',
  subscriptionStatus: 'Subscription status',
  changeProfile: 'Change your name or time zone',
  statusLabels: {
    active: 'Premium (active)',
    past_due: 'Premium (payment required)',
    canceled: 'Premium (canceled)',
    free: 'Free',
  },
} as const;

export const SUBSCRIPTION_CARD_TEXTS = {
  title: 'Subscription Details',
  dialogTitle: 'Subscription',
  premiumChip: 'Premium',
  validUntil: (date: string) => `Valid until ${date}`,
  accessUntil: (date: string) => `You have Premium access until ${date}`,
  freePlanLabel: 'Your free plan',
  premiumIncludes: 'Premium includes',
  upgradeFor: (upgrade: string, price: string) => `${upgrade} - ${price}/month`,
  redirecting: 'Redirecting...',
  paymentsOff: BILLING_MESSAGES.notConfigured,
} as const;

/** Back from Stripe's checkout (issue 39), on Today. */
export const CHECKOUT_NOTICE_TEXTS = {
  confirming: 'Thank you! Stripe is confirming your payment; your Premium plan appears here in a moment.',
  confirmed: 'Welcome to Premium! Your subscription is active.',
  pending: 'Your payment is still being confirmed. Reload this page in a minute; if Premium does not appear, contact support.',
  canceled: 'Checkout was cancelled. You have not been charged.',
} as const;

/** The plans' lines of `planFeatureTexts` as texts a language can write (the subscription card). */
export const PLAN_FEATURE_TEXTS = {
  messagesPerDay: (count: number) => `${count} AI coach messages per day`,
  voicePerDay: (seconds: number) => `${formatVoiceAllowance(seconds)} of voice calls per day`,
  noMonthlyCap: 'No monthly cap on voice check-ins',
  voicePerMonth: (seconds: number) => `${formatVoiceAllowance(seconds)} of monthly AI check-ins`,
  tracking: 'Vision, goals and habit tracking on the web dashboard and in the mobile apps',
} as const;

/** `planFeatureTexts(plan)` written with `texts` (English: the same lines). */
export function planFeatureLines(plan: PlanId, texts: typeof PLAN_FEATURE_TEXTS = PLAN_FEATURE_TEXTS): string[] {
  const limits = PLAN_LIMITS[plan];
  return [
    texts.messagesPerDay(limits.messagesPerDay),
    texts.voicePerDay(limits.voiceSecondsPerDay),
    limits.voiceSecondsPerMonth === null ? texts.noMonthlyCap : texts.voicePerMonth(limits.voiceSecondsPerMonth),
    texts.tracking,
  ];
}
