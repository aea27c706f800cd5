import { afterAll, beforeAll, describe, expect } from 'vitest';
import {
  GOAL_DESCRIPTION_MAX_LENGTH,
  GOAL_MESSAGES,
  GOAL_NAME_MAX_LENGTH,
  MAX_GOALS_PER_USER,
  type Goal,
} from '@stride/domain';
import { goals } from '../../db/schema.js';
import { signUp } from '../../test/auth-flows.js';
import { signedInTest } from '../../test/signed-in.js';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { testEngines } from '../../test/test-database.js';

describe.each(testEngines())('goals API on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());
  const it = signedInTest(() => t);

  async function addGoal(client: TestClient, body: Record<string, unknown>): Promise<Goal> {
    const res = await client.request('POST', '/api/goals', body);
    expect(res.statusCode).toBe(201);
    return res.json<Goal>();
  }

  it('adds goals, lists them in the order added, edits and deletes them', async ({ user: { client, userId } }) => {
    expect((await client.request('GET', `/api/goals/user/${userId}`)).json()).toEqual([]);

    const run = await addGoal(client, { name: '  Run 10k ', description: ' Under an hour ', userId });
    expect(run).toMatchObject({ name: 'Run 10k', description: 'Under an hour' });
    const read = await addGoal(client, { name: 'Read 12 books' });
    expect(read.description).toBe('');
    const sleep = await addGoal(client, { name: 'Sleep by 11' });
    const listed = (await client.request('GET', `/api/goals/user/${userId}`)).json<Goal[]>();
    expect(listed.map((g) => g.name)).toEqual(['Run 10k', 'Read 12 books', 'Sleep by 11']);

    const renamed = await client.request('PUT', `/api/goals/${run.id}`, { name: 'Run a half marathon' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<Goal>()).toMatchObject({ id: run.id, name: 'Run a half marathon', description: 'Under an hour' });
    const described = await client.request('PUT', `/api/goals/${run.id}`, { description: '' });
    expect(described.json<Goal>()).toMatchObject({ name: 'Run a half marathon', description: '' });

    const removed = await client.request('DELETE', `/api/goals/${read.id}`);
    expect(removed.statusCode).toBe(200);
    // Issue 39: beside the id, the undo id that brings it back (undo.test.ts).
    expect(removed.json()).toEqual({ id: read.id, undoId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const after = (await client.request('GET', `/api/goals/user/${userId}`)).json<Goal[]>();
    expect(after.map((g) => g.id)).toEqual([run.id, sleep.id]);
    expect((await client.request('DELETE', `/api/goals/${read.id}`)).statusCode).toBe(404);
  });

  it('refuses blank or too long names and descriptions with a clear 400, changing nothing', async ({ user: { client, userId } }) => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '   ' }, GOAL_MESSAGES.nameRequired],
      [{}, GOAL_MESSAGES.nameRequired],
      [{ name: 'x'.repeat(GOAL_NAME_MAX_LENGTH + 1) }, GOAL_MESSAGES.nameTooLong],
      [{ name: 'ok', description: 'x'.repeat(GOAL_DESCRIPTION_MAX_LENGTH + 1) }, GOAL_MESSAGES.descriptionTooLong],
    ];
    for (const [body, message] of cases) {
      const res = await client.request('POST', '/api/goals', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await client.request('GET', `/api/goals/user/${userId}`)).json()).toEqual([]);

    const goal = await addGoal(client, { name: 'x'.repeat(GOAL_NAME_MAX_LENGTH), description: 'keep me' });
    const blankEdit = await client.request('PUT', `/api/goals/${goal.id}`, { name: ' ' });
    expect(blankEdit.statusCode).toBe(400);
    expect(blankEdit.json().message).toBe(GOAL_MESSAGES.nameRequired);
    const emptyEdit = await client.request('PUT', `/api/goals/${goal.id}`, {});
    expect(emptyEdit.statusCode).toBe(400);
    expect(emptyEdit.json().message).toBe(GOAL_MESSAGES.nothingToUpdate);
    expect((await client.request('GET', `/api/goals/user/${userId}`)).json<Goal[]>()[0]).toEqual(goal);
  });

  it("never shows or changes another user's goals", async ({ user: owner, other: intruder }) => {
    const goal = await addGoal(owner.client, { name: 'Private goal' });

    const list = await intruder.client.request('GET', `/api/goals/user/${owner.userId}`);
    expect(list.statusCode).toBe(403);
    expect(list.json().message).toBe(GOAL_MESSAGES.otherUser);
    expect((await intruder.client.request('POST', '/api/goals', { name: 'Planted', userId: owner.userId })).statusCode).toBe(403);

    const edit = await intruder.client.request('PUT', `/api/goals/${goal.id}`, { name: 'Hijacked' });
    expect(edit.statusCode).toBe(404);
    expect(edit.json().message).toBe(GOAL_MESSAGES.notFound);
    expect((await intruder.client.request('DELETE', `/api/goals/${goal.id}`)).statusCode).toBe(404);
    expect((await intruder.client.request('PUT', '/api/goals/123', { name: 'x' })).statusCode).toBe(404);

    expect((await owner.client.request('GET', `/api/goals/user/${owner.userId}`)).json()).toEqual([goal]);
    expect((await intruder.client.request('GET', `/api/goals/user/${intruder.userId}`)).json()).toEqual([]);
  });

  it('keeps the habits of a deleted goal and unlinks them', async ({ user: { client, userId } }) => {
    const goal = await addGoal(client, { name: 'Get fit' });
    const created = await client.request('POST', '/api/habits', {
      name: 'Morning run',
      startTime: '2026-11-02T07:00:00Z',
      endTime: '2026-11-02T07:30:00Z',
      recurrence: 'daily',
      customRecurrence: null,
      goalId: goal.id,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().goalId).toBe(goal.id);

    expect((await client.request('DELETE', `/api/goals/${goal.id}`)).statusCode).toBe(200);
    const [kept] = (await client.request('GET', `/api/habits/user/${userId}`)).json<Array<{ name: string; goalId: string | null }>>();
    expect(kept).toMatchObject({ name: 'Morning run', goalId: null });
  });

  it(`stops at ${MAX_GOALS_PER_USER} goals with a clear message`, async ({ user: { client, userId } }) => {
    const now = t.clock.now();
    await t.database.db
      .insert(goals)
      .values(Array.from({ length: MAX_GOALS_PER_USER }, (_, i) => ({ userId, name: `Goal ${i}`, createdAt: now, updatedAt: now })));
    const res = await client.request('POST', '/api/goals', { name: 'One more' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(GOAL_MESSAGES.tooMany);
  });

  it('needs a signed-in, verified user', async () => {
    expect((await t.client().request('GET', '/api/goals/user/00000000-0000-4000-8000-000000000000')).statusCode).toBe(401);
    const unverified = t.client();
    await signUp(t, unverified);
    const res = await unverified.request('POST', '/api/goals', { name: 'x' });
    expect(res.statusCode).toBe(403);
  });
});
