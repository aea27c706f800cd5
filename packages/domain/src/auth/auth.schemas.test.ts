import { describe, expect, it } from 'vitest';
import { signupBodySchema, userSchema } from './auth.schemas.js';

describe('auth schemas', () => {
  it('trims and lower-cases the email and trims names', () => {
    const parsed = signupBodySchema.parse({ email: '  Ada@Example.COM ', password: 'Abcdef1!', firstName: ' Ada ', lastName: 'L' });
    expect(parsed).toMatchObject({ email: 'ada@example.com', firstName: 'Ada' });
  });

  it('never lets a password hash into the user shape', () => {
    const user = userSchema.parse({
      id: '1',
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.c',
      isEmailVerified: false,
      stripeCustomerId: null,
      subscriptionStatus: null,
      subscriptionEndDate: null,
      timezone: 'UTC',
      createdAt: '2026-01-01T00:00:00.000Z',
      passwordHash: 'secret',
    });
    expect(user).not.toHaveProperty('passwordHash');
  });
});
