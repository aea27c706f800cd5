import { accountEmailTexts, ACCOUNT_MESSAGES, ROUTES, SERVER_MESSAGES, type ChangeEmailBody, type ChangePasswordBody } from '@stride/domain';
import type { Mailer, MailMessage } from '../../adapters/mailer.js';
import type { Clock } from '../../clock.js';
import { conflict, invalid, rateLimited, type Logger } from '../../errors.js';
import type { ThrottleService } from '../throttle/throttle.service.js';
import { isEmailTaken, type AuthRepository, type UserRow } from './auth.repository.js';
import type { RunInTransaction } from '../../transaction.js';
import type { ConnectionsPort } from './account-connections.js';
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
  /** Issue 48: an email change ends every token and assistant grant; a password change does when asked. */
  transaction: RunInTransaction;
  connections: ConnectionsPort;
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

    /**
     * Sets a new password and ends every other session (the one that changed it stays), and every
     * token and assistant grant when asked (issue 48); tells the owner, and what stays connected.
     * Answers whether tokens and assistants were ended.
     */
    async changePassword(user: UserRow, tokenHash: string, body: ChangePasswordBody, ip: string): Promise<{ endedConnections: boolean }> {
      if (isCommonPassword(body.newPassword)) throw invalid(SERVER_MESSAGES.passwordCommon);
      await this.checkCurrentPassword(user, body.currentPassword, ip);
      if (body.newPassword === body.currentPassword) throw invalid(ACCOUNT_MESSAGES.samePassword);
      const passwordHash = await hashPassword(body.newPassword);
      const now = clock.now();
      const endConnections = body.endConnections === true;
      const ended = await deps.transaction(async (t) => {
        if (!(await repo.changePassword({ userId: user.id, oldHash: user.passwordHash, passwordHash, keepTokenHash: tokenHash, now }, t))) return undefined;
        if (!endConnections) return { tokens: [], assistants: [] };
        const connections = await deps.connections.endAll(user.id, t);
        if (connections.tokens.length || connections.assistants.length) await repo.recordConnectionsEnded(user.id, 'password_change', now, t);
        return connections;
      });
      // The hash changed since this request read it (a reset, another change): the current password it checked is no longer it.
      if (!ended) throw invalid(ACCOUNT_MESSAGES.currentPasswordWrong);
      const { subject, changed: line } = accountEmailTexts(user.locale).passwordChangedInSettings;
      const { connections } = accountEmailTexts(user.locale);
      const connectionsLine = endConnections ? connections.endedInEmail(ended) : connections.stayInEmail(await deps.connections.list(user.id));
      const paragraphs = [line, ...(connectionsLine ? [connectionsLine] : [])];
      sendNotice(noticeEmail({ to: user.email, firstName: user.firstName, locale: user.locale, subject, paragraphs, resetUrl, supportEmail: deps.supportEmail }), 'password_changed');
      return { endedConnections: endConnections };
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
      const newEmail = row.newEmail;
      const now = clock.now();
      // Issue 48: a new address takes the account back as a reset does: every token and assistant ends with the other sessions.
      const outcome = await deps
        .transaction(async (t) => {
          const changed = await repo.changeEmailWithCode(row.id, user.id, newEmail, tokenHash, now, t);
          if (!changed || changed === 'taken') return { changed };
          const ended = await deps.connections.endAll(user.id, t);
          if (ended.tokens.length || ended.assistants.length) await repo.recordConnectionsEnded(user.id, 'email_change', now, t);
          return { changed: (await repo.findUserById(user.id, t)) ?? changed, ended };
        })
        .catch((err: unknown) => {
          if (isEmailTaken(err)) return { changed: 'taken' as const };
          throw err;
        });
      const { changed } = outcome;
      if (changed === 'taken') throw conflict(SERVER_MESSAGES.emailTaken);
      if (!changed) throw invalid(ACCOUNT_MESSAGES.invalidEmailCode);
      const { subject, changed: line } = accountEmailTexts(user.locale).emailChanged;
      const endedLine = 'ended' in outcome && outcome.ended ? accountEmailTexts(user.locale).connections.endedInEmail(outcome.ended) : null;
      const paragraphs = [line(changed.email), ...(endedLine ? [endedLine] : [])];
      sendNotice(noticeEmail({ to: user.email, firstName: user.firstName, locale: user.locale, subject, paragraphs, resetUrl, supportEmail: deps.supportEmail }), 'email_changed');
      return changed;
    },

    /** Waits for notices still being sent (graceful shutdown, tests). */
    async drain(): Promise<void> {
      await Promise.all([...pending]);
    },
  };
}

export type CredentialsService = ReturnType<typeof createCredentialsService>;
