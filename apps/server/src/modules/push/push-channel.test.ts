import { readFileSync } from 'node:fs';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicConfig } from '@stride/domain';
import { createOutboundGuard } from '../../adapters/outbound-guard.js';
import { loadConfig } from '../../config.js';
import { pushSubscriptions } from '../../db/schema.js';
import type { Logger } from '../../errors.js';
import { verifiedUser } from '../../test/auth-flows.js';
import { startConnectProxy } from '../../test/connect-proxy.js';
import { startFakePushService, type FakePushService, type FakeSubscription } from '../../test/fake-push-service.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testEngines } from '../../test/test-database.js';
import type { OutgoingNotification, PushChannel } from '../notifications/channels.js';
import { createAppSecretsRepository } from '../secrets/app-secrets.repository.js';
import { createPushChannel, PushDeliveryFailed } from './push-channel.js';
import { createPushSubscriptionsRepository } from './push-subscriptions.repository.js';
import { loadVapidKeys } from './vapid-keys.js';

const SUBJECT = 'mailto:push@example.com';
/** A loopback origin where nothing listens: a push service that cannot be reached. */
const CLOSED_ORIGIN = 'https://127.0.0.1:1';
/** The guard as the app builds it, with the tests' loopback push service (and a closed port) let through, and a proxy when given. */
const outboundTo = (origin: string, proxyUrl?: string, more: string[] = []) =>
  createOutboundGuard({ allowedHosts: loadConfig({}).push.serviceHosts, testLoopbackOrigins: [origin, CLOSED_ORIGIN, ...more], proxyUrl });

function recordingLogger() {
  const lines: Array<{ level: 'info' | 'warn' | 'error'; obj: object; msg: string }> = [];
  const at = (level: 'info' | 'warn' | 'error') => (obj: object, msg: string) => void lines.push({ level, obj, msg });
  return { lines, logger: { info: at('info'), warn: at('warn'), error: at('error') } satisfies Logger };
}

describe.each(testEngines())('push channel through web-push to a push service, on %s', (engine) => {
  let t: TestApp;
  let push: FakePushService;
  let channel: PushChannel;
  let log: ReturnType<typeof recordingLogger>;
  let appPublicKey: string;

  beforeAll(async () => {
    push = await startFakePushService();
    // The tests' push service is on loopback: let through by name, as the app's config does in tests only.
    t = await createTestApp(engine, { OUTBOUND_TEST_LOOPBACK_ORIGINS: push.origin });
    // The key pair the app made and kept (no VAPID_* set), as the notifications module gets it.
    const vapid = await loadVapidKeys(undefined, createAppSecretsRepository(t.database.db), t.clock.now());
    log = recordingLogger();
    channel = createPushChannel({ repo: createPushSubscriptionsRepository(t.database.db), vapid, subject: SUBJECT, outbound: outboundTo(push.origin), logger: log.logger });
    appPublicKey = (await t.client().request('GET', '/api/config')).json<PublicConfig>().vapidPublicKey;
  });
  afterAll(() => Promise.all([t.close(), push.close()]));

  /** A verified user whose browsers subscribed through the API, one subscription per device. */
  async function userWithDevices(devices: number): Promise<{ userId: string; subscriptions: FakeSubscription[] }> {
    const client = t.client();
    const { user } = await verifiedUser(t, client);
    const subscriptions = Array.from({ length: devices }, () => push.subscribe());
    for (const s of subscriptions) expect((await client.request('POST', '/api/push/subscriptions', s)).statusCode).toBe(201);
    return { userId: user.id, subscriptions };
  }
  const reminder = (userId: string): OutgoingNotification => ({
    userId,
    kind: 'reminder',
    title: 'Morning run',
    body: 'Starts in 15 minutes (07:30)',
    url: '/habits',
    tag: 'reminder:h1:2026-11-24',
    habitId: '5b0c3c1e-2f7a-4a57-9d0e-0a4c2b8f9e11',
    date: '2026-11-24',
  });
  const receivedBy = (endpoint: string) => push.received.filter((r) => r.endpoint === endpoint);
  const kept = async (endpoint: string) => (await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))).length === 1;

  it('sends the payload, encrypted and VAPID-signed with the app key, to every device of the user and no one else', async () => {
    const { userId, subscriptions } = await userWithDevices(2);
    const bystander = await userWithDevices(1);
    const notification = reminder(userId);

    expect(await channel.send(notification)).toEqual({ delivered: 2 });

    const { userId: _omitted, ...payload } = notification;
    for (const s of subscriptions) {
      const [message] = receivedBy(s.endpoint);
      expect(message).toMatchObject({ status: 201, headers: { contentEncoding: 'aes128gcm', ttl: '3600', urgency: 'high' } });
      expect(message!.problem).toBeUndefined();
      expect(JSON.parse(message!.payload!)).toEqual(payload);
      expect(message!.vapid!.publicKey).toBe(appPublicKey);
      expect(message!.vapid!.claims).toMatchObject({ aud: push.origin, sub: SUBJECT });
    }
    expect(receivedBy(bystander.subscriptions[0]!.endpoint)).toEqual([]);
  });

  it('sends what a notification without an occurrence has, and answers 0 delivered for a user with no device', async () => {
    const { userId, subscriptions } = await userWithDevices(1);
    const nudge: OutgoingNotification = { userId, kind: 'nudge', title: 'Streak at risk', body: '2 habits left today', url: '/', tag: 'nudge' };
    expect(await channel.send(nudge)).toEqual({ delivered: 1 });
    const [message] = receivedBy(subscriptions[0]!.endpoint);
    expect(JSON.parse(message!.payload!)).toEqual({ kind: 'nudge', title: 'Streak at risk', body: '2 habits left today', url: '/', tag: 'nudge' });
    expect(message!.headers).toMatchObject({ ttl: String(3 * 3600), urgency: 'normal' });

    const alone = await userWithDevices(0);
    expect(await channel.send(reminder(alone.userId))).toEqual({ delivered: 0 });
  });

  it.each([410, 404])('deletes a subscription the push service answers %i for, and still reaches the other devices', async (status) => {
    const { userId, subscriptions } = await userWithDevices(2);
    const [gone, alive] = subscriptions as [FakeSubscription, FakeSubscription];
    push.answer(gone.endpoint, status);

    expect(await channel.send(reminder(userId))).toEqual({ delivered: 1 });
    expect(receivedBy(gone.endpoint).map((r) => r.status)).toEqual([status]);
    expect(await kept(gone.endpoint)).toBe(false);
    expect(await kept(alive.endpoint)).toBe(true);

    // The next notification no longer tries it.
    expect(await channel.send(reminder(userId))).toEqual({ delivered: 1 });
    expect(receivedBy(gone.endpoint)).toHaveLength(1);
  });

  it('throws when the only device failed with a 500, so the job is retried, and keeps the subscription', async () => {
    const { userId, subscriptions } = await userWithDevices(1);
    const [device] = subscriptions as [FakeSubscription];
    push.answer(device.endpoint, 500);

    await expect(channel.send(reminder(userId))).rejects.toBeInstanceOf(PushDeliveryFailed);
    expect(receivedBy(device.endpoint).map((r) => r.status)).toEqual([500]);
    expect(await kept(device.endpoint)).toBe(true);

    // The push service is back: the retry goes through.
    push.answer(device.endpoint, 201);
    expect(await channel.send(reminder(userId))).toEqual({ delivered: 1 });
  });

  it('does not throw when another device took the message (a retry would show it twice there), and logs a warning', async () => {
    const { userId, subscriptions } = await userWithDevices(2);
    push.answer(subscriptions[0]!.endpoint, 500);
    const before = log.lines.length;

    expect(await channel.send(reminder(userId))).toEqual({ delivered: 1 });
    const warnings = log.lines.slice(before).filter((l) => l.level === 'warn');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.obj).toMatchObject({ userId, delivered: 1, failed: 1 });
    expect(await kept(subscriptions[0]!.endpoint)).toBe(true);
  });

  it('throws a retryable failure when the push service cannot be reached', async () => {
    const { userId, subscriptions } = await userWithDevices(1);
    // Point the stored subscription at a closed port on loopback.
    const unreachable = subscriptions[0]!.endpoint.replace(push.origin, CLOSED_ORIGIN);
    await t.database.db.update(pushSubscriptions).set({ endpoint: unreachable }).where(eq(pushSubscriptions.endpoint, subscriptions[0]!.endpoint));
    await expect(channel.send(reminder(userId))).rejects.toBeInstanceOf(PushDeliveryFailed);
    expect(await kept(unreachable)).toBe(true);
  });

  it('logs, and does not retry, a refusal that would fail again (403: not signed by the key the browser subscribed with)', async () => {
    const { userId, subscriptions } = await userWithDevices(1);
    push.answer(subscriptions[0]!.endpoint, 403);
    const before = log.lines.length;

    expect(await channel.send(reminder(userId))).toEqual({ delivered: 0 });
    expect(log.lines.slice(before).filter((l) => l.level === 'error')).toHaveLength(1);
  });

  it('refuses, when built, a VAPID subject that is not a mailto: or https: URL', async () => {
    const vapid = await loadVapidKeys(undefined, createAppSecretsRepository(t.database.db), t.clock.now());
    const repo = createPushSubscriptionsRepository(t.database.db);
    expect(() => createPushChannel({ repo, vapid, subject: 'support@example.com', outbound: outboundTo(push.origin), logger: log.logger })).toThrow(/VAPID/);
  });

  it('reaches the push service through the configured proxy (PUSH_PROXY_URL), still end-to-end encrypted', async () => {
    const proxy = await startConnectProxy();
    try {
      const vapid = await loadVapidKeys(undefined, createAppSecretsRepository(t.database.db), t.clock.now());
      const proxied = createPushChannel({ repo: createPushSubscriptionsRepository(t.database.db), vapid, subject: SUBJECT, outbound: outboundTo(push.origin, proxy.url), logger: log.logger });
      const { userId, subscriptions } = await userWithDevices(1);
      expect(await proxied.send(reminder(userId))).toEqual({ delivered: 1 });
      expect(proxy.asked).toEqual([new URL(subscriptions[0]!.endpoint).host]);
      expect(receivedBy(subscriptions[0]!.endpoint).map((r) => JSON.parse(r.payload!) as { title: string })).toMatchObject([{ title: 'Morning run' }]);
    } finally {
      await proxy.close();
    }
  });

  /** Points a device's stored subscription elsewhere, as rows kept before issue 38 may. */
  const storeEndpoint = (from: string, to: string) => t.database.db.update(pushSubscriptions).set({ endpoint: to }).where(eq(pushSubscriptions.endpoint, from));

  it('PUSH_PROXY_URL only gets allowed targets: endpoints kept before issue 38 on internal hosts never reach the proxy, and are removed', async () => {
    const proxy = await startConnectProxy();
    try {
      const vapid = await loadVapidKeys(undefined, createAppSecretsRepository(t.database.db), t.clock.now());
      const proxied = createPushChannel({ repo: createPushSubscriptionsRepository(t.database.db), vapid, subject: SUBJECT, outbound: outboundTo(push.origin, proxy.url), logger: log.logger });
      const { userId, subscriptions } = await userWithDevices(4);
      const internal = ['https://metadata.google.internal/computeMetadata/v1/?recursive=true', 'https://169.254.169.254/latest/meta-data/', 'https://10.0.0.5:8443/admin'];
      for (const [i, endpoint] of internal.entries()) await storeEndpoint(subscriptions[i + 1]!.endpoint, endpoint);
      const before = log.lines.length;

      expect(await proxied.send(reminder(userId))).toEqual({ delivered: 1 });
      expect(proxy.asked).toEqual([new URL(subscriptions[0]!.endpoint).host]);
      for (const endpoint of internal) expect(await kept(endpoint), endpoint).toBe(false);
      expect(log.lines.slice(before).filter((l) => l.msg === 'web push endpoint refused').map((l) => l.obj)).toMatchObject(internal.map(() => ({ userId, removed: true })));
    } finally {
      await proxy.close();
    }
  });

  it('web push follows no redirect: a push service answering 307 is a refusal, and the address it names gets nothing', async () => {
    const tls = new URL('../../test/fixtures/push-tls/', import.meta.url);
    const target = push.subscribe();
    let redirected = 0;
    const redirector = createHttpsServer({ cert: readFileSync(new URL('cert.pem', tls)), key: readFileSync(new URL('key.pem', tls)) }, (request, response) => {
      redirected++;
      request.resume();
      response.writeHead(307, { location: target.endpoint }).end();
    });
    await new Promise<void>((resolve) => redirector.listen(0, '127.0.0.1', resolve));
    try {
      const origin = `https://127.0.0.1:${(redirector.address() as AddressInfo).port}`;
      const vapid = await loadVapidKeys(undefined, createAppSecretsRepository(t.database.db), t.clock.now());
      const direct = createPushChannel({ repo: createPushSubscriptionsRepository(t.database.db), vapid, subject: SUBJECT, outbound: outboundTo(push.origin, undefined, [origin]), logger: log.logger });
      const { userId, subscriptions } = await userWithDevices(1);
      await storeEndpoint(subscriptions[0]!.endpoint, `${origin}/push/moved`);
      const before = log.lines.length;

      expect(await direct.send(reminder(userId))).toEqual({ delivered: 0 });
      expect(redirected).toBe(1);
      expect(receivedBy(target.endpoint)).toEqual([]);
      expect(log.lines.slice(before).filter((l) => l.level === 'error')).toMatchObject([{ msg: 'web push failed', obj: { userId } }]);
    } finally {
      redirector.closeAllConnections();
      await new Promise<void>((resolve) => redirector.close(() => resolve()));
    }
  });
});
