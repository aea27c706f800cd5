import { describe, expect } from 'vitest';
import { MCP_TEXTS, type Habit } from '@stride/domain';
import { textOf } from '../../test/assistant-client.js';
import { MODERN_REVISION, connectModernAssistant, type ModernAssistant } from '../../test/assistant-modern.js';
import { signedInTest } from '../../test/signed-in.js';
import { testEngines } from '../../test/test-database.js';
import { habitsOf, makeToken, twoInstancesOnOneDatabase } from '../../test/two-instances.js';

const yes = () => ({ action: 'accept' as const, content: { confirm: true } });
const no = () => ({ action: 'decline' as const });

/**
 * Issue 52: MCP 2026-07-28 beside the 2025 era on the same /mcp, with the official v2 client
 * (`@modelcontextprotocol/client`) pinned to each era. Two instances on one database: the modern
 * era has no session, and a confirmation asked on one instance is finished on the other.
 */
describe.each(testEngines())('MCP 2026-07-28 and the 2025 era with the v2 client on %s', (engine) => {
  const two = twoInstancesOnOneDatabase(engine);
  const it = signedInTest(() => two.a);

  async function connect(baseUrl: string, token: string, options: Parameters<typeof connectModernAssistant>[2] = {}) {
    const assistant = await connectModernAssistant(baseUrl, token, options);
    return two.closeAtEnd(assistant);
  }
  async function createHabit(assistant: ModernAssistant, name: string): Promise<Habit> {
    const created = await assistant.client.callTool({ name: 'createHabit', arguments: { name, recurrence: 'daily' } });
    expect(created.isError, textOf(created)).toBeFalsy();
    return created.structuredContent as unknown as Habit;
  }

  it('serves 2026-07-28: discovers, lists, reads a resource and a template, calls a read and a write tool, and confirms by input_required', async ({ user: { client } }) => {
    const token = await makeToken(client);
    const assistant = await connect(two.urlA, token, { elicit: (params) => (params.message.includes('Keep') ? no() : yes()) });
    expect(assistant.client.getProtocolEra()).toBe('modern');
    expect(assistant.transport.sessionId).toBeUndefined();
    // server/discover advertises what the 2025 era's initialize does.
    expect(assistant.client.getServerCapabilities()).toMatchObject({ tools: {}, resources: {} });
    expect(assistant.client.getServerVersion()).toMatchObject({ name: 'stride' });
    expect(assistant.client.getInstructions()).toBe(MCP_TEXTS.serverInstructions);

    const { tools } = await assistant.client.listTools();
    const deleteHabit = tools.find((tool) => tool.name === 'deleteHabit')!;
    // Elicitation declared on each request: the question comes in the call, no confirmationId argument.
    expect(Object.keys(deleteHabit.inputSchema.properties ?? {})).not.toContain('confirmationId');
    expect(tools.find((tool) => tool.name === 'getHabit')?.outputSchema).toBeDefined();

    const { resources } = await assistant.client.listResources();
    expect(resources.map((r) => r.uri)).toEqual(['stride://today', 'stride://progress']);
    const { resourceTemplates } = await assistant.client.listResourceTemplates();
    expect(resourceTemplates.map((t) => t.uriTemplate)).toEqual(['stride://habit/{id}', 'stride://goal/{id}', 'stride://area/{id}']);

    const habit = await createHabit(assistant, 'Doomscrolling');
    const kept = await createHabit(assistant, 'Keep journaling');
    const today = await assistant.client.readResource({ uri: 'stride://today' });
    expect((today.contents[0] as { text: string }).text).toContain('Doomscrolling');
    const record = await assistant.client.readResource({ uri: `stride://habit/${habit.id}` });
    expect(JSON.parse((record.contents[0] as { text: string }).text)).toMatchObject({ id: habit.id, name: 'Doomscrolling' });
    const read = await assistant.client.callTool({ name: 'getHabit', arguments: { habitId: habit.id } });
    expect(read.isError, textOf(read)).toBeFalsy();
    expect(read.structuredContent).toMatchObject({ id: habit.id, name: 'Doomscrolling' });

    // The write that waits for a yes: input_required, the person's yes in the retried call, done.
    const deleted = await assistant.client.callTool({ name: 'deleteHabit', arguments: { habitId: habit.id } });
    expect(deleted.isError, textOf(deleted)).toBeFalsy();
    expect(assistant.asked).toEqual(['Delete "Doomscrolling"?']);
    // A no: nothing changes.
    const declined = await assistant.client.callTool({ name: 'deleteHabit', arguments: { habitId: kept.id } });
    expect(declined.structuredContent).toEqual({ done: false, question: 'Delete "Keep journaling"?' });
    expect((await habitsOf(two.a, token)).map((h) => h.name)).toEqual(['Keep journaling']);

    const missing = assistant.client.readResource({ uri: 'stride://habit/00000000-0000-4000-8000-000000000000' });
    await expect(missing).rejects.toMatchObject({ code: -32602 });
  });

  it('finishes on one instance a confirmation asked on the other, once, and never for another credential', async ({ user: { client } }) => {
    const token = await makeToken(client);
    const onA = await connect(two.urlA, token, { elicit: yes });
    const habit = await createHabit(onA, 'Late snacks');
    // The first round on A, kept by hand: the question and the state to echo.
    const ask = async () => {
      const first = await onA.client.request({ method: 'tools/call', params: { name: 'deleteHabit', arguments: { habitId: habit.id } } }, { allowInputRequired: true });
      expect(first).toMatchObject({ resultType: 'input_required', inputRequests: { confirm: { method: 'elicitation/create', params: { message: 'Delete "Late snacks"?' } } } });
      const requestState = (first as unknown as { requestState: string }).requestState;
      expect(requestState).toMatch(/^confirm_[\w-]{20,}$/);
      return { name: 'deleteHabit', arguments: { habitId: habit.id }, inputResponses: { confirm: yes() }, requestState };
    };

    // Another credential's client cannot use it, and spends it (as a confirmationId is spent).
    const stolen = await ask();
    const other = await connect(two.urlB, await makeToken(client), { elicit: yes });
    expect(textOf(await other.client.request({ method: 'tools/call', params: stolen }))).toBe(MCP_TEXTS.confirmationRefused('deleteHabit'));
    const onB = await connect(two.urlB, token, { elicit: yes });
    expect(textOf(await onB.client.request({ method: 'tools/call', params: stolen }))).toBe(MCP_TEXTS.confirmationRefused('deleteHabit'));
    expect(await habitsOf(two.a, token)).toHaveLength(1);

    // Asked on A, the person's yes retried on B: done.
    const retry = await ask();
    const done = await onB.client.request({ method: 'tools/call', params: retry });
    expect((done as { isError?: boolean }).isError, textOf(done)).toBeFalsy();
    expect(await habitsOf(two.a, token)).toEqual([]);
    // Played again: the habit is gone, so nothing to ask about and nothing done.
    const replay = await onA.client.request({ method: 'tools/call', params: retry });
    expect((replay as { isError?: boolean }).isError).toBe(true);
  });

  it('gives a client without elicitation the two steps, in the modern era as in the 2025 era', async ({ user: { client } }) => {
    const token = await makeToken(client);
    const assistant = await connect(two.urlA, token);
    const habit = await createHabit(assistant, 'Gym');
    const { tools } = await assistant.client.listTools();
    expect(Object.keys(tools.find((tool) => tool.name === 'deleteHabit')!.inputSchema.properties ?? {})).toContain('confirmationId');
    const first = await assistant.client.callTool({ name: 'deleteHabit', arguments: { habitId: habit.id } });
    const { confirmationId } = first.structuredContent as { confirmationId: string };
    expect(first.structuredContent).toMatchObject({ done: false, needsConfirmation: true, question: 'Delete "Gym"?' });
    const onB = await connect(two.urlB, token);
    const second = await onB.client.callTool({ name: 'deleteHabit', arguments: { habitId: habit.id, confirmationId } });
    expect(second.isError, textOf(second)).toBeFalsy();
    expect(await habitsOf(two.a, token)).toEqual([]);
  });

  it('serves the 2025 era to the same v2 client: lists, reads, calls, and confirms with the two steps', async ({ user: { client } }) => {
    const token = await makeToken(client);
    const assistant = await connect(two.urlA, token, { era: 'legacy', elicit: yes });
    expect(assistant.client.getProtocolEra()).toBe('legacy');
    const { tools } = await assistant.client.listTools();
    expect(tools.map((tool) => tool.name)).toContain('deleteHabit');
    expect((await assistant.client.listResourceTemplates()).resourceTemplates).toHaveLength(3);
    const habit = await createHabit(assistant, 'Chess');
    const record = await assistant.client.readResource({ uri: `stride://habit/${habit.id}` });
    expect(JSON.parse((record.contents[0] as { text: string }).text)).toMatchObject({ id: habit.id });
    const read = await assistant.client.callTool({ name: 'getHabit', arguments: { habitId: habit.id } });
    expect(read.structuredContent).toMatchObject({ name: 'Chess' });
    // Stateless 2025 era: the answer would come in another request, so the two steps.
    const first = await assistant.client.callTool({ name: 'deleteHabit', arguments: { habitId: habit.id } });
    const { confirmationId } = first.structuredContent as { confirmationId: string };
    const onB = await connect(two.urlB, token, { era: 'legacy' });
    const second = await onB.client.callTool({ name: 'deleteHabit', arguments: { habitId: habit.id, confirmationId } });
    expect(second.isError, textOf(second)).toBeFalsy();
    expect(await habitsOf(two.a, token)).toEqual([]);
  });

  it('refuses a read token a change with insufficient_scope in the modern era, and keeps /mcp/read reading only', async ({ user: { client } }) => {
    const writeToken = await makeToken(client);
    const habit = await createHabit(await connect(two.urlA, writeToken), 'Piano');
    const token = await makeToken(client, 'read');
    const assistant = await connect(two.urlA, token, { elicit: yes });
    const { tools } = await assistant.client.listTools();
    expect(tools.map((tool) => tool.name)).not.toContain('createHabit');
    const read = await assistant.client.callTool({ name: 'getHabit', arguments: { habitId: habit.id } });
    expect(read.structuredContent).toMatchObject({ name: 'Piano' });

    // The write, as a client that lists nothing it cannot do would still send it: 403 and the scope that would do.
    const raw = await fetch(`${two.urlA}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', authorization: `Bearer ${token}`, 'mcp-protocol-version': MODERN_REVISION, 'mcp-method': 'tools/call', 'mcp-name': 'deleteHabit' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'deleteHabit', arguments: { habitId: habit.id }, _meta: { 'io.modelcontextprotocol/protocolVersion': MODERN_REVISION, 'io.modelcontextprotocol/clientInfo': { name: 'raw', version: '1' }, 'io.modelcontextprotocol/clientCapabilities': {} } } }),
    });
    expect(raw.status).toBe(403);
    expect(raw.headers.get('www-authenticate')).toMatch(/^Bearer error="insufficient_scope", scope="write", resource_metadata="https?:\/\/[^"]+\/\.well-known\/oauth-protected-resource"$/);
    expect(raw.headers.get('access-control-allow-origin')).toBe('*');
    // What a browser-based 2026-07-28 client mirrors into headers is allowed (CORS).
    const preflight = await fetch(`${two.urlA}/mcp`, { method: 'OPTIONS', headers: { origin: 'https://inspector.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type, mcp-protocol-version, mcp-method, mcp-name' } });
    expect(preflight.headers.get('access-control-allow-headers')).toEqual(expect.stringContaining('mcp-method, mcp-name'));
    // The official client reads it as the step-up it is (it would ask for write with an auth provider).
    await expect(assistant.client.callTool({ name: 'completeHabit', arguments: { habitId: habit.id } })).rejects.toMatchObject({ name: 'InsufficientScopeError', requiredScope: 'write' });
    expect((await habitsOf(two.a, writeToken)).map((h) => h.name)).toEqual(['Piano']);

    // /mcp/read: reading only whatever the token may do, refused as in the 2025 era.
    const atRead = await connect(two.urlB, writeToken, { path: '/mcp/read' });
    expect(atRead.client.getProtocolEra()).toBe('modern');
    const refused = await atRead.client.callTool({ name: 'deleteHabit', arguments: { habitId: habit.id } });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toBe(MCP_TEXTS.readOnlyEndpoint);
  });
});
