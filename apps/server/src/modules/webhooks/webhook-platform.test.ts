import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { INTEGRATION_TEXTS, WEBHOOK_SECRET_OVERLAP_HOURS, type CreatedWebhook, type RotatedWebhookSecret, type WebhookDelivery } from '@stride/domain';
import { Webhook as StandardWebhook, WebhookVerificationError } from 'standardwebhooks';
import { webhookDeliveries } from '../../db/schema.js';
import { verifiedUser } from '../../test/auth-flows.js';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { testEngines } from '../../test/test-database.js';
import { startWebhookReceiver, type ReceivedWebhook, type WebhookReceiver } from '../../test/webhook-receiver.js';
import { until } from '../../test/poll-until.js';

const NOW = Date.parse('2026-11-26T10:00:30Z');
const FAST_JOBS = { tickEveryMs: 3_600_000, pollingIntervalSeconds: 0.5 };

/** Issue 52: a test-send, a redelivery and a secret rotation, over real HTTP to a real receiver, checked by the Standard Webhooks reference library. */
describe.each(testEngines())('webhook test-send, redeliver and secret rotation on %s', (engine) => {
  let t: TestApp;
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    t = await createTestApp(engine, { WEBHOOKS_ALLOW_PRIVATE: 'true' }, { jobs: FAST_JOBS, webhooks: { retryLimit: 0, retryDelaySeconds: 1 } });
    t.clock.advance(NOW - t.clock.now().getTime());
    await t.app.jobs.start();
    receiver = await startWebhookReceiver({ now: () => Math.floor(t.clock.now().getTime() / 1000) });
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });

  async function withWebhook(): Promise<{ client: TestClient; hook: CreatedWebhook }> {
    const client = t.client();
    await verifiedUser(t, client);
    // Subscribed to goals only: a test-send reaches it anyway.
    const res = await client.request('POST', '/api/webhooks', { url: receiver.url, events: ['goal.deleted'], name: 'Receiver' });
    expect(res.statusCode, res.body).toBe(201);
    receiver.received.length = 0;
    return { client, hook: res.json<CreatedWebhook>() };
  }
  const deliveries = async (client: TestClient, id: string) => (await client.request('GET', `/api/webhooks/${id}/deliveries`)).json<WebhookDelivery[]>();
  const standardHeaders = (got: ReceivedWebhook) => ({ 'webhook-id': String(got.headers['webhook-id']), 'webhook-timestamp': String(got.headers['webhook-timestamp']), 'webhook-signature': String(got.headers['webhook-signature']) });
  /** The reference library's verdict on the app's clock (it reads Date.now()). */
  function verifies(secret: string, got: ReceivedWebhook): boolean {
    vi.useFakeTimers({ toFake: ['Date'], now: t.clock.now().getTime() });
    try {
      new StandardWebhook(secret).verify(got.body, standardHeaders(got));
      return true;
    } catch (error) {
      if (error instanceof WebhookVerificationError) return false;
      throw error;
    } finally {
      vi.useRealTimers();
    }
  }

  it('sends a signed webhook.test on demand, and sends a failed delivery again as the same message', async () => {
    const { client, hook } = await withWebhook();
    receiver.answerWith(500);
    const sent = await client.request('POST', `/api/webhooks/${hook.id}/test`);
    expect(sent.statusCode, sent.body).toBe(202);
    const pending = sent.json<WebhookDelivery>();
    expect(pending).toMatchObject({ type: 'webhook.test', status: 'pending', attempts: 0 });
    const [first] = await receiver.waitFor(1);
    expect(first!.json).toMatchObject({ type: 'webhook.test', data: { webhookId: hook.id, name: 'Receiver' } });
    expect(first!.headers['webhook-id']).toBe(pending.id);
    expect(verifies(hook.secret, first!)).toBe(true);
    const failed = await until(() => deliveries(client, hook.id), (d) => d[0]?.status === 'failed');
    expect(failed[0]).toMatchObject({ id: pending.id, attempts: 1, responseStatus: 500 });

    // Sent again: the same message id and body, so a receiver can tell it is the same event.
    const again = await client.request('POST', `/api/webhooks/${hook.id}/deliveries/${pending.id}/redeliver`);
    expect(again.statusCode, again.body).toBe(202);
    expect(again.json<WebhookDelivery>()).toMatchObject({ id: pending.id, status: 'pending', attempts: 0 });
    const [, second] = await receiver.waitFor(2);
    expect(second!.headers['webhook-id']).toBe(pending.id);
    expect(second!.json).toEqual(first!.json);
    expect(verifies(hook.secret, second!)).toBe(true);
    const delivered = await until(() => deliveries(client, hook.id), (d) => d[0]?.status === 'delivered');
    expect(delivered).toHaveLength(1);

    // Not someone else's, not an unknown one, and not one still being sent.
    const stranger = t.client();
    await verifiedUser(t, stranger);
    expect((await stranger.request('POST', `/api/webhooks/${hook.id}/test`)).statusCode).toBe(404);
    expect((await stranger.request('POST', `/api/webhooks/${hook.id}/deliveries/${pending.id}/redeliver`)).statusCode).toBe(404);
    const unknown = await client.request('POST', `/api/webhooks/${hook.id}/deliveries/00000000-0000-4000-8000-000000000000/redeliver`);
    expect({ status: unknown.statusCode, message: unknown.json().message }).toEqual({ status: 404, message: INTEGRATION_TEXTS.webhookDeliveryNotFound });
    // One still being sent (as its row says while a worker holds it) is not sent twice at once.
    await t.database.db.update(webhookDeliveries).set({ status: 'pending' }).where(eq(webhookDeliveries.id, pending.id));
    const busy = await client.request('POST', `/api/webhooks/${hook.id}/deliveries/${pending.id}/redeliver`);
    expect({ status: busy.statusCode, message: busy.json().message }).toEqual({ status: 409, message: INTEGRATION_TEXTS.webhookDeliveryPending });
  });

  it('rotates the secret: both sign for a day, then only the new one', async () => {
    const { client, hook } = await withWebhook();
    const rotated = await client.request('POST', `/api/webhooks/${hook.id}/secret`);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const { secret, previousSecretExpiresAt } = rotated.json<RotatedWebhookSecret>();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(secret).not.toBe(hook.secret);
    expect(previousSecretExpiresAt).toBe(new Date(t.clock.now().getTime() + WEBHOOK_SECRET_OVERLAP_HOURS * 3600_000).toISOString());
    // The list never shows a secret.
    expect(JSON.stringify((await client.request('GET', '/api/webhooks')).json())).not.toContain('whsec_');

    expect((await client.request('POST', `/api/webhooks/${hook.id}/test`)).statusCode).toBe(202);
    const [during] = await receiver.waitFor(1);
    expect(String(during!.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(String(during!.headers['stride-signature'])).toMatch(/^t=\d+,v1=[0-9a-f]{64},v1=[0-9a-f]{64}$/);
    // A receiver that has the new secret, and one that still has the old: both accept it.
    expect(verifies(secret, during!)).toBe(true);
    expect(verifies(hook.secret, during!)).toBe(true);

    t.clock.advance(WEBHOOK_SECRET_OVERLAP_HOURS * 3600_000 + 1000);
    expect((await client.request('POST', `/api/webhooks/${hook.id}/test`)).statusCode).toBe(202);
    const [, after] = await receiver.waitFor(2);
    expect(String(after!.headers['webhook-signature']).split(' ')).toHaveLength(1);
    expect(verifies(secret, after!)).toBe(true);
    expect(verifies(hook.secret, after!)).toBe(false);
    expect((await t.client().request('POST', `/api/webhooks/${hook.id}/secret`)).statusCode).toBe(401);
  });
});
