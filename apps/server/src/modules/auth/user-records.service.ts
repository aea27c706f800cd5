import type { Transaction } from '../../transaction.js';
import type { AuthRepository, SubscriptionChange } from './auth.repository.js';

export type { SubscriptionChange };

/**
 * What other modules change of a user's record (STYLE rule 13: the auth module writes the users
 * table): the payment provider's customer and subscription (billing), and the account's end
 * (users' deletion), each in the caller's transaction where it has one.
 */
export function createUserRecords({ repo }: { repo: AuthRepository }) {
  return {
    linkStripeCustomer: (userId: string, customerId: string) => repo.linkStripeCustomer(userId, customerId),
    applySubscription: (target: { customerId: string | null; userId: string | null }, change: SubscriptionChange, eventAt: Date, now: Date, transaction: Transaction) =>
      repo.applySubscription(target, change, eventAt, now, transaction),
    deleteUser: (userId: string, transaction: Transaction) => repo.deleteUser(userId, transaction),
    /** The address an email change waits to confirm (its code was sent there), if one does. */
    pendingEmail: async (userId: string): Promise<string | null> => (await repo.findCode(userId, 'change_email'))?.newEmail ?? null,
  };
}

export type UserRecords = ReturnType<typeof createUserRecords>;
