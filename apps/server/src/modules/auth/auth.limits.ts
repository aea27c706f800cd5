import type { BackoffRule, ThrottleRule } from '../throttle/throttle.service.js';

const MINUTE = 60_000;

/** The security limits of the accounts issue, in one place. */
export const AUTH_LIMITS = {
  codeTtlMs: 10 * MINUTE,
  codeMaxAttempts: 5,
  resetTokenTtlMs: 15 * MINUTE,
  /** Code emails per address and kind of code: at most 1 a minute. */
  codeEmailMinuteRules: [{ max: 1, windowMs: MINUTE }] satisfies ThrottleRule[],
  /** Code emails per address, all kinds together: at most 5 an hour. */
  codeEmailHourRules: [{ max: 5, windowMs: 60 * MINUTE }] satisfies ThrottleRule[],
  /** Failed logins per client IP. */
  loginIpRules: [{ max: 20, windowMs: 15 * MINUTE }] satisfies ThrottleRule[],
  /**
   * Failed logins per account and client IP together: 5 free, then each further try must wait
   * 1 s, 2 s, 4 s ... (at most 15 minutes) after the last failure. Keyed on both, so a storm of
   * wrong passwords from one IP never stops the owner signing in from another.
   */
  loginAccountIpBackoff: { free: 5, baseDelayMs: 1000, maxDelayMs: 15 * MINUTE, windowMs: 24 * 60 * MINUTE } satisfies BackoffRule,
  /**
   * Failed logins per account, from every IP together (issue 38): 10 in 15 minutes pause the account
   * for new devices (SERVER_MESSAGES.loginPaused says 15 minutes) until they fall out of the window.
   * A device the person signed in on before is not held back (device-token.ts).
   */
  loginAccountRules: [{ max: 10, windowMs: 15 * MINUTE }] satisfies ThrottleRule[],
  /** The email telling the owner their account was paused: at most one a day. */
  loginPausedNoticeRules: [{ max: 1, windowMs: 24 * 60 * MINUTE }] satisfies ThrottleRule[],
} as const;

export const THROTTLE_BUCKETS = {
  codeEmailHour: 'code_email',
  codeEmailMinute: (purpose: string) => `code_email:${purpose}`,
  loginIp: 'login_ip',
  loginAccountIp: 'login_account_ip',
  /** Keyed by the email alone, like the code emails: an account's deletion forgets them. */
  loginAccount: 'login_account',
  loginPausedNotice: 'login_paused_notice',
} as const;

/**
 * The key of an (account, IP) pair: the email first, so that every pair of an account shares the
 * prefix `${email} ` (a reset clears them all). An IP never holds a space, so the key is unambiguous.
 */
export const loginPairKey = (email: string, ip: string) => `${loginPairPrefix(email)}${ip}`;
export const loginPairPrefix = (email: string) => `${email} `;
