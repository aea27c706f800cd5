import { expect } from 'vitest';
import type { User } from '@stride/domain';
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

/** A signed-in, verified user. */
export async function verifiedUser(t: TestApp, client: TestClient, email = uniqueEmail()) {
  const { code, user } = await signUp(t, client, email);
  const res = await client.request('POST', '/api/auth/verify-email', { code });
  expect(res.statusCode).toBe(200);
  return { email, user };
}
