import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { INTEGRATION_TEXTS, OAUTH_CONSENT_TEXTS, type Habit, type OauthGrant } from '@stride/domain';
import { oauthGrants, oauthTokens } from '../../db/schema.js';
import { pkcePair } from '../../test/assistant-oauth.js';
import { STRONG_PASSWORD } from '../../test/auth-flows.js';
import { signedInTest } from '../../test/signed-in.js';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { testEngines } from '../../test/test-database.js';

const ORIGIN = 'https://stride.example.com';
const REDIRECT = 'https://assistant.example.net/oauth/callback';
const METRICS_TOKEN = 'metrics-token-of-the-oauth-test-0123456789';

const habitBody = { name: 'Stretch', startTime: '2026-11-02T07:00:00Z', endTime: '2026-11-02T07:15:00Z', recurrence: 'daily', customRecurrence: null };

interface Tokens {
  access_token: string;
  refresh_token: string;
  token_type: string;
  expires_in: number;
  scope: string;
}

describe.each(testEngines())('OAuth for assistants on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { APP_ORIGIN: ORIGIN, METRICS_TOKEN });
  });
  afterAll(() => t.close());
  const it = signedInTest(() => t);

  const form = (url: string, fields: Record<string, string>, remoteAddress = '198.51.100.1') =>
    t.app.inject({ method: 'POST', url, remoteAddress, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });
  const bearer = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, body?: object) =>
    t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(body ? { payload: body } : {}) });

  async function register(body: object = { client_name: 'Claude', redirect_uris: [REDIRECT] }, remoteAddress = '198.51.100.1') {
    return t.app.inject({ method: 'POST', url: '/oauth/register', remoteAddress, payload: body });
  }

  async function registeredClient(redirect = REDIRECT): Promise<string> {
    const res = await register({ client_name: 'Claude', redirect_uris: [redirect] });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ client_id: string }>().client_id;
  }

  const authorizeQuery = (clientId: string, challenge: string, extra: Record<string, string> = {}) =>
    new URLSearchParams({ response_type: 'code', client_id: clientId, redirect_uri: REDIRECT, code_challenge: challenge, code_challenge_method: 'S256', state: 'xyz', ...extra });

  /** The browser's trip: /oauth/authorize → the consent screen's query → the person's answer. */
  async function consent(client: TestClient, clientId: string, challenge: string, approve = true, extra: Record<string, string> = {}, grant?: 'read' | 'write'): Promise<URL> {
    const res = await t.app.inject({ method: 'GET', url: `/oauth/authorize?${authorizeQuery(clientId, challenge, extra)}` });
    expect(res.statusCode, res.body).toBe(302);
    const location = new URL(res.headers.location as string, ORIGIN);
    expect(location.pathname).toBe('/oauth/consent');
    const shown = await client.request('GET', `/api/oauth/consent${location.search}`);
    expect(shown.statusCode, shown.body).toBe(200);
    const answer = await client.request('POST', '/api/oauth/consent', { ...Object.fromEntries(location.searchParams), approve, ...(grant ? { grant } : {}) });
    expect(answer.statusCode, answer.body).toBe(200);
    return new URL(answer.json<{ redirectTo: string }>().redirectTo);
  }

  async function connected(client: TestClient, scope = 'write') {
    const clientId = await registeredClient();
    const { verifier, challenge } = pkcePair();
    const back = await consent(client, clientId, challenge, true, { scope });
    const res = await form('/oauth/token', { grant_type: 'authorization_code', code: back.searchParams.get('code')!, redirect_uri: REDIRECT, client_id: clientId, code_verifier: verifier });
    expect(res.statusCode, res.body).toBe(200);
    return { clientId, tokens: res.json<Tokens>() };
  }

  it('publishes the protected resource and authorization server metadata, open to any origin', async () => {
    for (const url of ['/.well-known/oauth-protected-resource', '/.well-known/oauth-protected-resource/mcp']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { origin: 'https://claude.ai' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBe('*');
      // Issue 52: the documentation is the public page about connecting, not the signed-in Settings.
      expect(res.json()).toMatchObject({ resource: `${ORIGIN}/mcp`, authorization_servers: [ORIGIN], scopes_supported: ['read', 'write'], bearer_methods_supported: ['header'], resource_documentation: `${ORIGIN}/integrations` });
    }
    const as = await t.app.inject({ method: 'GET', url: '/.well-known/oauth-authorization-server' });
    expect(as.json()).toMatchObject({
      issuer: ORIGIN,
      authorization_endpoint: `${ORIGIN}/oauth/authorize`,
      token_endpoint: `${ORIGIN}/oauth/token`,
      registration_endpoint: `${ORIGIN}/oauth/register`,
      revocation_endpoint: `${ORIGIN}/oauth/revoke`,
      response_types_supported: ['code'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: ['none'],
      scopes_supported: ['read', 'write'],
      service_documentation: `${ORIGIN}/integrations`,
    });
    const other = await t.app.inject({ method: 'GET', url: '/.well-known/openid-configuration' });
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('not_found');
    const preflight = await t.app.inject({ method: 'OPTIONS', url: '/oauth/token', headers: { origin: 'https://claude.ai', 'access-control-request-method': 'POST' } });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    // Only the OAuth endpoints: the app's API grants no other origin.
    const api = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://claude.ai' } });
    expect(api.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('registers public clients with https or loopback redirect URIs only, names of at most 100 characters, a few an hour per address', async () => {
    const ok = await register({ client_name: 'Claude', redirect_uris: [REDIRECT, 'http://127.0.0.1:8123/cb', 'http://localhost/cb', 'http://[::1]:9000/cb'] }, '192.0.2.10');
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ client_name: 'Claude', token_endpoint_auth_method: 'none', grant_types: ['authorization_code', 'refresh_token'], response_types: ['code'] });
    expect(ok.json().client_id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const refused = [
      { redirect_uris: ['http://assistant.example.net/cb'] },
      { redirect_uris: ['javascript:alert(1)'] },
      { redirect_uris: ['data:text/html,hi'] },
      { redirect_uris: ['file:///etc/passwd'] },
      { redirect_uris: ['cursor://anysphere.cursor-retrieval/cb#frag'] },
      { redirect_uris: [REDIRECT, 'vbscript:msgbox'] },
      { redirect_uris: ['https://assistant.example.net/cb#frag'] },
      { redirect_uris: ['https://user:pass@assistant.example.net/cb'] },
      { redirect_uris: [] },
      { client_name: 'Claude' },
    ];
    for (const body of refused) {
      const res = await register(body, '192.0.2.10');
      expect({ body, status: res.statusCode, error: res.json().error }).toEqual({ body, status: 400, error: 'invalid_redirect_uri' });
      expect(res.json().error_description).toBe(OAUTH_CONSENT_TEXTS.redirectUrisInvalid);
    }
    const longName = await register({ client_name: 'x'.repeat(101), redirect_uris: [REDIRECT] }, '192.0.2.10');
    expect(longName.json()).toEqual({ error: 'invalid_client_metadata', error_description: OAUTH_CONSENT_TEXTS.clientNameInvalid });
    const implicit = await register({ redirect_uris: [REDIRECT], response_types: ['token'] }, '192.0.2.10');
    expect(implicit.json().error).toBe('invalid_client_metadata');
    // Unnamed: the consent screen names it by where it returns.
    expect((await register({ redirect_uris: [REDIRECT] }, '192.0.2.10')).json().client_name).toBe('assistant.example.net');

    for (let i = 0; i < 20; i++) expect((await register(undefined, '192.0.2.77')).statusCode).toBe(201);
    const limited = await register(undefined, '192.0.2.77');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe('too_many_requests');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await register(undefined, '192.0.2.78')).statusCode).toBe(201);
  });

  it('registers a native app’s own-scheme redirect (RFC 8252 §7.1, issue 52), matches it exactly, and sends the code there', async ({ user: { client } }) => {
    const CURSOR = 'cursor://anysphere.cursor-retrieval/oauth/user-stride/callback';
    const registered = await register({ client_name: 'Cursor', redirect_uris: [CURSOR, 'com.example.habits:/oauth2redirect'] }, '192.0.2.30');
    expect(registered.statusCode, registered.body).toBe(201);
    expect(registered.json().redirect_uris).toEqual([CURSOR, 'com.example.habits:/oauth2redirect']);
    // Unnamed, a scheme-only redirect is named by its scheme.
    expect((await register({ redirect_uris: ['com.example.habits:/oauth2redirect'] }, '192.0.2.30')).json().client_name).toBe('com.example.habits:');
    const clientId = registered.json<{ client_id: string }>().client_id;
    const { verifier, challenge } = pkcePair();
    const query = authorizeQuery(clientId, challenge, { redirect_uri: CURSOR });
    // Exactly as registered: another path of the same scheme is not it.
    const other = await t.app.inject({ method: 'GET', url: `/oauth/authorize?${authorizeQuery(clientId, challenge, { redirect_uri: 'cursor://anysphere.cursor-retrieval/other' })}` });
    expect(other.statusCode).toBe(400);
    expect(other.body).toContain(OAUTH_CONSENT_TEXTS.redirectUnknown);
    const res = await t.app.inject({ method: 'GET', url: `/oauth/authorize?${query}` });
    expect(res.statusCode, res.body).toBe(302);
    const location = new URL(res.headers.location as string, ORIGIN);
    expect((await client.request('GET', `/api/oauth/consent${location.search}`)).json()).toMatchObject({ clientName: 'Cursor', redirectHost: 'anysphere.cursor-retrieval' });
    const answer = await client.request('POST', '/api/oauth/consent', { ...Object.fromEntries(location.searchParams), approve: true, grant: 'write' });
    const back = new URL(answer.json<{ redirectTo: string }>().redirectTo);
    expect(`${back.protocol}//${back.host}${back.pathname}`).toBe(CURSOR);
    const exchange = await form('/oauth/token', { grant_type: 'authorization_code', code: back.searchParams.get('code')!, redirect_uri: CURSOR, client_id: clientId, code_verifier: verifier });
    expect(exchange.statusCode, exchange.body).toBe(200);
    expect(exchange.json<Tokens>().scope).toBe('write');
  });

  it('shows an error page for an unknown client or redirect URI, and for every other fault too: never a redirect before the consent screen (issue 48)', async ({ user: { client } }) => {
    const clientId = await registeredClient();
    const { challenge } = pkcePair();
    const unknown = await t.app.inject({ method: 'GET', url: `/oauth/authorize?${authorizeQuery('nobody', challenge)}` });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.headers['content-type']).toContain('text/html');
    expect(unknown.body).toContain(OAUTH_CONSENT_TEXTS.clientUnknown);
    const elsewhere = await t.app.inject({ method: 'GET', url: `/oauth/authorize?${authorizeQuery(clientId, challenge, { redirect_uri: 'https://evil.example/cb' })}` });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.headers.location).toBeUndefined();
    expect(elsewhere.body).toContain(OAUTH_CONSENT_TEXTS.redirectUnknown);

    // Anyone can register a client with any https address: a redirect on a fault would be an open redirector.
    const cases: [Record<string, string>, string][] = [
      [{ response_type: 'token' }, OAUTH_CONSENT_TEXTS.responseTypeUnsupported],
      [{ code_challenge_method: 'plain' }, OAUTH_CONSENT_TEXTS.pkceRequired],
      [{ code_challenge: 'short' }, OAUTH_CONSENT_TEXTS.pkceRequired],
      [{ scope: 'admin' }, OAUTH_CONSENT_TEXTS.scopeInvalid],
      [{ resource: 'https://other.example/mcp' }, OAUTH_CONSENT_TEXTS.resourceInvalid],
    ];
    for (const [extra, message] of cases) {
      const res = await t.app.inject({ method: 'GET', url: `/oauth/authorize?${authorizeQuery(clientId, challenge, extra)}` });
      expect({ extra, status: res.statusCode, location: res.headers.location }).toEqual({ extra, status: 400, location: undefined });
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain(message);
    }

    // A good request goes to the consent screen, its scope made plain ("read write" is write).
    const good = await t.app.inject({ method: 'GET', url: `/oauth/authorize?${authorizeQuery(clientId, challenge, { scope: 'read write', resource: `${ORIGIN}/mcp` })}` });
    const consentUrl = new URL(good.headers.location as string, ORIGIN);
    expect(consentUrl.pathname).toBe('/oauth/consent');
    expect(Object.fromEntries(consentUrl.searchParams)).toEqual({
      client_id: clientId,
      redirect_uri: REDIRECT,
      scope: 'write',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      state: 'xyz',
      resource: `${ORIGIN}/mcp`,
    });
    const shown = await client.request('GET', `/api/oauth/consent${consentUrl.search}`);
    expect(shown.json()).toEqual({ clientName: 'Claude', redirectHost: 'assistant.example.net', scope: 'write' });
  });

  it('runs the authorization code flow with PKCE: the token reads and writes habits like a personal token, refreshes with rotation, and is revoked', async ({ user: { client } }) => {
    const clientId = await registeredClient();
    const { verifier, challenge } = pkcePair();
    const back = await consent(client, clientId, challenge);
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
    expect(back.searchParams.get('state')).toBe('xyz');
    expect(back.searchParams.get('iss')).toBe(ORIGIN);
    const code = back.searchParams.get('code')!;

    const exchange = await form('/oauth/token', { grant_type: 'authorization_code', code, redirect_uri: REDIRECT, client_id: clientId, code_verifier: verifier });
    expect(exchange.statusCode, exchange.body).toBe(200);
    expect(exchange.headers['cache-control']).toBe('no-store');
    const tokens = exchange.json<Tokens>();
    expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: 'write' });
    expect(tokens.access_token).toMatch(/^stride_oat_[A-Za-z0-9_-]{43}$/);
    expect(tokens.refresh_token).toMatch(/^stride_ort_[A-Za-z0-9_-]{43}$/);

    // Like a personal access token of the same scope.
    const created = await bearer(tokens.access_token, 'POST', '/api/habits', habitBody);
    expect(created.statusCode, created.body).toBe(201);
    const listed = await bearer(tokens.access_token, 'GET', '/api/habits/user/me');
    expect(listed.json<Habit[]>().map((h) => h.name)).toEqual(['Stretch']);
    // Account routes refuse it, the grants and consent routes among them.
    for (const [method, url] of [['GET', '/api/tokens'], ['GET', '/api/oauth/grants'], ['POST', '/api/oauth/consent']] as const) {
      const res = await bearer(tokens.access_token, method, url, method === 'POST' ? {} : undefined);
      expect({ url, status: res.statusCode, message: res.json().message }).toEqual({ url, status: 403, message: INTEGRATION_TEXTS.tokenNotAllowedHere });
    }

    const grants = (await client.request('GET', '/api/oauth/grants')).json<OauthGrant[]>();
    expect(grants).toEqual([{ id: expect.any(String), clientName: 'Claude', scope: 'write', createdAt: expect.any(String), lastUsedAt: expect.any(String) }]);

    // The code is one use: a second exchange is refused and ends what the first one bought.
    const replay = await form('/oauth/token', { grant_type: 'authorization_code', code, redirect_uri: REDIRECT, client_id: clientId, code_verifier: verifier });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error).toBe('invalid_grant');
    expect((await bearer(tokens.access_token, 'GET', '/api/habits/user/me')).statusCode).toBe(401);
    expect((await form('/oauth/token', { grant_type: 'refresh_token', refresh_token: tokens.refresh_token, client_id: clientId })).json().error).toBe('invalid_grant');

    // A new consent for the same assistant: the same grant, new tokens; refresh rotates.
    const again = await connected(client);
    const refreshed = await form('/oauth/token', { grant_type: 'refresh_token', refresh_token: again.tokens.refresh_token, client_id: again.clientId });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const rotated = refreshed.json<Tokens>();
    expect(rotated.refresh_token).not.toBe(again.tokens.refresh_token);
    expect((await bearer(rotated.access_token, 'GET', '/api/habits/user/me')).statusCode).toBe(200);
    // The old refresh token presented again: both holders lose the grant's tokens.
    const stale = await form('/oauth/token', { grant_type: 'refresh_token', refresh_token: again.tokens.refresh_token, client_id: again.clientId });
    expect(stale.json().error).toBe('invalid_grant');
    expect((await bearer(rotated.access_token, 'GET', '/api/habits/user/me')).statusCode).toBe(401);

    // RFC 7009: an access token revoked stops at once; unknown tokens are no error.
    const fresh = await connected(client);
    expect((await form('/oauth/revoke', { token: fresh.tokens.access_token, client_id: fresh.clientId })).statusCode).toBe(200);
    expect((await bearer(fresh.tokens.access_token, 'GET', '/api/habits/user/me')).statusCode).toBe(401);
    expect((await form('/oauth/revoke', { token: 'stride_oat_unknown', client_id: fresh.clientId })).statusCode).toBe(200);
    // A refresh token revoked takes the grant's access tokens with it.
    const next = await form('/oauth/token', { grant_type: 'refresh_token', refresh_token: fresh.tokens.refresh_token, client_id: fresh.clientId });
    const nextTokens = next.json<Tokens>();
    expect((await form('/oauth/revoke', { token: nextTokens.refresh_token, client_id: fresh.clientId })).statusCode).toBe(200);
    expect((await bearer(nextTokens.access_token, 'GET', '/api/habits/user/me')).statusCode).toBe(401);

    const metrics = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(metrics.body).toMatch(/oauth_token_requests_total\{grant_type="authorization_code",outcome="issued"\} [1-9]/);
    expect(metrics.body).toMatch(/oauth_token_requests_total\{grant_type="authorization_code",outcome="invalid_grant"\} [1-9]/);
    expect(metrics.body).toMatch(/api_token_requests_total\{via="oauth",status_class="2xx"\} [1-9]/);
  });

  it('refuses a wrong verifier, another client or redirect URI, and an expired code', async ({ user: { client } }) => {
    const clientId = await registeredClient();
    const other = await registeredClient();
    const attempts: [Record<string, string>, string][] = [
      [{ code_verifier: pkcePair().verifier }, OAUTH_CONSENT_TEXTS.verifierInvalid],
      [{ client_id: other }, OAUTH_CONSENT_TEXTS.codeInvalid],
      [{ redirect_uri: `${REDIRECT}/other` }, OAUTH_CONSENT_TEXTS.codeInvalid],
    ];
    for (const [change, description] of attempts) {
      const { verifier, challenge } = pkcePair();
      const code = (await consent(client, clientId, challenge)).searchParams.get('code')!;
      const res = await form('/oauth/token', { grant_type: 'authorization_code', code, redirect_uri: REDIRECT, client_id: clientId, code_verifier: verifier, ...change });
      expect({ change, status: res.statusCode, body: res.json() }).toEqual({ change, status: 400, body: { error: 'invalid_grant', error_description: description } });
    }
    const { verifier, challenge } = pkcePair();
    const code = (await consent(client, clientId, challenge)).searchParams.get('code')!;
    t.clock.advance(61_000);
    const late = await form('/oauth/token', { grant_type: 'authorization_code', code, redirect_uri: REDIRECT, client_id: clientId, code_verifier: verifier });
    expect(late.json().error).toBe('invalid_grant');
    // Issue 52: a client nobody registered is told so, with its code or refresh token unspent.
    for (const unknown of [{ grant_type: 'authorization_code', code: 'x', redirect_uri: REDIRECT, code_verifier: verifier }, { grant_type: 'refresh_token', refresh_token: 'x' }] as Record<string, string>[]) {
      const stranger = await form('/oauth/token', { ...unknown, client_id: 'not-a-registered-client' });
      expect({ status: stranger.statusCode, body: stranger.json() }).toEqual({ status: 401, body: { error: 'invalid_client', error_description: OAUTH_CONSENT_TEXTS.clientUnknown } });
    }
    expect((await form('/oauth/token', { grant_type: 'password', client_id: clientId })).json().error).toBe('unsupported_grant_type');
    expect((await form('/oauth/token', { grant_type: 'authorization_code', client_id: clientId })).json().error).toBe('invalid_request');
  });

  it('gives a read-scoped assistant reading only, and sends Deny back as access_denied', async ({ user: { client } }) => {
    const { tokens } = await connected(client, 'read');
    expect(tokens.scope).toBe('read');
    expect((await bearer(tokens.access_token, 'GET', '/api/habits/user/me')).statusCode).toBe(200);
    const write = await bearer(tokens.access_token, 'POST', '/api/habits', habitBody);
    expect(write.statusCode).toBe(403);
    expect(write.json().message).toBe(INTEGRATION_TEXTS.tokenReadOnly);

    const clientId = await registeredClient();
    const denied = await consent(client, clientId, pkcePair().challenge, false);
    expect(Object.fromEntries(denied.searchParams)).toMatchObject({ error: 'access_denied', state: 'xyz', iss: ORIGIN });
    expect(denied.searchParams.get('code')).toBeNull();
  });

  it('lets the person narrow a write request to read (least privilege): the tokens carry what was granted, and a write asks to step up', async ({ user: { client } }) => {
    const clientId = await registeredClient();
    const { verifier, challenge } = pkcePair();
    const back = await consent(client, clientId, challenge, true, { scope: 'read write' }, 'read');
    const exchange = await form('/oauth/token', { grant_type: 'authorization_code', code: back.searchParams.get('code')!, redirect_uri: REDIRECT, client_id: clientId, code_verifier: verifier });
    const tokens = exchange.json<Tokens>();
    // RFC 6749 §5.1: the scope issued differs from the one asked, and the answer says which.
    expect(tokens.scope).toBe('read');
    expect((await bearer(tokens.access_token, 'GET', '/api/habits/user/me')).statusCode).toBe(200);
    const write = await bearer(tokens.access_token, 'POST', '/api/habits', habitBody);
    expect(write.statusCode).toBe(403);
    expect(write.headers['www-authenticate']).toBe('Bearer error="insufficient_scope", scope="write"');
    expect((await client.request('GET', '/api/oauth/grants')).json<OauthGrant[]>().find((g) => g.clientName === 'Claude')?.scope).toBe('read');
    const refreshed = await form('/oauth/token', { grant_type: 'refresh_token', refresh_token: tokens.refresh_token, client_id: clientId });
    expect(refreshed.json<Tokens>().scope).toBe('read');

    // Asked again, the person allows writing: the same grant now writes, and says so.
    const pair = pkcePair();
    const wider = await consent(client, clientId, pair.challenge, true, { scope: 'write' }, 'write');
    const widerTokens = (await form('/oauth/token', { grant_type: 'authorization_code', code: wider.searchParams.get('code')!, redirect_uri: REDIRECT, client_id: clientId, code_verifier: pair.verifier })).json<Tokens>();
    expect(widerTokens.scope).toBe('write');
    expect((await bearer(widerTokens.access_token, 'POST', '/api/habits', habitBody)).statusCode).toBe(201);

    // Never more than asked: a read request answered with write is refused, and no code is made.
    const res = await t.app.inject({ method: 'GET', url: `/oauth/authorize?${authorizeQuery(clientId, pkcePair().challenge, { scope: 'read' })}` });
    const location = new URL(res.headers.location as string, ORIGIN);
    const tooWide = await client.request('POST', '/api/oauth/consent', { ...Object.fromEntries(location.searchParams), approve: true, grant: 'write' });
    expect(tooWide.statusCode).toBe(400);
    expect(tooWide.json().message).toBe(OAUTH_CONSENT_TEXTS.grantTooWide);
  });

  it('disconnects an assistant from the list: its tokens stop at once, and only its owner can', async ({ user: { client }, other: { client: stranger } }) => {
    const { tokens, clientId } = await connected(client);
    const [grant] = (await client.request('GET', '/api/oauth/grants')).json<OauthGrant[]>();
    expect((await stranger.request('DELETE', `/api/oauth/grants/${grant!.id}`)).statusCode).toBe(404);
    expect((await bearer(tokens.access_token, 'GET', '/api/habits/user/me')).statusCode).toBe(200);
    expect((await client.request('DELETE', `/api/oauth/grants/${grant!.id}`)).statusCode).toBe(204);
    expect((await bearer(tokens.access_token, 'GET', '/api/habits/user/me')).statusCode).toBe(401);
    expect((await form('/oauth/token', { grant_type: 'refresh_token', refresh_token: tokens.refresh_token, client_id: clientId })).json().error).toBe('invalid_grant');
    expect((await client.request('GET', '/api/oauth/grants')).json()).toEqual([]);
    expect((await client.request('DELETE', '/api/oauth/grants/not-an-id')).statusCode).toBe(404);
  });

  it('removes the grants and tokens with the account', async ({ user: { client, userId } }) => {
    const { tokens } = await connected(client);
    const grants = await t.database.db.select().from(oauthGrants).where(eq(oauthGrants.userId, userId));
    expect(grants).toHaveLength(1);
    const [{ n: tokensBefore } = { n: -1 }] = await t.database.db.select({ n: count() }).from(oauthTokens).where(eq(oauthTokens.grantId, grants[0]!.id));
    expect(tokensBefore).toBeGreaterThanOrEqual(2);
    expect((await client.request('DELETE', '/api/users/me', { password: STRONG_PASSWORD })).statusCode).toBe(200);
    const [{ n: after } = { n: -1 }] = await t.database.db.select({ n: count() }).from(oauthGrants).where(eq(oauthGrants.userId, userId));
    expect(after).toBe(0);
    const [{ n: tokensAfter } = { n: -1 }] = await t.database.db.select({ n: count() }).from(oauthTokens).where(eq(oauthTokens.grantId, grants[0]!.id));
    expect(tokensAfter).toBe(0);
    expect((await bearer(tokens.access_token, 'GET', '/api/habits/user/me')).statusCode).toBe(401);
  });

  it('asks for a session on the consent routes', async () => {
    const anonymous = t.client();
    expect((await anonymous.request('POST', '/api/oauth/consent', {})).statusCode).toBe(401);
    expect((await anonymous.request('GET', '/api/oauth/consent')).statusCode).toBe(401);
  });
});
