import { AUTH_TEXTS } from '../../../texts/ui-texts.js';
import { PAGE_META } from '../../../texts/page-meta.js';
import { ROUTES } from '../../../routes.js';

/**
 * The English catalog of the forgot-password page (section 2 "Forgot password page"): exactly the
 * words the page shows, from AUTH_TEXTS and the page's own labels (decision 054).
 */
export const RESET_CATALOG = {
  meta: PAGE_META[ROUTES.forgotPassword]!,
  title: PAGE_META[ROUTES.forgotPassword]!.title!,
  steps: { email: 'Email', code: 'Code', newPassword: 'New password' },
  email: 'Email',
  emailHelp: 'We will email you a 6-digit reset code.',
  code: 'Reset code',
  digits: '{count} digits',
  newPassword: 'New Password',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  loading: AUTH_TEXTS.loading,
  sendResetCode: AUTH_TEXTS.sendResetCode,
  verify: AUTH_TEXTS.verifyButton,
  resend: AUTH_TEXTS.resendButton,
  resetPassword: AUTH_TEXTS.resetPasswordButton,
  backToLogin: AUTH_TEXTS.backToLogin,
  codeSent: AUTH_TEXTS.resetCodeSentNotice,
  done: AUTH_TEXTS.resetDoneNotice,
  requirementsUnmet: AUTH_TEXTS.passwordRequirementsUnmet,
  sendFailed: AUTH_TEXTS.forgotPasswordFailed,
  codeInvalid: AUTH_TEXTS.resetCodeInvalid,
  resetFailed: AUTH_TEXTS.resetFailed,
};
