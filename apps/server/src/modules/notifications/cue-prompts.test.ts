import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { verifiedUser } from '../../test/auth-flows.js';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import type { Database } from '../../db/client.js';
import { testEngines } from '../../test/test-database.js';
import { NOTIFICATION_QUEUES } from './notifications.service.js';

/**
 * Issue 40 part 6: completing an anchor habit prompts the habit stacked on it at once, through its
 * reminders' channel (here email, through the real mailer to SMTP on loopback), once a day.
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

describe.each(testEngines())('cue prompts on %s', (engine) => {
  let t: TestApp;
  let client: TestClient;
  let email: string;

  beforeAll(async () => {
    // Thursday 26 November 2026, 07:10 in London.
    t = await createTestApp(engine, {}, { jobs: FAST_JOBS, clockStart: new Date('2026-11-26T07:10:00Z') });
    await t.app.jobs.start();
    client = t.client();
    ({ email } = await verifiedUser(t, client));
  });
  afterAll(() => t?.close());

  const habit = async (body: Record<string, unknown>) => {
    const res = await client.request('POST', '/api/habits', {
      startTime: '2026-11-20T07:00:00Z',
      endTime: '2026-11-20T07:15:00Z',
      recurrence: 'daily',
      customRecurrence: null,
      ...body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: string }>();
  };

  it('sends the stacked habit’s prompt once when its anchor is done, by the stacked habit’s reminder channel', async () => {
    const coffee = await habit({ name: 'Pour coffee' });
    await habit({ name: 'Meditate', cue: { afterHabitId: coffee.id, text: 'After I pour my coffee' }, reminders: [{ minutesBefore: 0, channel: 'email' }] });
    // Stacked but without reminders: nothing is sent for it.
    await habit({ name: 'Journal', cue: { afterHabitId: coffee.id } });
    const prompts = () => t.mail.messages.filter((m) => m.to.includes(email.toLowerCase()) && m.subject.includes('now '));

    const first = await client.request('POST', `/api/habits/${coffee.id}/complete`, { date: '2026-11-26' });
    expect(first.statusCode, first.body).toBe(200);
    const mail = await t.mail.nextMessage(email, 0, (m) => m.subject.includes('now Meditate'));
    expect(mail.subject).toBe('Pour coffee done: now Meditate');
    expect(mail.text).toContain('You just did Pour coffee. Next: Meditate.');

    // Undone and done again the same day, and done again: still the one prompt.
    expect((await client.request('DELETE', `/api/habits/${coffee.id}/complete`, { date: '2026-11-26' })).statusCode).toBe(200);
    expect((await client.request('POST', `/api/habits/${coffee.id}/complete`, { date: '2026-11-26' })).statusCode).toBe(200);
    expect((await client.request('POST', `/api/habits/${coffee.id}/complete`, { date: '2026-11-26' })).statusCode).toBe(200);
    await drained(t.database);
    expect(prompts().map((m) => m.subject)).toEqual(['Pour coffee done: now Meditate']);

    // A past day done late prompts nothing; the next day prompts again.
    expect((await client.request('POST', `/api/habits/${coffee.id}/complete`, { date: '2026-11-25' })).statusCode).toBe(200);
    await drained(t.database);
    expect(prompts()).toHaveLength(1);
    t.clock.set('2026-11-27T07:20:00Z');
    expect((await client.request('POST', `/api/habits/${coffee.id}/complete`, { date: '2026-11-27' })).statusCode).toBe(200);
    await t.mail.nextMessage(email, t.mail.messages.indexOf(mail) + 1, (m) => m.subject.includes('now Meditate'));
    expect(prompts()).toHaveLength(2);
  });

  it('a several-times-a-day anchor prompts once its last time is done; a stacked habit already done is not prompted', async () => {
    const vitamins = await habit({ name: 'Vitamins', timesOfDay: ['07:00', '07:30'] });
    const water = await habit({ name: 'Glass of water', cue: { afterHabitId: vitamins.id }, reminders: [{ minutesBefore: 0, channel: 'email' }] });
    const stretch = await habit({ name: 'Stretch', cue: { afterHabitId: vitamins.id }, reminders: [{ minutesBefore: 5, channel: 'email' }] });
    const waterMails = () => t.mail.messages.filter((m) => m.subject === 'Vitamins done: now Glass of water');
    const stretchMails = () => t.mail.messages.filter((m) => m.subject === 'Vitamins done: now Stretch');
    const start = t.mail.messages.length;
    const done = await client.request('POST', `/api/habits/${stretch.id}/complete`, { date: '2026-11-27' });
    expect(done.statusCode, done.body).toBe(200);
    expect((await client.request('POST', `/api/habits/${vitamins.id}/complete`, { date: '2026-11-27', time: '07:00' })).statusCode).toBe(200);
    await drained(t.database);
    expect(waterMails()).toHaveLength(0);
    expect((await client.request('POST', `/api/habits/${vitamins.id}/complete`, { date: '2026-11-27', time: '07:30' })).statusCode).toBe(200);
    await t.mail.nextMessage(email, start, (m) => m.subject === 'Vitamins done: now Glass of water');
    await drained(t.database);
    expect(waterMails()).toHaveLength(1);
    expect(stretchMails()).toHaveLength(0);
    expect(water.id).toBeTruthy();
  });
});
