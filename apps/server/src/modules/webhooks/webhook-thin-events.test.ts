import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedToken, CreatedWebhook, Habit, Goal, WebhookDelivery } from '@stride/domain';
import { verifiedUser } from '../../test/auth-flows.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testEngines } from '../../test/test-database.js';
import { until } from '../../test/poll-until.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver.js';
import { WEBHOOK_QUEUE } from './webhooks.service.js';

/** Thursday 26 November 2026, 10:00:30 in London. */
const NOW = Date.parse('2026-11-26T10:00:30Z');
const FAST_JOBS = { tickEveryMs: 3_600_000, pollingIntervalSeconds: 0.5 };
const habitBody = (name: string) => ({ name, startTime: '2026-11-02T07:00:00Z', endTime: '2026-11-02T07:30:00Z', recurrence: 'daily', customRecurrence: null });

/** Issue 52: thin events (ids, date, what changed, where to read the record) and deliveries in order per webhook. */
describe.each(testEngines())('thin webhook events, in order, on %s', (engine) => {
  let t: TestApp;
  const receivers: WebhookReceiver[] = [];
  beforeAll(async () => {
    t = await createTestApp(engine, { WEBHOOKS_ALLOW_PRIVATE: 'true' }, { jobs: FAST_JOBS, webhooks: { retryLimit: 2, retryDelaySeconds: 1 } });
    t.clock.advance(NOW - t.clock.now().getTime());
    await t.app.jobs.start();
  });
  afterAll(async () => {
    for (const receiver of receivers) await receiver.close();
    await t.close();
  });

  /** A person with a webhook to a receiver of its own (so no test hears another's events) and a write token. */
  async function setUp(events: string[]) {
    const signing: { secret?: string } = {};
    const receiver = await startWebhookReceiver({ secret: () => signing.secret, now: () => Math.floor(t.clock.now().getTime() / 1000) });
    receivers.push(receiver);
    const client = t.client();
    await verifiedUser(t, client);
    const made = await client.request('POST', '/api/webhooks', { url: receiver.url, events, name: 'Thin receiver' });
    expect(made.statusCode, made.body).toBe(201);
    const hook = made.json<CreatedWebhook>();
    signing.secret = hook.secret;
    receiver.received.length = 0;
    const { token } = (await client.request('POST', '/api/tokens', { name: 'script', scope: 'write' })).json<CreatedToken>();
    const bearer = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
      t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(body === undefined ? {} : { payload: body as object }) });
    return { client, hook, bearer, receiver };
  }

  it('sends a new webhook thin events: the id, the day, what changed, and where a token reads the record', async () => {
    const { hook, bearer, receiver } = await setUp(['habit.created', 'habit.completed', 'habit.updated', 'habit.deleted', 'goal.created']);
    expect(hook.payload).toBe('thin');
    const habit = (await bearer('POST', '/api/habits', habitBody('Read'))).json<Habit>();
    expect((await bearer('POST', `/api/habits/${habit.id}/complete`, { date: '2026-11-26' })).statusCode).toBe(200);
    expect((await bearer('PUT', `/api/habits/${habit.id}`, { name: 'Read more', description: 'Twenty pages' })).statusCode).toBe(200);
    const goal = (await bearer('POST', '/api/goals', { name: 'Learn Welsh' })).json<Goal>();
    expect((await bearer('DELETE', `/api/habits/${habit.id}`)).statusCode).toBe(200);

    const got = await receiver.waitFor(5);
    expect(got.every((r) => r.verified)).toBe(true);
    const origin = new URL((got[0]!.json.data as { href: string }).href).origin;
    // The app's public origin (APP_ORIGIN): an absolute address a script can request.
    expect(origin).toMatch(/^https?:\/\/[^/]+$/);
    const href = `${origin}/api/habits/${habit.id}`;
    // In the order they happened (one webhook's deliveries go one after another).
    expect(got.map((r) => [r.json.type, r.json.data])).toEqual([
      ['habit.created', { habitId: habit.id, href }],
      ['habit.completed', { habitId: habit.id, date: '2026-11-26', href }],
      ['habit.updated', { habitId: habit.id, changed: ['name', 'description'], href }],
      ['goal.created', { goalId: goal.id, href: `${origin}/api/goals/${goal.id}` }],
      ['habit.deleted', { habitId: habit.id }],
    ]);
    // The record, read by its id with a token (read scope is enough).
    const read = await bearer('GET', `/api/goals/${goal.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json<Goal>()).toMatchObject({ id: goal.id, name: 'Learn Welsh' });
    expect((await bearer('GET', `/api/habits/${habit.id}`)).statusCode).toBe(404);
    const again = (await bearer('POST', '/api/habits', habitBody('Walk'))).json<Habit>();
    const byId = await bearer('GET', `/api/habits/${again.id}`);
    expect(byId.statusCode).toBe(200);
    expect(byId.json<Habit>()).toMatchObject({ id: again.id, name: 'Walk' });
  });

  it('lets a delivery wait for the previous one of its webhook, through that one’s retries', async () => {
    const { client, hook, bearer, receiver } = await setUp(['habit.created']);
    // The first event's first two attempts fail; the next two events wait for it to be delivered.
    receiver.answerWith(500, 500);
    for (const name of ['First', 'Second', 'Third']) expect((await bearer('POST', '/api/habits', habitBody(name))).statusCode).toBe(201);
    const got = await receiver.waitFor(5, 60_000);
    const ids = (await Promise.all(['First', 'Second', 'Third'].map(async (name) => (await bearer('GET', '/api/habits/user/me')).json<Habit[]>().find((h) => h.name === name)!.id)));
    expect(got.map((r) => [(r.json.data as { habitId: string }).habitId, r.answeredStatus])).toEqual([
      [ids[0], 500],
      [ids[0], 500],
      [ids[0], 200],
      [ids[1], 200],
      [ids[2], 200],
    ]);
    // Each delivered, the first after three attempts (the answer is stored just after it is received).
    let listed: WebhookDelivery[] = [];
    for (let tries = 0; tries < 50; tries++) {
      listed = (await client.request('GET', `/api/webhooks/${hook.id}/deliveries`)).json<WebhookDelivery[]>();
      if (listed.every((d) => d.status === 'delivered')) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(listed.map((d) => [d.status, d.attempts]).sort()).toEqual([['delivered', 1], ['delivered', 1], ['delivered', 3]]);
    // While they waited (3 s and more of the first one's retries), the second and third had no job
    // looking again: one that found an earlier one pending and ended, and the one that woke them.
    const jobsOf = async (deliveryId: string) => {
      const result = await t.database.db.execute(sql`select count(*)::int as n from pgboss.job where name = ${WEBHOOK_QUEUE.name} and data->>'deliveryId' = ${deliveryId}`);
      return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
    };
    const [second, third] = [got[3]!, got[4]!].map((r) => r.headers['webhook-id'] as string);
    expect(await jobsOf(second!)).toBeLessThanOrEqual(2);
    expect(await jobsOf(third!)).toBeLessThanOrEqual(2);
  }, 90_000);

  it('gives up the waiting deliveries one after another when their webhook is turned off', async () => {
    const { client, hook, bearer, receiver } = await setUp(['habit.created']);
    receiver.answerWith(500, 500, 500);
    // The first attempt's answer waits until the webhook is off: on a loaded machine the turning
    // off took longer than the 1 s retry delay, and the first was tried twice (a CI run).
    receiver.hold();
    for (const name of ['First', 'Second', 'Third']) expect((await bearer('POST', '/api/habits', habitBody(name))).statusCode).toBe(201);
    await receiver.waitFor(1);
    expect((await client.request('PUT', `/api/webhooks/${hook.id}`, { enabled: false })).statusCode).toBe(200);
    receiver.release();
    // The first's retry finds it off and gives up; its end wakes the second, which gives up, and so the third.
    const listed = await until(
      async () => (await client.request('GET', `/api/webhooks/${hook.id}/deliveries`)).json<WebhookDelivery[]>(),
      (all) => all.length === 3 && all.every((d) => d.status === 'failed'),
    );
    expect(listed.map((d) => [d.attempts, d.error]).sort()).toEqual([
      [0, 'The webhook was turned off.'],
      [0, 'The webhook was turned off.'],
      [1, 'The webhook was turned off.'],
    ]);
    expect(receiver.received).toHaveLength(1);
  });

  it('keeps the whole record for a webhook that asks for full events (legacy), and switches a webhook over', async () => {
    const { client, hook, bearer, receiver } = await setUp(['goal.created']);
    const switched = await client.request('PUT', `/api/webhooks/${hook.id}`, { payload: 'full' });
    expect(switched.json()).toMatchObject({ payload: 'full' });
    const goal = (await bearer('POST', '/api/goals', { name: 'Swim a mile' })).json<Goal>();
    const [got] = await receiver.waitFor(1);
    expect(got!.json.data).toEqual({ goal });
  });
});
