import { PLAN_LIMITS, USAGE_MESSAGES, localToday, planForStatus } from '@stride/domain';
import type { Clock } from '../../clock.js';
import type { UserRow } from '../auth/auth.repository.js';
import { planLimit } from '../../errors.js';
import { LimitReached, type UsageCharge, type UsageRepository } from './usage.repository.js';

type Owner = Pick<UserRow, 'id' | 'timezone' | 'subscriptionStatus'>;

/** A charge taken, to give back if the request then fails. */
export interface UsageReceipt {
  amount: number;
  charges: UsageCharge[];
}

/**
 * Voice seconds held for work not yet measured (a converse turn, a stretch of a call): `seconds`
 * were taken from every counter in `charges`, out of `left` before; `message` refuses more.
 */
export interface VoiceReservation {
  seconds: number;
  left: number;
  message: string;
  charges: UsageCharge[];
}

const MESSAGES = 'messages';
const VOICE = 'voice_seconds';

/**
 * The one place plan limits are enforced (DECISIONS.md, Plans): coach messages per local day,
 * voice seconds per local day and, on the free plan, per local calendar month, all from
 * PLAN_LIMITS and the user's own time zone. Past a limit: 429 with `{ message }`.
 */
export function createUsageService({ repo, clock }: { repo: UsageRepository; clock: Clock }) {
  function periods(owner: Owner) {
    const day = localToday(owner.timezone, clock.now());
    return { day, month: day.slice(0, 7) };
  }

  function voiceCharges(owner: Owner): UsageCharge[] {
    const limits = PLAN_LIMITS[planForStatus(owner.subscriptionStatus)];
    const { day, month } = periods(owner);
    const charges: UsageCharge[] = [{ metric: `${VOICE}:day`, period: day, limit: limits.voiceSecondsPerDay }];
    if (limits.voiceSecondsPerMonth !== null) charges.push({ metric: `${VOICE}:month`, period: month, limit: limits.voiceSecondsPerMonth });
    return charges;
  }
  const voiceMessage = (c: UsageCharge) => (c.metric.endsWith(':month') ? USAGE_MESSAGES.voicePerMonth : USAGE_MESSAGES.voicePerDay);

  async function take(owner: Owner, amount: number, charges: UsageCharge[], messageOf: (c: UsageCharge) => string): Promise<UsageReceipt> {
    try {
      await repo.charge(owner.id, amount, charges);
      return { amount, charges };
    } catch (error) {
      if (error instanceof LimitReached) throw planLimit(messageOf(error.charge));
      throw error;
    }
  }

  return {
    /** One coach message. */
    async chargeMessage(owner: Owner): Promise<UsageReceipt> {
      const limits = PLAN_LIMITS[planForStatus(owner.subscriptionStatus)];
      return take(owner, 1, [{ metric: MESSAGES, period: periods(owner).day, limit: limits.messagesPerDay }], () => USAGE_MESSAGES.messagesPerDay);
    },

    /**
     * Reserves up to `seconds` of voice (rounded up) against the day's and, where there is one,
     * the month's allowance, atomically: the grant is the most every counter has left, so
     * concurrent turns and calls can never pass a limit together. A grant of 0 takes nothing.
     */
    async reserveVoice(owner: Owner, seconds: number): Promise<VoiceReservation> {
      const charges = voiceCharges(owner);
      const grant = await repo.reserve(owner.id, Math.max(0, Math.ceil(seconds - 1e-9)), charges);
      return { seconds: grant.granted, left: grant.left, message: voiceMessage(grant.tightest), charges };
    },

    /**
     * Settles reservations with the seconds used (rounded up): what was reserved and not used is
     * given back, the latest reservation first; never more than was reserved is charged.
     */
    async settleVoice(owner: Owner, reservations: readonly VoiceReservation[], usedSeconds: number): Promise<void> {
      const reserved = reservations.reduce((sum, r) => sum + r.seconds, 0);
      let unused = reserved - Math.min(reserved, Math.max(0, Math.ceil(usedSeconds - 1e-9)));
      for (const reservation of [...reservations].reverse()) {
        const back = Math.min(unused, reservation.seconds);
        if (back > 0) await repo.refund(owner.id, back, reservation.charges);
        unused -= back;
      }
    },

    /**
     * The voice seconds left now (the smaller of the day's and, where capped, the month's), with
     * the message that refuses more; refuses (429) when none are left.
     */
    async assertVoiceLeft(owner: Owner): Promise<{ seconds: number; message: string }> {
      let left: { seconds: number; message: string } | undefined;
      for (const charge of voiceCharges(owner)) {
        const seconds = charge.limit - (await repo.amount(owner.id, charge.metric, charge.period));
        if (!left || seconds < left.seconds) left = { seconds, message: voiceMessage(charge) };
      }
      if (!left || left.seconds <= 0) throw planLimit(left?.message ?? USAGE_MESSAGES.voicePerDay);
      return left;
    },

    /** Gives a failed request's charge back. */
    async refund(owner: Owner, receipt: UsageReceipt): Promise<void> {
      await repo.refund(owner.id, receipt.amount, receipt.charges);
    },

    /** What the plan leaves today: messages, and voice seconds (the smaller of the day's and the month's). */
    async allowance(owner: Owner): Promise<{ messagesPerDay: number; messagesLeft: number; voiceSecondsLeft: number }> {
      const limits = PLAN_LIMITS[planForStatus(owner.subscriptionStatus)];
      const { day } = periods(owner);
      const used = await repo.amount(owner.id, MESSAGES, day);
      let voiceSecondsLeft = Infinity;
      for (const charge of voiceCharges(owner)) voiceSecondsLeft = Math.min(voiceSecondsLeft, charge.limit - (await repo.amount(owner.id, charge.metric, charge.period)));
      return { messagesPerDay: limits.messagesPerDay, messagesLeft: Math.max(0, limits.messagesPerDay - used), voiceSecondsLeft: Math.max(0, voiceSecondsLeft) };
    },

    async usage(owner: Owner) {
      const limits = PLAN_LIMITS[planForStatus(owner.subscriptionStatus)];
      const { day, month } = periods(owner);
      return {
        messagesToday: await repo.amount(owner.id, MESSAGES, day),
        voiceSecondsToday: await repo.amount(owner.id, `${VOICE}:day`, day),
        voiceSecondsThisMonth: await repo.amount(owner.id, `${VOICE}:month`, month),
        limits,
      };
    },
  };
}
export type UsageService = ReturnType<typeof createUsageService>;
