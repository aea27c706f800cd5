import { CallToolResultSchema, type Tool } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { COACH_FUNCTION_LIST, MCP_TEXTS, type CreatedToken, type Habit } from '@stride/domain';
import { connectAssistant, textOf, type AssistantClient } from '../../test/assistant-client.js';
import { signedInTest } from '../../test/signed-in.js';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { testEngines } from '../../test/test-database.js';
import { MCP_BATCH_MAX } from './mcp-platform-tools.js';
import { mayAskFirst } from './mcp-tools.js';

/** Issue 52: the tools assistants expect, through the official SDK's client (which validates `structuredContent` against each tool's `outputSchema`). */
describe.each(testEngines())('the MCP server’s outputSchema, search, fetch, batches and templates on %s', (engine) => {
  let t: TestApp;
  let baseUrl: string;
  const open: AssistantClient[] = [];
  beforeAll(async () => {
    t = await createTestApp(engine);
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const assistant of open) await assistant.close().catch(() => undefined);
    await t.close();
  });
  const it = signedInTest(() => t);

  async function connect(client: TestClient, scope: 'read' | 'write') {
    const res = await client.request('POST', '/api/tokens', { name: `assistant ${scope}`, scope });
    expect(res.statusCode, res.body).toBe(201);
    const { token } = res.json<CreatedToken>();
    const assistant = await connectAssistant(baseUrl, token);
    open.push(assistant);
    // Listing first makes the SDK's client check every later result against its tool's outputSchema.
    const { tools } = await assistant.client.listTools();
    return { assistant, tools, token };
  }
  const call = (assistant: AssistantClient, name: string, args: Record<string, unknown>) => assistant.client.callTool({ name, arguments: args }, CallToolResultSchema);

  it('gives every tool with a record result an outputSchema, and marks every tool that may ask for a yes destructive', async ({ user: { client } }) => {
    const { tools } = await connect(client, 'write');
    const byName = new Map(tools.map((tool) => [tool.name, tool]));
    for (const fn of COACH_FUNCTION_LIST) {
      const tool = byName.get(fn.name)!;
      expect({ tool: fn.name, type: tool.outputSchema?.type }).toEqual({ tool: fn.name, type: 'object' });
      expect({ tool: fn.name, destructive: tool.annotations?.destructiveHint }).toEqual({ tool: fn.name, destructive: mayAskFirst(fn) });
    }
    for (const name of ['search', 'fetch', 'completeHabits', 'createHabits']) expect(byName.get(name)?.outputSchema?.type).toBe('object');
    expect(byName.get('search')?.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false });
    expect(byName.get('completeHabits')?.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: false });
  });

  it('adds and completes several habits in one call, each item on its own, at most 20, and finds them by name', async ({ user: { client } }) => {
    const { assistant, token } = await connect(client, 'write');
    const created = await call(assistant, 'createHabits', { items: [{ name: 'Morning run', recurrence: 'daily' }, { name: 'Read', recurrence: 'daily' }, { name: '', recurrence: 'daily' }] });
    const made = created.structuredContent as { results: { index: number; ok: boolean; summary: string; result?: Habit }[]; done: number; refused: number };
    expect(made.done).toBe(2);
    expect(made.refused).toBe(1);
    expect(made.results.map((r) => r.ok)).toEqual([true, true, false]);
    expect(made.results[2]!.summary).toMatch(/^Not done/);
    const [run, read] = [made.results[0]!.result!, made.results[1]!.result!];
    const listed = (await t.app.inject({ method: 'GET', url: '/api/habits/user/me', headers: { authorization: `Bearer ${token}` } })).json<Habit[]>();
    expect(listed.map((h) => h.name).sort()).toEqual(['Morning run', 'Read']);

    const done = await call(assistant, 'completeHabits', { items: [{ habitId: run.id }, { habitId: read.id }, { habitId: '00000000-0000-4000-8000-000000000000' }] });
    expect((done.structuredContent as { done: number }).done).toBe(2);
    const after = (await t.app.inject({ method: 'GET', url: '/api/habits/user/me', headers: { authorization: `Bearer ${token}` } })).json<Habit[]>();
    expect(after.every((h) => h.completedDates.length === 1)).toBe(true);

    const tooMany = await call(assistant, 'completeHabits', { items: Array.from({ length: MCP_BATCH_MAX + 1 }, () => ({ habitId: run.id })) });
    expect(tooMany.isError).toBe(true);

    // Search: by any word of the name, any case; everything without a query.
    const found = await call(assistant, 'search', { query: 'RUN' });
    expect((found.structuredContent as { results: { id: string; title: string }[] }).results).toEqual([expect.objectContaining({ id: `stride://habit/${run.id}`, title: 'Morning run', kind: 'habit' })]);
    const all = await call(assistant, 'search', {});
    expect((all.structuredContent as { results: { title: string }[] }).results.map((r) => r.title).sort()).toEqual(['Morning run', 'Read']);
    expect(((await call(assistant, 'search', { query: 'swim' })).structuredContent as { results: unknown[] }).results).toEqual([]);

    // Fetch and the resource template read the same record.
    const fetched = await call(assistant, 'fetch', { id: `stride://habit/${run.id}` });
    expect(fetched.structuredContent).toMatchObject({ id: `stride://habit/${run.id}`, title: 'Morning run', metadata: { id: run.id } });
    const missing = await call(assistant, 'fetch', { id: 'stride://habit/00000000-0000-4000-8000-000000000000' });
    expect(missing.isError).toBe(true);
    expect(textOf(missing)).toBe(MCP_TEXTS.recordNotFound);
    const { resourceTemplates } = await assistant.client.listResourceTemplates();
    expect(resourceTemplates.map((r) => r.uriTemplate)).toEqual(['stride://habit/{id}', 'stride://goal/{id}', 'stride://area/{id}']);
    const resource = await assistant.client.readResource({ uri: `stride://habit/${run.id}` });
    expect(JSON.parse(String((resource.contents[0] as { text: string }).text))).toMatchObject({ id: run.id, name: 'Morning run' });
    await expect(assistant.client.readResource({ uri: 'stride://habit/00000000-0000-4000-8000-000000000000' })).rejects.toThrow();

    // A tool that asks first answers the pending shape its outputSchema allows (the SDK checks it).
    const asked = await call(assistant, 'deleteHabit', { habitId: read.id });
    expect(asked.structuredContent).toMatchObject({ done: false, needsConfirmation: true });
    const progress = await call(assistant, 'getProgress', { period: 'this week' });
    expect(progress.isError, textOf(progress)).toBeFalsy();
    const detail = await call(assistant, 'getHabit', { habitId: run.id });
    expect(detail.isError, textOf(detail)).toBeFalsy();
  });

  it('gives a read token search and fetch but no batch, and refuses a batch it calls anyway', async ({ user: { client } }) => {
    const { assistant, tools } = await connect(client, 'read');
    const names = tools.map((tool: Tool) => tool.name);
    expect(names).toEqual(expect.arrayContaining(['search', 'fetch']));
    expect(names).not.toContain('createHabits');
    const refused = await call(assistant, 'createHabits', { items: [{ name: 'Walk', recurrence: 'daily' }] });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toBe(MCP_TEXTS.readOnlyToken);
  });
});
