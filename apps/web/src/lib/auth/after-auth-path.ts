import { ROUTES, type User } from '@stride/domain';

/** Section 4 "After authentication": unverified email leads to /verify-email, verified to /dashboard. */
export function afterAuthPath(user: Pick<User, 'isEmailVerified'>): string {
  return user.isEmailVerified ? ROUTES.dashboard : ROUTES.verifyEmail;
}
