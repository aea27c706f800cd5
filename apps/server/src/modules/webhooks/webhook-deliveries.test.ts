import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_EMAIL_TEXTS, INTEGRATION_TEXTS, WEBHOOK_DISABLE_AFTER_FAILURES, type CreatedToken, type CreatedWebhook, type Habit, type Webhook, type WebhookDelivery } from '@stride/domain';
import { webhooks } from '../../db/schema.js';
import { verifiedUser } from '../../test/auth-flows.js';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { testEngines, type Engine } from '../../test/test-database.js';
import { Webhook as StandardWebhook, WebhookVerificationError } from 'standardwebhooks';
import { startWebhookReceiver, verifyStrideSignature, type WebhookReceiver } from '../../test/webhook-receiver.js';
import { until } from '../../test/poll-until.js';

/** Thursday 26 November 2026, 10:00:30 in London. */
const NOW = Date.parse('2026-11-26T10:00:30Z');
const METRICS_TOKEN = 'metrics-token-of-the-webhooks-test-0123456789';
const FAST_JOBS = { tickEveryMs: 3_600_000, pollingIntervalSeconds: 0.5 };

const habitBody = (name = 'Read') => ({ name, startTime: '2026-11-02T07:00:00Z', endTime: '2026-11-02T07:30:00Z', recurrence: 'daily', customRecurrence: null });

/**
 * The app with its jobs running and a receiver on loopback, for one describe block: `retry` is the
 * deliveries' queue policy (the give-up test's retries are due at once; its subject is how many
 * attempts fail, not their spacing, which "retries with backoff" tests).
 */
function deliveringApp(engine: Engine, retry: { retryLimit: number; retryDelaySeconds: number; retryBackoff?: boolean }) {
  let t: TestApp;
  let receiver: WebhookReceiver;
  let secret: string | undefined;
  beforeAll(async () => {
    t = await createTestApp(engine, { WEBHOOKS_ALLOW_PRIVATE: 'true', METRICS_TOKEN }, { jobs: FAST_JOBS, webhooks: retry });
    t.clock.advance(NOW - t.clock.now().getTime());
    await t.app.jobs.start();
    receiver = await startWebhookReceiver({ secret: () => secret, now: () => Math.floor(t.clock.now().getTime() / 1000) });
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });

  /** Issue 52: these tests hold the legacy `full` events (the webhooks made before thin ones); webhook-thin-events.test.ts the thin. */
  async function withWebhook(events: string[], payload: 'thin' | 'full' = 'full'): Promise<{ client: TestClient; email: string; hook: CreatedWebhook }> {
    const client = t.client();
    const { email } = await verifiedUser(t, client);
    const res = await client.request('POST', '/api/webhooks', { url: receiver.url, events, name: 'Receiver', payload });
    expect(res.statusCode, res.body).toBe(201);
    const hook = res.json<CreatedWebhook>();
    secret = hook.secret;
    receiver.received.length = 0;
    return { client, email, hook };
  }

  return {
    t: () => t,
    receiver: () => receiver,
    withWebhook,
    deliveries: async (client: TestClient, id: string) => (await client.request('GET', `/api/webhooks/${id}/deliveries`)).json<WebhookDelivery[]>(),
    scrape: async () => (await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).body,
  };
}

describe.each(testEngines())('webhook deliveries on %s', (engine) => {
  const app = deliveringApp(engine, { retryLimit: 2, retryDelaySeconds: 1 });
  const { withWebhook, deliveries, scrape } = app;
  let t: TestApp;
  let receiver: WebhookReceiver;
  beforeAll(() => {
    t = app.t();
    receiver = app.receiver();
  });

  it('delivers a signed event when a script completes a habit with a token', async () => {
    const { client, hook } = await withWebhook(['habit.completed']);
    const { token } = (await client.request('POST', '/api/tokens', { name: 'script', scope: 'write' })).json<CreatedToken>();
    const bearer = (method: 'POST', url: string, body: unknown) => t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload: body as object });
    const habit = (await bearer('POST', '/api/habits', habitBody())).json<Habit>();
    expect((await bearer('POST', `/api/habits/${habit.id}/complete`, { date: '2026-11-26' })).statusCode).toBe(200);

    const [got] = await receiver.waitFor(1);
    expect(got!.verified).toBe(true);
    expect(got!.json).toMatchObject({ type: 'habit.completed', createdAt: new Date(NOW).toISOString(), data: { date: '2026-11-26', habit: { id: habit.id, name: 'Read' } } });
    expect(got!.headers['content-type']).toBe('application/json');
    expect(got!.headers['user-agent']).toMatch(/^Stride-Webhooks\//);
    expect(got!.headers['stride-event']).toBe('habit.completed');
    expect(got!.headers['stride-signature']).toMatch(new RegExp(`^t=${Math.floor(NOW / 1000)},v1=[0-9a-f]{64}$`));
    // The documented check refuses another secret, a changed body and an old timestamp.
    const header = got!.headers['stride-signature'] as string;
    expect(verifyStrideSignature('whsec_other', got!.body, header, Math.floor(NOW / 1000))).toBe(false);
    expect(verifyStrideSignature(hook.secret, got!.body.replace('Read', 'Rest'), header, Math.floor(NOW / 1000))).toBe(false);
    expect(verifyStrideSignature(hook.secret, got!.body, header, Math.floor(NOW / 1000) + 301)).toBe(false);
    // Issue 52: Standard Webhooks, checked by its reference library (on the app's clock: it reads Date.now()).
    expect(got!.headers['webhook-id']).toBe(got!.headers['stride-delivery-id']);
    expect(got!.headers['webhook-timestamp']).toBe(String(Math.floor(NOW / 1000)));
    const standardHeaders = { 'webhook-id': String(got!.headers['webhook-id']), 'webhook-timestamp': String(got!.headers['webhook-timestamp']), 'webhook-signature': String(got!.headers['webhook-signature']) };
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    try {
      expect(new StandardWebhook(hook.secret).verify(got!.body, standardHeaders)).toEqual(got!.json);
      expect(() => new StandardWebhook(hook.secret).verify(got!.body.replace('Read', 'Rest'), standardHeaders)).toThrow(WebhookVerificationError);
      expect(() => new StandardWebhook(`whsec_${Buffer.alloc(32, 1).toString('base64')}`).verify(got!.body, standardHeaders)).toThrow(WebhookVerificationError);
      vi.setSystemTime(NOW + 6 * 60_000);
      expect(() => new StandardWebhook(hook.secret).verify(got!.body, standardHeaders)).toThrow(WebhookVerificationError);
    } finally {
      vi.useRealTimers();
    }

    const listed = await until(() => deliveries(client, hook.id), (d) => d[0]?.status === 'delivered');
    expect(listed).toEqual([
      expect.objectContaining({ id: got!.headers['stride-delivery-id'], eventId: got!.json.id, type: 'habit.completed', status: 'delivered', attempts: 1, responseStatus: 200, responseBody: 'ok', error: null }),
    ]);
    // Only the events asked for: the habit's creation was not sent.
    expect(receiver.received.map((r) => r.json.type)).toEqual(['habit.completed']);
  });

  it('retries with backoff after a redirect and a 500, keeping each answer, until a 200', async () => {
    const { client, hook } = await withWebhook(['goal.created']);
    receiver.answerWith(302, 500);
    expect((await client.request('POST', '/api/goals', { name: 'Run a 10k' })).statusCode).toBe(201);
    const got = await receiver.waitFor(3);
    expect(got.map((r) => r.answeredStatus)).toEqual([302, 500, 200]);
    expect(new Set(got.map((r) => r.headers['stride-delivery-id'])).size).toBe(1);
    expect(new Set(got.map((r) => r.json.id)).size).toBe(1);
    expect(got.every((r) => r.verified)).toBe(true);
    const [delivery] = await until(() => deliveries(client, hook.id), (d) => d[0]?.status === 'delivered');
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 3, responseStatus: 200, error: null });
    expect(await scrape()).toMatch(/webhook_deliveries_total\{outcome="retried"\} [1-9]/);
  });

  it('sends habit and goal deletions made through the undoable deletes', async () => {
    const { client } = await withWebhook(['habit.deleted', 'goal.deleted', 'habit.skipped']);
    const habit = (await client.request('POST', '/api/habits', habitBody())).json<Habit>();
    expect((await client.request('POST', `/api/habits/${habit.id}/skip`, { date: '2026-11-26' })).statusCode).toBe(200);
    const goal = (await client.request('POST', '/api/goals', { name: 'Learn Welsh' })).json<{ id: string }>();
    expect((await client.request('DELETE', `/api/habits/${habit.id}`)).statusCode).toBe(200);
    expect((await client.request('DELETE', `/api/goals/${goal.id}`)).statusCode).toBe(200);
    const got = await receiver.waitFor(3);
    expect(got.map((r) => r.json.type).sort()).toEqual(['goal.deleted', 'habit.deleted', 'habit.skipped']);
    expect(got.find((r) => r.json.type === 'habit.deleted')!.json.data).toEqual({ habit: { id: habit.id, name: 'Read' } });
  });
});

describe.each(testEngines())('a webhook whose deliveries keep failing on %s', (engine) => {
  const app = deliveringApp(engine, { retryLimit: 2, retryDelaySeconds: 0, retryBackoff: false });
  const { withWebhook, deliveries, scrape } = app;
  let t: TestApp;
  let receiver: WebhookReceiver;
  beforeAll(() => {
    t = app.t();
    receiver = app.receiver();
  });

  it('turns a webhook off after 5 deliveries in a row failed, emails its owner, and sends nothing more', async () => {
    const { client, email, hook } = await withWebhook(['habit.created']);
    const mailsBefore = t.mail.count();
    receiver.answerWith(...Array<number>(WEBHOOK_DISABLE_AFTER_FAILURES * 3).fill(500));
    for (let i = 0; i < WEBHOOK_DISABLE_AFTER_FAILURES; i++) expect((await client.request('POST', '/api/habits', habitBody(`Habit ${i}`))).statusCode).toBe(201);

    // Issue 52: one after another (in order), each tried three times: allow them the time.
    const [turnedOff] = await until(() => client.request('GET', '/api/webhooks').then((r) => r.json<Webhook[]>()), (w) => w[0]?.disabledAt !== null, 90_000);
    expect(turnedOff).toMatchObject({ consecutiveFailures: WEBHOOK_DISABLE_AFTER_FAILURES });
    const mail = await t.mail.nextMessage(email, mailsBefore, (m) => m.subject === ACCOUNT_EMAIL_TEXTS.webhookDisabled.subject);
    expect(mail.text).toContain('Receiver');
    // Issue 51: the link opens Settings at its Integrations section, where the webhook is.
    expect(mail.text).toContain('/settings/integrations');
    const listed = await deliveries(client, hook.id);
    expect(listed).toHaveLength(WEBHOOK_DISABLE_AFTER_FAILURES);
    expect(listed.every((d) => d.status === 'failed' && d.attempts === 3 && d.responseStatus === 500 && d.responseBody!.length === 1000)).toBe(true);
    expect(receiver.received).toHaveLength(WEBHOOK_DISABLE_AFTER_FAILURES * 3);
    const metrics = await scrape();
    expect(metrics).toMatch(/webhooks_disabled_total 1/);
    expect(metrics).toMatch(/webhook_deliveries_total\{outcome="failed"\} 5/);

    // Off: a new habit records no delivery; turned back on, it is sent again.
    await client.request('POST', '/api/habits', habitBody('While off'));
    expect(await deliveries(client, hook.id)).toHaveLength(WEBHOOK_DISABLE_AFTER_FAILURES);
    expect((await client.request('PUT', `/api/webhooks/${hook.id}`, { enabled: true })).json<Webhook>()).toMatchObject({ disabledAt: null, consecutiveFailures: 0 });
    await client.request('POST', '/api/habits', habitBody('Back on'));
    const got = await receiver.waitFor(WEBHOOK_DISABLE_AFTER_FAILURES * 3 + 1);
    expect(got.at(-1)!.json).toMatchObject({ type: 'habit.created', data: { habit: { name: 'Back on' } } });
  }, 120_000);
});

describe.each(testEngines())('webhook deliveries to private addresses on %s', (engine) => {
  let t: TestApp;
  let answers = 0;
  // A name that answers a public address when the webhook is kept, then loopback (DNS rebinding).
  const lookup = async (hostname: string) => {
    if (hostname !== 'rebind.stride-receiver.net') throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
    return [{ address: answers++ === 0 ? '93.184.215.14' : '127.0.0.1', family: 4 }];
  };
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { jobs: FAST_JOBS, webhooks: { retryLimit: 0, retryDelaySeconds: 1, lookup } });
    await t.app.jobs.start();
  });
  afterAll(() => t.close());

  it('refuses at delivery time a name that now resolves to loopback', async () => {
    const client = t.client();
    await verifiedUser(t, client);
    const made = await client.request('POST', '/api/webhooks', { url: 'https://rebind.stride-receiver.net/hook', events: ['habit.created'] });
    expect(made.statusCode, made.body).toBe(201);
    const hook = made.json<CreatedWebhook>();
    await client.request('POST', '/api/habits', habitBody());
    const [delivery] = await until(
      async () => (await client.request('GET', `/api/webhooks/${hook.id}/deliveries`)).json<WebhookDelivery[]>(),
      (d) => d[0]?.status === 'failed',
    );
    expect(delivery).toMatchObject({ status: 'failed', attempts: 1, responseStatus: null });
    // Issue 48: what the name resolved to inside the network is never told to the account.
    expect(delivery!.error).toBe(INTEGRATION_TEXTS.deliveryErrors.notPublic);
    expect(delivery!.error).not.toContain('127.0.0.1');
    const [row] = await t.database.db.select().from(webhooks).where(eq(webhooks.id, hook.id));
    expect(row!.consecutiveFailures).toBe(1);
  });
});
