import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_STATUS, PLAN_LIMITS, USAGE_MESSAGES } from '@stride/domain';
import { DomainError } from '../../errors.js';
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
    return { status: ERROR_STATUS[(error as DomainError).code], code: (error as DomainError).code, message: (error as DomainError).message };
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
    expect(refused.every((r) => r.reason instanceof DomainError && r.reason.code === 'plan_limit' && r.reason.message === USAGE_MESSAGES.messagesPerDay)).toBe(true);
    expect((await usage.usage(user)).messagesToday).toBe(limit);
  });

  it("counts days in the user's own time zone, and premium has its own limit", async () => {
    // 23:30 on 21 November in London is already 22 November in Auckland.
    const clock = createTestClock(Date.parse('2026-11-21T23:30:00Z'));
    const usage = createUsageService({ repo: createUsageRepository(t.database.db), clock });
    const kiwi = await owner('Pacific/Auckland');
    for (let i = 0; i < PLAN_LIMITS.free.messagesPerDay; i++) await usage.chargeMessage(kiwi);
    expect(await refusal(usage.chargeMessage(kiwi))).toEqual({ status: 429, code: 'plan_limit', message: USAGE_MESSAGES.messagesPerDay });
    // Auckland's next day starts at 11:00 UTC.
    clock.advance(11.5 * 3600 * 1000);
    await usage.chargeMessage(kiwi);
    expect((await usage.usage(kiwi)).messagesToday).toBe(1);

    const premium = await owner('Europe/London', 'active');
    for (let i = 0; i < PLAN_LIMITS.premium.messagesPerDay; i++) await usage.chargeMessage(premium);
    expect(await refusal(usage.chargeMessage(premium))).toEqual({ status: 429, code: 'plan_limit', message: USAGE_MESSAGES.messagesPerDay });
  });

  it('voice: a daily allowance, and on the free plan a monthly one; a reservation takes the most every counter has left, a settlement gives back what was not used', async () => {
    const clock = createTestClock(Date.parse('2026-11-01T09:00:00Z'));
    const usage = createUsageService({ repo: createUsageRepository(t.database.db), clock });
    const user = await owner();
    const first = await usage.reserveVoice(user, 50);
    expect(first).toMatchObject({ seconds: 50, left: 60, message: USAGE_MESSAGES.voicePerDay });
    // Only 10 s are left today: a reservation of 30 gets those, the next one nothing.
    const second = await usage.reserveVoice(user, 30);
    expect(second).toMatchObject({ seconds: 10, left: 10 });
    expect(await usage.reserveVoice(user, 1)).toMatchObject({ seconds: 0, left: 0, message: USAGE_MESSAGES.voicePerDay });
    expect((await usage.usage(user)).voiceSecondsToday).toBe(60);
    // Used 3.2 s of the 50, and more than the 10 reserved: charged 4, and 10 (never more than reserved).
    await usage.settleVoice(user, [first], 3.2);
    await usage.settleVoice(user, [second], 25);
    expect(await usage.usage(user)).toMatchObject({ voiceSecondsToday: 14, voiceSecondsThisMonth: 14 });
    // Nothing used: all of it comes back.
    await usage.settleVoice(user, [await usage.reserveVoice(user, 20)], 0);
    expect((await usage.usage(user)).voiceSecondsToday).toBe(14);

    // Nine more days of a full minute each, then the month's 600 seconds are used up.
    clock.advance(86400 * 1000);
    for (let day = 1; day < 10; day++) {
      expect((await usage.reserveVoice(user, PLAN_LIMITS.free.voiceSecondsPerDay)).seconds).toBe(PLAN_LIMITS.free.voiceSecondsPerDay);
      clock.advance(86400 * 1000);
    }
    expect((await usage.usage(user)).voiceSecondsThisMonth).toBe(14 + 540);
    // The month has 46 s left, less than the day's 60: the month decides, and says so.
    const monthly = await usage.reserveVoice(user, 60);
    expect(monthly).toMatchObject({ seconds: 46, left: 46, message: USAGE_MESSAGES.voicePerMonth });
    expect(await usage.reserveVoice(user, 1)).toMatchObject({ seconds: 0, message: USAGE_MESSAGES.voicePerMonth });
    // The refused reservation did not raise today's counter either (all or none).
    expect(await usage.usage(user)).toMatchObject({ voiceSecondsToday: 46, voiceSecondsThisMonth: 600 });
  });

  it('voice: twenty concurrent reservations on a fresh user share the allowance exactly, on the day and the month alike', async () => {
    const clock = createTestClock(Date.parse('2026-11-22T10:00:00Z'));
    const usage = createUsageService({ repo: createUsageRepository(t.database.db), clock });
    const user = await owner();
    // The counters' rows do not exist yet: twenty transactions make and lock them at once.
    const grants = await Promise.all(Array.from({ length: 20 }, () => usage.reserveVoice(user, 7)));
    const granted = grants.map((g) => g.seconds).sort((a, b) => b - a);
    expect(granted.reduce((sum, s) => sum + s, 0)).toBe(PLAN_LIMITS.free.voiceSecondsPerDay);
    expect(granted.slice(0, 9)).toEqual(Array<number>(8).fill(7).concat(4));
    expect(granted.slice(9).every((s) => s === 0)).toBe(true);
    expect(await usage.usage(user)).toMatchObject({ voiceSecondsToday: 60, voiceSecondsThisMonth: 60 });
    // Settled concurrently too: each gives back its own unused part.
    await Promise.all(grants.map((g) => usage.settleVoice(user, [g], 1)));
    expect(await usage.usage(user)).toMatchObject({ voiceSecondsToday: 9, voiceSecondsThisMonth: 9 });
  });

  it('voice: reservations settled together give back the latest first', async () => {
    const clock = createTestClock(Date.parse('2026-11-22T10:00:00Z'));
    const repo = createUsageRepository(t.database.db);
    const usage = createUsageService({ repo, clock });
    const user = await owner('Europe/London', 'active');
    const taken = [await usage.reserveVoice(user, 20), await usage.reserveVoice(user, 20)];
    // Midnight passes between the two: each reservation gives back to its own day.
    clock.advance(14 * 3600 * 1000);
    taken.push(await usage.reserveVoice(user, 20));
    await usage.settleVoice(user, taken, 25);
    expect(await repo.amount(user.id, 'voice_seconds:day', '2026-11-22')).toBe(25);
    expect(await repo.amount(user.id, 'voice_seconds:day', '2026-11-23')).toBe(0);
    // Premium has no monthly counter.
    expect(await repo.amount(user.id, 'voice_seconds:month', '2026-11')).toBe(0);
  });
});
