import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@stride/domain';
import { verifiedUser } from '../../test/auth-flows.js';
import { startFakePushService, type FakePushService } from '../../test/fake-push-service.js';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { testEngines } from '../../test/test-database.js';
import { NOTIFICATION_MESSAGES, TEST_NOTIFICATION_LIMITS } from './notifications.service.js';

const METRICS_TOKEN = 'scrape-token-for-tests-0123456789';
/** A loopback origin where nothing listens: a push service that cannot be reached. */
const CLOSED_ORIGIN = 'https://127.0.0.1:1';

/** "Send a test notification" (issue 38): limited, and a push service's failure is its own, never the database's. */
describe.each(testEngines())('test notifications on %s', (engine) => {
  let t: TestApp;
  let push: FakePushService;

  beforeAll(async () => {
    push = await startFakePushService();
    t = await createTestApp(engine, { OUTBOUND_TEST_LOOPBACK_ORIGINS: `${push.origin},${CLOSED_ORIGIN}`, METRICS_TOKEN });
  });
  afterAll(() => Promise.all([t?.close(), push?.close()]));

  const unavailableCount = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    return Number(/^db_unavailable_errors_total (\d+)$/m.exec(res.body)?.[1]);
  };

  /** A verified user whose one browser's push service cannot be reached. */
  async function userWithUnreachableDevice(): Promise<TestClient> {
    const client = t.client();
    await verifiedUser(t, client);
    const { keys } = push.subscribe();
    expect((await client.request('POST', '/api/push/subscriptions', { endpoint: `${CLOSED_ORIGIN}/push/device`, keys })).statusCode).toBe(201);
    return client;
  }

  it('a failed push is answered 502, never 503 "briefly unavailable" nor counted as a database outage; with email on, the email is sent and counted alone', async () => {
    const before = await unavailableCount();
    const client = await userWithUnreachableDevice();
    expect((await client.request('PUT', '/api/notifications/settings', { emailEnabled: false })).statusCode).toBe(200);

    const failed = await client.request('POST', '/api/notifications/test');
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({ code: 'provider_failed', message: NOTIFICATION_MESSAGES.pushFailed });
    expect(failed.json<{ message: string }>().message).not.toBe(SERVER_MESSAGES.databaseUnavailable);

    expect((await client.request('PUT', '/api/notifications/settings', { emailEnabled: true })).statusCode).toBe(200);
    const emailed = await client.request('POST', '/api/notifications/test');
    expect(emailed.statusCode).toBe(200);
    expect(emailed.json()).toEqual({ push: 0, email: 1 });
    expect(await unavailableCount()).toBe(before);
  });

  it('test notifications are rate-limited: past 3 a minute, 429 with Retry-After, and nothing is sent', async () => {
    const client = t.client();
    await verifiedUser(t, client);
    const device = push.subscribe();
    expect((await client.request('POST', '/api/push/subscriptions', device)).statusCode).toBe(201);
    const perMinute = TEST_NOTIFICATION_LIMITS[0].max;
    for (let i = 0; i < perMinute; i++) expect((await client.request('POST', '/api/notifications/test')).json()).toEqual({ push: 1, email: 1 });

    const refused = await client.request('POST', '/api/notifications/test');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'rate_limited', message: NOTIFICATION_MESSAGES.testThrottled });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(push.received.filter((r) => r.endpoint === device.endpoint)).toHaveLength(perMinute);

    // A minute on, one more; the hour's limit holds after that.
    const perHour = TEST_NOTIFICATION_LIMITS[1].max;
    let sent = perMinute;
    while (sent < perHour) {
      t.clock.advance(61_000);
      for (let i = 0; i < perMinute && sent < perHour; i++, sent++) expect((await client.request('POST', '/api/notifications/test')).statusCode).toBe(200);
    }
    t.clock.advance(61_000);
    expect((await client.request('POST', '/api/notifications/test')).statusCode).toBe(429);
    expect(push.received.filter((r) => r.endpoint === device.endpoint)).toHaveLength(perHour);
  });
});
