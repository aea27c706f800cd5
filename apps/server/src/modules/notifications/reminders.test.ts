import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { verifiedUser } from '../../test/auth-flows.js';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { openDatabase, type Database } from '../../db/client.js';
import { loadConfig } from '../../config.js';
import { createScratchDatabase, testEngines } from '../../test/test-database.js';
import { NOTIFICATION_QUEUES } from './notifications.service.js';

/**
 * Issue 21: reminders fire at the occurrence's local start minus the offset, in the user's zone,
 * through the real job queue and the real mailer (SMTP on loopback), with the clock moved.
 */
const FAST_JOBS = { tickEveryMs: 3_600_000, pollingIntervalSeconds: 0.5 };

async function reminderMails(t: TestApp, to: string) {
  return t.mail.messages.filter((m) => m.to.includes(to.toLowerCase()) && m.subject.startsWith('Reminder:'));
}

const APP_QUEUES = Object.values(NOTIFICATION_QUEUES).map((q) => q.name);

/**
 * Waits until the job queue has run every job it was handed (a tick wakes the workers; they also
 * poll every 0.5 s): whatever the ticks so far enqueued has then been sent, and nothing more will
 * be. It used to wait a fixed 1.2-1.5 s for the same; this also catches a delivery that takes longer.
 */
async function drained(database: Database, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await database.db.execute(
      sql`select count(*)::int as n from pgboss.job where name in ${APP_QUEUES} and state in ('created', 'retry', 'active')`,
    );
    // Both drivers answer { rows }: the Db type leaves it unknown.
    if ((result as unknown as { rows: { n: number }[] }).rows[0]!.n === 0) return;
    if (Date.now() > deadline) throw new Error(`jobs still queued after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe.each(testEngines())('reminders on %s', (engine) => {
  let t: TestApp;
  let client: TestClient;
  let email: string;

  beforeAll(async () => {
    // Saturday 2027-03-27, noon in London: the clocks go forward tonight (GMT → BST).
    t = await createTestApp(engine, {}, { jobs: FAST_JOBS, clockStart: new Date('2027-03-26T12:00:00Z') });
    await t.app.jobs.start();
    client = t.client();
    ({ email } = await verifiedUser(t, client));
  });
  afterAll(() => t?.close());

  it('fires at 07:30 local on both sides of the daylight-saving change, once per occurrence', async () => {
    const created = await client.request('POST', '/api/habits', {
      name: 'Morning stretch',
      startTime: '2027-03-27T07:30:00Z',
      endTime: '2027-03-27T08:00:00Z',
      recurrence: 'daily',
      customRecurrence: null,
      reminders: [{ minutesBefore: 0, channel: 'email' }],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().reminders).toEqual([{ minutesBefore: 0, channel: 'email' }]);

    // A minute early: nothing.
    t.clock.set('2027-03-27T07:29:00Z');
    await t.app.jobs.tick();
    await drained(t.database);
    expect(await reminderMails(t, email)).toHaveLength(0);

    // 07:30 GMT on Saturday.
    t.clock.set('2027-03-27T07:30:05Z');
    await t.app.jobs.tick();
    await t.mail.nextMessage(email, 0, (m) => m.subject.startsWith('Reminder:'));
    const first = await reminderMails(t, email);
    expect(first.map((m) => m.subject)).toEqual(['Reminder: Morning stretch, today at 07:30']);
    // Long headers are folded onto a second line (RFC 5322).
    expect(first[0]!.raw).toMatch(/List-Unsubscribe:\s+<http:\/\/localhost:3000\/api\/notifications\/unsubscribe\?token=/);
    expect(first[0]!.raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    // A second tick in the same minute hands nothing on twice.
    await t.app.jobs.tick();
    await drained(t.database);
    expect(await reminderMails(t, email)).toHaveLength(1);

    // Sunday: 07:30 BST is 06:30 UTC. At 06:29 UTC nothing; at 06:30 UTC the reminder.
    t.clock.set('2027-03-28T06:29:00Z');
    await t.app.jobs.tick();
    await drained(t.database);
    expect(await reminderMails(t, email)).toHaveLength(1);
    t.clock.set('2027-03-28T06:30:05Z');
    await t.app.jobs.tick();
    await t.mail.nextMessage(email, t.mail.messages.indexOf(first[0]!) + 1, (m) => m.subject.startsWith('Reminder:'));
    expect((await reminderMails(t, email)).map((m) => m.subject)).toEqual(['Reminder: Morning stretch, today at 07:30', 'Reminder: Morning stretch, today at 07:30']);
  });

  it('skips a completed, removed or moved occurrence and a deleted habit; quiet hours hold it until they end', async () => {
    const habit = (
      await client.request('POST', '/api/habits', {
        name: 'Evening walk',
        startTime: '2027-03-28T18:00:00+01:00',
        endTime: '2027-03-28T19:00:00+01:00',
        recurrence: 'daily',
        customRecurrence: null,
        reminders: [{ minutesBefore: 30, channel: 'email' }],
      })
    ).json();
    const walkMails = () => t.mail.messages.filter((m) => m.subject.startsWith('Reminder: Evening walk'));

    // Completed before its reminder (Monday 29th): no reminder.
    t.clock.set('2027-03-29T12:00:00Z');
    expect((await client.request('POST', `/api/habits/${habit.id}/complete`, { date: '2027-03-29' })).statusCode).toBe(200);
    t.clock.set('2027-03-29T16:30:05Z');
    await t.app.jobs.tick();
    // Removed (Tuesday 30th): no reminder.
    expect((await client.request('DELETE', `/api/habits/${habit.id}/occurrence`, { occurrence: { date: '2027-03-30' }, scope: 'single' })).statusCode).toBe(200);
    t.clock.set('2027-03-30T16:30:05Z');
    await t.app.jobs.tick();
    await drained(t.database);
    expect(walkMails()).toHaveLength(0);

    // Moved (Wednesday 31st, 18:00 → 20:00): the reminder follows it to 19:30 local.
    const moved = await client.request('PUT', `/api/habits/${habit.id}`, { occurrence: { date: '2027-03-31', startTime: '20:00', endTime: '21:00' }, scope: 'single' });
    expect(moved.statusCode).toBe(200);
    t.clock.set('2027-03-31T16:30:05Z');
    await t.app.jobs.tick();
    await drained(t.database);
    expect(walkMails()).toHaveLength(0);
    t.clock.set('2027-03-31T18:30:05Z');
    await t.app.jobs.tick();
    await t.mail.nextMessage(email, 0, (m) => m.subject.startsWith('Reminder: Evening walk'));
    expect(walkMails().map((m) => m.subject)).toEqual(['Reminder: Evening walk, today at 20:00']);

    // Quiet hours 17:00-18:00 local: Thursday's 17:30 reminder waits until 18:00 local.
    const saved = await client.request('PUT', '/api/notifications/settings', { quietHours: { start: '17:00', end: '18:00' } });
    expect(saved.statusCode).toBe(200);
    t.clock.set('2027-04-01T16:30:05Z');
    await t.app.jobs.tick();
    await drained(t.database);
    expect(walkMails()).toHaveLength(1);
    t.clock.set('2027-04-01T17:00:05Z');
    await t.app.jobs.tick();
    await t.mail.nextMessage(email, 0, (m) => m.subject.startsWith('Reminder: Evening walk') && walkMails().length === 2);
    expect(walkMails()).toHaveLength(2);

    // Deleted habit: nothing more, and its schedule rows are gone with it.
    expect((await client.request('DELETE', `/api/habits/${habit.id}`)).statusCode).toBe(200);
    const rows = await t.database.db.execute(sql`select count(*)::int as n from notification_schedule where habit_id = ${habit.id}`);
    expect((rows as unknown as { rows: { n: number }[] }).rows?.[0]?.n ?? (rows as unknown as { n: number }[])[0]?.n).toBe(0);
    t.clock.set('2027-04-02T16:30:05Z');
    await t.app.jobs.tick();
    await drained(t.database);
    expect(walkMails()).toHaveLength(2);
  });

  it('reminds of nothing on a skipped or paused day, nor for an archived habit; restored, it reminds again (issue 22)', async () => {
    const habit = (
      await client.request('POST', '/api/habits', {
        name: 'Stretch',
        startTime: '2027-04-03T09:00:00+01:00',
        endTime: '2027-04-03T09:15:00+01:00',
        recurrence: 'daily',
        customRecurrence: null,
        reminders: [{ minutesBefore: 30, channel: 'email' }],
      })
    ).json();
    const stretchMails = () => t.mail.messages.filter((m) => m.subject.startsWith('Reminder: Stretch'));
    const at = async (iso: string) => {
      t.clock.set(iso);
      await t.app.jobs.tick();
    };

    // Skipped in the morning of Saturday 3 April, before its 08:30 reminder.
    await at('2027-04-03T06:00:00Z');
    expect((await client.request('POST', `/api/habits/${habit.id}/skip`, { date: '2027-04-03' })).statusCode).toBe(200);
    await at('2027-04-03T07:30:05Z');
    // Paused Sunday 4 and Monday 5.
    expect((await client.request('POST', `/api/habits/${habit.id}/pause`, { from: '2027-04-04', to: '2027-04-05' })).statusCode).toBe(200);
    await at('2027-04-04T07:30:05Z');
    await at('2027-04-05T07:30:05Z');
    // Archived over Tuesday 6.
    expect((await client.request('POST', `/api/habits/${habit.id}/archive`)).statusCode).toBe(200);
    await at('2027-04-06T07:30:05Z');
    await drained(t.database);
    expect(stretchMails()).toHaveLength(0);

    // Restored: Wednesday's reminder comes.
    await at('2027-04-07T06:00:00Z');
    expect((await client.request('DELETE', `/api/habits/${habit.id}/archive`)).statusCode).toBe(200);
    await at('2027-04-07T07:30:05Z');
    await t.mail.nextMessage(email, 0, (m) => m.subject.startsWith('Reminder: Stretch'));
    expect(stretchMails().map((m) => m.subject)).toEqual(['Reminder: Stretch, today at 09:00']);
  });

  it('the unsubscribe link asks first, then turns email reminders off with one click', async () => {
    const mail = t.mail.messages.find((m) => m.subject.startsWith('Reminder:'))!;
    const url = /List-Unsubscribe:\s+<([^>]+)>/.exec(mail.raw)![1]!.replace(/\s+/g, '');
    const path = url.replace('http://localhost:3000', '');
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Unsubscribe from these emails?');
    expect((await client.request('GET', '/api/notifications/settings')).json().emailEnabled).toBe(true);
    const posted = await t.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(posted.statusCode).toBe(200);
    expect((await client.request('GET', '/api/notifications/settings')).json().emailEnabled).toBe(false);
    const forged = await t.app.inject({ method: 'POST', url: path.replace(/token=[^&]+/, 'token=x.reminders.y'), headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(forged.statusCode).toBe(400);
  });

  it('refuses bad reminders with a 400 naming the field', async () => {
    const res = await client.request('POST', '/api/habits', {
      name: 'Bad',
      startTime: '2027-03-27T07:30:00Z',
      endTime: '2027-03-27T08:00:00Z',
      recurrence: 'daily',
      customRecurrence: null,
      reminders: [{ minutesBefore: 1441, channel: 'email' }],
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('minutesBefore');
  });

  it('writes the time as the person’s region does: a 12-hour clock for en-US (issue 54)', async () => {
    const american = t.client();
    const { email: to } = await verifiedUser(t, american);
    expect((await american.request('PATCH', '/api/users/me', { locale: 'en-US' })).statusCode).toBe(200);
    const created = await american.request('POST', '/api/habits', {
      name: 'Evening walk',
      startTime: '2027-04-09T19:30:00+01:00',
      endTime: '2027-04-09T20:00:00+01:00',
      recurrence: 'daily',
      customRecurrence: null,
      reminders: [{ minutesBefore: 1440, channel: 'email' }],
    });
    expect(created.statusCode).toBe(201);
    const before = t.mail.count();
    t.clock.set('2027-04-08T18:30:05Z');
    await t.app.jobs.tick();
    const mail = await t.mail.nextMessage(to, before, (m) => m.subject.startsWith('Reminder:'));
    expect(mail.subject).toBe('Reminder: Evening walk, tomorrow at 07:30 PM');
    expect(mail.text).toContain('Evening walk is coming up: tomorrow, 07:30 PM–08:00 PM.');
  });
});

describe.runIf(process.env.DATABASE_URL)('two app instances on one PostgreSQL', () => {
  it('deliver every due reminder exactly once', async () => {
    const scratch = await createScratchDatabase();
    const { migrationsDir } = loadConfig({});
    const open = async () => openDatabase({ url: scratch.url, dataDir: 'memory://', migrationsDir, onConnectionError: () => undefined });
    const first = await open();
    await first.migrate();
    const second = await open();
    const start = new Date('2027-06-01T12:00:00Z');
    const a = await createTestApp('postgres', {}, { database: first, jobs: FAST_JOBS, clockStart: start });
    const b = await createTestApp('postgres', {}, { database: second, jobs: FAST_JOBS, clockStart: start });
    try {
      await Promise.all([a.app.jobs.start(), b.app.jobs.start()]);
      const people: string[] = [];
      for (let i = 0; i < 6; i++) {
        const client = a.client();
        const { email } = await verifiedUser(a, client);
        people.push(email);
        for (const [k, time] of ['07:00', '07:00', '07:00'].entries()) {
          const res = await client.request('POST', '/api/habits', {
            name: `Habit ${i}-${k}`,
            startTime: `2027-06-02T${time}:00+01:00`,
            endTime: `2027-06-02T08:00:00+01:00`,
            recurrence: 'daily',
            customRecurrence: null,
            reminders: [{ minutesBefore: 0, channel: 'email' }],
          });
          expect(res.statusCode).toBe(201);
        }
      }
      a.clock.set('2027-06-02T06:00:05Z');
      b.clock.set('2027-06-02T06:00:05Z');
      await Promise.all([a.app.jobs.tick(), b.app.jobs.tick(), a.app.jobs.tick(), b.app.jobs.tick()]);
      // One queue in one database: once it has run every job, both instances have sent all they will.
      await drained(first);
      const subjects = [...a.mail.messages, ...b.mail.messages].filter((m) => m.subject.startsWith('Reminder:')).map((m) => `${m.to[0]} ${m.subject}`);
      expect(subjects).toHaveLength(18);
      expect(new Set(subjects).size).toBe(18);
    } finally {
      await a.app.close();
      await b.app.close();
      await a.mail.close();
      await b.mail.close();
      await first.close();
      await second.close();
      await scratch.drop();
    }
  });
});
