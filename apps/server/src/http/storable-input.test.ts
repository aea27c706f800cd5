import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tooDeepMessage, unstorableTextMessage, type Goal } from '@stride/domain';
import { wavOf } from '../audio/wav.js';
import { createUsageRepository } from '../modules/usage/usage.repository.js';
import { verifiedUser } from '../test/auth-flows.js';
import { startFakeOpenAi, type FakeOpenAi } from '../test/fake-openai.js';
import { multipart } from '../test/multipart.js';
import { createTestApp, type TestApp, type TestClient } from '../test/test-app.js';
import { testEngines } from '../test/test-database.js';

const JSON_TYPE = { 'content-type': 'application/json' };

/** `depth` arrays inside each other, as JSON text (built as text: JSON.stringify itself would overflow). */
const nestedJson = (depth: number, inner = '1') => `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`;

describe.each(testEngines())('text the database cannot store, on %s', (engine) => {
  let fake: FakeOpenAi;
  let t: TestApp;
  let client: TestClient;
  let userId: string;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await createTestApp(engine, { OPENAI_API_KEY: 'sk-test-storable', OPENAI_BASE_URL: fake.url });
    client = t.client();
    userId = (await verifiedUser(t, client)).user.id;
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const refused = (field: string, message = unstorableTextMessage(field)) => ({ code: 'validation_failed', message, errors: [{ path: field, message }] });
  const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(t.clock.now());
  const usage = createUsageRepository.bind(null);

  it('answers 400 naming the field, where it was a 500 (PUT /api/goals/{id} with a NUL in the name)', async () => {
    const goal = (await client.request('POST', '/api/goals', { name: 'Run a 10k' })).json<Goal>();
    const res = await client.request('PUT', `/api/goals/${goal.id}`, { name: 'Run\u0000 a 10k' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refused('name'));
    expect((await client.request('GET', `/api/goals/user/${userId}`)).json<Goal[]>()[0]!.name).toBe('Run a 10k');
  });

  it('covers every route and every place: nested body fields, the query, the path, public routes', async () => {
    const habit = await client.request('POST', '/api/habits', {
      userId,
      name: 'Walk',
      startTime: '2026-11-23T07:00:00Z',
      endTime: '2026-11-23T07:30:00Z',
      recurrence: 'custom',
      customRecurrence: { frequency: 'weekly', interval: 1, days: ['Monday', 'Tues\u0000day'] },
    });
    expect(habit.statusCode).toBe(400);
    expect(habit.json()).toEqual(refused('customRecurrence.days.1'));
    const query = await client.request('GET', `/api/habits/user/${userId}?from=2026-01-01%00&to=2026-02-01`);
    expect(query.json()).toEqual(refused('from'));
    const path = await client.request('GET', '/api/goals/user/%00');
    expect(path.statusCode).toBe(400);
    const signup = await t.client().request('POST', '/api/auth/signup', { email: 'nul@example.com', password: 'Str0ng!pass', firstName: 'A\u0000da', lastName: 'L' });
    expect(signup.json()).toEqual(refused('firstName'));
    const chat = await client.request('POST', '/api/openai/chat', { message: 'hi\u0000' });
    expect(chat.json()).toEqual(refused('message'));
  });

  it('a lone surrogate in a chat message is a 400 before any model call and no charge (it streamed, failed to save and was refunded)', async () => {
    const before = fake.requests.length;
    const used = await usage(t.database.db).amount(userId, 'messages', today());
    // Sent as the JSON escape (what a script sends) and as the raw character (JSON.stringify keeps it escaped too).
    for (const body of ['{"message":"Hello \\ud800 coach"}', JSON.stringify({ message: 'Hello \uDC00 coach' })]) {
      for (const accept of ['application/json', 'text/event-stream']) {
        const res = await client.request('POST', '/api/openai/chat', body, { ...JSON_TYPE, accept });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual(refused('message'));
      }
    }
    expect(fake.requests.length).toBe(before);
    expect(await usage(t.database.db).amount(userId, 'messages', today())).toBe(used);
    // The pair is a character like any other: an emoji is sent to the coach.
    const emoji = await client.request('POST', '/api/openai/chat', { message: 'Hello 😀 coach' });
    expect(emoji.statusCode).toBe(200);
    expect(fake.requests.length).toBeGreaterThan(before);
  });

  it('a lone surrogate in a habit or a report is a 400 naming the field (they were 500s)', async () => {
    const habit = await client.request(
      'POST',
      '/api/habits',
      `{"userId":"${userId}","name":"Walk \\udfff","startTime":"2026-11-23T07:00:00Z","endTime":"2026-11-23T07:30:00Z","recurrence":"daily"}`,
      JSON_TYPE,
    );
    expect(habit.json()).toEqual(refused('name'));
    const report = await client.request('POST', '/api/openai/report-response', '{"reportedMessage":{"role":"assistant","content":"ok"},"chatHistory":[{"role":"user","content":"\\ud83d"}]}', JSON_TYPE);
    expect(report.json()).toEqual(refused('chatHistory.0.content'));
    const key = await client.request('POST', '/api/goals', '{"name":"Read","\\ud800":1}', JSON_TYPE);
    expect(key.json()).toEqual(refused('\uD800'));
  });

  it('a lone surrogate in a path is a 400 in the API’s error shape (Fastify answered its own FST_ERR_BAD_URL)', async () => {
    const res = await client.request('GET', '/api/goals/user/%ED%A0%80');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'invalid_request', message: 'Invalid request.' });
  });

  it('JSON nested 100,000 deep is a 400 on every JSON route, anonymous ones included (it overflowed the stack: 500)', async () => {
    const deep = nestedJson(100_000);
    const login = await t.client().request('POST', '/api/auth/login', `{"email":"a@example.com","password":${deep}}`, JSON_TYPE);
    expect(login.statusCode).toBe(400);
    expect(login.json().message).toBe(tooDeepMessage(['password', ...Array.from({ length: 63 }, () => '0')].join('.')));
    const goal = await client.request('POST', '/api/goals', deep, JSON_TYPE);
    expect(goal.statusCode).toBe(400);
    // A depth limit on bodies: 64 levels pass the check (and are the schema's to judge), 65 do not.
    expect((await client.request('POST', '/api/goals', nestedJson(64), JSON_TYPE)).json().code).toBe('validation_failed');
    expect((await client.request('POST', '/api/goals', nestedJson(64), JSON_TYPE)).json().message).not.toMatch(/nested too deeply/);
    expect((await client.request('POST', '/api/goals', nestedJson(65), JSON_TYPE)).json().message).toMatch(/nested too deeply/);
    // An import file (a raw body) nested as deep is refused as the file it is, never a 500.
    const file = await client.request('POST', '/api/import?dryRun=true', `{"format":"stride-export","version":1,"habits":${deep}}`, JSON_TYPE);
    expect(file.statusCode).toBe(400);
  });

  it('a NUL in a voice turn’s form field is a 400 naming it, before the recording is heard', async () => {
    const before = fake.requests.length;
    const form = multipart({ sessionId: 'abc\u0000', isInitialGreeting: 'false' }, { name: 'audioFile', data: wavOf(Buffer.alloc(32_000), 16_000), type: 'audio/wav', filename: 'turn.wav' });
    const res = await client.request('POST', '/api/openai/converse', form.body, form.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refused('sessionId'));
    expect(fake.requests.length).toBe(before);
  });
});
