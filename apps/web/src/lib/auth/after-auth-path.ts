import { ROUTES, type User } from '@stride/domain';

/**
 * Section 4 "After authentication": unverified email leads to /verify-email, verified to /dashboard.
 * Issue 41: a verified person sent to sign in from an assistant's consent screen goes back to it
 * (`from`, the guard's record of where they were), the one page a sign-in returns to (decision 037).
 */
export function afterAuthPath(user: Pick<User, 'isEmailVerified'>, from?: string): string {
  if (!user.isEmailVerified) return ROUTES.verifyEmail;
  if (from !== undefined && (from === ROUTES.oauthConsent || from.startsWith(`${ROUTES.oauthConsent}?`))) return from;
  return ROUTES.dashboard;
}
