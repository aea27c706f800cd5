import { afterAll, beforeAll, describe, expect } from 'vitest';
import { AREA_MESSAGES, AREA_NAME_MAX_LENGTH, MAX_AREAS_PER_USER, areaCompletionSchema, type Area, type AreaCompletion, type Habit, type UndoResponse } from '@stride/domain';
import { signedInTest, type SignedIn } from '../../test/signed-in.js';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { testEngines } from '../../test/test-database.js';

/** Saturday 21 November 2026, 10:30 in London. */
const NOW = Date.parse('2026-11-21T10:30:00Z');
const TODAY = '2026-11-21';

describe.each(testEngines())('areas API on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
    t.clock.advance(NOW - t.clock.now().getTime());
  });
  afterAll(() => t.close());

  const it = signedInTest(() => t);
  const habitsOf = async ({ client, userId }: SignedIn) => (await client.request('GET', `/api/habits/user/${userId}`)).json<Habit[]>();

  async function addArea(client: TestClient, name: string): Promise<Area> {
    const res = await client.request('POST', '/api/areas', { name });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Area>();
  }

  async function addHabit(client: TestClient, body: Record<string, unknown> = {}): Promise<Habit> {
    const res = await client.request('POST', '/api/habits', {
      name: 'Floss',
      startTime: '2026-11-02T07:00:00Z',
      endTime: '2026-11-02T07:10:00Z',
      recurrence: 'daily',
      customRecurrence: null,
      ...body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Habit>();
  }

  const habitOf = async (user: SignedIn, id: string) => (await habitsOf(user)).find((h) => h.id === id);

  it('adds areas, lists them in the order added, renames them, and refuses bad names with a 400 naming the field', async ({ user }) => {
    const { client } = user;
    expect((await client.request('GET', '/api/areas')).json()).toEqual([]);
    const morning = await addArea(client, '  Morning ');
    expect(morning.name).toBe('Morning');
    const health = await addArea(client, 'Health');
    expect((await client.request('GET', '/api/areas')).json<Area[]>().map((a) => a.name)).toEqual(['Morning', 'Health']);

    const renamed = await client.request('PUT', `/api/areas/${morning.id}`, { name: 'Morning routine' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<Area>()).toMatchObject({ id: morning.id, name: 'Morning routine' });

    for (const [name, message] of [
      ['   ', AREA_MESSAGES.nameRequired],
      ['x'.repeat(AREA_NAME_MAX_LENGTH + 1), AREA_MESSAGES.nameTooLong],
    ] as const) {
      const refused = await client.request('POST', '/api/areas', { name });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'validation_failed', errors: [{ path: 'name', message }] });
    }
    expect((await client.request('POST', '/api/areas', { name: 'x'.repeat(AREA_NAME_MAX_LENGTH) })).statusCode).toBe(201);
    expect((await client.request('PUT', `/api/areas/${health.id}`, { name: '' })).statusCode).toBe(400);
    expect((await client.request('GET', '/api/areas')).json<Area[]>()).toHaveLength(3);
  });

  it(`keeps at most ${MAX_AREAS_PER_USER} areas a user (409)`, async ({ user }) => {
    const { client } = user;
    for (let i = 0; i < MAX_AREAS_PER_USER; i++) await addArea(client, `Area ${i}`);
    const refused = await client.request('POST', '/api/areas', { name: 'One more' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(AREA_MESSAGES.tooMany);
  });

  it("another user's area is not found (404) and cannot take a habit (400 naming areaId)", async ({ user: owner, other }) => {
    const area = await addArea(owner.client, 'Morning');
    const theirs = await addHabit(other.client);

    expect((await other.client.request('PUT', `/api/areas/${area.id}`, { name: 'Mine' })).statusCode).toBe(404);
    expect((await other.client.request('DELETE', `/api/areas/${area.id}`)).statusCode).toBe(404);
    expect((await other.client.request('POST', `/api/areas/${area.id}/complete`, { date: TODAY })).statusCode).toBe(404);
    expect((await other.client.request('PUT', '/api/areas/not-an-id', { name: 'Mine' })).statusCode).toBe(404);
    expect((await other.client.request('GET', '/api/areas')).json()).toEqual([]);

    for (const res of [
      await other.client.request('POST', '/api/habits', { name: 'Run', startTime: '2026-11-02T07:00:00Z', endTime: '2026-11-02T07:30:00Z', recurrence: 'daily', areaId: area.id }),
      await other.client.request('PUT', `/api/habits/${theirs.id}`, { areaId: area.id }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', message: AREA_MESSAGES.areaIdInvalid, errors: [{ path: 'areaId', message: AREA_MESSAGES.areaIdInvalid }] });
    }
    const malformed = await other.client.request('PUT', `/api/habits/${theirs.id}`, { areaId: 'morning' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual([{ path: 'areaId', message: AREA_MESSAGES.areaIdInvalid }]);
    expect((await habitOf(other, theirs.id))?.areaId).toBeNull();
    expect((await owner.client.request('GET', '/api/areas')).json<Area[]>().map((a) => a.name)).toEqual(['Morning']);
  });

  it("puts a habit in an area on create and update, null takes it out; deleting the area keeps its habits, unassigned, and Undo puts them back", async ({ user }) => {
    const { client } = user;
    const morning = await addArea(client, 'Morning');
    const evening = await addArea(client, 'Evening');
    const floss = await addHabit(client, { areaId: morning.id });
    expect(floss.areaId).toBe(morning.id);
    const read = await addHabit(client, { name: 'Read' });
    expect(read.areaId).toBeNull();

    const moved = await client.request('PUT', `/api/habits/${read.id}`, { areaId: evening.id });
    expect(moved.json<Habit>().areaId).toBe(evening.id);
    const kept = await client.request('PUT', `/api/habits/${read.id}`, { name: 'Read a chapter' });
    expect(kept.json<Habit>()).toMatchObject({ name: 'Read a chapter', areaId: evening.id });
    const out = await client.request('PUT', `/api/habits/${read.id}`, { areaId: null });
    expect(out.json<Habit>().areaId).toBeNull();

    const removed = await client.request('DELETE', `/api/areas/${morning.id}`);
    expect(removed.statusCode).toBe(200);
    const { undoId } = removed.json<{ id: string; undoId: string }>();
    expect(removed.json()).toEqual({ id: morning.id, undoId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect((await client.request('GET', '/api/areas')).json<Area[]>().map((a) => a.name)).toEqual(['Evening']);
    expect(await habitOf(user, floss.id)).toMatchObject({ name: 'Floss', areaId: null });
    expect((await client.request('DELETE', `/api/areas/${morning.id}`)).statusCode).toBe(404);

    const undone = await client.request('POST', '/api/undo', { undoId });
    expect(undone.statusCode, undone.body).toBe(200);
    const calls = undone.json<UndoResponse>().functionCalls;
    expect(calls.map((c) => c.functionCalled)).toEqual(['createArea', 'updateHabit']);
    expect((await client.request('GET', '/api/areas')).json<Area[]>().map((a) => a.name)).toEqual(['Morning', 'Evening']);
    expect((await habitOf(user, floss.id))?.areaId).toBe(morning.id);

    // A habit deleted with its area gone comes back in no area.
    const habitDeleted = await client.request('DELETE', `/api/habits/${floss.id}`);
    const areaDeleted = await client.request('DELETE', `/api/areas/${morning.id}`);
    expect(areaDeleted.statusCode).toBe(200);
    expect((await client.request('POST', '/api/undo', { undoId: habitDeleted.json<{ undoId: string }>().undoId })).statusCode).toBe(200);
    expect((await habitOf(user, floss.id))?.areaId).toBeNull();
  });

  it('completes every habit of the area due that day (an amount to its target), leaves the rest alone, and is idempotent', async ({ user }) => {
    const { client } = user;
    const morning = await addArea(client, 'Morning');
    const other = await addArea(client, 'Evening');
    const floss = await addHabit(client, { name: 'Floss', areaId: morning.id });
    const water = await addHabit(client, { name: 'Water', areaId: morning.id, target: { quantity: 8, unit: 'glasses' } });
    const stretch = await addHabit(client, { name: 'Stretch', areaId: morning.id });
    // Mondays only: not due on a Saturday.
    const gym = await addHabit(client, { name: 'Gym', areaId: morning.id, recurrence: 'weekly' });
    const paused = await addHabit(client, { name: 'Cold shower', areaId: morning.id });
    const skipped = await addHabit(client, { name: 'Journal', areaId: morning.id });
    const archived = await addHabit(client, { name: 'Old habit', areaId: morning.id });
    const elsewhere = await addHabit(client, { name: 'Read', areaId: other.id });
    const loose = await addHabit(client, { name: 'Walk' });
    expect((await client.request('POST', `/api/habits/${stretch.id}/complete`, { date: TODAY })).statusCode).toBe(200);
    expect((await client.request('POST', `/api/habits/${paused.id}/pause`, { from: TODAY, to: '2026-11-25' })).statusCode).toBe(200);
    expect((await client.request('POST', `/api/habits/${skipped.id}/skip`, { date: TODAY })).statusCode).toBe(200);
    expect((await client.request('POST', `/api/habits/${archived.id}/archive`)).statusCode).toBe(200);

    const res = await client.request('POST', `/api/areas/${morning.id}/complete`, { date: TODAY });
    expect(res.statusCode, res.body).toBe(200);
    const done = areaCompletionSchema.parse(res.json());
    expect(done.area).toMatchObject({ id: morning.id, name: 'Morning' });
    expect(done.habits.map((h) => h.name)).toEqual(['Floss', 'Water', 'Stretch']);
    expect(new Set(done.completedIds)).toEqual(new Set([floss.id, water.id]));
    for (const h of done.habits) expect(h.completedDates).toContain(TODAY);
    expect(done.habits.find((h) => h.id === water.id)?.amounts[TODAY]).toBe(8);

    const all = await habitsOf(user);
    for (const id of [gym.id, paused.id, skipped.id, archived.id, elsewhere.id, loose.id]) expect(all.find((h) => h.id === id)?.completedDates, id).not.toContain(TODAY);

    const again = await client.request('POST', `/api/areas/${morning.id}/complete`, { date: TODAY });
    expect(again.statusCode).toBe(200);
    expect(again.json<AreaCompletion>()).toMatchObject({ completedIds: [] });
    expect(again.json<AreaCompletion>().habits.map((h) => h.name)).toEqual(['Floss', 'Water', 'Stretch']);
    expect((await habitsOf(user)).find((h) => h.id === water.id)?.amounts[TODAY]).toBe(8);

    // Yesterday, a Friday: the pause and the skip were not yet, the weekly habit was not due.
    const yesterday = await client.request('POST', `/api/areas/${morning.id}/complete`, { date: '2026-11-20' });
    expect(yesterday.json<AreaCompletion>().habits.map((h) => h.name)).toEqual(['Floss', 'Water', 'Stretch', 'Cold shower', 'Journal']);
    expect(yesterday.json<AreaCompletion>().completedIds).toHaveLength(5);

    const future = await client.request('POST', `/api/areas/${morning.id}/complete`, { date: '2026-11-22' });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({ errors: [{ path: 'date', message: AREA_MESSAGES.futureDate }] });
    const badDate = await client.request('POST', `/api/areas/${morning.id}/complete`, { date: '2026-02-30' });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().errors[0].path).toBe('date');

    const empty = await addArea(client, 'Empty');
    expect((await client.request('POST', `/api/areas/${empty.id}/complete`, { date: TODAY })).json<AreaCompletion>()).toMatchObject({ habits: [], completedIds: [] });
  });
});
