import { PLAN_LIMITS, formatVoiceAllowance, type PlanId } from './plans.js';

/**
 * What each plan includes, in words built from PLAN_LIMITS, for the pricing page, the dashboard's
 * subscription card and any other copy that lists plan figures.
 */
export function planFeatureTexts(plan: PlanId): string[] {
  const limits = PLAN_LIMITS[plan];
  const features = [
    `${limits.messagesPerDay} AI coach messages per day`,
    `${formatVoiceAllowance(limits.voiceSecondsPerDay)} of voice calls per day`,
    limits.voiceSecondsPerMonth === null
      ? 'No monthly cap on voice check-ins'
      : `${formatVoiceAllowance(limits.voiceSecondsPerMonth)} of monthly AI check-ins`,
    'Vision, goals and habit tracking on the web dashboard and in the mobile apps',
  ];
  return features;
}
