import {
  ROUTES,
  SERVER_MESSAGES,
  normalizeTimeZone,
  type ResetPasswordBody,
  type SignupBody,
  acceptLanguageTags,
  pickLocale,
} from '@stride/domain';
import type { Mailer, MailMessage } from '../../adapters/mailer.js';
import type { Clock } from '../../clock.js';
import { conflict, invalid, rateLimited, unauthenticated, type Logger } from '../../errors.js';
import type { ThrottleService } from '../throttle/throttle.service.js';
import type { AuthRepository, CodePurpose, UserRow } from './auth.repository.js';
import { generateToken, hashPassword, needsRehash, sha256, verifyAgainstDummy, verifyPassword } from './auth.crypto.js';
import { createOneTimeCodes } from './one-time-codes.js';
import { isCommonPassword } from './common-passwords.js';
import { passwordChangedEmail, signInPausedEmail } from './auth.emails.js';
import { isDeviceOf, issueDeviceToken } from './device-token.js';
import { AUTH_LIMITS, THROTTLE_BUCKETS, loginPairKey, loginPairPrefix } from './auth.limits.js';
import type { SessionService } from './session.service.js';
import type { RunInTransaction } from '../../transaction.js';
import type { ConnectionsPort } from './account-connections.js';

export interface AuthServiceDeps {
  repo: AuthRepository;
  sessions: SessionService;
  throttle: ThrottleService;
  mailer: Mailer;
  clock: Clock;
  logger: Logger;
  supportEmail: string;
  /** The web app's origin, for the links in notice emails. */
  appOrigin: string;
  /** Issue 48: a reset ends every token and assistant grant with the sessions, in one transaction. */
  transaction: RunInTransaction;
  connections: ConnectionsPort;
}

export interface LoginResult {
  user: UserRow;
  session: { token: string; expiresAt: Date };
  /** Vouches for this device at the account's next sign-ins (device-token.ts): the device cookie. */
  deviceToken: string;
}

export function createAuthService(deps: AuthServiceDeps) {
  const { repo, sessions, throttle, mailer, clock, logger } = deps;
  const codes = createOneTimeCodes(deps);
  const { takeEmailAllowance } = codes;
  const issueCode = (user: UserRow, purpose: CodePurpose) => codes.issue(user, purpose);
  const checkCode = async (userId: string, purpose: CodePurpose, code: string, invalidMessage: string) => (await codes.check(userId, purpose, code, invalidMessage)).id;

  const pendingEmails = new Set<Promise<void>>();

  /**
   * Sends in the background: for requests that must answer alike whether or not the account exists,
   * waiting for the SMTP server would tell them apart by time. Failures are logged.
   */
  function sendInBackground(user: UserRow, purpose: CodePurpose): void {
    const pending = issueCode(user, purpose)
      .catch((err) => logger.error({ err, purpose }, 'background code email failed'))
      .finally(() => pendingEmails.delete(pending));
    pendingEmails.add(pending);
  }

  /** Every new password (sign-up, reset) is checked against the common-password list first. */
  function refuseCommonPassword(password: string): void {
    if (isCommonPassword(password)) throw invalid(SERVER_MESSAGES.passwordCommon);
  }

  /** A notice (no code in it) goes out after the change it tells of; failures are logged, never answered. */
  function sendNotice(message: MailMessage, kind: string): void {
    const pending = mailer
      .send(message)
      .catch((err: unknown) => logger.error({ err, kind }, 'notice email failed'))
      .finally(() => pendingEmails.delete(pending));
    pendingEmails.add(pending);
  }

  /**
   * Stores the password hashed with today's parameters, the one moment the server holds it in
   * clear. Best effort: the login has succeeded whatever happens here, and the next one tries again.
   */
  async function rehash(user: UserRow, password: string): Promise<void> {
    try {
      await repo.replacePasswordHash(user.id, user.passwordHash, await hashPassword(password));
    } catch (err) {
      logger.warn({ err }, 'password not re-hashed at login');
    }
  }

  /**
   * After a failed sign-in: when the account's failures have reached the cap (it is paused from now),
   * the owner is told by email, once a day at most. An unknown address takes the same steps.
   */
  async function noticeIfPaused(email: string, user: UserRow | undefined): Promise<void> {
    if ((await throttle.check(THROTTLE_BUCKETS.loginAccount, email, AUTH_LIMITS.loginAccountRules)).allowed) return;
    const notice = await throttle.consume(THROTTLE_BUCKETS.loginPausedNotice, email, AUTH_LIMITS.loginPausedNoticeRules);
    if (!notice.allowed || !user) return;
    const rule = AUTH_LIMITS.loginAccountRules[0]!;
    sendNotice(
      signInPausedEmail({
        to: user.email,
        firstName: user.firstName,
        locale: user.locale,
        resetUrl: `${deps.appOrigin}${ROUTES.forgotPassword}`,
        supportEmail: deps.supportEmail,
        failures: rule.max,
        minutes: rule.windowMs / 60_000,
      }),
      'sign_in_paused',
    );
  }

  return {
    /** Waits for background emails still being sent (graceful shutdown, tests). */
    async drain(): Promise<void> {
      await Promise.all([...pendingEmails]);
    },

    /** `acceptLanguage`: the request's header, read when the form sent no languages (issue 54). */
    async signup(body: SignupBody, acceptLanguage?: string): Promise<LoginResult> {
      refuseCommonPassword(body.password);
      if (await repo.findUserByEmail(body.email)) throw conflict(SERVER_MESSAGES.emailTaken);
      const now = clock.now();
      const passwordHash = await hashPassword(body.password);
      const session = sessions.issue();
      // The account and its session in one transaction; the email goes out after it committed.
      const user = await repo.insertUserWithSession(
        {
          email: body.email,
          passwordHash,
          firstName: body.firstName,
          lastName: body.lastName,
          timezone: normalizeTimeZone(body.timezone),
          locale: pickLocale(body.languages?.length ? body.languages : acceptLanguageTags(acceptLanguage)),
          createdAt: now,
          updatedAt: now,
        },
        session.row,
      );
      if (!user) throw conflict(SERVER_MESSAGES.emailTaken);
      try {
        await takeEmailAllowance(user.email, 'verify_email');
        await issueCode(user, 'verify_email');
      } catch (err) {
        // The account exists and the user is signed in; the verify screen's Resend recovers.
        logger.warn({ err }, 'verification email not sent at sign-up');
      }
      return { user, session: { token: session.token, expiresAt: session.expiresAt }, deviceToken: issueDeviceToken(user, now) };
    },

    /**
     * Three limits: failures per client IP (across accounts); a backoff per account and IP together;
     * and failures per account from every IP together (issue 38), which pause the account for new
     * devices and tell the owner by email, while a device they signed in on before (`deviceToken`)
     * still signs in. Each attempt is counted as a failure before the password is checked and given
     * back when it succeeds, so parallel guesses see each other and cannot slip past the limits.
     */
    async login(email: string, password: string, ip: string, deviceToken?: string): Promise<LoginResult> {
      const ipAttempt = await throttle.consume(THROTTLE_BUCKETS.loginIp, ip, AUTH_LIMITS.loginIpRules);
      if (!ipAttempt.allowed) throw rateLimited(SERVER_MESSAGES.loginThrottled, ipAttempt.retryAfterSeconds);
      const pairKey = loginPairKey(email, ip);
      const pairAttempt = await throttle.consumeWithBackoff(THROTTLE_BUCKETS.loginAccountIp, pairKey, AUTH_LIMITS.loginAccountIpBackoff);
      if (!pairAttempt.allowed) {
        await throttle.release(ipAttempt.eventId!);
        throw rateLimited(SERVER_MESSAGES.loginThrottled, pairAttempt.retryAfterSeconds);
      }
      const user = await repo.findUserByEmail(email);
      // Unknown addresses are counted alike: a pause says nothing about whether an account exists.
      const knownDevice = user !== undefined && isDeviceOf(user, deviceToken, clock.now());
      const accountAttempt = knownDevice ? null : await throttle.consume(THROTTLE_BUCKETS.loginAccount, email, AUTH_LIMITS.loginAccountRules);
      if (accountAttempt && !accountAttempt.allowed) {
        // Paused: no password is checked, and the try is not counted against this IP either.
        await throttle.release(ipAttempt.eventId!);
        await throttle.release(pairAttempt.eventId!);
        throw rateLimited(SERVER_MESSAGES.loginPaused, accountAttempt.retryAfterSeconds);
      }
      const ok = user ? await verifyPassword(user.passwordHash, password) : (await verifyAgainstDummy(password), false);
      if (!user || !ok) {
        if (accountAttempt) await noticeIfPaused(email, user);
        throw unauthenticated(SERVER_MESSAGES.invalidCredentials);
      }
      await throttle.release(ipAttempt.eventId!);
      // The right password from a new device starts the account's count afresh, as it does its
      // pair's; one from a known device during a pause leaves the pause to new devices as it is.
      if (accountAttempt) await throttle.clear(THROTTLE_BUCKETS.loginAccount, email);
      await throttle.clear(THROTTLE_BUCKETS.loginAccountIp, pairKey);
      const session = await sessions.create(user.id);
      // A password reset racing this login changes the hash and revokes every session in one
      // transaction. Reading the hash again after creating ours, waiting for a reset in progress to
      // commit (a shared row lock), means one of the two always wins.
      const current = await repo.findUserSettled(user.id);
      if (current?.passwordHash !== user.passwordHash) {
        await sessions.revoke(sha256(session.token));
        throw unauthenticated(SERVER_MESSAGES.invalidCredentials);
      }
      if (!needsRehash(current.passwordHash)) return { user: current, session, deviceToken: issueDeviceToken(current, clock.now()) };
      await rehash(current, password);
      // The device token is keyed by the hash stored now: the new one, unless a reset came first.
      const rehashed = (await repo.findUserSettled(current.id)) ?? current;
      return { user: rehashed, session, deviceToken: issueDeviceToken(rehashed, clock.now()) };
    },

    /**
     * Verifies the email and ends the user's other sessions: whoever signed in before the address
     * was proved (say, someone who registered another person's email) is signed out. The session
     * that verified, `tokenHash`, stays.
     */
    async verifyEmail(user: UserRow, tokenHash: string, code: string): Promise<UserRow> {
      if (user.isEmailVerified) return user;
      const codeId = await checkCode(user.id, 'verify_email', code, SERVER_MESSAGES.invalidVerificationCode);
      const verified = await repo.verifyEmailWithCode(codeId, user.id, tokenHash, clock.now());
      if (!verified) throw invalid(SERVER_MESSAGES.invalidVerificationCode);
      return verified;
    },

    /** Signed in: a new code for the session's user. Signed out: for the named address, if it needs one. */
    async resendVerification(sessionUser: UserRow | null, email: string | undefined): Promise<void> {
      if (sessionUser) {
        if (sessionUser.isEmailVerified) throw invalid(SERVER_MESSAGES.alreadyVerified);
        await takeEmailAllowance(sessionUser.email, 'verify_email');
        await issueCode(sessionUser, 'verify_email');
        return;
      }
      if (!email) throw unauthenticated(SERVER_MESSAGES.notAuthenticated);
      await takeEmailAllowance(email, 'verify_email');
      const user = await repo.findUserByEmail(email);
      if (user && !user.isEmailVerified) sendInBackground(user, 'verify_email');
    },

    /** Answers the same whether or not the address has an account. */
    async forgotPassword(email: string): Promise<void> {
      await takeEmailAllowance(email, 'reset_password');
      const user = await repo.findUserByEmail(email);
      if (user) sendInBackground(user, 'reset_password');
    },

    async verifyResetCode(email: string, code: string): Promise<string> {
      const user = await repo.findUserByEmail(email);
      if (!user) throw invalid(SERVER_MESSAGES.invalidResetCode);
      const codeId = await checkCode(user.id, 'reset_password', code, SERVER_MESSAGES.invalidResetCode);
      const resetToken = generateToken();
      const now = clock.now();
      const stored = await repo.exchangeCodeForResetToken(
        codeId,
        { tokenHash: sha256(resetToken), userId: user.id, createdAt: now, expiresAt: new Date(now.getTime() + AUTH_LIMITS.resetTokenTtlMs) },
        now,
      );
      if (!stored) throw invalid(SERVER_MESSAGES.invalidResetCode);
      return resetToken;
    },

    /**
     * Sets the new password, marks the email verified (the code proved it) and revokes every
     * session, access token and assistant grant, all in one transaction; then tells the owner by email and lifts the login backoff
     * of the account from every IP (the owner's next try with the new password must not wait).
     */
    async resetPassword(body: ResetPasswordBody): Promise<void> {
      refuseCommonPassword(body.newPassword);
      const user = await repo.findUserByEmail(body.email);
      const now = clock.now();
      const tokenHash = sha256(body.resetToken);
      // Checked before the (slow) hash; the transaction checks again as it uses the token.
      if (!user || !(await repo.resetTokenIsLive(tokenHash, user.id, now))) throw invalid(SERVER_MESSAGES.invalidResetToken);
      const passwordHash = await hashPassword(body.newPassword);
      // Issue 48: whoever held the account loses its sessions, its tokens and its assistants at once.
      const ended = await deps.transaction(async (t) => {
        if (!(await repo.resetPassword({ tokenHash, userId: user.id, passwordHash, now }, t))) return undefined;
        const connections = await deps.connections.endAll(user.id, t);
        if (connections.tokens.length || connections.assistants.length) await repo.recordConnectionsEnded(user.id, 'password_reset', now, t);
        return connections;
      });
      if (!ended) throw invalid(SERVER_MESSAGES.invalidResetToken);
      sendNotice(
        passwordChangedEmail({ to: user.email, firstName: user.firstName, locale: user.locale, resetUrl: `${deps.appOrigin}${ROUTES.forgotPassword}`, supportEmail: deps.supportEmail, ended }),
        'password_changed',
      );
      // The reset is done: a failure to lift the backoff or the pause (they wear off by themselves) must not report it failed.
      await Promise.all([
        throttle.clearPrefix(THROTTLE_BUCKETS.loginAccountIp, loginPairPrefix(user.email)),
        throttle.clear(THROTTLE_BUCKETS.loginAccount, user.email),
      ]).catch((err: unknown) => logger.warn({ err }, 'login backoff not lifted after a password reset'));
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
