import { afterAll, beforeAll, describe, expect } from 'vitest';
import { HABIT_COLOR_TEXTS, dataExportSchema, habitSchema, type Habit } from '@stride/domain';
import { signIn, signedInTest } from '../../test/signed-in.js';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { testEngines } from '../../test/test-database.js';

// Saturday 21 November 2026, 10:30 in London.
const NOW = Date.parse('2026-11-21T10:30:00Z');
const JSON_TYPE = { 'content-type': 'application/json' };

/** A habit's colour through the API (docs/decisions/043): the attribute added through the field list. */
describe.each(testEngines())('a habit’s colour: API on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
    t.clock.advance(NOW - t.clock.now().getTime());
  });
  afterAll(() => t.close());

  const it = signedInTest(() => t);
  const signedIn = () => signIn(t);

  async function call(client: TestClient, method: 'GET' | 'POST' | 'DELETE' | 'PUT', path: string, body?: unknown, status = 200) {
    const res = await client.request(method, path, body);
    expect(res.statusCode, res.body).toBe(status);
    return res;
  }
  const habitOf = (res: { json: () => unknown }) => habitSchema.strict().parse(res.json());
  const create = async (client: TestClient, body: Record<string, unknown> = {}) =>
    habitOf(
      await call(
        client,
        'POST',
        '/api/habits',
        { name: 'Run', startTime: '2026-11-16T07:00:00Z', endTime: '2026-11-16T07:30:00Z', recurrence: 'daily', customRecurrence: null, ...body },
        201,
      ),
    );
  const listOf = async (client: TestClient, userId: string) => (await call(client, 'GET', `/api/habits/user/${userId}`)).json<Habit[]>();

  it('creates a habit with a colour, answers null without one, and refuses a colour off the palette (400 naming color)', async () => {
    const { client, userId } = await signedIn();
    expect((await create(client, { color: 'teal' })).color).toBe('teal');
    expect((await create(client, { name: 'Read' })).color).toBeNull();
    expect((await listOf(client, userId)).map((h) => [h.name, h.color])).toEqual([
      ['Run', 'teal'],
      ['Read', null],
    ]);

    const refused = await call(client, 'POST', '/api/habits', { name: 'Swim', startTime: '2026-11-16T07:00:00Z', endTime: '2026-11-16T07:30:00Z', recurrence: 'daily', color: '#ff0000' }, 400);
    expect(refused.json()).toMatchObject({ code: 'validation_failed', errors: [{ path: 'color', message: HABIT_COLOR_TEXTS.invalid }] });
  });

  it('an update sets, keeps and removes the colour; an edit from an occurrence on (scope future) keeps it on the habit', async () => {
    const { client } = await signedIn();
    const habit = await create(client);
    expect(habitOf(await call(client, 'PUT', `/api/habits/${habit.id}`, { color: 'purple' })).color).toBe('purple');
    // Left out, it stays.
    expect(habitOf(await call(client, 'PUT', `/api/habits/${habit.id}`, { name: 'Morning run' })).color).toBe('purple');

    // Retimed from 1 December on: the habit's rule splits in two segments; the colour is the habit's, before and after.
    const retimed = habitOf(
      await call(client, 'PUT', `/api/habits/${habit.id}`, { occurrence: { date: '2026-12-01', startTime: '08:00', endTime: '08:30' }, scope: 'future', recurrence: 'daily' }),
    );
    expect(retimed.schedule.segments.map((s) => [s.from, s.startTime])).toEqual([
      ['2026-11-16', '07:00'],
      ['2026-12-01', '08:00'],
    ]);
    expect(retimed.color).toBe('purple');
    // A colour sent with a future edit is the habit's from then on, as one habit.
    const recoloured = habitOf(
      await call(client, 'PUT', `/api/habits/${habit.id}`, { occurrence: { date: '2026-12-05', startTime: '09:00', endTime: '09:30' }, scope: 'future', recurrence: 'daily', color: 'orange' }),
    );
    expect([recoloured.id, recoloured.color, recoloured.schedule.segments.length]).toEqual([habit.id, 'orange', 3]);

    expect(habitOf(await call(client, 'PUT', `/api/habits/${habit.id}`, { color: null })).color).toBeNull();
  });

  it('a deleted habit comes back with its colour (undo)', async () => {
    const { client, userId } = await signedIn();
    const habit = await create(client, { color: 'green' });
    const { undoId } = (await call(client, 'DELETE', `/api/habits/${habit.id}`)).json<{ undoId: string }>();
    await call(client, 'POST', '/api/undo', { undoId });
    expect((await listOf(client, userId)).find((h) => h.id === habit.id)?.color).toBe('green');
  });

  it('an export carries the colour and an import brings it back; a file from before colours imports without one', async () => {
    const { client } = await signedIn();
    await create(client, { name: 'Stretch', color: 'pink' });
    await create(client, { name: 'Plain' });
    const file = dataExportSchema.parse((await call(client, 'GET', '/api/export?format=json')).json());
    expect(file.habits.map((h) => [h.name, h.color])).toEqual([
      ['Stretch', 'pink'],
      ['Plain', null],
    ]);

    const other = await signedIn();
    const imported = await other.client.request('POST', '/api/import', JSON.stringify(file), JSON_TYPE);
    expect(imported.statusCode, imported.body).toBe(201);
    expect((await listOf(other.client, other.userId)).map((h) => [h.name, h.color])).toEqual([
      ['Stretch', 'pink'],
      ['Plain', null],
    ]);

    // A file written before the attribute existed has no `color` key.
    const older = { ...file, habits: file.habits.map(({ color: _color, ...rest }) => ({ ...rest, name: `${rest.name} (old)` })) };
    const third = await signedIn();
    const fromOld = await third.client.request('POST', '/api/import', JSON.stringify(older), JSON_TYPE);
    expect(fromOld.statusCode, fromOld.body).toBe(201);
    expect((await listOf(third.client, third.userId)).map((h) => h.color)).toEqual([null, null]);

    // A colour off the palette in a file is refused before anything is written.
    const bad = { ...file, habits: [{ ...file.habits[0]!, color: 'chartreuse' }] };
    const refused = await (await signedIn()).client.request('POST', '/api/import', JSON.stringify(bad), JSON_TYPE);
    expect(refused.statusCode, refused.body).toBe(400);
  });
});
