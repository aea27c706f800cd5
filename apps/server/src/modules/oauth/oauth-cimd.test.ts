import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { OAUTH_CONSENT_TEXTS } from '@stride/domain';
import { pkcePair } from '../../test/assistant-oauth.js';
import { signedInTest } from '../../test/signed-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testEngines } from '../../test/test-database.js';

const ORIGIN = 'https://stride.example.com';
const REDIRECT = 'http://127.0.0.1:33450/callback';
const TLS_DIR = new URL('../../test/fixtures/push-tls/', import.meta.url);

/**
 * Issue 52: Client ID Metadata Documents. The client's document is served over real https on
 * loopback (the test CA is trusted; the outbound guard lets this one origin through, as it does
 * the fake push service), and the app fetches it through the guard.
 */
describe.each(testEngines())('a client known by its metadata document (CIMD) on %s', (engine) => {
  let t: TestApp;
  let host: Server;
  let hostOrigin: string;
  const documents = new Map<string, { status?: number; type?: string; body: unknown }>();
  beforeAll(async () => {
    host = createServer({ cert: readFileSync(new URL('cert.pem', TLS_DIR)), key: readFileSync(new URL('key.pem', TLS_DIR)) }, (request, response) => {
      const doc = documents.get(request.url ?? '');
      if (!doc) return response.writeHead(404).end();
      response.writeHead(doc.status ?? 200, { 'content-type': doc.type ?? 'application/json' }).end(typeof doc.body === 'string' ? doc.body : JSON.stringify(doc.body));
    });
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    hostOrigin = `https://127.0.0.1:${(host.address() as AddressInfo).port}`;
    t = await createTestApp(engine, { APP_ORIGIN: ORIGIN, OUTBOUND_TEST_LOOPBACK_ORIGINS: hostOrigin });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => host.close(resolve));
  });
  const it = signedInTest(() => t);

  const authorize = (clientId: string, challenge: string, redirect = REDIRECT) =>
    t.app.inject({ method: 'GET', url: `/oauth/authorize?${new URLSearchParams({ response_type: 'code', client_id: clientId, redirect_uri: redirect, code_challenge: challenge, code_challenge_method: 'S256', state: 's', scope: 'read' })}` });

  it('says it takes metadata documents, fetches one at authorization, and runs the code flow with the URL as client_id', async ({ user: { client } }) => {
    const as = await t.app.inject({ method: 'GET', url: '/.well-known/oauth-authorization-server' });
    expect(as.json().client_id_metadata_document_supported).toBe(true);

    const clientId = `${hostOrigin}/oauth/client.json`;
    documents.set('/oauth/client.json', { body: { client_id: clientId, client_name: 'Metadata Assistant', redirect_uris: [REDIRECT], token_endpoint_auth_method: 'none' } });
    const { verifier, challenge } = pkcePair();
    const res = await authorize(clientId, challenge);
    expect(res.statusCode, res.body).toBe(302);
    const location = new URL(res.headers.location as string, ORIGIN);
    expect((await client.request('GET', `/api/oauth/consent${location.search}`)).json()).toMatchObject({ clientName: 'Metadata Assistant', redirectHost: '127.0.0.1:33450' });
    const answer = await client.request('POST', '/api/oauth/consent', { ...Object.fromEntries(location.searchParams), approve: true });
    const back = new URL(answer.json<{ redirectTo: string }>().redirectTo);
    const token = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ grant_type: 'authorization_code', code: back.searchParams.get('code')!, redirect_uri: REDIRECT, client_id: clientId, code_verifier: verifier }).toString(),
    });
    expect(token.statusCode, token.body).toBe(200);
    expect(token.json().scope).toBe('read');

    // A redirect the document does not list is refused, as for a registered client.
    const elsewhere = await authorize(clientId, challenge, 'https://evil.example/cb');
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.body).toContain(OAUTH_CONSENT_TEXTS.redirectUnknown);
  });

  it('refuses a document that names another client, lists no allowed redirect, is not JSON or cannot be had, and never fetches an internal address', async () => {
    const { challenge } = pkcePair();
    const cases: [string, { status?: number; type?: string; body: unknown } | undefined][] = [
      ['/other.json', { body: { client_id: `${hostOrigin}/elsewhere.json`, redirect_uris: [REDIRECT] } }],
      ['/bad-redirect.json', { body: { client_id: `${hostOrigin}/bad-redirect.json`, redirect_uris: ['javascript:alert(1)'] } }],
      ['/secret.json', { body: { client_id: `${hostOrigin}/secret.json`, redirect_uris: [REDIRECT], token_endpoint_auth_method: 'client_secret_basic' } }],
      ['/html.json', { type: 'text/html', body: '<!doctype html>' }],
      ['/huge.json', { body: { client_id: `${hostOrigin}/huge.json`, redirect_uris: [REDIRECT], padding: 'x'.repeat(6000) } }],
      ['/missing.json', undefined],
    ];
    for (const [path, doc] of cases) {
      if (doc) documents.set(path, doc);
      const res = await authorize(`${hostOrigin}${path}`, challenge);
      expect({ path, status: res.statusCode, location: res.headers.location }).toEqual({ path, status: 400, location: undefined });
      expect(res.body).toContain(OAUTH_CONSENT_TEXTS.clientMetadataUnavailable);
    }
    // Internal addresses are refused by the guard before any request (only the test origin is let through).
    for (const internal of ['https://127.0.0.1:1/client.json', 'https://10.0.0.8/client.json', 'https://169.254.169.254/latest/client.json', 'https://localhost/client.json']) {
      const res = await authorize(internal, challenge);
      expect({ internal, status: res.statusCode }).toEqual({ internal, status: 400 });
      expect(res.body).toContain(OAUTH_CONSENT_TEXTS.clientMetadataUnavailable);
    }
  });
});
