import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Habit } from '@stride/domain';
import { connectAssistant as connectMcp, textOf } from '../../test/assistant-client.js';
import { TestAssistantOAuthProvider, connectAssistant } from '../../test/assistant-oauth.js';
import { verifiedUser } from '../../test/auth-flows.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testEngines } from '../../test/test-database.js';

/** A port free on loopback now, so the app's origin (its OAuth issuer) can name it before it listens. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Issue 41: the official MCP SDK's client auth (discovery, dynamic registration, PKCE) against our server, over real HTTP. */
describe.each(testEngines())('an assistant connecting with the MCP SDK on %s', (engine) => {
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    // The person is asked through the assistant's own dialog (elicitation), which needs the
    // sessions kept in memory (MCP_SESSIONS=memory, decision 052); the default stateless /mcp asks
    // by a second call instead (mcp.stateless.test.ts, e2e/multi-instance.test.ts).
    t = await createTestApp(engine, { APP_ORIGIN: baseUrl, MCP_SESSIONS: 'memory' });
    await t.app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('discovers, registers, asks the person and gets tokens that read their habits; then refreshes', async () => {
    const person = t.client();
    await verifiedUser(t, person);
    const provider = await connectAssistant(baseUrl, `${baseUrl}/mcp`, person.cookies, new TestAssistantOAuthProvider('http://127.0.0.1:33418/callback', 'SDK assistant'));
    expect(provider.registered?.client_id).toBeTruthy();
    expect(provider.authorizationUrl?.searchParams.get('code_challenge_method')).toBe('S256');
    expect(provider.authorizationUrl?.searchParams.get('resource')).toBe(`${baseUrl}/mcp`);
    const tokens = provider.saved!;
    expect(tokens.access_token).toMatch(/^stride_oat_/);
    const habits = await fetch(`${baseUrl}/api/habits/user/me`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(habits.status).toBe(200);
    expect((await habits.json()) as Habit[]).toEqual([]);
    expect(((await (await fetch(`${baseUrl}/api/oauth/grants`, { headers: { cookie: [...person.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } })).json()) as { clientName: string }[]).map((g) => g.clientName)).toEqual(['SDK assistant']);

    // The SDK's own refresh: it rotates the refresh token and the new access token works.
    const { auth } = await import('@modelcontextprotocol/sdk/client/auth.js');
    expect(await auth(provider, { serverUrl: `${baseUrl}/mcp` })).toBe('AUTHORIZED');
    expect(provider.saved!.refresh_token).not.toBe(tokens.refresh_token);
    expect((await fetch(`${baseUrl}/api/habits/user/me`, { headers: { authorization: `Bearer ${provider.saved!.access_token}` } })).status).toBe(200);
    expect((await fetch(`${baseUrl}/api/habits/user/me`, { headers: { authorization: `Bearer ${tokens.access_token}` } })).status).toBe(200);
  });

  it('connects to the read-only /mcp/read: the SDK asks for read on that resource, and the grant cannot write through /mcp or /api (issue 52)', async () => {
    const person = t.client();
    await verifiedUser(t, person);
    const provider = await connectAssistant(baseUrl, `${baseUrl}/mcp/read`, person.cookies, new TestAssistantOAuthProvider('http://127.0.0.1:33420/callback', 'Reader'));
    expect(provider.authorizationUrl?.searchParams.get('resource')).toBe(`${baseUrl}/mcp/read`);
    expect(provider.authorizationUrl?.searchParams.get('scope')).toBe('read');
    expect(provider.saved?.scope).toBe('read');
    const token = provider.saved!.access_token;
    const write = await fetch(`${baseUrl}/api/habits`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Walk', recurrence: 'daily' }) });
    expect(write.status).toBe(403);
    expect(write.headers.get('www-authenticate')).toBe('Bearer error="insufficient_scope", scope="write"');
    const assistant = await connectMcp(baseUrl, token);
    try {
      const refused = await assistant.client.callTool({ name: 'createHabit', arguments: { name: 'Walk', recurrence: 'daily' } });
      expect(refused.isError).toBe(true);
      expect((await assistant.client.listTools()).tools.map((tool) => tool.name)).not.toContain('createHabit');
    } finally {
      await assistant.close().catch(() => undefined);
    }
  });

  it('connects to /mcp with the OAuth token: reads the day, changes it, and asks before it deletes (done when of issue 41)', async () => {
    const person = t.client();
    await verifiedUser(t, person);
    const provider = await connectAssistant(baseUrl, `${baseUrl}/mcp`, person.cookies, new TestAssistantOAuthProvider('http://127.0.0.1:33419/callback', 'Day assistant'));
    let answer: 'accept' | 'decline' = 'decline';
    const assistant = await connectMcp(baseUrl, provider.saved!.access_token, { elicit: () => ({ action: answer, content: answer === 'accept' ? { confirm: true } : undefined }) });
    try {
      expect((await assistant.client.listTools()).tools.map((tool) => tool.name)).toContain('deleteHabit');
      const created = await assistant.client.callTool({ name: 'createHabit', arguments: { name: 'Stretch', recurrence: 'daily' } });
      expect(created.isError, textOf(created)).toBeFalsy();
      const habit = created.structuredContent as unknown as Habit;
      const done = await assistant.client.callTool({ name: 'completeHabit', arguments: { habitId: habit.id } });
      expect(done.isError, textOf(done)).toBeFalsy();
      const today = await assistant.client.readResource({ uri: 'stride://today' });
      const day = JSON.parse(String((today.contents[0] as { text: string }).text)) as { habits: { id: string; status: string }[] };
      expect(day.habits).toEqual([expect.objectContaining({ id: habit.id, status: 'done' })]);

      // The person says no: nothing is deleted; the question was the coach's own.
      const kept = await assistant.client.callTool({ name: 'deleteHabit', arguments: { habitId: habit.id } });
      expect(assistant.asked).toEqual(['Delete "Stretch"?']);
      expect(textOf(kept)).not.toBe('');
      const owner = { headers: { cookie: [...person.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } };
      const listed = async () => ((await (await fetch(`${baseUrl}/api/habits/user/me`, { headers: { authorization: `Bearer ${provider.saved!.access_token}` } })).json()) as Habit[]).map((h) => h.id);
      expect(await listed()).toEqual([habit.id]);
      // Yes: deleted.
      answer = 'accept';
      const removed = await assistant.client.callTool({ name: 'deleteHabit', arguments: { habitId: habit.id } });
      expect(removed.isError, textOf(removed)).toBeFalsy();
      expect(await listed()).toEqual([]);

      // Disconnecting the assistant in Settings stops it at once.
      const [grant] = ((await (await fetch(`${baseUrl}/api/oauth/grants`, owner)).json()) as { id: string }[]);
      const revoke = await t.app.inject({ method: 'DELETE', url: `/api/oauth/grants/${grant!.id}`, headers: { ...owner.headers, 'client-type': 'web', origin: baseUrl } });
      expect(revoke.statusCode, revoke.body).toBe(204);
      await expect(assistant.client.callTool({ name: 'getProgress', arguments: {} })).rejects.toThrow();
    } finally {
      await assistant.close().catch(() => undefined);
    }
  });
});
