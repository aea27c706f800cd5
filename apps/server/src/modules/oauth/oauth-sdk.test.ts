import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Habit } from '@stride/domain';
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
    t = await createTestApp(engine, { APP_ORIGIN: baseUrl });
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
});
