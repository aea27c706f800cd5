import { expect } from 'vitest';
import type { User } from '@stride/domain';
import { sessions, users } from '../db/schema.js';
import { generateToken, hashPassword, sha256 } from '../modules/auth/auth.crypto.js';
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

/** The row that sign-up and the emailed code leave: verified, the strong password's hash made once per worker. */
async function insertVerifiedUser(t: TestApp, email: string, firstName: string): Promise<string> {
  const now = t.clock.now();
  strongPasswordHash ??= hashPassword(STRONG_PASSWORD);
  const [row] = await t.database.db
    .insert(users)
    .values({ email, passwordHash: await strongPasswordHash, firstName, lastName: 'Lovelace', timezone: 'Europe/London', isEmailVerified: true, createdAt: now, updatedAt: now })
    .returning({ id: users.id });
  expect(row).toBeDefined();
  return row!.id;
}

/**
 * A signed-in, verified user, made in the data and signed in through the API (issue 46): the row
 * that sign-up and the emailed code leave (verified, the password's argon2 hash made once per
 * worker), then `POST /api/auth/login`, which sets the session and device cookies as it does for
 * anyone. Sign-up itself, its email and its code are tested through the API (`signUp`), not
 * repeated before every test that needs someone signed in.
 */
export async function verifiedUser(t: TestApp, client: TestClient, email = uniqueEmail(), firstName = 'Ada') {
  await insertVerifiedUser(t, email, firstName);
  const res = await client.request('POST', '/api/auth/login', { email, password: STRONG_PASSWORD });
  expect(res.statusCode).toBe(200);
  return { email, user: res.json<{ user: User }>().user };
}

/** A session's idle lifetime, as session.service.ts gives a new one. */
const SESSION_DAYS = 30;

/**
 * A verified user and a session made in the data, the client holding its cookie as a login leaves
 * it: for harnesses that make hundreds of accounts to put something else to the test (the coach's
 * phrasings), where a password check per account is most of the cost and none of the subject.
 * `verifiedUser` signs in through the API; login itself is tested in modules/auth.
 */
export async function sessionUser(t: TestApp, client: TestClient, email = uniqueEmail(), firstName = 'Ada') {
  const now = t.clock.now();
  const userId = await insertVerifiedUser(t, email, firstName);
  const token = generateToken();
  await t.database.db.insert(sessions).values({ tokenHash: sha256(token), userId, createdAt: now, expiresAt: new Date(now.getTime() + SESSION_DAYS * 86_400_000) });
  client.cookies.set('stride_session', token);
  return { email, userId };
}
