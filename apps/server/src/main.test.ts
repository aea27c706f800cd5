import { connect, createServer, type AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, uniqueEmail } from './test/auth-flows.js';
import { startFakeOpenAi, type FakeOpenAi } from './test/fake-openai.js';
import { startMailCatcher, type MailCatcher } from './test/mail-catcher.js';
import { SHUTDOWN_LIMIT_MS } from './shutdown.js';
import { startServerProcess, type ServerProcess } from './test/server-process.js';
import { createScratchDatabaseBehindProxy } from './test/test-database.js';

const METRICS_TOKEN = 'scrape-token-for-tests-0123456789';
/** The promise of issue 18: SIGTERM to exit within 10 s, whatever state the process is in. */
const LIMIT_MS = 10_000;
/**
 * The forced exit's test sets the shutdown's limit shorter (SHUTDOWN_LIMIT_MS, at most the
 * default 9 s: config.test.ts) and checks the same second of slack as the promise's 9 + 1
 * (issue 46: a bound made configurable and still tested, ~6 s less of the quiet group's waiting).
 */
const FORCED_LIMIT_MS = 3_000;

async function until(condition: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await delay(20);
  }
}

/** Whether a new TCP connection to the server's port is refused (it stopped listening). */
const refusesConnections = (baseUrl: string) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(Number(new URL(baseUrl).port), '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(false)));
    socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code === 'ECONNREFUSED'));
  });

/** Signs up and verifies over HTTP, as a browser would; answers the session cookie. */
async function verifiedSession(baseUrl: string, mail: MailCatcher): Promise<string> {
  const email = uniqueEmail('shutdown');
  const before = mail.count();
  const headers = { 'client-type': 'web', 'content-type': 'application/json' };
  const signup = await fetch(`${baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: STRONG_PASSWORD, firstName: 'Ada', lastName: 'Lovelace', timezone: 'Europe/London' }),
  });
  expect(signup.status).toBe(201);
  const cookie = signup.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const code = await mail.nextCode(email, before);
  const verify = await fetch(`${baseUrl}/api/auth/verify-email`, { method: 'POST', headers: { ...headers, cookie }, body: JSON.stringify({ code }) });
  expect(verify.status).toBe(200);
  return cookie;
}

/** Log lines with an 8 KB URL each, until the server's log destination has dropped some. */
async function floodTheLog(server: ServerProcess) {
  const pad = 'x'.repeat(8000);
  for (let batch = 0; batch < 40; batch++) {
    await Promise.all(Array.from({ length: 20 }, (_, i) => fetch(`${server.baseUrl}/api/no-such-route/${pad}/${batch}-${i}`).then((r) => r.arrayBuffer())));
  }
  const metrics = await fetch(`${server.baseUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(metrics.status).toBe(200);
  return Number(/^log_lines_dropped_total (\d+)$/m.exec(await metrics.text())?.[1]);
}

/**
 * The real process (src/main.ts under tsx) and a real SIGTERM (issue 18, item 7): requests in
 * flight finish, and the process always exits within 10 s, 0 when the shutdown was clean.
 */
// Each test's own bounds are what is checked (an exit within 10 s of the signal); the test as a
// whole (a process started, its log flooded, a user signed up) may take longer than the project's
// 30 s on a loaded machine, where two failed at it with every bound met.
describe('the server process on SIGTERM', { tags: ['alone'], timeout: 90_000 }, () => {
  let mail: MailCatcher;
  let fake: FakeOpenAi;
  const servers: ServerProcess[] = [];
  beforeAll(async () => {
    mail = await startMailCatcher();
    fake = await startFakeOpenAi();
  });
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.dispose()));
  });
  afterAll(async () => {
    await mail?.close();
    await fake?.close();
  });

  it('stops accepting connections, lets a slow request in flight finish, and exits 0, while nobody reads its stdout', async () => {
    const server = await startServerProcess(
      { SMTP_URL: mail.url, OPENAI_API_KEY: 'sk-test-shutdown', OPENAI_BASE_URL: fake.url, LOG_LEVEL: 'info', METRICS_TOKEN },
      { readStdout: false },
    );
    servers.push(server);
    // The pipe is full and the log's own buffer too: lines are dropped, requests still answered.
    expect(await floodTheLog(server)).toBeGreaterThan(0);
    const cookie = await verifiedSession(server.baseUrl, mail);
    // The model takes 2 s to start its answer: the request is in flight when SIGTERM comes.
    fake.delays.firstTokenMs = 2000;
    const asked = fake.requests.length;
    const answer = fetch(`${server.baseUrl}/api/openai/chat`, {
      method: 'POST',
      headers: { cookie, 'client-type': 'web', 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'Hi coach' }),
    }).then(async (res) => ({ status: res.status, body: (await res.json()) as { reply?: string }, at: performance.now() }));
    await until(() => fake.requests.slice(asked).some((r) => r.path === '/v1/chat/completions'));

    const signalled = performance.now();
    server.child.kill('SIGTERM');
    await delay(300);
    expect(await refusesConnections(server.baseUrl)).toBe(true);

    const res = await answer;
    expect(res.status).toBe(200);
    expect(res.body.reply).toBe('You said: Hi coach');
    expect(res.at).toBeGreaterThan(signalled + 1000);
    const exit = await server.exited;
    expect(exit.code, server.output()).toBe(0);
    expect(exit.at - signalled).toBeLessThan(LIMIT_MS);
    // It waited for the answer, then at most the second the log gets to leave (it never does
    // here): no keep-alive connection held it.
    expect(exit.at - res.at).toBeLessThan(2000);
  });

  it('exits 1 (forced) at its shutdown limit when the SMTP server hangs mid-email and nobody reads its stdout', async () => {
    // An SMTP server that takes connections and never says a word.
    let connected = 0;
    const silent = createServer((socket) => {
      connected++;
      socket.on('error', () => undefined);
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const port = (silent.address() as AddressInfo).port;
      const server = await startServerProcess(
        { SMTP_URL: `smtp://127.0.0.1:${port}`, LOG_LEVEL: 'info', METRICS_TOKEN, SHUTDOWN_LIMIT_MS: String(FORCED_LIMIT_MS) },
        { readStdout: false },
      );
      servers.push(server);
      expect(await floodTheLog(server)).toBeGreaterThan(0);
      // Sign-up waits for its verification email: in flight, on an SMTP server that never answers.
      const signup = fetch(`${server.baseUrl}/api/auth/signup`, {
        method: 'POST',
        headers: { 'client-type': 'web', 'content-type': 'application/json' },
        body: JSON.stringify({ email: uniqueEmail('smtp'), password: STRONG_PASSWORD, firstName: 'Ada', lastName: 'Lovelace', timezone: 'Europe/London' }),
      }).then(
        (res) => res.status,
        () => 'connection closed',
      );
      await until(() => connected > 0);

      const signalled = performance.now();
      server.child.kill('SIGTERM');
      const exit = await server.exited;
      expect(exit.code).toBe(1);
      // Forced at the limit (not an early crash), with the promise's one second of slack.
      expect(exit.at - signalled).toBeGreaterThanOrEqual(FORCED_LIMIT_MS);
      expect(exit.at - signalled).toBeLessThan(FORCED_LIMIT_MS + LIMIT_MS - SHUTDOWN_LIMIT_MS);
      expect(await signup).toBe('connection closed');
    } finally {
      silent.close();
    }
  });

  // Only PostgreSQL has a network that can stall (PGlite runs in the process).
  it.runIf(process.env.DATABASE_URL)('exits 0 within 10 s with PostgreSQL stalled mid-request, once that request got its 503', async () => {
    const scratch = await createScratchDatabaseBehindProxy();
    const { proxy } = scratch;
    try {
      const server = await startServerProcess({ DATABASE_URL: scratch.url, LOG_LEVEL: 'info' });
      servers.push(server);
      // Requests at once: the pool opens several connections, idle (and then stalled) after them.
      const warm = await Promise.all(Array.from({ length: 5 }, () => fetch(`${server.baseUrl}/api/health`).then((res) => res.status)));
      expect(warm).toEqual([200, 200, 200, 200, 200]);

      proxy.set('stall');
      const health = fetch(`${server.baseUrl}/api/health`).then((res) => res.status);
      await delay(200);
      const signalled = performance.now();
      server.child.kill('SIGTERM');
      // The request in flight still gets its answer: 503 once the driver gives up on the database.
      expect(await health).toBe(503);
      const exit = await server.exited;
      expect(exit.at - signalled).toBeLessThan(LIMIT_MS);
      // The pool lets go of its stalled idle connections without waiting for the database's goodbye.
      expect(exit.code, server.output()).toBe(0);
    } finally {
      await scratch.drop();
    }
  });
});
