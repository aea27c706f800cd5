import { CODE_LENGTH } from '../auth/code.js';
import { AUTH_TEXTS } from './ui-texts.js';

/**
 * Section 2 "Verify email page" (issue 54): its own words and the spec's (AUTH_TEXTS, by
 * reference), gathered so the page can be shown in the account's language.
 */
export const VERIFY_EMAIL_TEXTS = {
  title: 'Verify your email',
  /** "We sent a code to ana@example.com." (the address is shown in bold). */
  sentTo: (email: string) => `We sent a code to ${email}.`,
  prompt: AUTH_TEXTS.verifyPrompt,
  codeLabel: 'Verification code',
  digits: `${CODE_LENGTH} digits`,
  verifyButton: AUTH_TEXTS.verifyButton,
  resendButton: AUTH_TEXTS.resendButton,
  verifiedNotice: AUTH_TEXTS.verifiedNotice,
  resentNotice: AUTH_TEXTS.resentNotice,
  pageFallback: AUTH_TEXTS.verificationPageFallback,
  resendFailed: AUTH_TEXTS.resendFailed,
  networkError: AUTH_TEXTS.networkError,
} as const;
