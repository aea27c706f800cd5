import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import pg from 'pg';
import { MAX_GOALS_PER_USER, MAX_HABITS_PER_USER, SERVER_MESSAGES } from '@stride/domain';
import { loadConfig } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { goals, habits, passwordResetTokens, sessions, users } from '../db/schema.js';
import { STRONG_PASSWORD, signUp, uniqueEmail, verifiedUser } from '../test/auth-flows.js';
import { withFailingWrite } from '../test/failing-write.js';
import { createTestApp, type TestApp, type TestClient } from '../test/test-app.js';
import { createScratchDatabase, testEngines } from '../test/test-database.js';

/**
 * Issue 18: a change of more than one statement happens whole or not at all. A trigger makes a
 * later statement of the change fail; the route answers 500 (never a 2xx for half a change), the
 * earlier statements left nothing behind, and the same request succeeds once the fault is gone.
 */
describe.each(testEngines())('no partial writes on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const failed = (res: { statusCode: number; json(): unknown }) => {
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'internal', message: SERVER_MESSAGES.internal });
  };

  it('sign-up: no account without its session; signing up again then works', async () => {
    const email = uniqueEmail('signup');
    const body = { email, password: STRONG_PASSWORD, firstName: 'Ada', lastName: 'Lovelace' };
    failed(await withFailingWrite(db(), 'sessions', 'INSERT', () => t.client().request('POST', '/api/auth/signup', body)));
    expect(await db().select().from(users).where(eq(users.email, email))).toEqual([]);
    const again = await t.client().request('POST', '/api/auth/signup', body);
    expect(again.statusCode).toBe(201);
  });

  it('goal deletion: the goal stays, and so does its habits\' link to it', async () => {
    const client = t.client();
    await verifiedUser(t, client);
    const goal = (await client.request('POST', '/api/goals', { name: 'Run a marathon' })).json<{ id: string }>();
    const habit = await client.request('POST', '/api/habits', {
      name: 'Run',
      startTime: '2026-11-02T07:00:00Z',
      endTime: '2026-11-02T07:30:00Z',
      recurrence: 'daily',
      goalId: goal.id,
    });
    expect(habit.statusCode).toBe(201);
    // Deleting the goal unlinks its habits (ON DELETE SET NULL): an update of habits.
    failed(await withFailingWrite(db(), 'habits', 'UPDATE', () => client.request('DELETE', `/api/goals/${goal.id}`)));
    expect(await db().select({ id: goals.id }).from(goals).where(eq(goals.id, goal.id))).toEqual([{ id: goal.id }]);
    expect((await db().select({ goalId: habits.goalId }).from(habits).where(eq(habits.id, habit.json<{ id: string }>().id)))[0]!.goalId).toBe(goal.id);
    expect((await client.request('DELETE', `/api/goals/${goal.id}`)).statusCode).toBe(200);
  });

  it('email verification: the code is not used up unless the email is marked verified', async () => {
    const client = t.client();
    const { user, code } = await signUp(t, client);
    failed(await withFailingWrite(db(), 'users', 'UPDATE', () => client.request('POST', '/api/auth/verify-email', { code })));
    expect((await db().select({ v: users.isEmailVerified }).from(users).where(eq(users.id, user.id)))[0]!.v).toBe(false);
    const again = await client.request('POST', '/api/auth/verify-email', { code });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ user: { isEmailVerified: true } });
  });

  async function resetCode(email: string) {
    t.clock.advance(61_000); // past the per-minute email allowance used at sign-up
    const before = t.mail.count();
    expect((await t.client().request('POST', '/api/auth/forgot-password', { email })).statusCode).toBe(200);
    return t.mail.nextCode(email, before);
  }

  it('reset code: the code is not used up unless its reset token is stored', async () => {
    const { email } = await verifiedUser(t, t.client());
    const code = await resetCode(email);
    failed(await withFailingWrite(db(), 'password_reset_tokens', 'INSERT', () => t.client().request('POST', '/api/auth/verify-reset-code', { email, code })));
    const again = await t.client().request('POST', '/api/auth/verify-reset-code', { email, code });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('password reset: token, password and sessions change together, or none of them', async () => {
    const signedIn = t.client();
    const { email, user } = await verifiedUser(t, signedIn);
    const code = await resetCode(email);
    const resetToken = (await t.client().request('POST', '/api/auth/verify-reset-code', { email, code })).json<{ resetToken: string }>().resetToken;
    const hashBefore = (await db().select({ h: users.passwordHash }).from(users).where(eq(users.id, user.id)))[0]!.h;
    const body = { email, resetToken, newPassword: 'N3w!password' };

    // Revoking the sessions fails after the password was set: neither may stay.
    failed(await withFailingWrite(db(), 'sessions', 'DELETE', () => t.client().request('POST', '/api/auth/reset-password', body)));
    expect((await db().select({ h: users.passwordHash }).from(users).where(eq(users.id, user.id)))[0]!.h).toBe(hashBefore);
    expect((await signedIn.request('GET', '/api/auth/check')).json()).toMatchObject({ isAuthenticated: true });
    expect(await db().select({ usedAt: passwordResetTokens.usedAt }).from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id))).toEqual([{ usedAt: null }]);

    // The same token then does the whole change.
    const again = await t.client().request('POST', '/api/auth/reset-password', body);
    expect(again.statusCode, again.body).toBe(200);
    expect((await signedIn.request('GET', '/api/auth/check')).json()).toMatchObject({ isAuthenticated: false });
    expect(await db().select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
  });
});

/** Limits checked and then written: concurrent requests must not pass them together. */
describe.each(testEngines())('limits under concurrent requests on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const CONCURRENT = 8;
  const now = new Date();

  async function fullButOne(client: TestClient) {
    const { user } = await verifiedUser(t, client);
    return user.id;
  }

  it(`never lets a user keep more than ${MAX_GOALS_PER_USER} goals`, async () => {
    const client = t.client();
    const userId = await fullButOne(client);
    await t.database.db.insert(goals).values(Array.from({ length: MAX_GOALS_PER_USER - 1 }, (_, i) => ({ userId, name: `Goal ${i}`, createdAt: now, updatedAt: now })));
    const answers = await Promise.all(Array.from({ length: CONCURRENT }, (_, i) => client.request('POST', '/api/goals', { name: `Last ${i}` })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, ...Array<number>(CONCURRENT - 1).fill(409)]);
    const [row] = await t.database.db.select({ n: count() }).from(goals).where(eq(goals.userId, userId));
    expect(row!.n).toBe(MAX_GOALS_PER_USER);
  });

  it(`never lets a user keep more than ${MAX_HABITS_PER_USER} habits`, async () => {
    const client = t.client();
    const userId = await fullButOne(client);
    const schedule = (await client.request('POST', '/api/habits', { name: 'First', startTime: '2026-11-02T07:00:00Z', endTime: '2026-11-02T07:30:00Z', recurrence: 'daily' })).json<{ id: string }>();
    const [first] = await t.database.db.select().from(habits).where(eq(habits.id, schedule.id));
    await t.database.db
      .insert(habits)
      .values(Array.from({ length: MAX_HABITS_PER_USER - 2 }, (_, i) => ({ userId, name: `Habit ${i}`, schedule: first!.schedule, createdAt: now, updatedAt: now })));
    const answers = await Promise.all(
      Array.from({ length: CONCURRENT }, (_, i) =>
        client.request('POST', '/api/habits', { name: `Last ${i}`, startTime: '2026-11-02T07:00:00Z', endTime: '2026-11-02T07:30:00Z', recurrence: 'daily' }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, ...Array<number>(CONCURRENT - 1).fill(409)]);
    const [row] = await t.database.db.select({ n: count() }).from(habits).where(eq(habits.userId, userId));
    expect(row!.n).toBe(MAX_HABITS_PER_USER);
  });
});

/**
 * A login racing a password reset (PostgreSQL: PGlite has one connection, so nothing interleaves).
 * The reset is held open between its password change and its commit, while the login with the old
 * password runs: the login must wait and then refuse, never keep a session the reset missed.
 */
describe.each(testEngines().filter((engine) => engine === 'postgres'))('a login racing a password reset on %s', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let database: Database;
  let t: TestApp;
  beforeAll(async () => {
    scratch = await createScratchDatabase();
    database = await openDatabase({ url: scratch.url, dataDir: 'memory://', migrationsDir: loadConfig({}).migrationsDir, onConnectionError: () => undefined });
    await database.migrate();
    t = await createTestApp('postgres', {}, { database });
  });
  afterAll(async () => {
    await t.close();
    await scratch.drop();
  });

  it('refuses the old password once the reset commits, and keeps no session of it', async () => {
    const { email, user } = await verifiedUser(t, t.client());
    const reset = new pg.Client({ connectionString: scratch.url });
    await reset.connect();
    try {
      await reset.query('begin');
      await reset.query('update users set password_hash = $1 where id = $2', ['replaced', user.id]);
      await reset.query('delete from sessions where user_id = $1', [user.id]);
      const login = t.client().request('POST', '/api/auth/login', { email, password: STRONG_PASSWORD });
      // Commit only once the login waits on the reset's row lock (or has already answered).
      const settled = login.then(() => true);
      for (let waited = 0; waited < 2000; waited += 20) {
        const { rows } = await reset.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        );
        if (rows[0]!.n > 0 || (await Promise.race([settled, new Promise<false>((r) => setTimeout(() => r(false), 20))]))) break;
      }
      await reset.query('commit');
      const answer = await login;
      expect(answer.statusCode, answer.body).toBe(401);
      expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    } finally {
      await reset.end();
    }
  });
});
