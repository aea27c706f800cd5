import { SERVER_MESSAGES } from '@stride/domain';
import type { Mailer, MailMessage } from '../../adapters/mailer.js';
import type { Clock } from '../../clock.js';
import { invalid, rateLimited, unavailable, type Logger } from '../../errors.js';
import type { ThrottleService } from '../throttle/throttle.service.js';
import type { AuthRepository, CodePurpose, UserRow } from './auth.repository.js';
import { generateCode, hashCode } from './auth.crypto.js';
import { emailChangeCodeEmail, passwordResetEmail, verificationEmail } from './auth.emails.js';
import { AUTH_LIMITS, THROTTLE_BUCKETS } from './auth.limits.js';

export interface OneTimeCodesDeps {
  repo: Pick<AuthRepository, 'replaceCode' | 'findCode' | 'takeCodeAttempt'>;
  throttle: ThrottleService;
  mailer: Mailer;
  clock: Clock;
  logger: Logger;
  supportEmail: string;
}

const EMAILS = { verify_email: verificationEmail, reset_password: passwordResetEmail, change_email: emailChangeCodeEmail } as const;

/**
 * The 6-digit codes of section 5 (decision 003), for every purpose: verifying the email, resetting
 * the password and, since issue 23, confirming a new address. One live code per user and purpose,
 * 10 minutes, 5 tries, and the email allowances per address.
 */
export function createOneTimeCodes({ repo, throttle, mailer, clock, logger, supportEmail }: OneTimeCodesDeps) {
  const minutesValid = AUTH_LIMITS.codeTtlMs / 60_000;
  return {
    /**
     * Takes one send from the address's allowance or answers 429: at most 1 a minute for each kind of
     * code (so a reset right after sign-up is not refused) and 5 an hour for all kinds together.
     */
    async takeEmailAllowance(email: string, purpose: CodePurpose): Promise<void> {
      const minute = await throttle.consume(THROTTLE_BUCKETS.codeEmailMinute(purpose), email, AUTH_LIMITS.codeEmailMinuteRules);
      if (!minute.allowed) throw rateLimited(SERVER_MESSAGES.codeSendTooSoon, minute.retryAfterSeconds);
      const hour = await throttle.consume(THROTTLE_BUCKETS.codeEmailHour, email, AUTH_LIMITS.codeEmailHourRules);
      if (!hour.allowed) {
        await throttle.release(minute.eventId!);
        throw rateLimited(SERVER_MESSAGES.codeSendHourlyLimit, hour.retryAfterSeconds);
      }
    },

    /**
     * A new code replaces the earlier one (and its attempt count), then goes out by email: to the
     * account's address, or for 'change_email' to the new address it will confirm.
     */
    async issue(user: UserRow, purpose: CodePurpose, newEmail?: string): Promise<void> {
      const code = generateCode();
      const now = clock.now();
      await repo.replaceCode(user.id, purpose, hashCode(code, user.id, purpose), now, new Date(now.getTime() + AUTH_LIMITS.codeTtlMs), newEmail ?? null);
      const email: MailMessage = EMAILS[purpose]({ to: newEmail ?? user.email, firstName: user.firstName, locale: user.locale, code, minutesValid, supportEmail });
      try {
        await mailer.send(email);
      } catch (err) {
        logger.error({ err, purpose }, 'sending a code email failed');
        throw unavailable('We could not send the email just now. Please try again in a moment.');
      }
    },

    /**
     * Checks a code: every try counts against the limit (atomically, and kept whatever happens next),
     * an expired or burned one never passes. Answers the right code's row, for the repository to use
     * it up in the same transaction as what it grants.
     */
    async check(userId: string, purpose: CodePurpose, code: string, invalidMessage: string) {
      const now = clock.now();
      const row = await repo.findCode(userId, purpose);
      if (!row || row.consumedAt) throw invalid(invalidMessage);
      if (row.expiresAt.getTime() <= now.getTime()) throw invalid(SERVER_MESSAGES.expiredVerificationCode);
      if (row.attempts >= AUTH_LIMITS.codeMaxAttempts) throw invalid(SERVER_MESSAGES.tooManyCodeAttempts);
      const attempt = await repo.takeCodeAttempt(row.id, AUTH_LIMITS.codeMaxAttempts, now);
      if (!attempt) throw invalid(SERVER_MESSAGES.tooManyCodeAttempts);
      if (attempt.codeHash !== hashCode(code, userId, purpose)) {
        throw invalid(attempt.attempts >= AUTH_LIMITS.codeMaxAttempts ? SERVER_MESSAGES.tooManyCodeAttempts : invalidMessage);
      }
      return row;
    },
  };
}

export type OneTimeCodes = ReturnType<typeof createOneTimeCodes>;
