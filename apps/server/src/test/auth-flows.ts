import { expect } from 'vitest';
import type { User } from '@stride/domain';
import { users } from '../db/schema.js';
import { hashPassword } from '../modules/auth/auth.crypto.js';
import type { TestApp, TestClient } from './test-app.js';

export const STRONG_PASSWORD = 'Str0ng!pass';

let counter = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}.${Date.now()}.${++counter}@example.com`;

/** Signs up through the API and answers the user and the code that was emailed. */
export async function signUp(t: TestApp, client: TestClient, email = uniqueEmail(), extra: Record<string, unknown> = {}) {
  const before = t.mail.count();
  const res = await client.request('POST', '/api/auth/signup', {
    email,
    password: STRONG_PASSWORD,
    firstName: 'Ada',
    lastName: 'Lovelace',
    timezone: 'Europe/London',
    ...extra,
  });
  expect(res.statusCode).toBe(201);
  const code = await t.mail.nextCode(email, before);
  return { user: res.json<{ user: User }>().user, code, email };
}

/** The hash of STRONG_PASSWORD, made once per worker: argon2 is most of what a sign-up costs. */
let strongPasswordHash: Promise<string> | undefined;

/**
 * A signed-in, verified user, made in the data and signed in through the API (issue 46): the row
 * that sign-up and the emailed code leave (verified, the password's argon2 hash made once per
 * worker), then `POST /api/auth/login`, which sets the session and device cookies as it does for
 * anyone. Sign-up itself, its email and its code are tested through the API (`signUp`), not
 * repeated before every test that needs someone signed in.
 */
export async function verifiedUser(t: TestApp, client: TestClient, email = uniqueEmail(), firstName = 'Ada') {
  const now = t.clock.now();
  strongPasswordHash ??= hashPassword(STRONG_PASSWORD);
  const [row] = await t.database.db
    .insert(users)
    .values({ email, passwordHash: await strongPasswordHash, firstName, lastName: 'Lovelace', timezone: 'Europe/London', isEmailVerified: true, createdAt: now, updatedAt: now })
    .returning({ id: users.id });
  expect(row).toBeDefined();
  const res = await client.request('POST', '/api/auth/login', { email, password: STRONG_PASSWORD });
  expect(res.statusCode).toBe(200);
  return { email, user: res.json<{ user: User }>().user };
}
