/**
 * User-facing texts of the spec (sections 2, 4, 5, 8), kept verbatim in one place so that screens
 * and tests use the same strings.
 */
export const AUTH_TEXTS = {
  loginFailed: 'Login failed',
  signupFailed: 'Signup failed',
  verificationFailed: 'Verification failed',
  verificationPageFallback: 'Invalid verification code',
  resendFailed: 'Failed to resend verification code',
  forgotPasswordFailed: 'Failed to send reset code',
  resetCodeInvalid: 'Invalid reset code',
  resetFailed: 'Failed to reset password',
  authCheckFailed: 'Authentication failed',
  notAuthenticated: 'Not authenticated',
  userNotAuthenticated: 'User not authenticated',
  loading: 'Loading...',
  forgotPasswordLink: 'Forgot Password?',
  verifyPrompt: 'Please enter the 6-digit code sent to your email:',
  verifyButton: 'Verify Code',
  resendButton: 'Resend Code',
  verifiedNotice: 'Email verified successfully! Redirecting to dashboard...',
  resentNotice: 'New verification code sent! Please check your email.',
  sendResetCode: 'Send Reset Code',
  resetPasswordButton: 'Reset Password',
  backToLogin: 'Back to Login',
  resetCodeSentNotice: 'Reset code sent!',
  resetDoneNotice: 'Password reset successful! Redirecting to login...',
  passwordRequirementsUnmet: 'Please ensure your password meets all requirements',
  networkError: 'Network error. Please check your connection and try again.',
} as const;

export const DASHBOARD_TEXTS = {
  loadingUser: 'Loading user data...',
  /** Issue 39: the subscription card's link to /pricing (Pricing left the signed-in top bar). */
  comparePlans: 'Compare plans',
  activeTitle: 'Active Premium Subscription',
  pastDueTitle: 'Payment Required',
  pastDueWarning: 'Your last payment was unsuccessful',
  canceledTitle: 'Subscription Canceled',
  freeTitle: 'Free Tier',
  manageSubscription: 'Manage Subscription',
  updatePaymentMethod: 'Update Payment Method',
  resubscribe: 'Resubscribe to Premium',
  upgrade: 'Upgrade to Premium',
  checkoutFailed: 'Failed to start checkout process. Please try again.',
  noCheckoutUrl: 'No checkout URL received from server',
  portalFailedPrefix: 'Failed to access subscription management: ',
  noPortalUrl: 'No portal URL received',
  noBillingAccount: 'No billing account is linked to this user yet.',
} as const;

export const APP_TEXTS = {
  renderErrorTitle: 'Unexpected Application Error!',
} as const;

/** Timing constants of section 9 (milliseconds). */
export const TIMINGS = {
  redirectDelayMs: 2000,
  noticeMs: 3000,
  carouselIntervalMs: 3000,
} as const;
