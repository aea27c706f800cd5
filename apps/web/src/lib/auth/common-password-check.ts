import { useEffect, useState } from 'react';
import { PASSWORD_MIN_LENGTH, isPasswordStrong } from '@stride/domain';

/** What is known of a password against the server's common-password list. */
export type CommonPasswordState = 'unknown' | 'common' | 'not-common';

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
      // The asking code is loaded when first needed: the sign-up page's first download stays as it was.
      import('./common-password-ask').then(({ isCommonPassword }) => isCommonPassword(password)).then(
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
