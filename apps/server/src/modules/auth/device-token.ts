import { createHmac, timingSafeEqual } from 'node:crypto';
import type { UserRow } from './auth.repository.js';

/**
 * A device where the person signed in (OWASP's "device cookies"): while failed sign-ins have
 * paused the account for new devices, one of theirs still signs in with the right password.
 *
 * The token is the time it was issued and an HMAC of the user and that time, keyed with the
 * user's password hash: it needs no table and no server secret, only the server can make one
 * (the hash never leaves it), and every device token of an account stops counting the moment its
 * password changes (a reset, a change in settings).
 */
export const DEVICE_TOKEN_DAYS = 365;
const DAY_SECONDS = 24 * 60 * 60;

type Holder = Pick<UserRow, 'id' | 'passwordHash'>;

function mac(user: Holder, issuedAt: number): Buffer {
  return createHmac('sha256', user.passwordHash).update(`stride-device:${user.id}:${issuedAt}`).digest();
}

export function issueDeviceToken(user: Holder, now: Date): string {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return `${issuedAt}.${mac(user, issuedAt).toString('base64url')}`;
}

/** Whether `token` was issued by this server to this user, under the password it has now, within DEVICE_TOKEN_DAYS. */
export function isDeviceOf(user: Holder, token: string | undefined, now: Date): boolean {
  const match = token ? /^(\d{1,12})\.([\w-]{43})$/.exec(token) : null;
  if (!match) return false;
  const issuedAt = Number(match[1]);
  const age = now.getTime() / 1000 - issuedAt;
  if (age < -60 || age > DEVICE_TOKEN_DAYS * DAY_SECONDS) return false;
  const given = Buffer.from(match[2]!, 'base64url');
  const expected = mac(user, issuedAt);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
