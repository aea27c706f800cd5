import { eq } from 'drizzle-orm';
import { Webhook as StandardWebhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { INTEGRATION_TEXTS, MAX_WEBHOOKS, WEBHOOK_EVENTS, type CreatedToken, type CreatedWebhook, type Webhook } from '@stride/domain';
import { webhookDeliveries, webhooks } from '../../db/schema.js';
import { STRONG_PASSWORD } from '../../test/auth-flows.js';
import { signedInTest } from '../../test/signed-in.js';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { testEngines } from '../../test/test-database.js';

/** Names the tests resolve themselves: a public address, so that https to them is kept. */
const lookup = async (hostname: string) => {
  if (hostname === 'hooks.stride-receiver.net') return [{ address: '93.184.215.14', family: 4 }];
  if (hostname === 'loopback.stride-receiver.net') return [{ address: '127.0.0.1', family: 4 }];
  throw Object.assign(new Error(`${hostname} not found`), { code: 'ENOTFOUND' });
};

const URL_OK = 'https://hooks.stride-receiver.net/stride';

describe.each(testEngines())('webhook routes on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { webhooks: { lookup } });
  });
  afterAll(() => t.close());
  const it = signedInTest(() => t);

  const create = (client: TestClient, body: Record<string, unknown>) => client.request('POST', '/api/webhooks', body);

  it('creates a webhook with its secret shown once, lists, changes, turns back on and deletes it', async ({ user: { client } }) => {
    expect((await client.request('GET', '/api/webhooks')).json()).toEqual([]);
    const res = await create(client, { url: URL_OK, events: ['habit.completed', 'goal.created', 'habit.completed'] });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<CreatedWebhook>();
    expect(created).toMatchObject({ name: 'hooks.stride-receiver.net', url: URL_OK, events: ['habit.completed', 'goal.created'], disabledAt: null, consecutiveFailures: 0, payload: 'thin' });
    // Standard Webhooks' form (issue 52): 32 bytes in standard base64, which its reference library loads.
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(() => new StandardWebhook(created.secret)).not.toThrow();

    const listed = (await client.request('GET', '/api/webhooks')).json<Webhook[]>();
    expect(listed).toEqual([{ id: created.id, name: created.name, url: URL_OK, events: created.events, createdAt: created.createdAt, disabledAt: null, consecutiveFailures: 0, payload: 'thin' }]);
    expect(JSON.stringify(listed)).not.toContain(created.secret);

    const renamed = await client.request('PUT', `/api/webhooks/${created.id}`, { name: 'Zapier', events: ['habit.skipped'] });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<Webhook>()).toMatchObject({ name: 'Zapier', events: ['habit.skipped'] });

    // Turned off (as repeated failures do), then back on with `enabled: true`.
    await t.database.db.update(webhooks).set({ disabledAt: new Date(), consecutiveFailures: 5 }).where(eq(webhooks.id, created.id));
    const on = await client.request('PUT', `/api/webhooks/${created.id}`, { enabled: true });
    expect(on.json<Webhook>()).toMatchObject({ disabledAt: null, consecutiveFailures: 0 });

    expect((await client.request('GET', `/api/webhooks/${created.id}/deliveries`)).json()).toEqual([]);
    expect((await client.request('DELETE', `/api/webhooks/${created.id}`)).statusCode).toBe(204);
    expect((await client.request('GET', '/api/webhooks')).json()).toEqual([]);
    expect((await client.request('DELETE', `/api/webhooks/${created.id}`)).statusCode).toBe(404);
  });

  it('allows 10 webhooks per account, then answers 409 with a clear message', async ({ user: { client } }) => {
    for (let i = 0; i < MAX_WEBHOOKS; i++) expect((await create(client, { url: `${URL_OK}/${i}`, events: ['habit.created'] })).statusCode).toBe(201);
    const res = await create(client, { url: URL_OK, events: ['habit.created'] });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toBe(INTEGRATION_TEXTS.tooManyWebhooks);
  });

  it('refuses names over 100 characters, unknown or no events, and unknown fields', async ({ user: { client } }) => {
    for (const body of [
      { url: URL_OK, events: ['habit.completed'], name: 'x'.repeat(101) },
      { url: URL_OK, events: ['habit.exploded'] },
      { url: URL_OK, events: [] },
      { url: URL_OK },
      { url: URL_OK, events: ['habit.completed'], secret: 'mine' },
    ]) {
      const res = await create(client, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await create(client, { url: URL_OK, events: [...WEBHOOK_EVENTS], name: 'x'.repeat(100) })).statusCode).toBe(201);
  });

  it('refuses private, loopback, link-local and metadata addresses, and http, when private addresses are not allowed', async ({ user: { client } }) => {
    for (const url of [
      'https://127.0.0.1/hook',
      'https://10.1.2.3/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/hook',
      'https://localhost/hook',
      'https://0x7f.0.0.1/hook',
      'https://metadata.google.internal/hook',
      'https://loopback.stride-receiver.net/hook',
      'http://hooks.stride-receiver.net/hook',
      'not a url',
    ]) {
      const res = await create(client, { url, events: ['habit.completed'] });
      expect(res.statusCode, url).toBe(400);
      const message = res.json<{ errors?: { path: string; message: string }[] }>().errors?.[0];
      expect(message?.path, url).toBe('url');
    }
    const http = await create(client, { url: 'http://hooks.stride-receiver.net/hook', events: ['habit.completed'] });
    expect(http.json<{ message: string }>().message).toBe(INTEGRATION_TEXTS.webhookUrlNotHttps);
    const meta = await create(client, { url: 'https://169.254.169.254/', events: ['habit.completed'] });
    expect(meta.json<{ message: string }>().message).toBe(INTEGRATION_TEXTS.webhookUrlPrivate);
    // And on update.
    const made = (await create(client, { url: URL_OK, events: ['habit.completed'] })).json<CreatedWebhook>();
    expect((await client.request('PUT', `/api/webhooks/${made.id}`, { url: 'https://192.168.1.1/' })).statusCode).toBe(400);
    expect((await client.request('GET', '/api/webhooks')).json<Webhook[]>()[0]!.url).toBe(URL_OK);
  });

  it("answers 404 for another user's webhook, and changes nothing of it", async ({ user: owner, other: other }) => {
    const made = (await create(owner.client, { url: URL_OK, events: ['habit.completed'] })).json<CreatedWebhook>();
    expect((await other.client.request('PUT', `/api/webhooks/${made.id}`, { name: 'mine now' })).statusCode).toBe(404);
    expect((await other.client.request('DELETE', `/api/webhooks/${made.id}`)).statusCode).toBe(404);
    expect((await other.client.request('GET', `/api/webhooks/${made.id}/deliveries`)).statusCode).toBe(404);
    expect((await other.client.request('GET', '/api/webhooks')).json()).toEqual([]);
    expect((await owner.client.request('GET', '/api/webhooks')).json<Webhook[]>()[0]!.name).toBe('hooks.stride-receiver.net');
    expect((await other.client.request('GET', '/api/webhooks/not-a-uuid/deliveries')).statusCode).toBeGreaterThanOrEqual(400);
  });

  it('refuses a Bearer token on the webhook routes', async ({ user: { client } }) => {
    const made = (await create(client, { url: URL_OK, events: ['habit.completed'] })).json<CreatedWebhook>();
    const { token } = (await client.request('POST', '/api/tokens', { name: 'script', scope: 'write' })).json<CreatedToken>();
    for (const [method, url, body] of [
      ['GET', '/api/webhooks', undefined],
      ['POST', '/api/webhooks', { url: URL_OK, events: ['habit.completed'] }],
      ['PUT', `/api/webhooks/${made.id}`, { name: 'token' }],
      ['DELETE', `/api/webhooks/${made.id}`, undefined],
      ['GET', `/api/webhooks/${made.id}/deliveries`, undefined],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(body ? { payload: body } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json<{ message: string }>().message).toBe(INTEGRATION_TEXTS.tokenNotAllowedHere);
    }
    expect((await client.request('GET', '/api/webhooks')).json<Webhook[]>()).toHaveLength(1);
  });

  it("deletes the account's webhooks and their deliveries with the account", async ({ user: { client } }) => {
    const made = (await create(client, { url: URL_OK, events: ['habit.completed'] })).json<CreatedWebhook>();
    const payload = { id: crypto.randomUUID(), type: 'habit.completed', createdAt: new Date().toISOString(), data: {} };
    await t.database.db.insert(webhookDeliveries).values({ webhookId: made.id, eventId: payload.id, eventType: 'habit.completed', payload, status: 'delivered', createdAt: new Date() });
    expect((await client.request('DELETE', '/api/users/me', { password: STRONG_PASSWORD })).statusCode).toBe(200);
    expect(await t.database.db.select().from(webhooks).where(eq(webhooks.id, made.id))).toEqual([]);
    expect(await t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, made.id))).toEqual([]);
  });
});
