import { LATEST_PROTOCOL_VERSION } from '@modelcontextprotocol/sdk/types.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MCP_TEXTS, type CreatedToken, type Habit } from '@stride/domain';
import { apiTokens } from '../../db/schema.js';
import { connectAssistant, textOf } from '../../test/assistant-client.js';
import { verifiedUser } from '../../test/auth-flows.js';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { testEngines } from '../../test/test-database.js';
import { MCP_LIMITS, type McpLimits } from './mcp-limits.js';

const HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
/** A client that declares elicitation and then never answers a question: the attack of issue 48. */
const INITIALIZE_ELICITING = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: LATEST_PROTOCOL_VERSION, capabilities: { elicitation: { form: {} } }, clientInfo: { name: 'silent', version: '1' } } };

/** One app listening on loopback, with these limits. */
async function listening(engine: Parameters<typeof createTestApp>[0], mcp: Partial<McpLimits> = {}) {
  const t = await createTestApp(engine, {}, { mcp: { sessions: 'memory', ...mcp } });
  const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { t, baseUrl };
}

async function tokenOf(t: TestApp): Promise<{ client: TestClient; token: string; id: string }> {
  const client = t.client();
  await verifiedUser(t, client);
  const res = await client.request('POST', '/api/tokens', { name: 'assistant', scope: 'write' });
  expect(res.statusCode, res.body).toBe(201);
  const { token, id } = res.json<CreatedToken>();
  return { client, token, id };
}

/** Raw HTTP to /mcp over real sockets; every response is kept open until `closeAll`. */
function rawMcp(baseUrl: string, token: string) {
  const aborts: AbortController[] = [];
  const send = async (body: unknown, sessionId?: string, method = 'POST') => {
    const abort = new AbortController();
    aborts.push(abort);
    const headers: Record<string, string> = { ...HEADERS, authorization: `Bearer ${token}`, ...(sessionId ? { 'mcp-session-id': sessionId, 'mcp-protocol-version': LATEST_PROTOCOL_VERSION } : {}) };
    return fetch(`${baseUrl}/mcp`, { method, headers, signal: abort.signal, ...(method === 'POST' ? { body: JSON.stringify(body) } : {}) });
  };
  return {
    send,
    async session(): Promise<string> {
      const res = await send(INITIALIZE_ELICITING);
      expect(res.status).toBe(200);
      await res.arrayBuffer();
      return res.headers.get('mcp-session-id')!;
    },
    /** A delete the server asks the person about: it stays open, waiting for an answer that never comes. */
    deleteCall: (sessionId: string, habitId: string, id: number) => send({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'deleteHabit', arguments: { habitId } } }, sessionId),
    stream: (sessionId: string) => send(undefined, sessionId, 'GET'),
    closeAll() {
      for (const abort of aborts) abort.abort();
    },
  };
}

async function createHabit(baseUrl: string, token: string, name: string): Promise<Habit> {
  const res = await fetch(`${baseUrl}/api/habits`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ name, startTime: '2026-11-02T07:00:00Z', endTime: '2026-11-02T07:30:00Z', recurrence: 'daily', customRecurrence: null }) });
  expect(res.status).toBe(201);
  return (await res.json()) as Habit;
}

const timed = async <T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> => {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
};

describe('the limits of /mcp', () => {
  it('wait tens of seconds at most, and hold a handful of requests per account', () => {
    expect(MCP_LIMITS.elicitTimeoutMs).toBeLessThanOrEqual(60_000);
    expect(MCP_LIMITS.idleMs).toBeLessThanOrEqual(120_000);
    expect(MCP_LIMITS.pendingPerSession).toBeLessThanOrEqual(3);
    expect(MCP_LIMITS.openPerAccount).toBeLessThanOrEqual(20);
  });
});

describe.each(testEngines())('bounded waiting at /mcp under one account’s flood on %s (issue 48)', (engine) => {
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => ({ t, baseUrl } = await listening(engine)));
  afterAll(() => t.close());

  it('holds at most a few of one account’s requests, answers the rest 429 at once, and keeps another account at its normal latency', async () => {
    const attacker = await tokenOf(t);
    const habit = await createHabit(baseUrl, attacker.token, 'Gym');
    const raw = rawMcp(baseUrl, attacker.token);
    try {
      const sessions: string[] = [];
      for (let i = 0; i < 4; i++) sessions.push(await raw.session());

      // Every session: its event stream and three deletes left unanswered, all at once.
      const attempts = await Promise.all(sessions.flatMap((sessionId, s) => [raw.stream(sessionId), ...[0, 1, 2].map((k) => raw.deleteCall(sessionId, habit.id, 10 + s * 3 + k))]));
      const answered = attempts.filter((res) => res.status === 200);
      const refused = attempts.filter((res) => res.status === 429);
      expect(answered.length + refused.length).toBe(attempts.length);
      // Answered at once (a third question in a session is "nothing changed") or held open: never more than the cap at once.
      const endsSoon = (res: Response) => Promise.race([res.arrayBuffer().then(() => true, () => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 1500))]);
      const held = (await Promise.all(answered.map(endsSoon))).filter((ended) => !ended);
      expect(held.length).toBeGreaterThan(0);
      expect(held.length).toBeLessThanOrEqual(MCP_LIMITS.openPerCredential);
      // The person's answer still gets through while the places are taken: it is never held.
      const answer = await raw.send({ jsonrpc: '2.0', id: 987_654, result: { action: 'decline' } }, sessions[0]);
      expect(answer.status).toBe(202);
      expect(((await refused[0]!.json()) as { error: { message: string } }).error.message).toBe(MCP_TEXTS.tooManyOpen);

      // The flood: 150 more held requests over real sockets, all refused at once.
      const flood = await Promise.all(Array.from({ length: 150 }, (_, i) => raw.deleteCall(sessions[i % sessions.length]!, habit.id, 100 + i)));
      expect(flood.every((res) => res.status === 429)).toBe(true);
      await Promise.all(flood.map((res) => res.arrayBuffer()));

      // Another account, meanwhile: the health check and a normal MCP call answer (a generous bound: the machine is shared).
      const health = await timed(() => fetch(`${baseUrl}/api/health`));
      expect(health.value.status).toBe(200);
      expect(health.ms).toBeLessThan(3000);
      const other = await tokenOf(t);
      const call = await timed(async () => {
        const assistant = await connectAssistant(baseUrl, other.token);
        try {
          return await assistant.client.callTool({ name: 'createHabit', arguments: { name: 'Read', recurrence: 'daily' } });
        } finally {
          await assistant.close();
        }
      });
      expect(call.value.isError, textOf(call.value)).toBeFalsy();
      expect(call.ms).toBeLessThan(5000);
      // Nothing of the attacker's was deleted on a question nobody answered.
      expect(((await (await fetch(`${baseUrl}/api/habits/user/me`, { headers: { authorization: `Bearer ${attacker.token}` } })).json()) as Habit[]).map((h) => h.id)).toEqual([habit.id]);
    } finally {
      raw.closeAll();
    }
  });

  it('counts every tool call of a batch in the token’s minute', async () => {
    const { token, id } = await tokenOf(t);
    const raw = rawMcp(baseUrl, token);
    try {
      const sessionId = await raw.session();
      const countOf = async () => (await t.database.db.select({ n: apiTokens.windowCount }).from(apiTokens).where(eq(apiTokens.id, id)))[0]!.n;
      const before = await countOf();
      const batch = (n: number) => Array.from({ length: n }, (_, i) => ({ jsonrpc: '2.0', id: 1000 + i, method: 'tools/call', params: { name: 'getProgress', arguments: {} } }));
      const first = await raw.send(batch(100), sessionId);
      expect(first.status).toBe(200);
      await first.arrayBuffer();
      expect((await countOf()) - before).toBe(100);
      // 300 a minute: the fourth batch of 100 is over it.
      let last = 0;
      for (let i = 0; i < 3 && last !== 429; i++) {
        const res = await raw.send(batch(100), sessionId);
        last = res.status;
        await res.arrayBuffer();
      }
      expect(last).toBe(429);
    } finally {
      raw.closeAll();
    }
  });
});

describe.each(testEngines())('held requests at /mcp on %s (issue 48)', (engine) => {
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => ({ t, baseUrl } = await listening(engine, { elicitTimeoutMs: 4000, idleMs: 5000, chargeEveryMs: 400 })));
  afterAll(() => t.close());

  it('answers an unanswered question “nothing changed” when it times out, and a session has at most two waiting', async () => {
    const { token } = await tokenOf(t);
    const habit = await createHabit(baseUrl, token, 'Swim');
    const silent = await connectAssistant(baseUrl, token, { elicit: () => new Promise(() => undefined) });
    try {
      const calls = [0, 1, 2].map(() => timed(() => silent.client.callTool({ name: 'deleteHabit', arguments: { habitId: habit.id } })));
      const results = await Promise.all(calls);
      const full = results.filter((r) => textOf(r.value) === MCP_TEXTS.waitingFull);
      // Asked twice (the coach's own question), never a third time.
      const question = silent.asked[0]!;
      expect(question).toMatch(/^Delete "Swim"/);
      expect(silent.asked).toEqual([question, question]);
      const timedOut = results.filter((r) => textOf(r.value) === MCP_TEXTS.declined(question));
      expect(results.map((r) => textOf(r.value))).toHaveLength(3);
      expect(full, results.map((r) => textOf(r.value)).join(' | ')).toHaveLength(1);
      expect(full[0]!.ms).toBeLessThan(4000);
      expect(timedOut).toHaveLength(2);
      for (const r of timedOut) expect(r.ms).toBeGreaterThanOrEqual(3900);
    } finally {
      await silent.close();
    }
    expect(((await (await fetch(`${baseUrl}/api/habits/user/me`, { headers: { authorization: `Bearer ${token}` } })).json()) as Habit[]).map((h) => h.id)).toEqual([habit.id]);
  });

  it('closes an event stream that carries nothing, and counts a held request in the minute while it is open', async () => {
    const { token, id } = await tokenOf(t);
    const raw = rawMcp(baseUrl, token);
    try {
      const sessionId = await raw.session();
      const countOf = async () => (await t.database.db.select({ n: apiTokens.windowCount }).from(apiTokens).where(eq(apiTokens.id, id)))[0]!.n;
      const before = await countOf();
      const stream = await raw.stream(sessionId);
      expect(stream.status).toBe(200);
      const { ms } = await timed(() => stream.arrayBuffer());
      // Closed by the server (the body ended) after idleMs, not held forever.
      expect(ms).toBeGreaterThanOrEqual(4500);
      expect(ms).toBeLessThan(20_000);
      // The stream itself (1), and again every 400 ms while it was open.
      expect((await countOf()) - before).toBeGreaterThanOrEqual(4);
    } finally {
      raw.closeAll();
    }
  });

  it('closes a held request as soon as its token is revoked', async () => {
    const { client, token, id } = await tokenOf(t);
    const raw = rawMcp(baseUrl, token);
    try {
      const sessionId = await raw.session();
      const stream = await raw.stream(sessionId);
      expect(stream.status).toBe(200);
      const ended = timed(() => stream.arrayBuffer());
      expect((await client.request('DELETE', `/api/tokens/${id}`)).statusCode).toBe(204);
      expect((await ended).ms).toBeLessThan(4000);
    } finally {
      raw.closeAll();
    }
  });
});
