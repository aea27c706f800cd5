import { LATEST_PROTOCOL_VERSION, type Tool } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { COACH_FUNCTION_LIST, MCP_TEXTS, coachFunctionNamed, formatDate, toEpochDay, type CreatedToken, type Habit } from '@stride/domain';
import { connectAssistant, textOf, type AssistantClient } from '../../test/assistant-client.js';
import { signedInTest } from '../../test/signed-in.js';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { testEngines } from '../../test/test-database.js';
import { argumentsJsonSchema } from '../coach/index.js';

const METRICS_TOKEN = 'metrics-token-of-the-mcp-test-0123456789';
const INITIALIZE = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: LATEST_PROTOCOL_VERSION, capabilities: {}, clientInfo: { name: 'raw', version: '1' } } };
const MCP_HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };

describe.each(testEngines())('the MCP server at /mcp on %s', (engine) => {
  let t: TestApp;
  let baseUrl: string;
  const open: AssistantClient[] = [];
  beforeAll(async () => {
    t = await createTestApp(engine, { METRICS_TOKEN }, { mcp: { sessions: 'memory' } });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const assistant of open) await assistant.close().catch(() => undefined);
    await t.close();
  });

  const it = signedInTest(() => t);
  async function makeToken(client: TestClient, scope: 'read' | 'write'): Promise<CreatedToken> {
    const res = await client.request('POST', '/api/tokens', { name: `assistant ${scope}`, scope });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<CreatedToken>();
  }

  async function connect(token: string, options: Parameters<typeof connectAssistant>[2] = {}) {
    const assistant = await connectAssistant(baseUrl, token, options);
    open.push(assistant);
    return assistant;
  }

  const habitsOf = async (token: string) => (await t.app.inject({ method: 'GET', url: '/api/habits/user/me', headers: { authorization: `Bearer ${token}` } })).json<Habit[]>();
  const post = (headers: Record<string, string>, body: unknown = INITIALIZE) => fetch(`${baseUrl}/mcp`, { method: 'POST', headers: { ...MCP_HEADERS, ...headers }, body: JSON.stringify(body) });

  async function createHabit(assistant: AssistantClient, name: string): Promise<Habit> {
    const created = await assistant.client.callTool({ name: 'createHabit', arguments: { name, recurrence: 'daily' } });
    expect(created.isError, textOf(created)).toBeFalsy();
    return created.structuredContent as unknown as Habit;
  }

  it('answers 401 with where to get a token, without one, with a bad one, and with only the app’s session cookie', async ({ user: { client } }) => {
    const challenge = /^Bearer resource_metadata="https?:\/\/[^"]+\/\.well-known\/oauth-protected-resource", scope="read write"$/;
    const none = await post({});
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toMatch(challenge);

    const bad = await post({ authorization: 'Bearer stride_pat_not-a-real-token' });
    expect(bad.status).toBe(401);
    const header = bad.headers.get('www-authenticate')!;
    expect(header).toContain('error="invalid_token"');
    expect(header.replace(', error="invalid_token"', '')).toMatch(challenge);

    // Signed in to the app: the cookie is never read at /mcp.
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const withCookie = await post({ cookie, 'client-type': 'web' });
    expect(withCookie.status).toBe(401);
    await expect(connectAssistant(baseUrl, 'stride_pat_not-a-real-token')).rejects.toMatchObject({ code: 401 });
  });

  it('answers browser-based clients from any origin (CORS, issue 52), with a token only: the app’s cookie is still never read', async ({ user: { client } }) => {
    const { token } = await makeToken(client, 'write');
    const preflight = await fetch(`${baseUrl}/mcp`, { method: 'OPTIONS', headers: { origin: 'https://inspector.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type, mcp-protocol-version, mcp-session-id' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('DELETE');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('mcp-session-id');
    // Never with credentials: a page elsewhere can only send a token it was given.
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();

    const foreign = await post({ authorization: `Bearer ${token}`, origin: 'https://inspector.example' });
    expect(foreign.status).toBe(200);
    expect(foreign.headers.get('access-control-allow-origin')).toBe('*');
    // The browser must be able to read the session id and, on a 401, where to get a token.
    expect(foreign.headers.get('access-control-expose-headers')).toContain('mcp-session-id');
    const anonymous = await post({ origin: 'https://inspector.example' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('access-control-allow-origin')).toBe('*');
    expect(anonymous.headers.get('access-control-expose-headers')).toContain('www-authenticate');
    // A signed-in person's cookie from a foreign page buys nothing.
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    expect((await post({ cookie, origin: 'https://inspector.example', 'client-type': 'web' })).status).toBe(401);
    // The official SDK's client with a browser's Origin connects and lists tools.
    const assistant = await connect(token, { headers: { origin: 'http://localhost:6274' } });
    expect((await assistant.client.listTools()).tools.length).toBeGreaterThan(0);
    // The app's own API keeps its Origin rules.
    const api = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://inspector.example' } });
    expect(api.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('reads only at /mcp/read, whatever the token may do (least privilege, issue 52)', async ({ user: { client } }) => {
    const { token } = await makeToken(client, 'write');
    const none = await fetch(`${baseUrl}/mcp/read`, { method: 'POST', headers: MCP_HEADERS, body: JSON.stringify(INITIALIZE) });
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toMatch(/^Bearer resource_metadata="https?:\/\/[^"]+\/\.well-known\/oauth-protected-resource\/mcp\/read", scope="read"$/);
    const metadata = (await (await fetch(`${baseUrl}/.well-known/oauth-protected-resource/mcp/read`)).json()) as { resource: string; scopes_supported: string[] };
    expect(metadata.scopes_supported).toEqual(['read']);
    expect(metadata.resource).toMatch(/\/mcp\/read$/);

    const reader = await connect(token, { path: '/mcp/read' });
    const names = (await reader.client.listTools()).tools.map((tool) => tool.name);
    const reads = COACH_FUNCTION_LIST.filter((fn) => fn.kind === 'read').map((fn) => fn.name);
    expect(names).toEqual([...reads, 'search', 'fetch']);
    const refused = await reader.client.callTool({ name: 'createHabit', arguments: { name: 'Walk', recurrence: 'daily' } });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toBe(MCP_TEXTS.readOnlyEndpoint);
    expect(await habitsOf(token)).toEqual([]);
    expect((await reader.client.readResource({ uri: 'stride://today' })).contents.length).toBeGreaterThan(0);
    // The same token at /mcp writes.
    const writer = await connect(token);
    await createHabit(writer, 'Walk');
    expect((await habitsOf(token)).map((h) => h.name)).toEqual(['Walk']);
  });

  it('initializes with the current protocol and lists the coach’s functions with their schemas and annotations', async ({ user: { client } }) => {
    const { token } = await makeToken(client, 'write');
    const assistant = await connect(token, { elicit: () => ({ action: 'decline' }) });
    expect(assistant.transport.protocolVersion).toBe(LATEST_PROTOCOL_VERSION);
    expect(assistant.transport.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(assistant.client.getServerVersion()?.name).toBe('stride');
    expect(assistant.client.getServerCapabilities()).toMatchObject({ tools: {}, resources: {} });

    const { tools } = await assistant.client.listTools();
    // Issue 52: the coach's functions, then the server's own search, fetch and batch tools (mcp.platform.test.ts).
    expect(tools.map((tool) => tool.name)).toEqual([...COACH_FUNCTION_LIST.map((fn) => fn.name), 'search', 'fetch', 'completeHabits', 'createHabits']);
    for (const tool of tools.filter((tool) => coachFunctionNamed(tool.name))) {
      const fn = coachFunctionNamed(tool.name)!;
      expect(tool.description).toBe(fn.description);
      // An elicitation-capable client asks the person itself: no `confirm` argument.
      expect(tool.inputSchema).toEqual(JSON.parse(JSON.stringify(argumentsJsonSchema(fn.args))));
      expect(tool.annotations).toMatchObject({ readOnlyHint: fn.kind === 'read', destructiveHint: fn.kind === 'destroy' || 'confirmWhen' in fn, openWorldHint: false });
      expect(tool.annotations?.title).toBeTruthy();
    }
    const byName = (name: string) => tools.find((tool) => tool.name === name)!;
    expect(byName('deleteHabit').annotations).toMatchObject({ title: 'Delete habit', destructiveHint: true, idempotentHint: true });
    expect(byName('getProgress').annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false });
    // Issue 49: every function that waits for a yes is marked so, not only the deletes and ends.
    expect(tools.filter((tool) => tool.annotations?.destructiveHint).map((tool) => tool.name).sort()).toEqual(
      // Issue 50: an area's done-all and a habit's last day (updateHabit's end date) wait for a yes too.
      // Issue 50, seventh pass: an area deleted (its habits stay, in no area) is a destroy; a habit's history cleared (clearHistory) too.
      ['archiveHabit', 'clearHistory', 'completeArea', 'deleteArea', 'deleteGoal', 'deleteHabit', 'deleteVision', 'endHabit', 'pauseHabits', 'resumeHabits', 'updateHabit'].sort(),
    );
    expect(byName('createHabit').annotations?.idempotentHint).toBeUndefined();

    // Without elicitation, the tools that may ask first take `confirmationId` (the second step), and only those.
    const plain = await connect(token);
    const plainTools = (await plain.client.listTools()).tools;
    const confirmable = (tool: Tool) => 'confirmationId' in (tool.inputSchema.properties ?? {});
    expect(plainTools.filter(confirmable).map((tool) => tool.name).sort()).toEqual(['archiveHabit', 'clearHistory', 'completeArea', 'deleteArea', 'deleteGoal', 'deleteHabit', 'deleteVision', 'endHabit', 'pauseHabits', 'resumeHabits', 'updateHabit']);
  });

  it('creates a habit, completes it, and shows it done in stride://today; stride://progress answers as GET /api/progress', async ({ user: { client } }) => {
    const { token } = await makeToken(client, 'write');
    const assistant = await connect(token);
    const habit = await createHabit(assistant, 'Morning pages');
    expect(coachFunctionNamed('createHabit')!.result.safeParse(habit).success).toBe(true);

    const before = await assistant.client.readResource({ uri: 'stride://today' });
    const beforeJson = JSON.parse(String((before.contents[0] as { text: string }).text));
    expect(beforeJson.habits).toEqual([expect.objectContaining({ id: habit.id, name: 'Morning pages', status: 'due' })]);

    const done = await assistant.client.callTool({ name: 'completeHabit', arguments: { habitId: habit.id } });
    expect(done.isError, textOf(done)).toBeFalsy();
    expect(textOf(done)).not.toBe('');
    expect((done.structuredContent as unknown as Habit).completedDates).toHaveLength(1);

    const { resources } = await assistant.client.listResources();
    expect(resources.map((r) => r.uri)).toEqual(['stride://today', 'stride://progress']);
    const today = await assistant.client.readResource({ uri: 'stride://today' });
    expect(today.contents[0]).toMatchObject({ uri: 'stride://today', mimeType: 'application/json' });
    const json = JSON.parse(String((today.contents[0] as { text: string }).text));
    expect(json).toMatchObject({ timezone: 'Europe/London', counts: { done: 1, due: 0 } });
    expect(json.habits).toEqual([expect.objectContaining({ id: habit.id, status: 'done' })]);
    expect(String((today.contents[1] as { text: string }).text)).toContain('Morning pages');

    const progress = await assistant.client.readResource({ uri: 'stride://progress' });
    const api = await t.app.inject({ method: 'GET', url: '/api/progress?period=this%20week', headers: { authorization: `Bearer ${token}` } });
    expect(JSON.parse(String((progress.contents[0] as { text: string }).text))).toEqual(api.json());
  });

  it('deletes on the person’s yes through elicitation, and keeps the habit on a no', async ({ user: { client } }) => {
    const { token } = await makeToken(client, 'write');
    let answer: 'yes' | 'no' = 'no';
    const assistant = await connect(token, {
      elicit: () => (answer === 'yes' ? { action: 'accept', content: { confirm: true } } : { action: 'decline' }),
    });
    const habit = await createHabit(assistant, 'Cold showers');

    const declined = await assistant.client.callTool({ name: 'deleteHabit', arguments: { habitId: habit.id } });
    expect(assistant.asked).toEqual(['Delete "Cold showers"?']);
    expect(declined.isError).toBeFalsy();
    expect(textOf(declined)).toBe(MCP_TEXTS.declined('Delete "Cold showers"?'));
    expect((await habitsOf(token)).map((h) => h.id)).toEqual([habit.id]);

    answer = 'yes';
    const deleted = await assistant.client.callTool({ name: 'deleteHabit', arguments: { habitId: habit.id } });
    expect(deleted.isError, textOf(deleted)).toBeFalsy();
    expect(deleted.structuredContent).toMatchObject({ habitId: habit.id, name: 'Cold showers', undoId: expect.any(String) });
    expect(await habitsOf(token)).toEqual([]);
    // The coach's undo brings it back, as for a delete in the app.
    const undone = await t.app.inject({ method: 'POST', url: '/api/undo', headers: { authorization: `Bearer ${token}` }, payload: { undoId: (deleted.structuredContent as { undoId: string }).undoId } });
    expect(undone.statusCode, undone.body).toBe(200);
    expect((await habitsOf(token)).map((h) => h.id)).toEqual([habit.id]);
  });

  it('without elicitation: the first call changes nothing, even with confirm: true, and proposes; only a second call with its one-use id deletes', async ({ user: { client } }) => {
    const { token } = await makeToken(client, 'write');
    const assistant = await connect(token);
    const habit = await createHabit(assistant, 'Late snacks');
    const other = await createHabit(assistant, 'Night scrolling');
    const ids = async () => (await habitsOf(token)).map((h) => h.id).sort();
    const both = [habit.id, other.id].sort();

    // Every habit paused at once is asked about too (the coach's confirmWhen), one habit is not.
    const to = formatDate(toEpochDay(habit.startDate) + 3);
    const pauseAll = await assistant.client.callTool({ name: 'pauseHabits', arguments: { to } });
    expect(pauseAll.structuredContent).toMatchObject({ done: false, needsConfirmation: true, question: expect.stringMatching(/^Pause all 2 habits \("Late snacks", "Night scrolling"\) from today to /), confirmationId: expect.any(String) });
    expect((await habitsOf(token)).map((h) => h.pauses)).toEqual([[], []]);
    const pauseOne = await assistant.client.callTool({ name: 'pauseHabits', arguments: { habitId: habit.id, to } });
    expect(pauseOne.isError, textOf(pauseOne)).toBeFalsy();
    expect((await habitsOf(token)).find((h) => h.id === habit.id)!.pauses).toHaveLength(1);

    // One call never destroys: `confirm: true` on the first call (the old way) only proposes.
    const first = await assistant.client.callTool({ name: 'deleteHabit', arguments: { habitId: habit.id, confirm: true } });
    expect(first.isError).toBeFalsy();
    const proposal = first.structuredContent as { confirmationId: string };
    expect(proposal).toEqual({ done: false, needsConfirmation: true, question: 'Delete "Late snacks"?', confirmationId: expect.stringMatching(/^confirm_[\w-]{20,}$/) });
    expect(textOf(first)).toBe(MCP_TEXTS.askFirst('Delete "Late snacks"?', 'deleteHabit', proposal.confirmationId, 10));
    expect(await ids()).toEqual(both);

    // The id works for exactly the call it proposed: other arguments are refused, and spend it.
    const elsewhere = await assistant.client.callTool({ name: 'deleteHabit', arguments: { habitId: other.id, confirmationId: proposal.confirmationId } });
    expect(elsewhere.isError).toBe(true);
    expect(textOf(elsewhere)).toBe(MCP_TEXTS.confirmationRefused('deleteHabit'));
    const spent = await assistant.client.callTool({ name: 'deleteHabit', arguments: { habitId: habit.id, confirmationId: proposal.confirmationId } });
    expect(spent.isError).toBe(true);
    expect(await ids()).toEqual(both);

    // Another session of the same token cannot use this session's id; an id made up is nothing.
    const again = (await assistant.client.callTool({ name: 'deleteHabit', arguments: { habitId: habit.id } })).structuredContent as { confirmationId: string };
    const otherSession = await connect(token);
    const foreign = await otherSession.client.callTool({ name: 'deleteHabit', arguments: { habitId: habit.id, confirmationId: again.confirmationId } });
    expect(foreign.isError).toBe(true);
    const madeUp = await assistant.client.callTool({ name: 'deleteHabit', arguments: { habitId: habit.id, confirmationId: 'confirm_made-up-0123456789abcdef' } });
    expect(madeUp.isError).toBe(true);
    expect(await ids()).toEqual(both);

    // The second step: the same arguments and the id, once.
    const third = (await assistant.client.callTool({ name: 'deleteHabit', arguments: { habitId: habit.id } })).structuredContent as { confirmationId: string };
    const confirmed = await assistant.client.callTool({ name: 'deleteHabit', arguments: { habitId: habit.id, confirmationId: third.confirmationId } });
    expect(confirmed.isError, textOf(confirmed)).toBeFalsy();
    expect(confirmed.structuredContent).toMatchObject({ habitId: habit.id });
    expect(await ids()).toEqual([other.id]);
    const replay = await assistant.client.callTool({ name: 'deleteHabit', arguments: { habitId: other.id, confirmationId: third.confirmationId } });
    expect(replay.isError).toBe(true);

    // An id expires: ten minutes later it does nothing.
    const late = (await assistant.client.callTool({ name: 'deleteHabit', arguments: { habitId: other.id } })).structuredContent as { confirmationId: string };
    t.clock.advance(10 * 60_000 + 1000);
    const expired = await assistant.client.callTool({ name: 'deleteHabit', arguments: { habitId: other.id, confirmationId: late.confirmationId } });
    expect(expired.isError).toBe(true);
    expect(await ids()).toEqual([other.id]);

    // A tool that never asks takes no `confirm`: refused with what is wrong, nothing done.
    const wrong = await assistant.client.callTool({ name: 'createHabit', arguments: { name: 'Tea', confirm: true } });
    expect(wrong.isError).toBe(true);
    expect(await ids()).toEqual([other.id]);
  });

  it('gives a read token the reading tools only, and refuses a change with a clear tool error', async ({ user: { client } }) => {
    const { token } = await makeToken(client, 'read');
    const assistant = await connect(token);
    const { tools } = await assistant.client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual([...COACH_FUNCTION_LIST.filter((fn) => fn.kind === 'read').map((fn) => fn.name), 'search', 'fetch']);
    const refused = await assistant.client.callTool({ name: 'createHabit', arguments: { name: 'Walk', recurrence: 'daily' } });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toBe(MCP_TEXTS.readOnlyToken);
    expect(await habitsOf(token)).toEqual([]);
    const today = await assistant.client.readResource({ uri: 'stride://today' });
    expect(JSON.parse(String((today.contents[0] as { text: string }).text)).habits).toEqual([]);
  });

  it('never reaches another person’s habit, nor their session', async ({ user: owner, other: other }) => {
    const ownerToken = (await makeToken(owner.client, 'write')).token;
    const ownerAssistant = await connect(ownerToken);
    const theirs = await createHabit(ownerAssistant, 'Their run');

    const otherToken = (await makeToken(other.client, 'write')).token;
    const intruder = await connect(otherToken, { elicit: () => ({ action: 'accept', content: { confirm: true } }) });
    const complete = await intruder.client.callTool({ name: 'completeHabit', arguments: { habitId: theirs.id } });
    expect(complete.isError).toBe(true);
    expect(textOf(complete)).toMatch(/not found/i);
    const remove = await intruder.client.callTool({ name: 'deleteHabit', arguments: { habitId: theirs.id } });
    expect(remove.isError).toBe(true);
    // Nothing of theirs is named in a question either.
    expect(intruder.asked).toEqual([]);
    const kept = await habitsOf(ownerToken);
    expect(kept.map((h) => [h.id, h.completedDates])).toEqual([[theirs.id, []]]);

    // The owner's session id with the other person's token: unknown.
    const hijack = await post({ authorization: `Bearer ${otherToken}`, 'mcp-session-id': ownerAssistant.transport.sessionId!, 'mcp-protocol-version': LATEST_PROTOCOL_VERSION }, { jsonrpc: '2.0', id: 9, method: 'tools/list' });
    expect(hijack.status).toBe(404);
  });

  it('stops a connected assistant at once when its token is revoked', async ({ user: { client } }) => {
    const { token, id } = await makeToken(client, 'write');
    const assistant = await connect(token);
    expect((await assistant.client.listTools()).tools.length).toBe(COACH_FUNCTION_LIST.length + 4);
    expect((await client.request('DELETE', `/api/tokens/${id}`)).statusCode).toBe(204);
    await expect(assistant.client.callTool({ name: 'createHabit', arguments: { name: 'After revoke', recurrence: 'daily' } })).rejects.toMatchObject({ code: 401 });
    expect((await client.request('GET', '/api/habits/user/me')).json()).toEqual([]);
  });

  it('ends a session on DELETE, refuses a body over the limit, and counts requests against the token’s 300 a minute', async ({ user: { client } }) => {
    const { token } = await makeToken(client, 'write');
    const assistant = await connectAssistant(baseUrl, token);
    const sessionId = assistant.transport.sessionId!;
    await assistant.transport.terminateSession();
    const after = await post({ authorization: `Bearer ${token}`, 'mcp-session-id': sessionId, 'mcp-protocol-version': LATEST_PROTOCOL_VERSION }, { jsonrpc: '2.0', id: 2, method: 'tools/list' });
    expect(after.status).toBe(404);
    await assistant.client.close();

    const huge = await post({ authorization: `Bearer ${token}` }, { ...INITIALIZE, params: { ...INITIALIZE.params, padding: 'x'.repeat(300 * 1024) } });
    expect(huge.status).toBe(413);

    // The minute's count is the token's, whatever it calls: the API and /mcp together (650: a minute may turn meanwhile).
    let status = 0;
    let retryAfter: string | null = null;
    for (let i = 0; i < 650 && status !== 429; i++) {
      const res = await post({ authorization: `Bearer ${token}` }, { jsonrpc: '2.0', id: 3, method: 'tools/list' });
      status = res.status;
      retryAfter = res.headers.get('retry-after');
      await res.arrayBuffer();
    }
    expect(status).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });

  it('keeps at most 10 sessions a person, and closes one left idle for 30 minutes', async ({ user: { client } }) => {
    const { token } = await makeToken(client, 'read');
    const auth = { authorization: `Bearer ${token}` };
    /** A session opened with no event stream (a client that only POSTs), and a request in it. */
    const openRaw = async () => {
      const res = await post(auth);
      expect(res.status).toBe(200);
      await res.arrayBuffer();
      return res.headers.get('mcp-session-id')!;
    };
    const list = async (sessionId: string) => {
      const res = await post({ ...auth, 'mcp-session-id': sessionId, 'mcp-protocol-version': LATEST_PROTOCOL_VERSION }, { jsonrpc: '2.0', id: 5, method: 'tools/list' });
      await res.arrayBuffer();
      return res.status;
    };
    const sessions: string[] = [];
    for (let i = 0; i < 10; i++) {
      sessions.push(await openRaw());
      t.clock.advance(1000);
    }
    // The first is used again: the second is now the least recently used, and an 11th closes it.
    expect(await list(sessions[0]!)).toBe(200);
    t.clock.advance(1000);
    const eleventh = await openRaw();
    expect(await list(sessions[1]!)).toBe(404);
    expect(await list(sessions[0]!)).toBe(200);
    expect(await list(eleventh)).toBe(200);

    // 31 minutes without a request: closed (a new session sweeps the idle ones at once).
    t.clock.advance(31 * 60_000);
    await openRaw();
    expect(await list(eleventh)).toBe(404);
  });

  it('is not an endpoint of the API’s OpenAPI document (it speaks JSON-RPC, not the contract)', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).not.toContain('/mcp');
  });

  it('counts MCP traffic in /metrics', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/mcp_requests_total\{method="tools\/call",outcome="ok"\} [1-9]/);
    expect(res.body).toMatch(/mcp_requests_total\{method="initialize",outcome="unauthenticated"\} [1-9]/);
    expect(res.body).toMatch(/mcp_tool_calls_total\{tool="deleteHabit",outcome="declined"\} 1/);
    expect(res.body).toMatch(/mcp_requests_total\{method="tools\/list",outcome="rate_limited"\} 1/);
  });
});
