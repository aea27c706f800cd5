import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { dataExportSchema, type Area, type DataExport, type Habit } from '@stride/domain';
import { readCsv } from '../account/csv.js';
import { signedInTest } from '../../test/signed-in.js';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { testEngines } from '../../test/test-database.js';

const JSON_TYPE = { 'content-type': 'application/json' };

describe.each(testEngines())('areas in the export and import (issue 40) on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());
  const it = signedInTest(() => t);

  const exportOf = async (client: TestClient): Promise<DataExport> => dataExportSchema.parse(JSON.parse((await client.request('GET', '/api/export?format=json')).body));
  const habit = (name: string, areaId: string | null) => ({ name, startTime: '2026-11-02T07:00:00Z', endTime: '2026-11-02T07:10:00Z', recurrence: 'daily', areaId });

  it("exports the areas and each habit's area, and an import brings them into another account with new ids", async ({ user: { client }, other: other }) => {
    const morning = (await client.request('POST', '/api/areas', { name: 'Morning' })).json<Area>();
    await client.request('POST', '/api/areas', { name: 'Evening' });
    expect((await client.request('POST', '/api/habits', habit('Floss', morning.id))).statusCode).toBe(201);
    expect((await client.request('POST', '/api/habits', habit('Walk', null))).statusCode).toBe(201);

    const file = await exportOf(client);
    expect(file.areas.map((a) => a.name)).toEqual(['Morning', 'Evening']);
    expect(file.habits.map((h) => [h.name, h.areaId])).toEqual([
      ['Floss', morning.id],
      ['Walk', null],
    ]);

    const imported = await other.client.request('POST', '/api/import', JSON.stringify(file), JSON_TYPE);
    expect(imported.statusCode, imported.body).toBe(201);
    const areas = (await other.client.request('GET', '/api/areas')).json<Area[]>();
    expect(areas.map((a) => a.name)).toEqual(['Morning', 'Evening']);
    expect(areas[0]!.id).not.toBe(morning.id);
    const habits = (await other.client.request('GET', `/api/habits/user/${other.userId}`)).json<Habit[]>();
    expect(habits.map((h) => [h.name, h.areaId])).toEqual([
      ['Floss', areas[0]!.id],
      ['Walk', null],
    ]);
  });

  it('the CSV export has areas.csv and an area_id for each habit', async ({ user: { client } }) => {
    const health = (await client.request('POST', '/api/areas', { name: 'Health, body & mind' })).json<Area>();
    expect((await client.request('POST', '/api/habits', habit('Stretch', health.id))).statusCode).toBe(201);
    const res = await client.request('GET', '/api/export?format=csv');
    expect(res.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const rows = (name: string) => readCsv(new TextDecoder().decode(files[name]));
    const areas = rows('areas.csv');
    expect(areas[0]).toEqual(['id', 'name', 'created_at', 'updated_at']);
    expect(areas.slice(1).map((r) => [r[0], r[1]])).toEqual([[health.id, 'Health, body & mind']]);
    const habits = rows('habits.csv');
    const column = habits[0]!.indexOf('area_id');
    expect(column).toBeGreaterThan(0);
    expect(habits[1]![column]).toBe(health.id);
  });

  it('still imports a file from before areas (no areas, no areaId)', async ({ user: { client }, other: other }) => {
    expect((await client.request('POST', '/api/habits', habit('Read', null))).statusCode).toBe(201);
    const { areas: _areas, ...file } = await exportOf(client);
    const old = { ...file, habits: file.habits.map(({ areaId: _areaId, ...h }) => h) };
    const imported = await other.client.request('POST', '/api/import', JSON.stringify(old), JSON_TYPE);
    expect(imported.statusCode, imported.body).toBe(201);
    expect((await other.client.request('GET', '/api/areas')).json()).toEqual([]);
    expect((await other.client.request('GET', `/api/habits/user/${other.userId}`)).json<Habit[]>().map((h) => [h.name, h.areaId])).toEqual([['Read', null]]);
  });
});
