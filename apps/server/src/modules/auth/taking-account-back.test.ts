import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, CONNECTIONS_TEXTS, type CreatedToken, type User } from '@stride/domain';
import { pkcePair } from '../../test/assistant-oauth.js';
import { STRONG_PASSWORD, uniqueEmail, verifiedUser } from '../../test/auth-flows.js';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { testEngines } from '../../test/test-database.js';

const ORIGIN = 'https://stride.example.com';
const REDIRECT = 'https://assistant.example.net/oauth/callback';
const NEW_PASSWORD = 'N3w!Passphrase';

/**
 * Issue 48: someone who held the account for a minute (a write token, an assistant) loses it when
 * the owner resets the password or changes the email; a password change offers the same.
 */
describe.each(testEngines())('taking an account back on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { APP_ORIGIN: ORIGIN });
  });
  afterAll(() => t.close());

  const form = (url: string, fields: Record<string, string>) =>
    t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });
  const asBearer = (token: string) => t.app.inject({ method: 'GET', url: '/api/habits/user/me', headers: { authorization: `Bearer ${token}` } });

  /** An account with a write token ("Mallory's script") and an assistant ("Claude") connected by OAuth. */
  async function heldAccount() {
    const client = t.client();
    const { email } = await verifiedUser(t, client);
    const pat = (await client.request('POST', '/api/tokens', { name: 'Mallory’s script', scope: 'write' })).json<CreatedToken>().token;
    const registered = await t.app.inject({ method: 'POST', url: '/oauth/register', payload: { client_name: 'Claude', redirect_uris: [REDIRECT] } });
    const clientId = registered.json<{ client_id: string }>().client_id;
    const { verifier, challenge } = pkcePair();
    const query = new URLSearchParams({ response_type: 'code', client_id: clientId, redirect_uri: REDIRECT, code_challenge: challenge, code_challenge_method: 'S256', state: 's', scope: 'write' });
    const location = new URL((await t.app.inject({ method: 'GET', url: `/oauth/authorize?${query}` })).headers.location as string, ORIGIN);
    const answer = await client.request('POST', '/api/oauth/consent', { ...Object.fromEntries(location.searchParams), approve: true });
    const code = new URL(answer.json<{ redirectTo: string }>().redirectTo).searchParams.get('code')!;
    const issued = await form('/oauth/token', { grant_type: 'authorization_code', code, redirect_uri: REDIRECT, client_id: clientId, code_verifier: verifier });
    expect(issued.statusCode, issued.body).toBe(200);
    const oauth = issued.json<{ access_token: string; refresh_token: string }>();
    expect((await asBearer(pat)).statusCode).toBe(200);
    expect((await asBearer(oauth.access_token)).statusCode).toBe(200);
    return { client, email, pat, oauth, clientId };
  }

  async function expectDisconnected(held: Awaited<ReturnType<typeof heldAccount>>) {
    expect((await asBearer(held.pat)).statusCode).toBe(401);
    expect((await asBearer(held.oauth.access_token)).statusCode).toBe(401);
    const refreshed = await form('/oauth/token', { grant_type: 'refresh_token', refresh_token: held.oauth.refresh_token, client_id: held.clientId });
    expect(refreshed.statusCode).toBe(400);
  }

  const connectionsEnded = async (client: TestClient) => (await client.request('GET', '/api/auth/check')).json<{ user: User }>().user.connectionsEnded;

  it('a password reset ends every token and assistant, says so in the notice, and Settings can tell', async () => {
    const held = await heldAccount();
    t.clock.advance(61_000);
    const before = t.mail.count();
    await t.client().request('POST', '/api/auth/forgot-password', { email: held.email });
    const code = await t.mail.nextCode(held.email, before);
    const resetToken = (await t.client().request('POST', '/api/auth/verify-reset-code', { email: held.email, code })).json<{ resetToken: string }>().resetToken;
    const afterCode = t.mail.count();
    const reset = await t.client().request('POST', '/api/auth/reset-password', { email: held.email, resetToken, newPassword: NEW_PASSWORD });
    expect(reset.statusCode, reset.body).toBe(200);

    await expectDisconnected(held);
    const notice = await t.mail.nextMessage(held.email, afterCode);
    expect(notice.text).toContain(CONNECTIONS_TEXTS.endedInEmail({ tokens: ['Mallory’s script'], assistants: ['Claude'] })!);

    const owner = t.client();
    expect((await owner.request('POST', '/api/auth/login', { email: held.email, password: NEW_PASSWORD })).statusCode).toBe(200);
    expect(await connectionsEnded(owner)).toEqual({ at: t.clock.now().toISOString(), reason: 'password_reset' });
    expect((await owner.request('GET', '/api/tokens')).json()).toEqual([]);
    expect((await owner.request('GET', '/api/oauth/grants')).json()).toEqual([]);
  });

  it('an email change ends every token and assistant, and the old address is told what was disconnected', async () => {
    const held = await heldAccount();
    const newEmail = uniqueEmail('taken-back');
    t.clock.advance(61_000);
    const before = t.mail.count();
    expect((await held.client.request('POST', '/api/users/me/email', { newEmail, currentPassword: STRONG_PASSWORD })).statusCode).toBe(200);
    const code = await t.mail.nextCode(newEmail, before);
    const afterCode = t.mail.count();
    const confirmed = await held.client.request('POST', '/api/users/me/email/verify', { code });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<{ user: User }>().user.connectionsEnded).toMatchObject({ reason: 'email_change' });

    await expectDisconnected(held);
    const notice = await t.mail.nextMessage(held.email, afterCode);
    expect(notice.text).toContain(CONNECTIONS_TEXTS.endedInEmail({ tokens: ['Mallory’s script'], assistants: ['Claude'] })!);
  });

  it('a password change keeps them unless asked, and its notice lists what stays connected', async () => {
    const held = await heldAccount();
    const before = t.mail.count();
    const kept = await held.client.request('POST', '/api/users/me/password', { currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().message).toBe(ACCOUNT_MESSAGES.passwordChanged);
    expect((await asBearer(held.pat)).statusCode).toBe(200);
    expect((await asBearer(held.oauth.access_token)).statusCode).toBe(200);
    const notice = await t.mail.nextMessage(held.email, before);
    expect(notice.text).toContain(CONNECTIONS_TEXTS.stayInEmail({ tokens: ['Mallory’s script'], assistants: ['Claude'] }));
    expect(await connectionsEnded(held.client)).toBeUndefined(); // not in the answer until something ended them

    const again = t.mail.count();
    const ended = await held.client.request('POST', '/api/users/me/password', { currentPassword: NEW_PASSWORD, newPassword: STRONG_PASSWORD, endConnections: true });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().message).toBe(CONNECTIONS_TEXTS.passwordChangedAndEnded);
    await expectDisconnected(held);
    expect((await t.mail.nextMessage(held.email, again)).text).toContain(CONNECTIONS_TEXTS.endedInEmail({ tokens: ['Mallory’s script'], assistants: ['Claude'] })!);
    expect(await connectionsEnded(held.client)).toMatchObject({ reason: 'password_change' });
  });
});
