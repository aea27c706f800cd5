import { PLAN_LIMITS, formatVoiceAllowance } from '../plans/plans.js';

/**
 * Texts of the Pricing page (section 2, "Pricing page (/pricing)"): the spec's labels verbatim,
 * with the rest of the copy in the words of the Terms (cancellation at period end, Premium bought
 * on the web, allowances counted in the user's time zone).
 */
export const PRICING_TEXTS = {
  title: 'Choose Your Plan',
  subtitle: 'Start free. Upgrade when you want more time with your coach. Billed monthly; cancel any time.',
  freeName: 'Free',
  freePeriod: 'forever',
  getStarted: 'Get Started',
  premiumName: 'Premium',
  premiumPeriod: 'per month',
  premiumNote: 'Billed monthly. Bought and managed on the web.',
  mostPopular: 'Most Popular',
  subscribeNow: 'Subscribe Now',
  currentPlan: 'Current Plan',
  redirecting: 'Redirecting...',
  currentPlanNote: 'You are on Premium.',
  manageOnDashboard: 'Manage it from your dashboard',
  pastDueNote: 'Your last payment was unsuccessful. Update your payment method on your dashboard to keep Premium.',
  checkoutDialogTitle: 'Subscription',
  factsTitle: 'Good to know',
  moreQuestions: 'More questions? See the',
  supportLink: 'Support page',
  termsLink: 'Terms and Conditions',
  /** Between the support and terms links of `moreQuestions` (was inline in the page). */
  orThe: 'or the',
  /** The plan cards' feature lists' names (were `${name} plan includes` in the card). */
  freeIncludes: 'Free plan includes',
  premiumIncludes: 'Premium plan includes',
} as const;

export type PricingFactId = 'cancel' | 'timezone' | 'checkout' | 'data';

/** Short answers under the plans; every figure comes from PLAN_LIMITS. */
export const PRICING_FACTS: ReadonlyArray<{ id: PricingFactId; title: string; text: string }> = [
  {
    id: 'cancel',
    title: 'Cancel any time',
    text: 'Cancel from your dashboard or ask support. Premium stays until the end of the month you paid for, and you are not charged again.',
  },
  {
    id: 'timezone',
    title: 'Allowances in your time zone',
    text: `Daily allowances reset at midnight where you are. The Free plan's ${formatVoiceAllowance(PLAN_LIMITS.free.voiceSecondsPerMonth)} of monthly check-ins reset on the first of each month.`,
  },
  {
    id: 'checkout',
    title: 'Secure checkout',
    text: "Payments go through our card payment provider's hosted checkout. We never see or store your full card number.",
  },
  {
    id: 'data',
    title: 'Your plan, your data',
    text: 'Your vision, goals, habits and streaks stay with you when you upgrade, cancel or move back to Free.',
  },
];
