import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { verifiedUser } from '../../test/auth-flows.js';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import type { Database } from '../../db/client.js';
import { testEngines } from '../../test/test-database.js';
import { NOTIFICATION_QUEUES } from './notifications.service.js';

/**
 * Issue 40 part 5: a habit done several times a day reminds before each of its times, through the
 * real job queue and mailer (SMTP on loopback); a time already checked off is not reminded.
 */
const FAST_JOBS = { tickEveryMs: 3_600_000, pollingIntervalSeconds: 0.5 };
const APP_QUEUES = Object.values(NOTIFICATION_QUEUES).map((q) => q.name);

async function drained(database: Database, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await database.db.execute(sql`select count(*)::int as n from pgboss.job where name in ${APP_QUEUES} and state in ('created', 'retry', 'active')`);
    if ((result as unknown as { rows: { n: number }[] }).rows[0]!.n === 0) return;
    if (Date.now() > deadline) throw new Error(`jobs still queued after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe.each(testEngines())('reminders per time of day on %s', (engine) => {
  let t: TestApp;
  let client: TestClient;
  let email: string;

  beforeAll(async () => {
    // Thursday 26 November 2026, 06:00 in London (GMT).
    t = await createTestApp(engine, {}, { jobs: FAST_JOBS, clockStart: new Date('2026-11-26T06:00:00Z') });
    await t.app.jobs.start();
    client = t.client();
    ({ email } = await verifiedUser(t, client));
  });
  afterAll(() => t?.close());

  it('reminds 10 minutes before 08:00 and before 20:00, not before a time already done', async () => {
    const created = await client.request('POST', '/api/habits', {
      name: 'Vitamins',
      startTime: '2026-11-26T07:00:00Z',
      endTime: '2026-11-26T07:15:00Z',
      recurrence: 'daily',
      customRecurrence: null,
      timesOfDay: ['08:00', '12:00', '20:00'],
      reminders: [{ minutesBefore: 10, channel: 'email' }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: string }>().id;
    const mails = () => t.mail.messages.filter((m) => m.to.includes(email.toLowerCase()) && m.subject.startsWith('Reminder: Vitamins'));

    // 07:49: nothing yet; 07:50: the 08:00 time.
    t.clock.set('2026-11-26T07:49:00Z');
    await t.app.jobs.tick();
    await drained(t.database);
    expect(mails()).toHaveLength(0);
    t.clock.set('2026-11-26T07:50:05Z');
    await t.app.jobs.tick();
    await t.mail.nextMessage(email, 0, (m) => m.subject.startsWith('Reminder: Vitamins'));
    expect(mails().map((m) => m.subject)).toEqual(['Reminder: Vitamins, today at 08:00']);

    // 12:00 checked off early: its reminder does not go. 20:00 is reminded at 19:50.
    expect((await client.request('POST', `/api/habits/${id}/complete`, { date: '2026-11-26', time: '12:00' })).statusCode).toBe(200);
    t.clock.set('2026-11-26T11:50:05Z');
    await t.app.jobs.tick();
    await drained(t.database);
    expect(mails()).toHaveLength(1);
    t.clock.set('2026-11-26T19:50:05Z');
    await t.app.jobs.tick();
    await t.mail.nextMessage(email, t.mail.messages.indexOf(mails()[0]!) + 1, (m) => m.subject.startsWith('Reminder: Vitamins'));
    expect(mails().map((m) => m.subject)).toEqual(['Reminder: Vitamins, today at 08:00', 'Reminder: Vitamins, today at 20:00']);
  });
});
