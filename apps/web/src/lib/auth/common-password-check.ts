import { useEffect, useState } from 'react';
import { AUTH_ROUTES, COMMON_PASSWORD_PREFIX_LENGTH, PASSWORD_MIN_LENGTH, commonPasswordForms, isPasswordStrong, type API } from '@stride/domain';

/** What is known of a password against the server's common-password list. */
export type CommonPasswordState = 'unknown' | 'common' | 'not-common';

const buckets = new Map<string, Promise<ReadonlySet<string>>>();

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The listed hashes with a prefix, asked once a page (the answer is the same for everyone). */
function bucket(prefix: string): Promise<ReadonlySet<string>> {
  let found = buckets.get(prefix);
  if (!found) {
    // The API client is loaded when first needed: the sign-up page's first download stays as it was.
    found = import('../api-client')
      .then(({ apiCall }) => apiCall<typeof API.auth.commonPasswords>(AUTH_ROUTES.commonPasswords, { params: { prefix } }))
      .then((answer) => new Set(answer.hashes));
    buckets.set(prefix, found);
    found.catch(() => buckets.delete(prefix));
  }
  return found;
}

/**
 * Issue 51: whether the server's list holds the password, asked by hash prefix (k-anonymity, as
 * Have I Been Pwned's range API): the password and its full hashes never leave the page.
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  const hashes = await Promise.all(commonPasswordForms(password).map(sha256Hex));
  const sets = await Promise.all(hashes.map((hash) => bucket(hash.slice(0, COMMON_PASSWORD_PREFIX_LENGTH))));
  return hashes.some((hash, index) => sets[index]!.has(hash));
}

/**
 * A new password's check, live: the five rules of section 5 and the common-password line. Asked a
 * moment after typing stops, once the password is long enough; unknown until the answer (or when
 * it cannot be asked: offline, no Web Crypto), and then the server's refusal still holds.
 * `strong` is what a form's submit waits for: the five rules, and not known to be common.
 */
export function useNewPasswordCheck(password: string): { common: CommonPasswordState; strong: boolean } {
  const [answer, setAnswer] = useState<{ password: string; common: boolean } | null>(null);
  useEffect(() => {
    if (password.length < PASSWORD_MIN_LENGTH || typeof crypto === 'undefined' || !crypto.subtle) return;
    let current = true;
    const timer = setTimeout(() => {
      isCommonPassword(password).then(
        (common) => current && setAnswer({ password, common }),
        () => undefined,
      );
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [password]);
  const common: CommonPasswordState = answer?.password === password ? (answer.common ? 'common' : 'not-common') : 'unknown';
  return { common, strong: isPasswordStrong(password) && common !== 'common' };
}
