import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { pushSubscriptions } from '../../db/schema.js';
import { startFakePushService, type FakePushService } from '../../test/fake-push-service.js';
import { signedInTest } from '../../test/signed-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testEngines } from '../../test/test-database.js';
import { PUSH_LIMITS, PUSH_MESSAGES } from './push.service.js';

describe.each(testEngines())('push subscriptions API on %s', (engine) => {
  let t: TestApp;
  let push: FakePushService;
  beforeAll(async () => {
    push = await startFakePushService();
    t = await createTestApp(engine, { OUTBOUND_TEST_LOOPBACK_ORIGINS: push.origin });
  });
  afterAll(() => Promise.all([t.close(), push.close()]));

  const it = signedInTest(() => t);
  const stored = (endpoint: string) => t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));

  it("keeps the browser's subscription for the caller (201), and forgets it on unsubscribe (204)", async ({ user: { client, userId } }) => {
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

  // Issue 38: before, the endpoint moved to whoever subscribed it last, so anyone could take
  // another person's device (its reminders then came to them). The browser makes a new
  // subscription for the next person (signing out drops the old one), which needs no moving.
  it('a push endpoint already owned by another account is refused (409) rather than moved', async ({ user: first, other: second }) => {
    const subscription = push.subscribe();
    await first.client.request('POST', '/api/push/subscriptions', subscription);

    const renewed = { ...subscription, keys: push.subscribe().keys };
    const refused = await second.client.request('POST', '/api/push/subscriptions', renewed);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'conflict', message: PUSH_MESSAGES.ownedByAnother });
    expect(await stored(subscription.endpoint)).toMatchObject([{ userId: first.userId, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth }]);
    // Its holder may still give it again with new keys.
    expect((await first.client.request('POST', '/api/push/subscriptions', renewed)).statusCode).toBe(201);
    expect(await stored(subscription.endpoint)).toMatchObject([{ userId: first.userId, p256dh: renewed.keys.p256dh }]);
  });

  it('at most 10 push subscriptions per user: the 11th is refused (409), the ones kept can be given again, and one forgotten makes room', async ({ user: { client, userId } }) => {
    const devices = Array.from({ length: PUSH_LIMITS.subscriptionsPerUser }, () => push.subscribe());
    for (const device of devices) expect((await client.request('POST', '/api/push/subscriptions', device)).statusCode).toBe(201);

    const eleventh = push.subscribe();
    const refused = await client.request('POST', '/api/push/subscriptions', eleventh);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'conflict', message: PUSH_MESSAGES.tooMany });
    expect(await stored(eleventh.endpoint)).toEqual([]);
    // Several at once cannot get past the limit either.
    const racing = Array.from({ length: 3 }, () => push.subscribe());
    const answers = await Promise.all(racing.map((device) => client.request('POST', '/api/push/subscriptions', device)));
    expect(answers.map((a) => a.statusCode)).toEqual([409, 409, 409]);
    // A browser already kept is given again on every visit: still fine.
    expect((await client.request('POST', '/api/push/subscriptions', devices[0])).statusCode).toBe(201);

    expect((await client.request('DELETE', '/api/push/subscriptions', { endpoint: devices[0]!.endpoint })).statusCode).toBe(204);
    expect((await client.request('POST', '/api/push/subscriptions', eleventh)).statusCode).toBe(201);
    expect(await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))).toHaveLength(PUSH_LIMITS.subscriptionsPerUser);
  });

  it('web push refuses internal addresses when a browser subscribes: 127.0.0.1, 169.254.169.254, private ranges, localhost, [::1], 0x7f.0.0.1, metadata.google.internal, and any host that is not a push service', async ({ user: { client, userId } }) => {
    const { keys } = push.subscribe();
    // The audit's 13, and their kin. The tests' own push service is let through at its origin only (another port is refused).
    const endpoints = [
      'https://127.0.0.1/push/1',
      `https://127.0.0.1:${Number(new URL(push.origin).port) + 1}/push/1`,
      'https://169.254.169.254/latest/meta-data/',
      'https://10.0.0.1/push',
      'https://172.16.0.1/push',
      'https://192.168.1.1/push',
      'https://100.64.0.1/push',
      'https://localhost/push',
      'https://localhost./push',
      'https://[::1]/push',
      'https://[::ffff:127.0.0.1]/push',
      'https://[fd00::1]/push',
      'https://[fe80::1]/push',
      'https://0x7f.0.0.1/push',
      'https://2130706433/push',
      'https://0177.0.0.1/push',
      'https://127.1/push',
      'https://metadata.google.internal/computeMetadata/v1/?recursive=true',
      'https://example.com/push',
      'https://fcm.googleapis.com.example.com/fcm/send/x',
      'https://user:secret@fcm.googleapis.com/fcm/send/x',
    ];
    for (const endpoint of endpoints) {
      const res = await client.request('POST', '/api/push/subscriptions', { endpoint, keys });
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json(), endpoint).toEqual({ code: 'invalid_request', message: PUSH_MESSAGES.endpointRefused });
    }
    expect(await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))).toEqual([]);
  });

  it("keeps a browser's renewed subscription only for the person who held the one it renews (a shared device)", async ({ user: owner, other: next }) => {
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

  it("does not delete another user's subscription", async ({ user: owner, other: other }) => {
    const subscription = push.subscribe();
    await owner.client.request('POST', '/api/push/subscriptions', subscription);

    expect((await other.client.request('DELETE', '/api/push/subscriptions', { endpoint: subscription.endpoint })).statusCode).toBe(204);
    expect(await stored(subscription.endpoint)).toMatchObject([{ userId: owner.userId }]);
  });

  it('refuses a body that is not a usable subscription with a 400 naming the field, keeping nothing', async ({ user: { client, userId } }) => {
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
