import { LATEST_PROTOCOL_VERSION, type Tool } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect } from 'vitest';
import { MCP_TEXTS, type Habit } from '@stride/domain';
import { connectAssistant, textOf } from '../../test/assistant-client.js';
import { signedInTest } from '../../test/signed-in.js';
import { testEngines } from '../../test/test-database.js';
import { habitsOf, makeToken, twoInstancesOnOneDatabase } from '../../test/two-instances.js';

const MCP_HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };

/**
 * Issue 52: /mcp without sessions. Two instances of the app on one database: whichever gets a
 * request answers it, and a confirmation proposed on one is honoured on the other (it waits in
 * the database, bound to the credential that proposed it). e2e/multi-instance.test.ts does the
 * same through nginx with three built instances.
 */
describe.each(testEngines())('stateless MCP on two instances on %s', (engine) => {
  const two = twoInstancesOnOneDatabase(engine);
  const it = signedInTest(() => two.a);

  async function connect(baseUrl: string, token: string, options: Parameters<typeof connectAssistant>[2] = {}) {
    const assistant = await connectAssistant(baseUrl, token, options);
    return two.closeAtEnd(assistant);
  }

  it('answers without a session, and any instance answers any request', async ({ user: { client } }) => {
    const token = await makeToken(client);
    // A client that could ask the person still gets the two-step tools: the answer would come in another request.
    const assistant = await connect(two.urlA, token, { elicit: () => ({ action: 'accept', content: { confirm: true } }) });
    expect(assistant.transport.sessionId).toBeUndefined();
    const { tools } = await assistant.client.listTools();
    const deleteHabit = tools.find((tool: Tool) => tool.name === 'deleteHabit')!;
    expect(Object.keys(deleteHabit.inputSchema.properties ?? {})).toContain('confirmationId');

    // A request with no initialize before it, on the other instance: answered.
    const raw = await fetch(`${two.urlB}/mcp`, { method: 'POST', headers: { ...MCP_HEADERS, authorization: `Bearer ${token}`, 'mcp-protocol-version': LATEST_PROTOCOL_VERSION }, body: JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'tools/list' }) });
    expect(raw.status).toBe(200);
    expect(raw.headers.get('mcp-session-id')).toBeNull();
    expect(((await raw.json()) as { result: { tools: Tool[] } }).result.tools.map((tool) => tool.name)).toEqual(tools.map((tool: Tool) => tool.name));

    // No server stream to GET and no session to end.
    for (const method of ['GET', 'DELETE']) {
      const res = await fetch(`${two.urlB}/mcp`, { method, headers: { accept: 'text/event-stream', authorization: `Bearer ${token}` } });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('POST');
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(MCP_TEXTS.statelessPostOnly);
    }
  });

  it('honours on one instance a confirmation proposed on the other, once, for the same credential only', async ({ user: { client } }) => {
    const token = await makeToken(client);
    const otherToken = await makeToken(client);
    const onA = await connect(two.urlA, token);
    const onB = await connect(two.urlB, token);
    const created = await onA.client.callTool({ name: 'createHabit', arguments: { name: 'Doomscrolling', recurrence: 'daily' } });
    const habit = created.structuredContent as unknown as Habit;

    const first = await onA.client.callTool({ name: 'deleteHabit', arguments: { habitId: habit.id } });
    const proposal = first.structuredContent as { confirmationId: string };
    expect(proposal).toEqual({ done: false, needsConfirmation: true, question: 'Delete "Doomscrolling"?', confirmationId: expect.stringMatching(/^confirm_[\w-]{20,}$/) });
    expect((await habitsOf(two.a, token)).map((h) => h.id)).toEqual([habit.id]);

    // Another token of the same person cannot use it (and spends it).
    const foreign = await (await connect(two.urlB, otherToken)).client.callTool({ name: 'deleteHabit', arguments: { habitId: habit.id, confirmationId: proposal.confirmationId } });
    expect(foreign.isError).toBe(true);
    expect(textOf(foreign)).toBe(MCP_TEXTS.confirmationRefused('deleteHabit'));
    const spent = await onB.client.callTool({ name: 'deleteHabit', arguments: { habitId: habit.id, confirmationId: proposal.confirmationId } });
    expect(spent.isError).toBe(true);
    expect((await habitsOf(two.a, token)).map((h) => h.id)).toEqual([habit.id]);

    // Proposed on A, confirmed on B: done, once.
    const again = (await onA.client.callTool({ name: 'deleteHabit', arguments: { habitId: habit.id } })).structuredContent as { confirmationId: string };
    const confirmed = await onB.client.callTool({ name: 'deleteHabit', arguments: { habitId: habit.id, confirmationId: again.confirmationId } });
    expect(confirmed.isError, textOf(confirmed)).toBeFalsy();
    expect(confirmed.structuredContent).toMatchObject({ habitId: habit.id });
    expect(await habitsOf(two.a, token)).toEqual([]);
    const replay = await onA.client.callTool({ name: 'deleteHabit', arguments: { habitId: habit.id, confirmationId: again.confirmationId } });
    expect(replay.isError).toBe(true);
  });

  it('lets a confirmation expire after ten minutes, and keeps ten a credential at most', async ({ user: { client } }) => {
    const token = await makeToken(client);
    const assistant = await connect(two.urlA, token);
    const habit = (await assistant.client.callTool({ name: 'createHabit', arguments: { name: 'Late coffee', recurrence: 'daily' } })).structuredContent as unknown as Habit;
    const propose = async () => ((await assistant.client.callTool({ name: 'deleteHabit', arguments: { habitId: habit.id } })).structuredContent as { confirmationId: string }).confirmationId;

    const late = await propose();
    two.a.clock.advance(10 * 60_000 + 1000);
    const expired = await (await connect(two.urlA, token)).client.callTool({ name: 'deleteHabit', arguments: { habitId: habit.id, confirmationId: late } });
    expect(expired.isError).toBe(true);

    // An eleventh proposal drops the oldest.
    const ids = [];
    for (let i = 0; i < 11; i++) ids.push(await propose());
    const oldest = await assistant.client.callTool({ name: 'deleteHabit', arguments: { habitId: habit.id, confirmationId: ids[0] } });
    expect(oldest.isError).toBe(true);
    expect((await habitsOf(two.a, token)).map((h) => h.id)).toEqual([habit.id]);
    const newest = await assistant.client.callTool({ name: 'deleteHabit', arguments: { habitId: habit.id, confirmationId: ids[10] } });
    expect(newest.isError, textOf(newest)).toBeFalsy();
    expect(await habitsOf(two.a, token)).toEqual([]);
  });
});
