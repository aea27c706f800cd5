import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_LIMITS, USAGE_MESSAGES } from '@stride/domain';
import { DomainError } from '../../errors.js';
import { STATUS_OF } from '../../http/error-handler.js';
import { verifiedUser } from '../../test/auth-flows.js';
import { createTestApp, createTestClock, type TestApp } from '../../test/test-app.js';
import { testEngines } from '../../test/test-database.js';
import { createUsageRepository } from './usage.repository.js';
import { createUsageService } from './usage.service.js';

describe.each(testEngines())('usage limits on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  async function owner(timezone = 'Europe/London', subscriptionStatus: string | null = null) {
    const { user } = await verifiedUser(t, t.client());
    return { id: user.id, timezone, subscriptionStatus };
  }
  const refusal = async (run: Promise<unknown>) => {
    const error = await run.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DomainError);
    return { status: STATUS_OF[(error as DomainError).kind], message: (error as DomainError).message };
  };

  it('twenty concurrent messages one below the daily limit: exactly one gets through', async () => {
    const clock = createTestClock(Date.parse('2026-11-22T10:00:00Z'));
    const usage = createUsageService({ repo: createUsageRepository(t.database.db), clock });
    const user = await owner();
    const limit = PLAN_LIMITS.free.messagesPerDay;
    for (let i = 0; i < limit - 1; i++) await usage.chargeMessage(user);
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => usage.chargeMessage(user)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused).toHaveLength(19);
    expect(refused.every((r) => r.reason instanceof DomainError && STATUS_OF[r.reason.kind] === 429 && r.reason.message === USAGE_MESSAGES.messagesPerDay)).toBe(true);
    expect((await usage.usage(user)).messagesToday).toBe(limit);
  });

  it("counts days in the user's own time zone, and premium has its own limit", async () => {
    // 23:30 on 21 November in London is already 22 November in Auckland.
    const clock = createTestClock(Date.parse('2026-11-21T23:30:00Z'));
    const usage = createUsageService({ repo: createUsageRepository(t.database.db), clock });
    const kiwi = await owner('Pacific/Auckland');
    for (let i = 0; i < PLAN_LIMITS.free.messagesPerDay; i++) await usage.chargeMessage(kiwi);
    expect(await refusal(usage.chargeMessage(kiwi))).toEqual({ status: 429, message: USAGE_MESSAGES.messagesPerDay });
    // Auckland's next day starts at 11:00 UTC.
    clock.advance(11.5 * 3600 * 1000);
    await usage.chargeMessage(kiwi);
    expect((await usage.usage(kiwi)).messagesToday).toBe(1);

    const premium = await owner('Europe/London', 'active');
    for (let i = 0; i < PLAN_LIMITS.premium.messagesPerDay; i++) await usage.chargeMessage(premium);
    expect(await refusal(usage.chargeMessage(premium))).toEqual({ status: 429, message: USAGE_MESSAGES.messagesPerDay });
  });

  it('voice: a daily allowance, and on the free plan a monthly one; a refused charge takes nothing, a refund gives back', async () => {
    const clock = createTestClock(Date.parse('2026-11-01T09:00:00Z'));
    const usage = createUsageService({ repo: createUsageRepository(t.database.db), clock });
    const user = await owner();
    const receipt = await usage.chargeVoice(user, 50);
    expect(await refusal(usage.chargeVoice(user, 11))).toEqual({ status: 429, message: USAGE_MESSAGES.voicePerDay });
    expect((await usage.usage(user)).voiceSecondsToday).toBe(50);
    await usage.refund(user, receipt);
    expect((await usage.usage(user)).voiceSecondsToday).toBe(0);
    // Nine more days of a full minute each, then the month's 600 seconds are used up.
    for (let day = 0; day < 10; day++) {
      await usage.chargeVoice(user, PLAN_LIMITS.free.voiceSecondsPerDay);
      clock.advance(86400 * 1000);
    }
    expect((await usage.usage(user)).voiceSecondsThisMonth).toBe(600);
    expect(await refusal(usage.chargeVoice(user, 1))).toEqual({ status: 429, message: USAGE_MESSAGES.voicePerMonth });
    // The refused monthly charge did not raise today's counter either (all or none).
    expect((await usage.usage(user)).voiceSecondsToday).toBe(0);
  });
});
