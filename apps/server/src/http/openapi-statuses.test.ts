import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_STATUS, type Area, type CoachTurn, type ErrorCode, type Goal, type Habit } from '@stride/domain';
import { wavOf } from '../audio/wav.js';
import { appSecrets } from '../db/schema.js';
import { createUnsubscribeTokens } from '../modules/notifications/unsubscribe-token.js';
import { STRONG_PASSWORD, signUp, uniqueEmail, verifiedUser } from '../test/auth-flows.js';
import { startFakeOpenAi, type FakeOpenAi } from '../test/fake-openai.js';
import { startFakeStripe, type FakeStripe } from '../test/fake-stripe.js';
import { multipart } from '../test/multipart.js';
import { newBrowserKeys } from '../test/push-crypto.js';
import { createTestApp, type TestApp, type TestClient } from '../test/test-app.js';
import { testEngines } from '../test/test-database.js';
import type { ApiRoute } from './route-access.js';

/** One request: who sends it (a client keeping cookies, or none), and what. */
interface Call {
  client: TestClient;
  method: string;
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
}

const JSON_TYPE = { 'content-type': 'application/json' };
const SOME_ID = '00000000-0000-4000-8000-000000000000';
/** Fastify's `/api/habits/:id` as OpenAPI writes it: `/api/habits/{id}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const label = (route: Pick<ApiRoute, 'method' | 'url'>) => `${route.method} ${route.url}`;

/**
 * Issue 38: every route answers only the statuses its OpenAPI entry declares. Each route is driven
 * with a valid request (the table below, which must name every route), with invalid ones made
 * from its shape (bad path parameters, bad query values, malformed, wrong-typed and unstorable
 * bodies, an unreadable media type, no Client-Type) and without a session; an answer whose status
 * the generated document does not list for that route fails the test, and so does an error
 * answer that is not `{ code, message }` with the code's own status.
 */
describe.each(testEngines())('statuses match the OpenAPI document, on %s', (engine) => {
  let fake: FakeOpenAi;
  let stripe: FakeStripe;
  let t: TestApp;
  let declared: (route: ApiRoute) => Set<number>;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    stripe = await startFakeStripe();
    t = await createTestApp(engine, {
      // Issue 41: a webhook to a loopback address nobody answers (no event is sent to it before it is deleted).
      WEBHOOKS_ALLOW_PRIVATE: 'true',
      OPENAI_API_KEY: 'sk-test-statuses',
      OPENAI_BASE_URL: fake.url,
      STRIPE_SECRET_KEY: 'sk_test_statuses',
      STRIPE_WEBHOOK_SECRET: 'whsec_statuses',
      STRIPE_PRICE_ID: 'price_premium_gbp8',
      STRIPE_API_URL: stripe.url,
    });
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApiDocument>();
    declared = (route) => new Set(Object.keys(doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()]?.responses ?? {}).map(Number));
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
    await stripe.close();
  });

  /** A verified user of its own, signed in on a client of its own (for calls that end a session or an account). */
  async function ownUser() {
    const client = t.client();
    const { user, email } = await verifiedUser(t, client);
    return { client, user, email };
  }

  /** One valid request for every route, in an order that keeps what later ones need (the calendar's token before it is turned off). */
  async function validCalls(): Promise<Map<string, Call[]>> {
    const { client, user, email } = await ownUser();
    const anonymous = t.client();
    const calls = new Map<string, Call[]>();
    const add = (key: string, call: Omit<Call, 'client'> & { client?: TestClient }) => calls.set(key, [...(calls.get(key) ?? []), { client, ...call }]);

    const goal = (await client.request('POST', '/api/goals', { name: 'Run a 10k' })).json<Goal>();
    const goalToRemove = (await client.request('POST', '/api/goals', { name: 'Read more' })).json<Goal>();
    const habitBody = { userId: user.id, name: 'Walk', startTime: '2026-11-23T07:00:00Z', endTime: '2026-11-23T07:30:00Z', recurrence: 'daily' };
    const habit = (await client.request('POST', '/api/habits', habitBody)).json<Habit>();
    const habitToRemove = (await client.request('POST', '/api/habits', { ...habitBody, name: 'Stretch' })).json<Habit>();
    const area = (await client.request('POST', '/api/areas', { name: 'Morning' })).json<Area>();
    const areaToRemove = (await client.request('POST', '/api/areas', { name: 'Evening' })).json<Area>();
    const turn = (await client.request('POST', '/api/openai/chat', { message: 'Hello coach' })).json<CoachTurn>();
    const exported = (await client.request('GET', '/api/export?format=json')).body;
    const unverified = t.client();
    const signedUp = await signUp(t, unverified);
    const day = '2026-11-24';

    add('GET /api/health', { method: 'GET', url: '/api/health', client: anonymous });
    add('GET /api/live', { method: 'GET', url: '/api/live', client: anonymous });
    add('GET /api/config', { method: 'GET', url: '/api/config', client: anonymous });
    add('GET /api/openapi.json', { method: 'GET', url: '/api/openapi.json', client: anonymous });
    add('POST /api/auth/signup', { method: 'POST', url: '/api/auth/signup', body: { email: uniqueEmail('statuses'), password: STRONG_PASSWORD, firstName: 'Ada', lastName: 'Lovelace' }, client: t.client() });
    add('POST /api/auth/login', { method: 'POST', url: '/api/auth/login', body: { email, password: STRONG_PASSWORD }, client: t.client() });
    add('GET /api/auth/check', { method: 'GET', url: '/api/auth/check' });
    add('POST /api/auth/resend-verification', { method: 'POST', url: '/api/auth/resend-verification', body: { email: signedUp.email }, client: unverified });
    add('POST /api/auth/verify-email', { method: 'POST', url: '/api/auth/verify-email', body: { code: signedUp.code }, client: unverified });
    add('POST /api/auth/forgot-password', { method: 'POST', url: '/api/auth/forgot-password', body: { email }, client: anonymous });
    add('POST /api/auth/verify-reset-code', { method: 'POST', url: '/api/auth/verify-reset-code', body: { email, code: '000000' }, client: anonymous });
    add('POST /api/auth/reset-password', { method: 'POST', url: '/api/auth/reset-password', body: { email, resetToken: 'not-a-real-token', newPassword: 'An0ther!passw0rd' }, client: anonymous });
    add('GET /api/auth/common-passwords/:prefix', { method: 'GET', url: '/api/auth/common-passwords/5e884', client: anonymous });
    add('PATCH /api/users/me', { method: 'PATCH', url: '/api/users/me', body: { firstName: 'Grace' } });
    add('POST /api/users/me/email', { method: 'POST', url: '/api/users/me/email', body: { newEmail: uniqueEmail('moved'), currentPassword: STRONG_PASSWORD } });
    add('POST /api/users/me/email/verify', { method: 'POST', url: '/api/users/me/email/verify', body: { code: '000000' } });
    add('GET /api/export', { method: 'GET', url: '/api/export?format=csv' });
    add('POST /api/import', { method: 'POST', url: '/api/import?dryRun=true', body: exported, headers: JSON_TYPE });
    add('GET /api/calendar', { method: 'GET', url: '/api/calendar' });
    add('POST /api/calendar', { method: 'POST', url: '/api/calendar' });
    add('GET /api/calendar/:token.ics', { method: 'GET', url: 'calendar feed', client: anonymous });
    add('GET /api/goals/user/:userId', { method: 'GET', url: `/api/goals/user/${user.id}` });
    add('POST /api/goals', { method: 'POST', url: '/api/goals', body: { name: 'Swim' } });
    add('GET /api/goals/:id', { method: 'GET', url: `/api/goals/${goal.id}` });
    add('PUT /api/goals/:id', { method: 'PUT', url: `/api/goals/${goal.id}`, body: { name: 'Run a half marathon' } });
    add('GET /api/visions/user/:userId', { method: 'GET', url: `/api/visions/user/${user.id}` });
    add('POST /api/visions', { method: 'POST', url: '/api/visions', body: { text: 'A calm, healthy life' } });
    add('GET /api/habits/user/:userId', { method: 'GET', url: `/api/habits/user/${user.id}?from=2026-11-01&to=2026-11-30` });
    add('POST /api/habits', { method: 'POST', url: '/api/habits', body: { ...habitBody, name: 'Read' } });
    add('GET /api/habits/:id', { method: 'GET', url: `/api/habits/${habit.id}` });
    add('PUT /api/habits/:id', { method: 'PUT', url: `/api/habits/${habit.id}`, body: { name: 'Long walk' } });
    add('POST /api/habits/:id/complete', { method: 'POST', url: `/api/habits/${habit.id}/complete`, body: { date: day } });
    add('DELETE /api/habits/:id/complete', { method: 'DELETE', url: `/api/habits/${habit.id}/complete`, body: { date: day } });
    add('POST /api/habits/:id/skip', { method: 'POST', url: `/api/habits/${habit.id}/skip`, body: { date: day, note: 'Rain' } });
    add('DELETE /api/habits/:id/skip', { method: 'DELETE', url: `/api/habits/${habit.id}/skip`, body: { date: day } });
    add('POST /api/habits/pause', { method: 'POST', url: '/api/habits/pause', body: { from: '2026-12-01', to: '2026-12-03' } });
    add('DELETE /api/habits/pause', { method: 'DELETE', url: '/api/habits/pause', body: { from: '2026-12-01', to: '2026-12-03' } });
    add('POST /api/habits/:id/pause', { method: 'POST', url: `/api/habits/${habit.id}/pause`, body: { from: '2026-12-05', to: '2026-12-06' } });
    add('DELETE /api/habits/:id/pause', { method: 'DELETE', url: `/api/habits/${habit.id}/pause`, body: { from: '2026-12-05', to: '2026-12-06' } });
    add('POST /api/habits/:id/archive', { method: 'POST', url: `/api/habits/${habit.id}/archive` });
    add('DELETE /api/habits/:id/archive', { method: 'DELETE', url: `/api/habits/${habit.id}/archive` });
    add('GET /api/areas', { method: 'GET', url: '/api/areas' });
    add('POST /api/areas', { method: 'POST', url: '/api/areas', body: { name: 'Health' } });
    add('PUT /api/areas/:id', { method: 'PUT', url: `/api/areas/${area.id}`, body: { name: 'Mornings' } });
    add('POST /api/areas/:id/complete', { method: 'POST', url: `/api/areas/${area.id}/complete`, body: { date: day } });
    add('GET /api/progress', { method: 'GET', url: `/api/progress?period=this%20week&habitId=${habit.id}` });
    add('GET /api/tokens', { method: 'GET', url: '/api/tokens' });
    add('POST /api/tokens', { method: 'POST', url: '/api/tokens', body: { name: 'Statuses script', scope: 'read' } });
    // Issue 41: an assistant's authorization request, as /oauth/authorize hands it to the consent screen.
    const assistant = (await t.app.inject({ method: 'POST', url: '/oauth/register', payload: { client_name: 'Statuses assistant', redirect_uris: ['https://assistant.example.net/cb'] } })).json<{ client_id: string }>();
    const authorization = { client_id: assistant.client_id, redirect_uri: 'https://assistant.example.net/cb', scope: 'write', code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM', code_challenge_method: 'S256', state: 's' };
    add('GET /api/oauth/consent', { method: 'GET', url: `/api/oauth/consent?${new URLSearchParams(authorization)}` });
    add('POST /api/oauth/consent', { method: 'POST', url: '/api/oauth/consent', body: { ...authorization, approve: true } });
    add('GET /api/oauth/grants', { method: 'GET', url: '/api/oauth/grants' });
    const hook = (await client.request('POST', '/api/webhooks', { url: 'http://127.0.0.1:9/statuses', events: ['goal.deleted'] })).json<{ id: string }>();
    add('GET /api/webhooks', { method: 'GET', url: '/api/webhooks' });
    add('POST /api/webhooks', { method: 'POST', url: '/api/webhooks', body: { url: 'http://127.0.0.1:9/another', events: ['habit.completed'], name: 'Statuses hook' } });
    add('PUT /api/webhooks/:id', { method: 'PUT', url: `/api/webhooks/${hook.id}`, body: { name: 'Renamed hook' } });
    add('GET /api/webhooks/:id/deliveries', { method: 'GET', url: `/api/webhooks/${hook.id}/deliveries` });
    // Issue 52: the queue does not run here (pg-boss is not started), so nothing is queued: a test-send to
    // and a redelivery of ones that do not exist (404, declared); webhook-platform.test.ts sends real ones.
    add('POST /api/webhooks/:id/test', { method: 'POST', url: `/api/webhooks/${SOME_ID}/test` });
    add('POST /api/webhooks/:id/deliveries/:deliveryId/redeliver', { method: 'POST', url: `/api/webhooks/${hook.id}/deliveries/${SOME_ID}/redeliver` });
    add('POST /api/webhooks/:id/secret', { method: 'POST', url: `/api/webhooks/${hook.id}/secret` });
    add('DELETE /api/habits/:id/occurrence', { method: 'DELETE', url: `/api/habits/${habit.id}/occurrence`, body: { occurrence: { date: '2026-11-25' }, scope: 'single' } });
    add('POST /api/push/subscriptions', {
      method: 'POST',
      url: '/api/push/subscriptions',
      body: { endpoint: 'https://fcm.googleapis.com/fcm/send/statuses-test', keys: newBrowserKeys().json },
    });
    add('DELETE /api/push/subscriptions', { method: 'DELETE', url: '/api/push/subscriptions', body: { endpoint: 'https://fcm.googleapis.com/fcm/send/statuses-test' } });
    add('GET /api/notifications/settings', { method: 'GET', url: '/api/notifications/settings' });
    add('PUT /api/notifications/settings', { method: 'PUT', url: '/api/notifications/settings', body: { emailEnabled: false } });
    add('POST /api/notifications/test', { method: 'POST', url: '/api/notifications/test' });
    // The link an email carries: signed with the server's own key.
    const [secret] = await t.database.db.select().from(appSecrets).where(eq(appSecrets.name, 'unsubscribe'));
    const unsubscribe = `/api/notifications/unsubscribe?token=${createUnsubscribeTokens(secret!.value).make(user.id, 'reminders')}`;
    add('GET /api/notifications/unsubscribe', { method: 'GET', url: unsubscribe, client: anonymous });
    add('POST /api/notifications/unsubscribe', {
      method: 'POST',
      url: unsubscribe,
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      client: anonymous,
    });
    add('POST /api/stripe/create-checkout-session', { method: 'POST', url: '/api/stripe/create-checkout-session', body: { email } });
    add('POST /api/stripe/create-portal-session', { method: 'POST', url: '/api/stripe/create-portal-session', body: { customerId: 'cus_statuses' } });
    const event = stripe.signedEvent({ id: 'evt_statuses', type: 'customer.subscription.updated', created: 1, data: { object: { id: 'sub_1', customer: 'cus_nobody', status: 'active' } } }, 'whsec_statuses');
    add('POST /api/stripe/webhook', { method: 'POST', url: '/api/stripe/webhook', body: event.payload, headers: { ...JSON_TYPE, 'stripe-signature': event.signature }, client: anonymous });
    add('POST /api/openai/chat', { method: 'POST', url: '/api/openai/chat', body: { message: 'How am I doing?', sessionId: turn.sessionId } });
    add('GET /api/openai/sessions', { method: 'GET', url: '/api/openai/sessions' });
    add('GET /api/openai/sessions/:sessionId', { method: 'GET', url: `/api/openai/sessions/${turn.sessionId}` });
    add('POST /api/openai/sessions/:sessionId/proposal', { method: 'POST', url: `/api/openai/sessions/${turn.sessionId}/proposal`, body: { proposalId: SOME_ID, decision: 'cancel' } });
    add('GET /api/openai/allowance', { method: 'GET', url: '/api/openai/allowance' });
    add('POST /api/openai/undo', { method: 'POST', url: '/api/openai/undo', body: { undoId: SOME_ID } });
    add('POST /api/undo', { method: 'POST', url: '/api/undo', body: { undoId: SOME_ID } });
    const recording = multipart({ isInitialGreeting: 'false' }, { name: 'audioFile', data: wavOf(Buffer.alloc(32_000), 16_000), type: 'audio/wav', filename: 'turn.wav' });
    add('POST /api/openai/converse', { method: 'POST', url: '/api/openai/converse', body: recording.body, headers: recording.headers });
    add('GET /api/openai/voice', { method: 'GET', url: '/api/openai/voice' });
    const report = { reportedMessage: { role: 'assistant', content: turn.reply }, chatHistory: [{ role: 'user', content: 'Hello coach' }], sessionId: turn.sessionId };
    add('POST /openai/report-response', { method: 'POST', url: '/openai/report-response', body: report });
    add('POST /api/openai/report-response', { method: 'POST', url: '/api/openai/report-response', body: report });
    add('GET /api/openai/inbox', { method: 'GET', url: '/api/openai/inbox' });
    add('POST /api/openai/inbox/read', { method: 'POST', url: '/api/openai/inbox/read', body: { ids: [] } });
    // Last: what removes or ends what the calls above use.
    add('DELETE /api/calendar', { method: 'DELETE', url: '/api/calendar' });
    const tokenToRevoke = (await client.request('POST', '/api/tokens', { name: 'To revoke', scope: 'read' })).json<{ id: string }>();
    add('DELETE /api/tokens/:id', { method: 'DELETE', url: `/api/tokens/${tokenToRevoke.id}` });
    add('DELETE /api/webhooks/:id', { method: 'DELETE', url: `/api/webhooks/${hook.id}` });
    await client.request('POST', '/api/oauth/consent', { ...authorization, approve: true });
    const [grantToRevoke] = (await client.request('GET', '/api/oauth/grants')).json<{ id: string }[]>();
    add('DELETE /api/oauth/grants/:id', { method: 'DELETE', url: `/api/oauth/grants/${grantToRevoke!.id}` });
    add('DELETE /api/goals/:id', { method: 'DELETE', url: `/api/goals/${goalToRemove.id}` });
    add('DELETE /api/habits/:id', { method: 'DELETE', url: `/api/habits/${habitToRemove.id}` });
    add('DELETE /api/areas/:id', { method: 'DELETE', url: `/api/areas/${areaToRemove.id}` });
    add('DELETE /api/visions/:id', { method: 'DELETE', url: 'the vision' });
    const leaving = await ownUser();
    add('POST /api/users/me/password', { method: 'POST', url: '/api/users/me/password', body: { currentPassword: STRONG_PASSWORD, newPassword: 'An0ther!passw0rd' }, client: leaving.client });
    add('POST /api/auth/logout', { method: 'POST', url: '/api/auth/logout', client: leaving.client });
    const deleting = await ownUser();
    add('DELETE /api/users/me', { method: 'DELETE', url: '/api/users/me', body: { password: STRONG_PASSWORD }, client: deleting.client });
    return calls;
  }

  /** Requests no client should send, made from the route's shape. */
  function invalidCalls(route: ApiRoute, client: TestClient): Call[] {
    const calls: Call[] = [];
    const withParams = (value: string) => route.url.replace(/:(\w+)/g, value);
    const url = withParams(SOME_ID);
    if (route.url.includes(':')) {
      for (const value of ['not-an-id', '%00', '%ED%A0%80', 'x'.repeat(300)]) calls.push({ client, method: route.method, url: withParams(value) });
    }
    const { endpoint } = route;
    if (endpoint.query) {
      const names = Object.keys(endpoint.query.shape);
      calls.push({ client, method: route.method, url: `${url}?${names.map((name) => `${name}=%00`).join('&')}` });
      calls.push({ client, method: route.method, url: `${url}?${names.map((name) => `${name}=${'9'.repeat(400)}`).join('&')}&unknown=1` });
    }
    if (route.method !== 'GET') {
      for (const body of ['{"unclosed": ', '[]', '"text"', '{"field":"\\u0000"}', '{"a":{"b":{"c":"\\ud800"}}}', `{"deep":${'['.repeat(10_000)}${']'.repeat(10_000)}}`]) {
        calls.push({ client, method: route.method, url, body, headers: JSON_TYPE });
      }
      calls.push({ client, method: route.method, url, body: '<xml/>', headers: { 'content-type': 'application/xml' } });
      calls.push({ client, method: route.method, url, body: '{}', headers: { ...JSON_TYPE, 'client-type': '' } });
    }
    return calls;
  }

  it('every route answers only the statuses its OpenAPI entry declares: valid, invalid and unauthenticated requests', async () => {
    const routes = t.app.apiRoutes.filter((route) => route.method !== 'HEAD');
    const valid = await validCalls();
    // The table names every route, and nothing that is not one.
    expect([...valid.keys()].sort()).toEqual(routes.map(label).sort());

    const fixtures = await ownUser();
    const calendar = (await fixtures.client.request('POST', '/api/calendar')).json<{ url: string }>().url;
    const vision = (await fixtures.client.request('POST', '/api/visions', { text: 'Calm' })).json<{ id: string }>().id;
    const victim = await ownUser();
    const violations: string[] = [];
    const send = async (route: ApiRoute, call: Call) => {
      const url = call.url === 'calendar feed' ? new URL(calendar).pathname : call.url === 'the vision' ? `/api/visions/${vision}` : call.url;
      const client = call.url === 'the vision' ? fixtures.client : call.client;
      const res = await client.request(call.method as 'GET', url, call.body, call.headers);
      const allowed = declared(route);
      if (!allowed.has(res.statusCode)) violations.push(`${label(route)}: ${call.method} ${url.slice(0, 120)} answered ${res.statusCode}, declared ${[...allowed].join(', ')} (${res.body.slice(0, 160)})`);
      const answer = res.statusCode in route.endpoint.responses;
      if (res.statusCode >= 400 && !answer && (res.headers['content-type'] ?? '').toString().startsWith('application/json')) {
        const body = res.json<{ code?: string; message?: unknown }>();
        const status = ERROR_STATUS[body.code as ErrorCode];
        if (status !== res.statusCode || typeof body.message !== 'string') violations.push(`${label(route)}: ${call.method} ${url.slice(0, 120)} answered ${res.statusCode} with ${res.body.slice(0, 160)}`);
      }
    };

    // In the table's order: what removes or ends comes last.
    const byLabel = new Map(routes.map((route) => [label(route), route]));
    for (const [key, calls] of valid) for (const call of calls) await send(byLabel.get(key)!, call);
    const anonymous = t.client();
    for (const route of routes) {
      // A call that ends a session or the account is sent invalid by a user that may lose them.
      const ends = ['POST /api/auth/logout', 'DELETE /api/users/me', 'POST /api/users/me/password'].includes(label(route));
      for (const call of invalidCalls(route, ends ? victim.client : fixtures.client)) await send(route, call);
      const url = route.url.replace(/:(\w+)/g, SOME_ID);
      await send(route, { client: anonymous, method: route.method, url, ...(route.method === 'GET' ? {} : { body: {} }) });
    }
    expect(violations).toEqual([]);
    // Every route's calls one after another: on a slow two-core machine this ran past the
    // project's 30 s on PGlite (the thirteenth session's fresh-clone run). The bound is a hang
    // detector, not a speed check (speed lives in bench/).
  }, 120_000);
});
