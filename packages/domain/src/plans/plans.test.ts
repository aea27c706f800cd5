import { describe, expect, it } from 'vitest';
import { PLAN_LIMITS, PREMIUM_PRICE_GBP, formatPrice, formatVoiceAllowance, planForStatus } from './plans.js';

describe('plan constants (DECISIONS.md, Plans)', () => {
  it('holds the settled figures', () => {
    expect(PREMIUM_PRICE_GBP).toBe(8);
    expect(PLAN_LIMITS.free).toEqual({ messagesPerDay: 10, voiceSecondsPerDay: 60, voiceSecondsPerMonth: 600 });
    expect(PLAN_LIMITS.premium).toEqual({ messagesPerDay: 100, voiceSecondsPerDay: 300, voiceSecondsPerMonth: null });
  });

  it('grants premium to active, trialing and past_due only', () => {
    expect(planForStatus('active')).toBe('premium');
    expect(planForStatus('trialing')).toBe('premium');
    expect(planForStatus('past_due')).toBe('premium');
    for (const status of ['canceled', 'incomplete', 'trialing_unknown', null, undefined, '']) expect(planForStatus(status)).toBe('free');
  });

  it('formats allowances and prices for copy', () => {
    expect(formatVoiceAllowance(60)).toBe('1 minute');
    expect(formatVoiceAllowance(600)).toBe('10 minutes');
    expect(formatVoiceAllowance(45)).toBe('45 seconds');
    expect(formatPrice(8)).toBe('£8');
  });
});
