import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, type Habit } from '@stride/domain';
import { users } from '../../db/schema.js';
import { STRONG_PASSWORD, uniqueEmail, verifiedUser } from '../../test/auth-flows.js';
import { startFakeStripe, type FakeStripe } from '../../test/fake-stripe.js';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { testEngines } from '../../test/test-database.js';

const STRIPE_ENV = (fake: FakeStripe) => ({ STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_test', STRIPE_PRICE_ID: 'price_premium_gbp8', STRIPE_API_URL: fake.url });

describe.each(testEngines())('DELETE /api/users/me (issue 23) on %s', (engine) => {
  let t: TestApp;
  let stripe: FakeStripe;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    // Push endpoints must be on a push service (issue 38): a loopback origin let through for tests stands in.
    t = await createTestApp(engine, { ...STRIPE_ENV(stripe), OUTBOUND_TEST_LOOPBACK_ORIGINS: 'https://127.0.0.1:9' });
    // The queue's own tables exist once it started: the deletion must reach into them too.
    await t.app.jobs.start();
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  /** Every table of the app's schema and of the job queue's. */
  async function tables(): Promise<string[]> {
    const result = (await t.database.db.execute(
      sql`select table_schema || '.' || table_name as name from information_schema.tables where table_schema in ('public', 'pgboss') and table_type = 'BASE TABLE' order by 1`,
    )) as unknown as { rows: { name: string }[] };
    return result.rows.map((r) => r.name);
  }

  /** The tables holding a row that mentions `needle` anywhere (its id or email, in any column). */
  async function tablesMentioning(needle: string): Promise<string[]> {
    const found: string[] = [];
    for (const name of await tables()) {
      const [schema, table] = name.split('.');
      const result = (await t.database.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(schema!)}.${sql.identifier(table!)} as r where strpos(lower(r::text), ${needle.toLowerCase()}) > 0`,
      )) as unknown as { rows: { n: number }[] };
      if (result.rows[0]!.n > 0) found.push(name);
    }
    return found;
  }

  /** A user with something in every kind of table: habits and their days, goals, vision, coach, push, feed, codes, jobs. */
  async function busyUser(): Promise<{ client: TestClient; id: string; email: string; feedUrl: string }> {
    const client = t.client();
    const { email, user } = await verifiedUser(t, client);
    const goal = (await client.request('POST', '/api/goals', { name: 'Run a marathon', userId: user.id })).json();
    await client.request('POST', '/api/visions', { text: 'A healthy life', userId: user.id });
    const start = new Date(t.clock.now().getTime() - 3 * 86_400_000);
    const created = await client.request('POST', '/api/habits', {
      name: 'Read',
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + 1_800_000).toISOString(),
      recurrence: 'daily',
      goalId: goal.goal?.id ?? goal.id,
      reminders: [{ minutesBefore: 10, channel: 'email' }],
      target: { quantity: 20, unit: 'pages' },
    });
    expect(created.statusCode).toBe(201);
    const habit = created.json<Habit>();
    const dates = habit.occurrences.map((o) => o.date).filter((d) => d < habit.occurrences.at(-1)!.date);
    await client.request('POST', `/api/habits/${habit.id}/complete`, { date: dates[0], value: 20, note: 'Great chapter' });
    await client.request('POST', `/api/habits/${habit.id}/skip`, { date: dates[1] });
    await client.request('PUT', '/api/notifications/settings', { nudge: { enabled: true, time: '20:00' } });
    const pushed = await client.request('POST', '/api/push/subscriptions', { endpoint: `https://127.0.0.1:9/push/${user.id}`, keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' } });
    expect(pushed.statusCode).toBe(201);
    const chat = await client.request('POST', '/api/openai/chat', { message: 'list my habits' });
    expect(chat.statusCode).toBe(200);
    await client.request('POST', '/api/openai/report-response', { reportedMessage: { role: 'assistant', content: 'x' }, chatHistory: [] });
    const feedUrl = (await client.request('POST', '/api/calendar')).json<{ url: string }>().url;
    await client.request('POST', '/api/users/me/email', { newEmail: uniqueEmail('pending'), currentPassword: STRONG_PASSWORD });
    await t.client().request('POST', '/api/auth/login', { email, password: 'Wr0ng!password' });
    await t.database.db.execute(
      sql`insert into pgboss.job (name, data, start_after) values ('coach-weekly-review', ${JSON.stringify({ userId: user.id, date: '2026-11-30' })}::jsonb, now() + interval '1 day')`,
    );
    return { client, id: user.id, email, feedUrl };
  }

  it('cancels the subscription, deletes every row the user owns, ends sessions and the feed, and confirms by email', async () => {
    const { client, id, email, feedUrl } = await busyUser();
    const other = await busyUser();
    const customer = 'cus_deleteme';
    await t.database.db.update(users).set({ stripeCustomerId: customer, subscriptionStatus: 'active' }).where(eq(users.id, id));
    const subscription = stripe.addSubscription(customer, 'active');
    const second = t.client();
    expect((await second.request('POST', '/api/auth/login', { email, password: STRONG_PASSWORD })).statusCode).toBe(200);
    const before = await tablesMentioning(id);
    expect(before.length).toBeGreaterThanOrEqual(12);
    const feedPath = new URL(feedUrl).pathname;
    expect((await t.client().request('GET', feedPath)).statusCode).toBe(200);

    const mailBefore = t.mail.count();
    const res = await client.request('DELETE', '/api/users/me', { password: STRONG_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ACCOUNT_MESSAGES.accountDeleted);
    expect(stripe.subscriptions.get(subscription)!.status).toBe('canceled');
    expect(stripe.calls.some((c) => c.method === 'DELETE' && c.path === `/v1/subscriptions/${subscription}`)).toBe(true);

    expect(await tablesMentioning(id)).toEqual([]);
    expect(await tablesMentioning(email)).toEqual([]);
    // The other account is untouched.
    expect((await tablesMentioning(other.id)).length).toBeGreaterThanOrEqual(12);

    expect((await client.request('GET', '/api/habits/user/' + id)).statusCode).toBe(401);
    expect((await second.request('GET', '/api/auth/check')).json().isAuthenticated).toBe(false);
    expect((await t.client().request('GET', feedPath)).statusCode).toBe(404);
    expect((await t.client().request('POST', '/api/auth/login', { email, password: STRONG_PASSWORD })).statusCode).toBe(401);
    const mail = await t.mail.nextMessage(email, mailBefore);
    expect(mail.subject).toBe('Your Stride account was deleted');
    expect(mail.text).toContain('within 30 days');
    // The address is free again.
    expect((await t.client().request('POST', '/api/auth/signup', { email, password: STRONG_PASSWORD, firstName: 'A', lastName: 'B' })).statusCode).toBe(201);
  });

  it('account deletion leaves two throttle rows holding the pending new email: now every row keyed by it goes too', async () => {
    const client = t.client();
    await verifiedUser(t, client);
    const pending = uniqueEmail('pending');
    expect((await client.request('POST', '/api/users/me/email', { newEmail: pending, currentPassword: STRONG_PASSWORD })).statusCode).toBe(200);
    expect(await tablesMentioning(pending)).toEqual(['public.one_time_codes', 'public.throttle_events']);
    expect((await client.request('DELETE', '/api/users/me', { password: STRONG_PASSWORD })).statusCode).toBe(200);
    expect(await tablesMentioning(pending)).toEqual([]);
  });

  it('refuses a wrong or missing password and changes nothing', async () => {
    const { client, id } = await busyUser();
    const before = await tablesMentioning(id);
    const wrong = await client.request('DELETE', '/api/users/me', { password: 'Wr0ng!password' });
    expect([wrong.statusCode, wrong.json().message]).toEqual([400, ACCOUNT_MESSAGES.currentPasswordWrong]);
    expect((await client.request('DELETE', '/api/users/me', {})).statusCode).toBe(400);
    expect(await tablesMentioning(id)).toEqual(before);
    expect((await client.request('GET', '/api/auth/check')).json().isAuthenticated).toBe(true);
  });

  it('deletes nothing when Stripe cannot cancel the subscription (503), and succeeds on a retry', async () => {
    const { client, id } = await busyUser();
    const customer = `cus_retry_${id.slice(0, 8)}`;
    await t.database.db.update(users).set({ stripeCustomerId: customer, subscriptionStatus: 'active' }).where(eq(users.id, id));
    const subscription = stripe.addSubscription(customer, 'active');
    // The SDK retries once: both tries fail.
    stripe.failNext('/v1/subscriptions/*', 500, 'Stripe is down', 2);
    const failed = await client.request('DELETE', '/api/users/me', { password: STRONG_PASSWORD });
    expect([failed.statusCode, failed.json().message]).toEqual([503, ACCOUNT_MESSAGES.subscriptionNotCancelled]);
    expect((await tablesMentioning(id)).length).toBeGreaterThanOrEqual(12);
    expect((await client.request('DELETE', '/api/users/me', { password: STRONG_PASSWORD })).statusCode).toBe(200);
    expect(stripe.subscriptions.get(subscription)!.status).toBe('canceled');
    expect(await tablesMentioning(id)).toEqual([]);
  });

  it('lets a person who never verified their email leave', async () => {
    const client = t.client();
    const email = uniqueEmail();
    expect((await client.request('POST', '/api/auth/signup', { email, password: STRONG_PASSWORD, firstName: 'A', lastName: 'B' })).statusCode).toBe(201);
    expect((await client.request('DELETE', '/api/users/me', { password: STRONG_PASSWORD })).statusCode).toBe(200);
    expect(await tablesMentioning(email)).toEqual([]);
  });
});
