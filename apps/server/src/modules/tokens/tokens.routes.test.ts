import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { INTEGRATION_TEXTS, MAX_API_TOKENS, TOKEN_REQUESTS_PER_MINUTE, type ApiToken, type CreatedToken, type Goal, type Habit } from '@stride/domain';
import { apiTokens } from '../../db/schema.js';
import { STRONG_PASSWORD } from '../../test/auth-flows.js';
import { signIn, signedInTest } from '../../test/signed-in.js';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { testEngines } from '../../test/test-database.js';

/** Thursday 26 November 2026, 10:00:30 in London. */
const NOW = Date.parse('2026-11-26T10:00:30Z');

const METRICS_TOKEN = 'metrics-token-of-the-tokens-test-0123456789';

const habitBody = {
  name: 'Read',
  startTime: '2026-11-02T07:00:00Z',
  endTime: '2026-11-02T07:30:00Z',
  recurrence: 'daily',
  customRecurrence: null,
};

describe.each(testEngines())('personal access tokens on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { METRICS_TOKEN: METRICS_TOKEN });
    t.clock.advance(NOW - t.clock.now().getTime());
  });
  afterAll(() => t.close());
  const it = signedInTest(() => t);

  async function makeToken(client: TestClient, scope: 'read' | 'write', name = `${scope} script`): Promise<CreatedToken> {
    const res = await client.request('POST', '/api/tokens', { name, scope });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<CreatedToken>();
  }

  /** A script's request: the token and nothing else (no cookie, no Client-Type, no Origin). */
  const withToken = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH', url: string, body?: unknown) =>
    t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(body === undefined ? {} : { payload: body as object }) });

  it('shows the secret once, lists tokens without it, and records when each was last used', async ({ user: { client } }) => {
    expect((await client.request('GET', '/api/tokens')).json()).toEqual([]);
    const created = await makeToken(client, 'read', '  Shortcut on my phone ');
    expect(created).toMatchObject({ name: 'Shortcut on my phone', scope: 'read', createdAt: new Date(NOW).toISOString() });
    expect(created.token).toMatch(/^stride_pat_[A-Za-z0-9_-]{43}$/);

    const listed = (await client.request('GET', '/api/tokens')).json<ApiToken[]>();
    expect(listed).toEqual([{ id: created.id, name: 'Shortcut on my phone', scope: 'read', createdAt: created.createdAt, lastUsedAt: null }]);
    expect(JSON.stringify(listed)).not.toContain(created.token);
    // Only the hash is kept.
    const [row] = await t.database.db.select().from(apiTokens).where(eq(apiTokens.id, created.id));
    expect(row!.tokenHash).not.toContain(created.token.slice(11));

    t.clock.advance(5_000);
    expect((await withToken(created.token, 'GET', '/api/habits/user/me')).statusCode).toBe(200);
    const used = (await client.request('GET', '/api/tokens')).json<ApiToken[]>();
    expect(used[0]!.lastUsedAt).toBe(new Date(NOW + 5_000).toISOString());
  });

  it('lets a write token read and change habits, goals, areas and the vision with no cookie, Client-Type or Origin', async ({ user: { client, userId } }) => {
    const { token } = await makeToken(client, 'write');

    const created = await withToken(token, 'POST', '/api/habits', habitBody);
    expect(created.statusCode, created.body).toBe(201);
    const habit = created.json<Habit>();
    const listed = await withToken(token, 'GET', '/api/habits/user/me');
    expect(listed.json<Habit[]>().map((h) => h.id)).toEqual([habit.id]);
    expect((await withToken(token, 'GET', `/api/habits/user/${userId}`)).json<Habit[]>()).toHaveLength(1);

    const done = await withToken(token, 'POST', `/api/habits/${habit.id}/complete`, { date: '2026-11-26' });
    expect(done.statusCode, done.body).toBe(200);
    const progress = await withToken(token, 'GET', '/api/progress?period=today');
    expect(progress.statusCode, progress.body).toBe(200);
    expect(progress.json()).toMatchObject({ period: 'today', done: 1, scheduled: 1, habits: [{ id: habit.id, name: 'Read', done: 1, scheduled: 1 }] });

    const goal = await withToken(token, 'POST', '/api/goals', { name: 'Read 20 books', userId });
    expect(goal.statusCode, goal.body).toBe(201);
    expect((await withToken(token, 'GET', '/api/goals/user/me')).json<Goal[]>().map((g) => g.id)).toEqual([goal.json<Goal>().id]);
    expect((await withToken(token, 'POST', '/api/areas', { name: 'Evenings' })).statusCode).toBe(201);
    expect((await withToken(token, 'POST', '/api/visions', { text: 'A calm, curious life', userId })).statusCode).toBe(201);
    // Issue 48: the export holds the account (email, settings, conversations): no token reads it (decision 048).
    expect((await withToken(token, 'GET', '/api/export')).statusCode).toBe(403);

    const removed = await withToken(token, 'DELETE', `/api/habits/${habit.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    const undo = await withToken(token, 'POST', '/api/undo', { undoId: removed.json<{ undoId: string }>().undoId });
    expect(undo.statusCode, undo.body).toBe(200);
    expect((await client.request('GET', `/api/habits/user/${userId}`)).json<Habit[]>().map((h) => h.name)).toEqual(['Read']);
  });

  it('answers 403 to a read token on every write, and lets it read', async ({ user: { client } }) => {
    const habit = (await client.request('POST', '/api/habits', habitBody)).json<Habit>();
    const { token } = await makeToken(client, 'read');
    expect((await withToken(token, 'GET', '/api/habits/user/me')).statusCode).toBe(200);
    expect((await withToken(token, 'GET', '/api/areas')).statusCode).toBe(200);
    expect((await withToken(token, 'GET', '/api/progress')).statusCode).toBe(200);
    for (const [method, url, body] of [
      ['POST', '/api/habits', habitBody],
      ['PUT', `/api/habits/${habit.id}`, { ...habitBody, name: 'Read more' }],
      ['DELETE', `/api/habits/${habit.id}`, undefined],
      ['POST', `/api/habits/${habit.id}/complete`, { date: '2026-11-26' }],
      ['POST', '/api/goals', { name: 'A goal' }],
      ['POST', '/api/areas', { name: 'Mornings' }],
      ['POST', '/api/undo', { undoId: '00000000-0000-4000-8000-000000000000' }],
    ] as const) {
      const res = await withToken(token, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toEqual({ code: 'forbidden', message: INTEGRATION_TEXTS.tokenReadOnly });
    }
    expect((await client.request('GET', '/api/habits/user/me')).json<Habit[]>()).toEqual([expect.objectContaining({ id: habit.id, name: 'Read' })]);
  });

  it('refuses a token on every account route, even a write token', async ({ user: { client } }) => {
    const { token, id } = await makeToken(client, 'write');
    for (const [method, url, body] of [
      ['GET', '/api/tokens', undefined],
      ['POST', '/api/tokens', { name: 'another', scope: 'write' }],
      ['DELETE', `/api/tokens/${id}`, undefined],
      ['GET', '/api/auth/check', undefined],
      ['POST', '/api/auth/logout', undefined],
      ['PATCH', '/api/users/me', { name: 'Mallory' }],
      ['POST', '/api/users/me/password', { currentPassword: 'x', newPassword: 'y' }],
      ['POST', '/api/users/me/email', { newEmail: 'mallory@example.com', password: 'x' }],
      ['DELETE', '/api/users/me', { password: 'x' }],
      ['POST', '/api/stripe/create-checkout-session', {}],
      ['POST', '/api/stripe/create-portal-session', {}],
      ['GET', '/api/notifications/settings', undefined],
      ['GET', '/api/calendar', undefined],
      ['POST', '/api/openai/chat', { message: 'hi' }],
      ['GET', '/api/openai/sessions', undefined],
      ['GET', '/api/webhooks', undefined],
      ['POST', '/api/webhooks', { url: 'https://hooks.example.net/stride', events: ['habit.completed'] }],
      ['PUT', `/api/webhooks/${id}`, { enabled: true }],
      ['DELETE', `/api/webhooks/${id}`, undefined],
      ['GET', `/api/webhooks/${id}/deliveries`, undefined],
      ['GET', '/api/oauth/grants', undefined],
      ['POST', '/api/import', undefined],
    ] as const) {
      const res = await withToken(token, method, url, body);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(403);
      expect(res.json<{ message: string }>().message).toBe(INTEGRATION_TEXTS.tokenNotAllowedHere);
    }
    // Nothing was changed: the token is still there, and still the only one.
    expect((await client.request('GET', '/api/tokens')).json<ApiToken[]>().map((x) => x.id)).toEqual([id]);
  });

  it('revokes at once, refuses unknown and malformed tokens with 401, and never falls back to the cookie', async ({ user: { client } }) => {
    const { token, id } = await makeToken(client, 'write');
    expect((await withToken(token, 'GET', '/api/habits/user/me')).statusCode).toBe(200);
    expect((await client.request('DELETE', `/api/tokens/${id}`)).statusCode).toBe(204);
    const after = await withToken(token, 'GET', '/api/habits/user/me');
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ code: 'not_authenticated', message: INTEGRATION_TEXTS.tokenInvalid });
    expect((await client.request('DELETE', `/api/tokens/${id}`)).statusCode).toBe(404);

    for (const header of ['Bearer stride_pat_nothing', 'Bearer ', 'Bearer a b', `Bearer ${token}x`, `bearer ${'x'.repeat(5000)}`]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/habits/user/me', headers: { authorization: header } });
      expect(res.statusCode, header.slice(0, 30)).toBe(401);
    }
    // The browser's session cookie with a bad token: the token decides (401), the cookie is not read.
    const both = await client.request('GET', '/api/habits/user/me', undefined, { authorization: `Bearer ${token}` });
    expect(both.statusCode).toBe(401);
    expect((await client.request('GET', '/api/habits/user/me')).statusCode).toBe(200);
  });

  it("keeps tokens to their owner: another's token id is not found, another's habit is not reachable", async ({ user: alice, other: bob }) => {
    const aliceToken = await makeToken(alice.client, 'write');
    const bobHabit = (await bob.client.request('POST', '/api/habits', habitBody)).json<Habit>();
    expect((await bob.client.request('DELETE', `/api/tokens/${aliceToken.id}`)).statusCode).toBe(404);
    expect((await bob.client.request('GET', '/api/tokens')).json()).toEqual([]);
    expect((await withToken(aliceToken.token, 'GET', `/api/habits/user/${bob.userId}`)).statusCode).toBe(403);
    expect((await withToken(aliceToken.token, 'DELETE', `/api/habits/${bobHabit.id}`)).statusCode).toBe(404);
    expect((await withToken(aliceToken.token, 'GET', `/api/progress?habitId=${bobHabit.id}`)).statusCode).toBe(404);
    expect((await bob.client.request('GET', '/api/habits/user/me')).json<Habit[]>().map((h) => h.id)).toEqual([bobHabit.id]);
  });

  it('refuses bad names and scopes with a 400 naming the field, and a 21st token with 409', async ({ user: { client } }) => {
    for (const body of [{ name: '', scope: 'read' }, { name: '   ', scope: 'read' }, { name: 'x'.repeat(101), scope: 'read' }, { name: 'ok', scope: 'admin' }, { name: 'ok' }, { name: 'ok', scope: 'read', extra: 1 }]) {
      const res = await client.request('POST', '/api/tokens', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const long = await client.request('POST', '/api/tokens', { name: 'x'.repeat(101), scope: 'read' });
    expect(JSON.stringify(long.json())).toContain(INTEGRATION_TEXTS.nameTooLong);
    expect((await client.request('POST', '/api/tokens', { name: 'x'.repeat(100), scope: 'read' })).statusCode).toBe(201);
    for (let i = 1; i < MAX_API_TOKENS; i++) await makeToken(client, 'read', `token ${i}`);
    const over = await client.request('POST', '/api/tokens', { name: 'one too many', scope: 'read' });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ code: 'conflict', message: INTEGRATION_TEXTS.tooManyTokens });
    expect((await client.request('GET', '/api/tokens')).json<ApiToken[]>()).toHaveLength(MAX_API_TOKENS);
  });

  it('limits each token to its requests a minute, with Retry-After, and counts each token apart', async () => {
    t.clock.set(new Date(Date.parse('2026-11-26T11:00:10Z')));
    // Signed in after the clock is set, on that moment.
    const { client } = await signIn(t);
    const first = await makeToken(client, 'read');
    const second = await makeToken(client, 'read');
    for (let i = 0; i < TOKEN_REQUESTS_PER_MINUTE; i++) {
      const res = await withToken(first.token, 'GET', '/api/areas');
      if (res.statusCode !== 200) throw new Error(`request ${i + 1}: ${res.statusCode} ${res.body}`);
    }
    const limited = await withToken(first.token, 'GET', '/api/areas');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 'rate_limited', message: INTEGRATION_TEXTS.tokenRateLimited });
    expect(limited.headers['retry-after']).toBe('50');
    expect((await withToken(second.token, 'GET', '/api/areas')).statusCode).toBe(200);
    t.clock.set(new Date(Date.parse('2026-11-26T11:01:00Z')));
    expect((await withToken(first.token, 'GET', '/api/areas')).statusCode).toBe(200);
  });

  it('counts Bearer traffic in /metrics by kind of token and status class', async ({ user: { client } }) => {
    const { token } = await makeToken(client, 'read');
    const scrape = async () => (await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).body;
    const figure = (text: string, labels: string) => Number(new RegExp(`^api_token_requests_total\\{${labels}\\} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
    const before = await scrape();
    await withToken(token, 'GET', '/api/areas');
    await withToken(token, 'GET', '/api/areas');
    await withToken(token, 'POST', '/api/areas', { name: 'Nope' });
    await withToken('stride_pat_unknown', 'GET', '/api/areas');
    const after = await scrape();
    expect(figure(after, 'via="token",status_class="2xx"') - figure(before, 'via="token",status_class="2xx"')).toBe(2);
    expect(figure(after, 'via="refused",status_class="4xx"') - figure(before, 'via="refused",status_class="4xx"')).toBe(2);
  });

  it("removes the account's tokens with the account", async ({ user: { client, userId } }) => {
    const { token } = await makeToken(client, 'write');
    const password = STRONG_PASSWORD;
    const res = await client.request('DELETE', '/api/users/me', { password });
    expect([200, 204], res.body).toContain(res.statusCode);
    const [left] = await t.database.db.select({ n: count() }).from(apiTokens).where(eq(apiTokens.userId, userId));
    expect(left!.n).toBe(0);
    expect((await withToken(token, 'GET', '/api/habits/user/me')).statusCode).toBe(401);
  });
});
