import { createHash, randomBytes, randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { CODE_LENGTH } from '@stride/domain';

/** 256-bit random token, URL-safe: session cookies and reset tokens. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A 6-digit code from the CSPRNG (leading zeros kept). */
export function generateCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
}

/** Codes are stored hashed and bound to their user and purpose, so a row cannot be reused elsewhere. */
export function hashCode(code: string, userId: string, purpose: string): string {
  return sha256(`${purpose}:${userId}:${code}`);
}

// OWASP's argon2id baseline (m=19 MiB, t=2, p=1). `algorithm: 2` is Algorithm.Argon2id, a const
// enum that isolated modules cannot read.
export const ARGON2_OPTIONS = { algorithm: 2 as const, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
/** Argon2 version 1.3 (`v=19`), what @node-rs/argon2 writes. */
const ARGON2_VERSION = 19;

/**
 * Whether a stored hash was made with weaker settings than today's: another argon2 variant, an older
 * version, or less memory, time or parallelism than ARGON2_OPTIONS. A login re-hashes such a
 * password. A hash that is not an argon2 PHC string at all also answers true.
 */
export function needsRehash(passwordHash: string): boolean {
  const match = /^\$(argon2(?:id|i|d))\$v=(\d+)\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(passwordHash);
  if (!match) return true;
  const [, variant, version, m, t, p] = match;
  return (
    variant !== 'argon2id' ||
    Number(version) < ARGON2_VERSION ||
    Number(m) < ARGON2_OPTIONS.memoryCost ||
    Number(t) < ARGON2_OPTIONS.timeCost ||
    Number(p) < ARGON2_OPTIONS.parallelism
  );
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check when the account does not exist, so timing reveals nothing. */
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword('dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
}
