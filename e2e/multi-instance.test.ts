import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, localPartsOf, localToday, requestOf, type ChatStreamEvent, type ContractRequest } from '@stride/domain';
import { findNginx, NGINX_HELP, startDeployment, type Deployment } from '../scripts/multi-instance.mjs';
import { startFakeOpenAi, type FakeOpenAi } from '../apps/server/src/test/fake-openai.js';
import { connectAssistant, textOf } from '../apps/server/src/test/assistant-client.js';
import { connectModernAssistant } from '../apps/server/src/test/assistant-modern.js';
import { openVoiceCall, silence, streamChat, type TimedEvent } from '../apps/server/src/test/live-client.js';
import { startMailCatcher, type MailCatcher } from '../apps/server/src/test/mail-catcher.js';
import { createScratchDatabase } from '../apps/server/src/test/test-database.js';
import { signUpByApi } from './support/api-session.js';
import { uniqueEmail } from './support/journeys.js';

/**
 * Issue 38, "a tested multi-instance deployment": three instances of the built server on one
 * PostgreSQL behind Debian's nginx on loopback, as scripts/multi-instance.mjs runs them
 * (docs/deploy.md). No browser: the clients are the ones the server tests use, over real sockets.
 * scripts/test.mjs leaves this file out, with instructions, when nginx or DATABASE_URL is missing,
 * except under CI=true, where it runs and fails.
 */
const ZONE = 'Europe/London';
const utterance = readFileSync(new URL('../apps/server/src/test/fixtures/voice/utterance-16k.pcm', import.meta.url));
/** The load during the rolling restart: clients at once, and each one's pause between rounds. */
const CLIENTS = 10;
const PAUSE_MS = 20;

interface Failure {
  method: string;
  url: string;
  outcome: string;
}

describe('three instances on one PostgreSQL behind nginx (issue 38)', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
  let database: pg.Client | undefined;
  let mail: MailCatcher | undefined;
  let fake: FakeOpenAi | undefined;
  let deployment: Deployment | undefined;
  let origin: string;
  let email: string;
  let userId: string;
  let cookies: Map<string, string>;
  let cookie: string;
  /** When the reminder made in beforeAll falls due (epoch ms), and its habit. */
  let reminderAt: number;
  let reminderHabitId: string;

  /** One API call through nginx as the web app makes it; answers the status and the JSON body. */
  async function call(request: ContractRequest): Promise<{ status: number; body: unknown }> {
    const response = await fetch(`${origin}${request.url}`, {
      method: request.method,
      headers: { 'client-type': 'web', origin, cookie, ...(request.body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
    });
    const text = await response.text();
    // nginx's own error pages are HTML: kept as text, so a failure says what answered.
    const json = (response.headers.get('content-type') ?? '').includes('application/json');
    return { status: response.status, body: json && text ? (JSON.parse(text) as unknown) : text };
  }

  beforeAll(async () => {
    const nginx = findNginx();
    if (!nginx) throw new Error(`This test runs the app behind nginx, and there is none. ${NGINX_HELP}`);
    if (!process.env.DATABASE_URL) throw new Error('This test runs three instances on one PostgreSQL: set DATABASE_URL (postgres://…) to a server where it may create a database.');
    scratch = await createScratchDatabase();
    database = new pg.Client({ connectionString: scratch.url });
    [mail, fake] = await Promise.all([startMailCatcher(), startFakeOpenAi()]);
    await database.connect();
    deployment = await startDeployment({
      databaseUrl: scratch.url,
      nginx,
      settleMs: 300,
      env: { PATH: process.env.PATH, SMTP_URL: mail.url, SUPPORT_EMAIL: 'help@stride.test', OPENAI_API_KEY: 'sk-test-deploy', OPENAI_BASE_URL: fake.url, LOG_LEVEL: 'warn' },
    });
    origin = deployment.origin;

    email = uniqueEmail('deploy');
    const session = await signUpByApi({ baseUrl: origin, mail }, email, { timezone: ZONE });
    cookies = new Map(session.cookies.map((c) => [c.name, c.value]));
    cookie = session.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const check = await call(requestOf(API.auth.check));
    userId = (check.body as { user: { id: string } }).user.id;

    // A reminder due at the first minute's start at least 10 s away (reminders fall due on the
    // minute), by email: it falls due while the tests below run, with three instances ticking.
    reminderAt = Math.ceil((Date.now() + 10_000) / 60_000) * 60_000;
    const created = await call(
      requestOf(API.habits.create, {
        body: {
          name: 'Stretch on the minute',
          startTime: new Date(reminderAt).toISOString(),
          endTime: new Date(reminderAt + 30 * 60_000).toISOString(),
          recurrence: 'daily',
          customRecurrence: null,
          reminders: [{ minutesBefore: 0, channel: 'email' }],
        },
      }),
    );
    expect(created.status).toBe(201);
    reminderHabitId = (created.body as { id: string }).id;
  });

  afterAll(async () => {
    try {
      await deployment?.stop();
      await database?.end();
      await Promise.all([fake?.close(), mail?.close()]);
    } finally {
      await scratch?.drop();
    }
  });

  it('streams a chat event by event and holds a voice call through nginx', async () => {
    const reply = 'One two three four five six seven eight nine ten.';
    fake!.delays.perTokenMs = 60;
    fake!.queue({ content: reply });
    const events: TimedEvent<ChatStreamEvent>[] = [];
    try {
      for await (const event of streamChat(origin, cookies, { message: 'Count to ten, slowly' })) events.push(event);
    } finally {
      fake!.delays.perTokenMs = 0;
    }
    const deltas = events.filter((e) => e.value.event === 'delta');
    expect(deltas.map((e) => (e.value.data as { text: string }).text).join('')).toBe(reply);
    expect(events.at(-1)!.value.event).toBe('done');
    // Not held back by nginx: the first words came while the provider was still writing the rest
    // (ten words 60 ms apart); a buffered stream arrives all at once.
    expect(deltas.length).toBeGreaterThan(3);
    expect(events.at(-1)!.at - deltas[0]!.at).toBeGreaterThan(200);

    fake!.speakSeconds = 0.5;
    fake!.queue({ content: 'Hi Maya! What shall we work on?' });
    const voice = await openVoiceCall(origin, cookies, { origin });
    try {
      await voice.next('ready');
      const greeting = await voice.next('reply');
      expect(greeting.value.text).toBe('Hi Maya! What shall we work on?');
      // Speech came back as binary messages through the proxy.
      expect(voice.audio.reduce((samples, chunk) => samples + chunk.value.length / 2, 0)).toBe(greeting.value.audioSamples);
      voice.send({ type: 'played', samples: greeting.value.audioSamples });
      fake!.hear('How am I doing this week?');
      fake!.queue({ content: 'You are doing well: keep going.' });
      await voice.speak(Buffer.concat([utterance, silence(1)]));
      expect((await voice.next('transcript', 15_000)).value.text).toBe('How am I doing this week?');
      expect((await voice.next('reply', 15_000)).value.text).toBe('You are doing well: keep going.');
    } finally {
      voice.close();
    }
    expect((await voice.closed).code).toBe(1000);
  });

  it('answers an assistant through the official MCP SDK with no sticky sessions: lists, reads and deletes with a confirmation (issue 52)', async () => {
    const made = await call(requestOf(API.tokens.create, { body: { name: 'Assistant on three instances', scope: 'write' } }));
    expect(made.status).toBe(201);
    const { token } = made.body as { token: string };
    const logged = () => deployment!.accessLog().split('\n').filter((line) => line.includes('"POST /mcp '));
    const before = logged().length;
    const assistant = await connectAssistant(origin, token);
    try {
      // No session: nothing to route by.
      expect(assistant.transport.sessionId).toBeUndefined();
      const { tools } = await assistant.client.listTools();
      expect(tools.map((tool) => tool.name)).toEqual(expect.arrayContaining(['createHabit', 'deleteHabit', 'search']));
      const today = await assistant.client.readResource({ uri: 'stride://today' });
      expect(JSON.parse((today.contents[0] as { text: string }).text)).toMatchObject({ timezone: ZONE });
      const created = await assistant.client.callTool({ name: 'createHabit', arguments: { name: 'Read on three instances', recurrence: 'daily' } });
      expect(created.isError, textOf(created)).toBeFalsy();
      const habitId = (created.structuredContent as { id: string }).id;

      // The first call proposes on one instance; the second, on the next one round the ring, does it.
      const first = await assistant.client.callTool({ name: 'deleteHabit', arguments: { habitId } });
      const { confirmationId, question } = first.structuredContent as { confirmationId: string; question: string };
      expect(question).toBe('Delete "Read on three instances"?');
      const confirmed = await assistant.client.callTool({ name: 'deleteHabit', arguments: { habitId, confirmationId } });
      expect(confirmed.isError, textOf(confirmed)).toBeFalsy();
      expect(confirmed.structuredContent).toMatchObject({ habitId });
      const replay = await assistant.client.callTool({ name: 'deleteHabit', arguments: { habitId, confirmationId } });
      expect(replay.isError).toBe(true);
    } finally {
      await assistant.close();
    }
    const left = await call(requestOf(API.habits.list, { params: { userId } }));
    expect((left.body as { id: string }[]).map((h) => h.id)).toEqual([reminderHabitId]);
    // Every MCP request went to whichever instance nginx chose: all three answered some, all 2xx.
    const lines = logged().slice(before);
    expect(lines.length).toBeGreaterThanOrEqual(7);
    expect(lines.filter((line) => !/" 20[02] /.test(line))).toEqual([]);
    const served = new Set(lines.map((line) => /upstream=127\.0\.0\.1:(\d+)/.exec(line)?.[1]).filter(Boolean).map(Number));
    // The proposal and its confirmation (the last POSTs but one and two) were answered by two different instances.
    const upstreamOf = (line: string) => /upstream=(\S+)/.exec(line)?.[1];
    expect(upstreamOf(lines.at(-3)!)).not.toBe(upstreamOf(lines.at(-2)!));
    expect([...served].sort()).toEqual([...deployment!.ports].sort());
  });

  it('answers an assistant on MCP 2026-07-28 with no sticky sessions: lists, reads and deletes with the person’s yes (input_required) (issue 52)', async () => {
    const made = await call(requestOf(API.tokens.create, { body: { name: 'Modern assistant on three instances', scope: 'write' } }));
    expect(made.status).toBe(201);
    const { token } = made.body as { token: string };
    const logged = () => deployment!.accessLog().split('\n').filter((line) => line.includes('"POST /mcp '));
    const before = logged().length;
    const assistant = await connectModernAssistant(origin, token, { elicit: () => ({ action: 'accept', content: { confirm: true } }) });
    let habitId: string;
    try {
      // The revision itself has no session: server/discover, then every request on its own.
      expect(assistant.client.getProtocolEra()).toBe('modern');
      expect(assistant.transport.sessionId).toBeUndefined();
      const { tools } = await assistant.client.listTools();
      expect(tools.map((tool) => tool.name)).toEqual(expect.arrayContaining(['createHabit', 'deleteHabit', 'search']));
      const today = await assistant.client.readResource({ uri: 'stride://today' });
      expect(JSON.parse((today.contents[0] as { text: string }).text)).toMatchObject({ timezone: ZONE });
      const created = await assistant.client.callTool({ name: 'createHabit', arguments: { name: 'Modern on three instances', recurrence: 'daily' } });
      expect(created.isError, textOf(created)).toBeFalsy();
      habitId = (created.structuredContent as { id: string }).id;
      const record = await assistant.client.readResource({ uri: `stride://habit/${habitId}` });
      expect(JSON.parse((record.contents[0] as { text: string }).text)).toMatchObject({ id: habitId });

      // The question (input_required) from one instance, the retried call with the yes on the next one round the ring.
      const deleted = await assistant.client.callTool({ name: 'deleteHabit', arguments: { habitId } });
      expect(deleted.isError, textOf(deleted)).toBeFalsy();
      expect(deleted.structuredContent).toMatchObject({ habitId });
      expect(assistant.asked).toEqual(['Delete "Modern on three instances"?']);
    } finally {
      await assistant.close();
    }
    const left = await call(requestOf(API.habits.list, { params: { userId } }));
    expect((left.body as { id: string }[]).map((h) => h.id)).not.toContain(habitId);
    const lines = logged().slice(before);
    expect(lines.length).toBeGreaterThanOrEqual(7);
    expect(lines.filter((line) => !/" 20[02] /.test(line))).toEqual([]);
    const upstreamOf = (line: string) => /upstream=(\S+)/.exec(line)?.[1];
    // The first round and its retry (the last two POSTs) were answered by two different instances.
    expect(upstreamOf(lines.at(-2)!)).not.toBe(upstreamOf(lines.at(-1)!));
    const served = new Set(lines.map((line) => /upstream=127\.0\.0\.1:(\d+)/.exec(line)?.[1]).filter(Boolean).map(Number));
    expect([...served].sort()).toEqual([...deployment!.ports].sort());
  });

  it('restarts all three, one after another, under continuous load without failing a request', async () => {
    const today = localToday(ZONE);
    const failures: Failure[] = [];
    let answered = 0;
    let stopped = false;
    const expectStatus = async (request: ContractRequest, status: number) => {
      try {
        const answer = await call(request);
        if (answer.status === status) {
          answered++;
          return answer.body;
        }
        failures.push({ method: request.method, url: request.url, outcome: `${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}` });
      } catch (error) {
        const cause = (error as { cause?: { code?: string; message?: string } }).cause;
        failures.push({ method: request.method, url: request.url, outcome: `${(error as Error).message}: ${cause?.code ?? cause?.message ?? ''}` });
      }
      return undefined;
    };
    // Each client: make a habit, read the list, tick today off, delete the habit; again until told.
    const client = async (n: number) => {
      while (!stopped) {
        const habit = (await expectStatus(
          requestOf(API.habits.create, {
            body: { name: `Load ${n}`, startTime: `${today}T06:00:00Z`, endTime: `${today}T06:15:00Z`, recurrence: 'daily', customRecurrence: null },
          }),
          201,
        )) as { id: string } | undefined;
        const list = (await expectStatus(requestOf(API.habits.list, { params: { userId } }), 200)) as { id: string }[] | undefined;
        // Whichever instance answers reads what another just wrote (their caches are keyed by what the database holds).
        if (habit && list && !list.some((h) => h.id === habit.id)) failures.push({ method: 'GET', url: 'the habits list', outcome: `lacks ${habit.id}, just made` });
        if (habit) {
          await expectStatus(requestOf(API.habits.complete, { params: { id: habit.id }, body: { date: today } }), 200);
          await expectStatus(requestOf(API.habits.remove, { params: { id: habit.id } }), 200);
        }
        await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
      }
    };
    const clients = Array.from({ length: CLIENTS }, (_, n) => client(n));
    const before = deployment!.pids();
    try {
      // Load first, then the restart in the middle of it.
      while (answered < CLIENTS * 4) await new Promise((resolve) => setTimeout(resolve, 50));
      await deployment!.rollingRestart();
      const atRestartEnd = answered;
      while (answered < atRestartEnd + CLIENTS * 4) await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      stopped = true;
      await Promise.all(clients);
    }

    expect(failures).toEqual([]);
    expect(answered).toBeGreaterThan(CLIENTS * 8);
    // Three new processes.
    expect(deployment!.pids().filter((pid, i) => pid !== before[i])).toHaveLength(3);
    // No request was done twice (a retried POST would leave a habit no client deleted): only the
    // reminder's habit is left.
    const left = await call(requestOf(API.habits.list, { params: { userId } }));
    expect((left.body as { id: string }[]).map((h) => h.id)).toEqual([reminderHabitId]);
    // nginx spread the load over all three.
    const served = new Set([...deployment!.accessLog().matchAll(/upstream=127\.0\.0\.1:(\d+)/g)].map((m) => Number(m[1])));
    expect([...served].sort()).toEqual([...deployment!.ports].sort());
  }, 180_000);

  it('hands the reminder on once, with three instances ticking', async () => {
    const subject = `Reminder: Stretch on the minute, today at ${localPartsOf(new Date(reminderAt), ZONE).time}`;
    const isReminder = (m: { to: string[]; subject: string }) => m.to.includes(email) && m.subject.startsWith('Reminder:');
    await mail!.nextMessage(email, 0, isReminder, Math.max(0, reminderAt - Date.now()) + 20_000);
    // Settled: the reminder's row has moved on to tomorrow, and no delivery job waits or runs.
    const deadline = Date.now() + 20_000;
    for (;;) {
      const { rows } = await database!.query<{ due: number; jobs: number }>(
        `select (select count(*)::int from notification_schedule where habit_id = $1 and next_fire_at <= $2) as due,
                (select count(*)::int from pgboss.job where name = 'notification-deliver' and state in ('created', 'retry', 'active')) as jobs`,
        [reminderHabitId, new Date(reminderAt)],
      );
      if (rows[0]!.due === 0 && rows[0]!.jobs === 0) break;
      if (Date.now() > deadline) throw new Error(`the reminder did not settle: ${JSON.stringify(rows[0])}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(mail!.messages.filter(isReminder).map((m) => m.subject)).toEqual([subject]);
    const deliveries = await database!.query('select key from notification_deliveries where user_id = $1', [userId]);
    expect(deliveries.rows.map((row: { key: string }) => row.key)).toEqual([expect.stringMatching(new RegExp(`^reminder:${reminderHabitId}:`))]);
  }, 120_000);
});
