import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../db/schema.js';
import { verifiedUser } from '../../test/auth-flows.js';
import { startFakePushService, type FakePushService } from '../../test/fake-push-service.js';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { testEngines } from '../../test/test-database.js';
import { PUSH_MESSAGES } from './push.service.js';

describe.each(testEngines())('push subscriptions API on %s', (engine) => {
  let t: TestApp;
  let push: FakePushService;
  beforeAll(async () => {
    [t, push] = await Promise.all([createTestApp(engine), startFakePushService()]);
  });
  afterAll(() => Promise.all([t.close(), push.close()]));

  async function signedIn(): Promise<{ client: TestClient; userId: string }> {
    const client = t.client();
    const { user } = await verifiedUser(t, client);
    return { client, userId: user.id };
  }
  const stored = (endpoint: string) => t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));

  it("keeps the browser's subscription for the caller (201), and forgets it on unsubscribe (204)", async () => {
    const { client, userId } = await signedIn();
    const subscription = push.subscribe();

    const created = await client.request('POST', '/api/push/subscriptions', subscription);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ endpoint: subscription.endpoint });
    expect(await stored(subscription.endpoint)).toMatchObject([{ userId, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth }]);
    // The browser may send the same subscription again (each visit): still one row.
    expect((await client.request('POST', '/api/push/subscriptions', subscription)).statusCode).toBe(201);
    expect(await stored(subscription.endpoint)).toHaveLength(1);

    const deleted = await client.request('DELETE', '/api/push/subscriptions', { endpoint: subscription.endpoint });
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect(await stored(subscription.endpoint)).toEqual([]);
    // Already gone: nothing to say beyond 204.
    expect((await client.request('DELETE', '/api/push/subscriptions', { endpoint: subscription.endpoint })).statusCode).toBe(204);
  });

  it('moves a browser re-subscribed by another person to them, with its new keys', async () => {
    const first = await signedIn();
    const second = await signedIn();
    const subscription = push.subscribe();
    await first.client.request('POST', '/api/push/subscriptions', subscription);

    const renewed = { ...subscription, keys: push.subscribe().keys };
    expect((await second.client.request('POST', '/api/push/subscriptions', renewed)).statusCode).toBe(201);
    expect(await stored(subscription.endpoint)).toMatchObject([{ userId: second.userId, p256dh: renewed.keys.p256dh, auth: renewed.keys.auth }]);
  });

  it("keeps a browser's renewed subscription only for the person who held the one it renews (a shared device)", async () => {
    const owner = await signedIn();
    const next = await signedIn();
    const old = push.subscribe();
    await owner.client.request('POST', '/api/push/subscriptions', old);
    const renewed = { ...push.subscribe(), replaces: old.endpoint };
    // Someone else signed in on the browser now: refused, and the owner's stays.
    const refused = await next.client.request('POST', '/api/push/subscriptions', renewed);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ code: 'not_found', message: PUSH_MESSAGES.renewedNotYours });
    expect(await stored(renewed.endpoint)).toEqual([]);
    expect(await stored(old.endpoint)).toMatchObject([{ userId: owner.userId }]);
    // The owner: the new one replaces the old.
    expect((await owner.client.request('POST', '/api/push/subscriptions', renewed)).statusCode).toBe(201);
    expect(await stored(renewed.endpoint)).toMatchObject([{ userId: owner.userId }]);
    expect(await stored(old.endpoint)).toEqual([]);
  });

  it("does not delete another user's subscription", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const subscription = push.subscribe();
    await owner.client.request('POST', '/api/push/subscriptions', subscription);

    expect((await other.client.request('DELETE', '/api/push/subscriptions', { endpoint: subscription.endpoint })).statusCode).toBe(204);
    expect(await stored(subscription.endpoint)).toMatchObject([{ userId: owner.userId }]);
  });

  it('refuses a body that is not a usable subscription with a 400 naming the field, keeping nothing', async () => {
    const { client, userId } = await signedIn();
    const good = push.subscribe();
    const cases: Array<[unknown, string, string | undefined]> = [
      [{ ...good, keys: { p256dh: good.keys.p256dh } }, 'keys.auth', undefined],
      [{ keys: good.keys }, 'endpoint', undefined],
      [{ ...good, endpoint: 'http://push.example/abc' }, 'endpoint', 'endpoint must be an https URL.'],
      [{ ...good, keys: { ...good.keys, p256dh: 'not-a-key' } }, 'keys.p256dh', PUSH_MESSAGES.p256dhInvalid],
      [{ ...good, keys: { ...good.keys, auth: 'c2hvcnQ' } }, 'keys.auth', PUSH_MESSAGES.authInvalid],
    ];
    for (const [body, field, message] of cases) {
      const res = await client.request('POST', '/api/push/subscriptions', body);
      expect(res.statusCode, field).toBe(400);
      const answer = res.json<{ message: string; errors?: Array<{ path: string }> }>();
      if (message) expect(answer.message).toBe(message);
      // Schema failures list the field; the key checks name it in their message.
      expect(answer.errors?.map((e) => e.path) ?? [answer.message.split(' ')[0]]).toContain(field);
    }
    const missing = await client.request('DELETE', '/api/push/subscriptions', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ errors: Array<{ path: string }> }>().errors.map((e) => e.path)).toEqual(['endpoint']);
    expect(await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))).toEqual([]);
  });

  it('answers 401 to a visitor who is not signed in, before reading the body', async () => {
    const visitor = t.client();
    const subscription = push.subscribe();
    expect((await visitor.request('POST', '/api/push/subscriptions', subscription)).statusCode).toBe(401);
    expect((await visitor.request('POST', '/api/push/subscriptions', { endpoint: 42 })).statusCode).toBe(401);
    expect((await visitor.request('DELETE', '/api/push/subscriptions', { endpoint: subscription.endpoint })).statusCode).toBe(401);
    expect(await stored(subscription.endpoint)).toEqual([]);
  });
});
