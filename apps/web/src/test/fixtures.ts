import type { Goal, User, Vision } from '@stride/domain';

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

let nextId = 1;
/** A v4-shaped uuid, as the API's schemas expect. */
export function makeUuid(): string {
  return `00000000-0000-4000-8000-${String(nextId++).padStart(12, '0')}`;
}

export function makeGoal(overrides: Partial<Goal> = {}): Goal {
  return {
    id: makeUuid(),
    name: 'Run a marathon',
    description: '',
    createdAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-01T09:00:00.000Z',
    ...overrides,
  };
}

export function makeVision(overrides: Partial<Vision> = {}): Vision {
  return {
    id: makeUuid(),
    text: 'Live a healthy, curious life.',
    createdAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-01T09:00:00.000Z',
    ...overrides,
  };
}
