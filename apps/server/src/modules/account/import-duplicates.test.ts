import { afterAll, beforeAll, describe, expect } from 'vitest';
import { dataExportSchema, type Habit, type ImportSummary } from '@stride/domain';
import { signedInTest } from '../../test/signed-in.js';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { testEngines } from '../../test/test-database.js';
import { LOOP_FIXTURE_EXPECTED, loopExportFixture } from '../../test/fixtures/loop-export.js';

const JSON_TYPE = { 'content-type': 'application/json' };
const ZIP_TYPE = { 'content-type': 'application/zip' };

/** Issue 40 part 7 (decision 033): a file whose habits the account already has. */
describe.each(testEngines())('importing habits that already exist, on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());
  const it = signedInTest(() => t);

  const names = async (client: TestClient, userId: string) => (await client.request('GET', `/api/habits/user/${userId}`)).json<Habit[]>().map((h) => h.name).sort();

  it('the same Loop file twice: the preview names the habits already there, and the import skips them by default', async ({ user: { client, userId } }) => {
    const zip = Buffer.from(loopExportFixture());
    const first = await client.request('POST', '/api/import', zip, ZIP_TYPE);
    expect(first.statusCode, first.body).toBe(201);
    const expected = LOOP_FIXTURE_EXPECTED.habits.map((h) => h.name).sort();
    expect(await names(client, userId)).toEqual(expected);

    const preview = (await client.request('POST', '/api/import?dryRun=true', zip, ZIP_TYPE)).json<{ preview: ImportSummary }>().preview;
    expect(preview.habits.filter((h) => !h.existing).map((h) => h.name)).toEqual([]);

    const again = await client.request('POST', '/api/import', zip, ZIP_TYPE);
    expect(again.statusCode, again.body).toBe(201);
    const summary = again.json<{ imported: ImportSummary }>().imported;
    expect(summary.skipped).toBe(expected.length);
    expect(summary.completions).toBe(0);
    expect(await names(client, userId)).toEqual(expected);

    // Asked to, it imports them all the same.
    expect((await client.request('POST', '/api/import?duplicates=import', zip, ZIP_TYPE)).statusCode).toBe(201);
    expect(await names(client, userId)).toEqual([...expected, ...expected].sort());
  });

  it('a Stride export: only the habits with the same name and schedule are skipped; a renamed or retimed one comes in', async ({ user: { client, userId } }) => {
    const make = (name: string, hour: number) =>
      client.request('POST', '/api/habits', { name, startTime: `2026-11-22T${String(hour).padStart(2, '0')}:00:00Z`, endTime: `2026-11-22T${String(hour).padStart(2, '0')}:30:00Z`, recurrence: 'daily' });
    await make('Read', 21);
    await make('Stretch', 7);
    const file = dataExportSchema.parse(JSON.parse((await client.request('GET', '/api/export?format=json')).body));
    // Change the account: "Stretch" moves to 08:00 from its first day; "Read" stays as it is.
    const stretch = (await client.request('GET', `/api/habits/user/${userId}`)).json<Habit[]>().find((h) => h.name === 'Stretch')!;
    await client.request('PUT', `/api/habits/${stretch.id}`, { occurrence: { date: stretch.startDate, startTime: '08:00', endTime: '08:30' }, scope: 'future' });

    const preview = (await client.request('POST', '/api/import?dryRun=true', JSON.stringify(file), JSON_TYPE)).json<{ preview: ImportSummary }>().preview;
    expect(Object.fromEntries(preview.habits.map((h) => [h.name, h.existing ?? false]))).toEqual({ Read: true, Stretch: false });
    const imported = (await client.request('POST', '/api/import', JSON.stringify(file), JSON_TYPE)).json<{ imported: ImportSummary }>().imported;
    expect(imported.skipped).toBe(1);
    expect(await names(client, userId)).toEqual(['Read', 'Stretch', 'Stretch']);
  });

  it('names "read" and "Reads " as the same habit, not "Reading"', async ({ user: { client, userId } }) => {
    await client.request('POST', '/api/habits', { name: 'Read', startTime: '2026-11-22T21:00:00Z', endTime: '2026-11-22T21:30:00Z', recurrence: 'daily' });
    const file = dataExportSchema.parse(JSON.parse((await client.request('GET', '/api/export?format=json')).body));
    const variants = ['reads ', 'Reading'].map((name, i) => ({ ...file.habits[0]!, id: `00000000-0000-4000-8000-00000000000${i}`, name }));
    const preview = (await client.request('POST', '/api/import?dryRun=true', JSON.stringify({ ...file, habits: variants }), JSON_TYPE)).json<{ preview: ImportSummary }>().preview;
    expect(preview.habits.map((h) => h.existing ?? false)).toEqual([true, false]);
    expect(await names(client, userId)).toEqual(['Read']);
  });
});
