import type { User } from '@stride/domain';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user-1',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    isEmailVerified: true,
    stripeCustomerId: null,
    subscriptionStatus: null,
    subscriptionEndDate: null,
    timezone: 'Europe/London',
    createdAt: '2024-11-25T10:00:00.000Z',
    ...overrides,
  };
}
