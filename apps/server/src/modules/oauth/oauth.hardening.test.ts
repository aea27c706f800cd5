import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OAUTH_CONSENT_TEXTS, TOKEN_REQUESTS_PER_MINUTE } from '@stride/domain';
import { pkcePair } from '../../test/assistant-oauth.js';
import { verifiedUser } from '../../test/auth-flows.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testEngines } from '../../test/test-database.js';

const ORIGIN = 'https://stride.example.com';
const LOOPBACK = 'http://127.0.0.1:33418/callback';

/** Issue 48's lows at the authorization server: loopback redirect forms, and the per-assistant limit under concurrency. */
describe.each(testEngines())('OAuth hardening on %s (issue 48)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { APP_ORIGIN: ORIGIN });
  });
  afterAll(() => t.close());

  const register = (redirectUris: string[], remoteAddress = '198.51.100.9') => t.app.inject({ method: 'POST', url: '/oauth/register', remoteAddress, payload: { client_name: 'Native', redirect_uris: redirectUris } });
  const authorize = (clientId: string, redirectUri: string, challenge: string) =>
    t.app.inject({
      method: 'GET',
      url: `/oauth/authorize?${new URLSearchParams({ response_type: 'code', client_id: clientId, redirect_uri: redirectUri, code_challenge: challenge, code_challenge_method: 'S256', state: 's' })}`,
    });

  it('applies the registration rules to every loopback form, on another port too', async () => {
    for (const uri of ['http://127.1/cb', 'http://user:pw@127.0.0.1/cb', 'http://127.0.0.1:8080/cb#x', 'http://LOCALHOST/cb', 'http://0x7f.0.0.1/cb', 'http://127.0.0.1:080/cb', 'http://@127.0.0.1/cb']) {
      const res = await register([uri]);
      expect({ uri, status: res.statusCode }).toEqual({ uri, status: 400 });
    }
    const made = await register([LOOPBACK]);
    expect(made.statusCode, made.body).toBe(201);
    const clientId = made.json<{ client_id: string }>().client_id;
    const { challenge } = pkcePair();

    // Another port of the same address and path: the consent screen (RFC 8252 §7.3).
    const otherPort = await authorize(clientId, 'http://127.0.0.1:9999/callback', challenge);
    expect(otherPort.statusCode).toBe(302);
    expect(new URL(otherPort.headers.location as string, ORIGIN).pathname).toBe('/oauth/consent');

    const refused = [
      'http://127.0.0.1:9999/callback#frag',
      'http://user:pw@127.0.0.1:9999/callback',
      'http://127.1:9999/callback',
      'http://0x7f.0.0.1:9999/callback',
      'http://127.0.0.1:9999/callback/../callback',
      'http://127.0.0.1:9999/Callback',
      'http://127.0.0.1:9999/callback?next=https://evil.example',
      'http://localhost:9999/callback',
      'http://[::1]:9999/callback',
      'https://127.0.0.1:9999/callback',
    ];
    for (const uri of refused) {
      const res = await authorize(clientId, uri, challenge);
      expect({ uri, status: res.statusCode, location: res.headers.location }).toEqual({ uri, status: 400, location: undefined });
      expect(res.body).toContain(OAUTH_CONSENT_TEXTS.redirectUnknown);
    }
  });

  // 400 requests at once wait for the database pool, which answers 503 past its wait: on a machine
  // busy with other tests some did (a load figure, not a defect), so it runs alone (decision 040).
  it('answers exactly the minute’s allowance of 400 concurrent requests of one assistant, and no 503', { tags: ['alone'] }, async () => {
    const client = t.client();
    await verifiedUser(t, client);
    const redirect = 'https://assistant.example.net/cb';
    const clientId = (await register([redirect], '198.51.100.10')).json<{ client_id: string }>().client_id;
    const { verifier, challenge } = pkcePair();
    const start = await authorize(clientId, redirect, challenge);
    const query = new URL(start.headers.location as string, ORIGIN).searchParams;
    const answer = await client.request('POST', '/api/oauth/consent', { ...Object.fromEntries(query), approve: true });
    expect(answer.statusCode, answer.body).toBe(200);
    const code = new URL(answer.json<{ redirectTo: string }>().redirectTo).searchParams.get('code')!;
    const exchanged = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirect, client_id: clientId, code_verifier: verifier }).toString(),
    });
    expect(exchanged.statusCode, exchanged.body).toBe(200);
    const token = exchanged.json<{ access_token: string }>().access_token;

    // The test clock stands still: all 400 fall in one minute.
    const statuses = await Promise.all(Array.from({ length: 400 }, () => t.app.inject({ method: 'GET', url: '/api/habits/user/me', headers: { authorization: `Bearer ${token}` } }).then((res) => res.statusCode)));
    const tally = statuses.reduce<Record<number, number>>((all, status) => ({ ...all, [status]: (all[status] ?? 0) + 1 }), {});
    expect(tally).toEqual({ 200: TOKEN_REQUESTS_PER_MINUTE, 429: 400 - TOKEN_REQUESTS_PER_MINUTE });
  });
});
