import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_SETTINGS, NOTIFICATION_SETTINGS_MESSAGES, NOTIFICATION_TEXTS, REVIEW_TEXTS, type PushPayload } from '@stride/domain';
import { verifiedUser } from '../../test/auth-flows.js';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fake-openai.js';
import { startFakePushService, type FakePushService } from '../../test/fake-push-service.js';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { testEngines } from '../../test/test-database.js';
import { NOTIFICATION_QUEUES } from './notifications.service.js';

/**
 * Issue 21: the evening streak-at-risk nudge and the weekly review, through the real queue, the
 * real web-push library (to the fake push service, which decrypts) and SMTP on loopback, with the
 * clock moved; and the settings and inbox calls that go with them. London is on BST (UTC+1).
 */
const FAST_JOBS = { tickEveryMs: 3_600_000, pollingIntervalSeconds: 0.5 };

async function until<T>(read: () => T | undefined | Promise<T | undefined>, what: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(testEngines())('the evening nudge and the weekly review on %s', (engine) => {
  let t: TestApp;
  let push: FakePushService;
  let client: TestClient;
  let email: string;
  let habitId: string;
  let device: ReturnType<FakePushService['subscribe']>;
  /** Nudge jobs in the queue (`state`: only those in it): what the tick handed on, and what the worker finished. */
  const nudgeJobs = async (state?: 'completed') => {
    const filter = state ? sql` and state = ${state}` : sql``;
    const result = await t.database.db.execute(sql`select count(*)::int as n from pgboss.job where name = ${NOTIFICATION_QUEUES.nudge.name}${filter}`);
    // Both drivers answer { rows }: the Db type leaves it unknown.
    return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
  };
  const pushed = (title: string) => push.received.filter((r) => r.endpoint === device.endpoint && r.payload && (JSON.parse(r.payload) as PushPayload).title === title).map((r) => JSON.parse(r.payload!) as PushPayload);

  beforeAll(async () => {
    push = await startFakePushService();
    // Wednesday 9 June 2027, 12:00 London.
    t = await createTestApp(engine, { OUTBOUND_TEST_LOOPBACK_ORIGINS: push.origin }, { jobs: FAST_JOBS, clockStart: new Date('2027-06-09T11:00:00Z') });
    client = t.client();
    ({ email } = await verifiedUser(t, client));
    device = push.subscribe();
    expect((await client.request('POST', '/api/push/subscriptions', device)).statusCode).toBe(201);
    const habit = await client.request('POST', '/api/habits', { name: 'Morning run', startTime: '2027-06-05T07:00:00+01:00', endTime: '2027-06-05T07:30:00+01:00', recurrence: 'daily', customRecurrence: null });
    habitId = habit.json<{ id: string }>().id;
    for (const date of ['2027-06-05', '2027-06-06', '2027-06-07', '2027-06-08']) expect((await client.request('POST', `/api/habits/${habitId}/complete`, { date })).statusCode).toBe(200);
    // The reconcile at start plans the nudge and the review of a user who never saved settings.
    await t.app.jobs.start();
  });
  afterAll(() => Promise.all([t?.close(), push?.close()]));

  it('answers the defaults, takes any part, and refuses bad settings with a 400 naming the field', async () => {
    expect((await client.request('GET', '/api/notifications/settings')).json()).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
    const same = await client.request('PUT', '/api/notifications/settings', { quietHours: { start: '22:00', end: '22:00' } });
    expect(same.statusCode).toBe(400);
    expect(JSON.stringify(same.json())).toContain(NOTIFICATION_SETTINGS_MESSAGES.quietSame);
    const day = await client.request('PUT', '/api/notifications/settings', { review: { enabled: true, weekday: 7, hour: 18, email: false } });
    expect(day.statusCode).toBe(400);
    expect(JSON.stringify(day.json())).toContain('weekday');
    const time = await client.request('PUT', '/api/notifications/settings', { nudge: { enabled: true, time: '8pm' } });
    expect(time.statusCode).toBe(400);
    expect(JSON.stringify(time.json())).toContain(NOTIFICATION_SETTINGS_MESSAGES.timeInvalid);
    expect((await client.request('GET', '/api/notifications/settings')).json()).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
  });

  it('sends a test notification to the device and by email', async () => {
    const sent = await client.request('POST', '/api/notifications/test');
    expect(sent.json()).toEqual({ push: 1, email: 1 });
    expect(pushed(NOTIFICATION_TEXTS.testTitle)).toHaveLength(1);
    await t.mail.nextMessage(email, 0, (m) => m.subject === NOTIFICATION_TEXTS.testTitle);
  });

  it('nudges at 20:00 local while a 4-day streak is still open today, by push; with no device, by email; not once it is done', async () => {
    // A minute early: the tick hands nothing on.
    t.clock.set('2027-06-09T18:59:00Z');
    const queued = await nudgeJobs();
    await t.app.jobs.tick();
    expect(await nudgeJobs()).toBe(queued);

    t.clock.set('2027-06-09T19:00:05Z');
    await t.app.jobs.tick();
    const [nudge] = await until(() => (pushed(NOTIFICATION_TEXTS.nudgeTitle).length ? pushed(NOTIFICATION_TEXTS.nudgeTitle) : undefined), 'the nudge');
    expect(nudge).toMatchObject({ kind: 'nudge', body: NOTIFICATION_TEXTS.nudgeBody('Morning run', 4), url: '/habits' });

    // Done that evening: the streak is 5 on Thursday. No device any more: the nudge comes by email.
    expect((await client.request('POST', `/api/habits/${habitId}/complete`, { date: '2027-06-09' })).statusCode).toBe(200);
    expect((await client.request('DELETE', '/api/push/subscriptions', { endpoint: device.endpoint })).statusCode).toBe(204);
    const mails = t.mail.count();
    t.clock.set('2027-06-10T19:00:05Z');
    await t.app.jobs.tick();
    const mail = await t.mail.nextMessage(email, mails, (m) => m.subject === NOTIFICATION_TEXTS.nudgeTitle);
    expect(mail.text).toContain(NOTIFICATION_TEXTS.nudgeBody('Morning run', 5));
    expect(mail.raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    // Friday, already done by the evening: nothing.
    t.clock.set('2027-06-11T12:00:00Z');
    expect((await client.request('POST', `/api/habits/${habitId}/complete`, { date: '2027-06-11' })).statusCode).toBe(200);
    const before = t.mail.count();
    const finished = await nudgeJobs('completed');
    t.clock.set('2027-06-11T19:00:05Z');
    await t.app.jobs.tick();
    // The worker looked, found the habit done, and sent nothing.
    await until(async () => ((await nudgeJobs('completed')) > finished ? true : undefined), 'the nudge job to finish');
    expect(t.mail.messages.slice(before).filter((m) => m.subject === NOTIFICATION_TEXTS.nudgeTitle)).toHaveLength(0);
    expect((await client.request('POST', '/api/push/subscriptions', device)).statusCode).toBe(201);
  });

  it('writes the weekly review on Sunday at 18:00 local into the coach inbox, pushes it and, when chosen, emails it; reading it clears the badge', async () => {
    expect((await client.request('PUT', '/api/notifications/settings', { review: { enabled: true, weekday: 0, hour: 18, email: true } })).statusCode).toBe(200);
    expect((await client.request('GET', '/api/openai/inbox')).json()).toEqual({ unread: 0, messages: [] });
    const mails = t.mail.count();
    t.clock.set('2027-06-13T17:00:05Z');
    await t.app.jobs.tick();
    const inbox = await until(async () => {
      const answer = (await client.request('GET', '/api/openai/inbox')).json<{ unread: number; messages: { id: string; content: string }[] }>();
      return answer.unread ? answer : undefined;
    }, 'the review in the inbox');
    expect(inbox.unread).toBe(1);
    // From the template (no AI provider): 7 to 13 June, done on the 7th, 8th, 9th and 11th; no
    // streak left (the 12th was missed); the habit slipping, and what to do about it.
    const expected = [REVIEW_TEXTS.opening(4, 7), REVIEW_TEXTS.slipping('Morning run', 4, 7), REVIEW_TEXTS.suggestionSlipping('Morning run')].join(' ');
    expect(inbox.messages[0]!.content).toBe(expected);
    await until(() => (pushed(NOTIFICATION_TEXTS.reviewTitle).length ? true : undefined), 'the review by push');
    const mail = await t.mail.nextMessage(email, mails, (m) => m.subject === NOTIFICATION_TEXTS.reviewEmailSubject);
    expect(mail.text).toContain(REVIEW_TEXTS.opening(4, 7));

    const read = await client.request('POST', '/api/openai/inbox/read', { ids: [inbox.messages[0]!.id] });
    expect(read.statusCode).toBe(204);
    expect((await client.request('GET', '/api/openai/inbox')).json()).toEqual({ unread: 0, messages: [] });
    // Someone else cannot read or clear it.
    const other = t.client();
    await verifiedUser(t, other);
    expect((await other.request('GET', '/api/openai/inbox')).json()).toEqual({ unread: 0, messages: [] });
  });
});

describe.each(testEngines())('the weekly review written by the AI provider on %s', (engine) => {
  let t: TestApp;
  let ai: FakeOpenAi;

  beforeAll(async () => {
    ai = await startFakeOpenAi();
    t = await createTestApp(engine, { OPENAI_API_KEY: 'sk-test-review', OPENAI_BASE_URL: ai.url }, { jobs: FAST_JOBS, clockStart: new Date('2027-06-12T11:00:00Z') });
  });
  afterAll(() => Promise.all([t?.close(), ai?.close()]));

  it('asks the model with the week’s figures and keeps its words; the template when it answers nothing', async () => {
    const client = t.client();
    await verifiedUser(t, client);
    await t.app.jobs.start();
    ai.queue({ content: 'A steady week, Maya. Keep your mornings free for the run.' });
    t.clock.set('2027-06-13T17:00:05Z');
    await t.app.jobs.tick();
    const first = await until(async () => {
      const answer = (await client.request('GET', '/api/openai/inbox')).json<{ messages: { content: string }[] }>();
      return answer.messages.length ? answer.messages : undefined;
    }, 'the AI review');
    expect(first.map((m) => m.content)).toEqual(['A steady week, Maya. Keep your mornings free for the run.']);
    const asked = ai.requests.at(-1)!;
    expect(JSON.stringify(asked.body)).toContain(REVIEW_TEXTS.aiInstruction.slice(0, 40));

    ai.queue({ content: '   ' });
    t.clock.set('2027-06-20T17:00:05Z');
    await t.app.jobs.tick();
    const both = await until(async () => {
      const answer = (await client.request('GET', '/api/openai/inbox')).json<{ messages: { content: string }[] }>();
      return answer.messages.length === 2 ? answer.messages : undefined;
    }, 'the template review');
    expect(both[0]!.content).toBe(`${REVIEW_TEXTS.opening(0, 0)} ${REVIEW_TEXTS.suggestionEmpty}`);
  });
});
