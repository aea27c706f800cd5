import { ACCOUNT_EMAIL_TEXTS as T, ACCOUNT_MESSAGES, ROUTES, SERVER_MESSAGES, type ChangeEmailBody, type ChangePasswordBody } from '@stride/domain';
import type { Mailer, MailMessage } from '../../adapters/mailer.js';
import type { Clock } from '../../clock.js';
import { conflict, invalid, rateLimited, type Logger } from '../../errors.js';
import type { ThrottleService } from '../throttle/throttle.service.js';
import type { AuthRepository, UserRow } from './auth.repository.js';
import { hashPassword, verifyPassword } from './auth.crypto.js';
import { noticeEmail } from './auth.emails.js';
import { AUTH_LIMITS, THROTTLE_BUCKETS, loginPairKey } from './auth.limits.js';
import { isCommonPassword } from './common-passwords.js';
import type { OneTimeCodes } from './one-time-codes.js';

export interface CredentialsServiceDeps {
  repo: AuthRepository;
  codes: OneTimeCodes;
  throttle: ThrottleService;
  mailer: Mailer;
  clock: Clock;
  logger: Logger;
  supportEmail: string;
  appOrigin: string;
}

/**
 * Issue 23: a signed-in person changes their password or their email address (decision 024).
 * Both ask for the current password, checked under the same backoff as a login from that IP, so a
 * session left open in a browser cannot be used to guess it or to take the account over.
 */
export function createCredentialsService(deps: CredentialsServiceDeps) {
  const { repo, codes, throttle, mailer, clock, logger } = deps;
  const pending = new Set<Promise<void>>();
  const resetUrl = `${deps.appOrigin}${ROUTES.forgotPassword}`;

  function sendNotice(message: MailMessage, kind: string): void {
    const sent = mailer
      .send(message)
      .catch((err: unknown) => logger.error({ err, kind }, 'notice email failed'))
      .finally(() => pending.delete(sent));
    pending.add(sent);
  }

  return {
    /** The person's current password, or a 400; wrong guesses slow down like failed logins. */
    async checkCurrentPassword(user: UserRow, password: string, ip: string): Promise<void> {
      const pairKey = loginPairKey(user.email, ip);
      const attempt = await throttle.consumeWithBackoff(THROTTLE_BUCKETS.loginAccountIp, pairKey, AUTH_LIMITS.loginAccountIpBackoff);
      if (!attempt.allowed) throw rateLimited(SERVER_MESSAGES.loginThrottled, attempt.retryAfterSeconds);
      if (!(await verifyPassword(user.passwordHash, password))) throw invalid(ACCOUNT_MESSAGES.currentPasswordWrong);
      await throttle.clear(THROTTLE_BUCKETS.loginAccountIp, pairKey);
    },

    /** Sets a new password and ends every other session (the one that changed it stays); tells the owner. */
    async changePassword(user: UserRow, tokenHash: string, body: ChangePasswordBody, ip: string): Promise<void> {
      if (isCommonPassword(body.newPassword)) throw invalid(SERVER_MESSAGES.passwordCommon);
      await this.checkCurrentPassword(user, body.currentPassword, ip);
      if (body.newPassword === body.currentPassword) throw invalid(ACCOUNT_MESSAGES.samePassword);
      const passwordHash = await hashPassword(body.newPassword);
      const changed = await repo.changePassword({ userId: user.id, oldHash: user.passwordHash, passwordHash, keepTokenHash: tokenHash, now: clock.now() });
      // The hash changed since this request read it (a reset, another change): the current password it checked is no longer it.
      if (!changed) throw invalid(ACCOUNT_MESSAGES.currentPasswordWrong);
      const { subject, changed: line } = T.passwordChangedInSettings;
      sendNotice(noticeEmail({ to: user.email, firstName: user.firstName, subject, paragraphs: [line], resetUrl, supportEmail: deps.supportEmail }), 'password_changed');
    },

    /** Sends a code to the new address (section 5's rules); the address changes once the code comes back. */
    async requestEmailChange(user: UserRow, body: ChangeEmailBody, ip: string): Promise<string> {
      await this.checkCurrentPassword(user, body.currentPassword, ip);
      if (body.newEmail === user.email) throw invalid(ACCOUNT_MESSAGES.sameEmail);
      if (await repo.findUserByEmail(body.newEmail)) throw conflict(SERVER_MESSAGES.emailTaken);
      await codes.takeEmailAllowance(body.newEmail, 'change_email');
      await codes.issue(user, 'change_email', body.newEmail);
      return ACCOUNT_MESSAGES.emailCodeSent(body.newEmail);
    },

    /** Uses the code: the new address becomes the account's, other sessions end, the old address is told. */
    async confirmEmailChange(user: UserRow, tokenHash: string, code: string): Promise<UserRow> {
      const row = await codes.check(user.id, 'change_email', code, ACCOUNT_MESSAGES.invalidEmailCode);
      if (!row.newEmail) throw invalid(ACCOUNT_MESSAGES.noEmailChange);
      const changed = await repo.changeEmailWithCode(row.id, user.id, row.newEmail, tokenHash, clock.now());
      if (changed === 'taken') throw conflict(SERVER_MESSAGES.emailTaken);
      if (!changed) throw invalid(ACCOUNT_MESSAGES.invalidEmailCode);
      const { subject, changed: line } = T.emailChanged;
      sendNotice(noticeEmail({ to: user.email, firstName: user.firstName, subject, paragraphs: [line(changed.email)], resetUrl, supportEmail: deps.supportEmail }), 'email_changed');
      return changed;
    },

    /** Waits for notices still being sent (graceful shutdown, tests). */
    async drain(): Promise<void> {
      await Promise.all([...pending]);
    },
  };
}

export type CredentialsService = ReturnType<typeof createCredentialsService>;
