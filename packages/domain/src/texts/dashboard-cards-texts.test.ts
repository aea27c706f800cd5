import { describe, expect, it } from 'vitest';
import { planFeatureTexts } from '../plans/plan-features.js';
import { BILLING_MESSAGES } from '../billing/billing.schemas.js';
import { PLAN_FEATURE_TEXTS, SUBSCRIPTION_CARD_TEXTS, planFeatureLines } from './dashboard-cards-texts.js';

describe("Today's cards' texts (issue 54)", () => {
  it("writes each plan's lines as planFeatureTexts does, in English", () => {
    for (const plan of ['free', 'premium'] as const) expect(planFeatureLines(plan)).toEqual(planFeatureTexts(plan));
    expect(planFeatureLines('free', PLAN_FEATURE_TEXTS)).toContain('Vision, goals and habit tracking on the web dashboard and in the mobile apps');
  });

  it("says payments are off in the server's own words", () => {
    expect(SUBSCRIPTION_CARD_TEXTS.paymentsOff).toBe(BILLING_MESSAGES.notConfigured);
    expect(SUBSCRIPTION_CARD_TEXTS.validUntil('1 December 2026')).toBe('Valid until 1 December 2026');
  });
});
