import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The ~49,000 most common passwords of leaked password sets, as zxcvbn-ts ships them (lower-case,
 * most common first). Local: checking a password never leaves the server. Kept out of the domain
 * package so that the web app's bundle does not carry the list.
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(dictionary['passwords-common']);

/**
 * The forms of a password looked up in the list: lower-cased, then without its trailing symbols,
 * then without its trailing digits and symbols. People meet composition rules by capitalising a
 * common word and appending "1!" or a year: `Password1!` is `password`, `Qwerty123!` is
 * `qwerty123` and `qwerty`.
 */
export function commonPasswordForms(password: string): string[] {
  const lower = password.normalize('NFKC').toLowerCase();
  const forms = [lower, lower.replace(/[^\p{L}\p{N}]+$/u, ''), lower.replace(/[^\p{L}]+$/u, '')];
  return [...new Set(forms)].filter((form) => form.length > 0);
}

/** Whether a new password is, or is a common password dressed up as described above. */
export function isCommonPassword(password: string): boolean {
  return commonPasswordForms(password).some((form) => COMMON_PASSWORDS.has(form));
}
