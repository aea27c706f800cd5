import { dictionary } from '@zxcvbn-ts/language-common';
import { COMMON_PASSWORD_PREFIX_LENGTH, commonPasswordForms } from '@stride/domain';
import { sha256 } from './auth.crypto.js';

/**
 * The ~49,000 most common passwords of leaked password sets, as zxcvbn-ts ships them (lower-case,
 * most common first). Local: checking a password never leaves the server. Kept out of the domain
 * package so that the web app's bundle does not carry the list.
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(dictionary['passwords-common']);

export { commonPasswordForms };

/** Whether a new password is, or is a common password dressed up (domain `commonPasswordForms`). */
export function isCommonPassword(password: string): boolean {
  return commonPasswordForms(password).some((form) => COMMON_PASSWORDS.has(form));
}

let byPrefix: Map<string, string[]> | null = null;

/**
 * Issue 51: the SHA-256 (hex) of every listed password whose hash starts with `prefix`, for the
 * checklist's "Not a common password" line. Built on the first question (~50 ms); about one
 * password in twenty buckets, so a prefix tells the server next to nothing about the password.
 */
export function commonPasswordHashes(prefix: string): string[] {
  if (!byPrefix) {
    byPrefix = new Map();
    for (const password of COMMON_PASSWORDS) {
      const hash = sha256(password);
      const key = hash.slice(0, COMMON_PASSWORD_PREFIX_LENGTH);
      const bucket = byPrefix.get(key);
      if (bucket) bucket.push(hash);
      else byPrefix.set(key, [hash]);
    }
  }
  return byPrefix.get(prefix.toLowerCase()) ?? [];
}
