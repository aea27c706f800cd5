import type { ConnectionsEndedReason, User } from '@stride/domain';
import type { UserRow } from '../auth/auth.repository.js';

/** The user as the API shows it: an explicit allow-list, so a hash or code can never slip out. */
export function toUserDto(row: UserRow): User {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    isEmailVerified: row.isEmailVerified,
    stripeCustomerId: row.stripeCustomerId,
    subscriptionStatus: row.subscriptionStatus,
    subscriptionEndDate: row.subscriptionEndDate?.toISOString() ?? null,
    timezone: row.timezone,
    locale: row.locale,
    createdAt: row.createdAt.toISOString(),
    // Issue 48: only after a reset or an email change ended them, so the spec's user keeps its shape otherwise.
    ...(row.connectionsEndedAt ? { connectionsEnded: { at: row.connectionsEndedAt.toISOString(), reason: row.connectionsEndedBy as ConnectionsEndedReason } } : {}),
  };
}
