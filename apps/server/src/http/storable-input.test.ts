import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unstorableTextMessage, type Goal } from '@stride/domain';
import { verifiedUser } from '../test/auth-flows.js';
import { createTestApp, type TestApp, type TestClient } from '../test/test-app.js';
import { testEngines } from '../test/test-database.js';

describe.each(testEngines())('text the database cannot store, on %s', (engine) => {
  let t: TestApp;
  let client: TestClient;
  let userId: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    client = t.client();
    userId = (await verifiedUser(t, client)).user.id;
  });
  afterAll(() => t.close());

  const refused = (field: string) => ({ code: 'validation_failed', message: unstorableTextMessage(field), errors: [{ path: field, message: unstorableTextMessage(field) }] });

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
});
