import type { ThrottleRule } from '../throttle/throttle.service.js';

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
  /** Failed logins per account (email). */
  loginAccountRules: [{ max: 10, windowMs: 15 * MINUTE }] satisfies ThrottleRule[],
} as const;

export const THROTTLE_BUCKETS = {
  codeEmailHour: 'code_email',
  codeEmailMinute: (purpose: string) => `code_email:${purpose}`,
  loginIp: 'login_ip',
  loginAccount: 'login_account',
} as const;
