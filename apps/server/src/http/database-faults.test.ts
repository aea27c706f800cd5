import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@stride/domain';
import { loadConfig } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { isDatabaseUnavailable } from '../db/failures.js';
import { createScratchDatabaseBehindProxy, testEngines } from '../test/test-database.js';
import { verifiedUser } from '../test/auth-flows.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * PostgreSQL down or stalled (issue 18): every request answers 503 within 5 s, never hangs and
 * never answers 500, and the app recovers by itself. A TCP proxy between the app and a real
 * PostgreSQL makes the faults.
 */
describe('what counts as the database being unavailable', () => {
  it('is a network failure, a server going away or over its limits, or a timeout, through the causes drizzle adds', () => {
    const wrapped = (cause: object) => Object.assign(new Error('Failed query: select 1'), { cause });
    for (const cause of [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      new Error('timeout exceeded when trying to connect'),
      new Error('Query read timeout'),
      new Error('Connection terminated unexpectedly'),
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
      Object.assign(new Error('sorry, too many clients already'), { code: '53300' }),
      Object.assign(new Error('connection failure'), { code: '08006' }),
    ]) {
      expect(isDatabaseUnavailable(wrapped(cause)), cause.message).toBe(true);
    }
    // Faults of the request stay what they are (a 400, a 409 or a 500 with its log).
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('duplicate key'), { code: '23505' })))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
  });
});

const METRICS_TOKEN = 'scrape-token-for-tests-0123456789';

// Only PostgreSQL has a network between it and the app (PGlite runs in the process).
describe.each(testEngines().filter((engine) => engine === 'postgres'))('database faults (%s behind a proxy)', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabaseBehindProxy>>;
  let database: Database;
  let t: TestApp;

  beforeAll(async () => {
    scratch = await createScratchDatabaseBehindProxy();
    database = await openDatabase({ url: scratch.url, dataDir: 'memory://', migrationsDir: loadConfig({}).migrationsDir, onConnectionError: () => undefined });
    await database.migrate();
    t = await createTestApp('postgres', { METRICS_TOKEN }, { database });
  });
  afterAll(async () => {
    scratch.proxy.set('forward');
    await t.close();
    await scratch.drop();
  });

  const unavailableCount = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    return Number(/^db_unavailable_errors_total (\d+)$/m.exec(res.body)?.[1]);
  };

  const timed = async (url: string, cookie = '') => {
    const started = performance.now();
    const res = await t.app.inject({ method: 'GET', url, headers: { 'client-type': 'web', ...(cookie ? { cookie } : {}) } });
    return { status: res.statusCode, body: res.json<unknown>(), ms: performance.now() - started };
  };

  it('answers 503 within 5 s while the database is stalled or down, keeps /api/live at 200, and recovers by itself', { tags: ['alone'], timeout: 60_000 }, async () => {
    const client = t.client();
    const { user } = await verifiedUser(t, client);
    const goals = `/api/goals/user/${user.id}`;
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    expect((await timed(goals, cookie)).status).toBe(200);
    expect(await unavailableCount()).toBe(0);

    for (const fault of ['stall', 'refuse'] as const) {
      scratch.proxy.set(fault);
      for (const url of ['/api/health', goals]) {
        const res = await timed(url, cookie);
        expect(res.status, `${fault} ${url}`).toBe(503);
        expect(res.body).toEqual({ code: 'unavailable', message: SERVER_MESSAGES.databaseUnavailable });
        expect(res.ms, `${fault} ${url}`).toBeLessThan(5000);
      }
      expect((await timed('/api/live')).status).toBe(200);
      scratch.proxy.set('forward');
      await expect.poll(async () => (await timed(goals, cookie)).status, { timeout: 10_000 }).toBe(200);
      expect((await timed('/api/health')).status).toBe(200);
    }
    // /metrics counts the goals requests answered 503 (/api/health answers its own 503).
    expect(await unavailableCount()).toBe(2);
  });
});
