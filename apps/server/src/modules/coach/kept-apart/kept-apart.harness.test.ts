import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { copyAccount, snapshotAccount } from '../../../test/account-copy.js';
import { sessionUser, uniqueEmail } from '../../../test/auth-flows.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { testEngines } from '../../../test/test-database.js';
import { KEPT_APART_NOW, KEPT_APART_PERSON } from './kept-apart.account.js';
import { buildAccount, builtAccount, importAccount, makeAccount, readRecords, runCase } from './kept-apart.harness.js';
import type { KeptApartCase } from './kept-apart.types.js';

/**
 * Issue 50: the harness judged on cases of its own (not the kept-apart table's): the account it
 * makes is Sam's, a right case passes, and each rule catches what it is there to catch.
 */
const TODAY = KEPT_APART_NOW.slice(0, 10);

describe('the kept-apart harness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {}, { clockStart: new Date(KEPT_APART_NOW) });
  });
  afterAll(async () => {
    await t.close();
  });

  // Builds the account through the API (about a hundred requests), imports it and copies it: a hang detector's bound.
  it("makes Sam's account through the API, and each case's copy of it is the same", { timeout: 120_000 }, async () => {
    const built = await readRecords(await builtAccount(t), TODAY);
    const records = await readRecords(await makeAccount(t), TODAY);
    const plain = (r: typeof records) =>
      r.habits.map((h) => ({
        ...h,
        id: undefined, goalId: r.goals.find((g) => g.id === h.goalId)?.name, areaId: r.areas.find((a) => a.id === h.areaId)?.name,
        cue: h.cue ? { text: h.cue.text, after: r.habits.find((x) => x.id === h.cue?.afterHabitId)?.name } : null,
        createdAt: undefined, updatedAt: undefined, archivedAt: !!h.archivedAt,
      }));
    expect(plain(records)).toEqual(plain(built));
    expect(records.goals.map((g) => [g.name, g.description])).toEqual(built.goals.map((g) => [g.name, g.description]));
    expect(records.areas.map((a) => a.name)).toEqual(built.areas.map((a) => a.name));
    expect(records.vision?.text).toBe(built.vision?.text);
    expect(records.habits).toHaveLength(21);
    expect(records.goals.map((g) => g.name)).toContain('Sleep better');
    expect(records.areas).toHaveLength(3);
    const run = records.habits.find((h) => h.name === 'Morning run')!;
    expect(run.completedDates).toContain('2026-12-09');
    expect(run.reminders).toEqual([{ minutesBefore: 10, channel: 'push' }]);
    const water = records.habits.find((h) => h.name === 'Water the plants')!;
    expect(water.occurrences.filter((o) => o.date >= TODAY).map((o) => o.date).slice(0, 2)).toEqual(['2026-12-09', '2026-12-12']);
    expect(records.habits.find((h) => h.name === 'Read')!.notes['2026-12-07']).toContain('Middlemarch');
    expect(records.habits.find((h) => h.name === 'Stretch')!.archivedAt).not.toBeNull();
    expect(records.habits.find((h) => h.name === 'Rowing')!.frequency).toEqual({ times: 3, period: 'week' });
  });

  it('passes a case done right and fails one whose checks do not hold', async () => {
    const skip: KeptApartCase = { say: ['Skip Gym tomorrow'], category: 'skip-pause', then: [{ habit: 'Gym', skippedOn: '2026-12-10' }] };
    expect(await runCase(t, skip, TODAY)).toMatchObject({ right: true, failed: [] });
    const wrong: KeptApartCase = { say: ['Skip Gym tomorrow'], category: 'skip-pause', then: [{ habit: 'Gym', skippedOn: '2026-12-15' }] };
    expect((await runCase(t, wrong, TODAY)).right).toBe(false);
  });

  it('fails a change to a record no check names, and a question that changes something', async () => {
    const other: KeptApartCase = { say: ['Skip Gym tomorrow'], category: 'skip-pause', then: [{ habit: 'Yoga', days: ['Mon'] }] };
    expect(await runCase(t, other, TODAY)).toMatchObject({ right: false, failed: ['something else changed'] });
    const asked: KeptApartCase = { say: ['Skip Gym tomorrow'], category: 'question', question: true, then: [] };
    expect(await runCase(t, asked, TODAY)).toMatchObject({ right: false, questionChanged: true });
  });

  it('counts a destroy done on a yes to its proposal as proposed, and the menu in a domain case', async () => {
    const proposed: KeptApartCase = { say: ['Delete Squash', 'yes'], category: 'delete', then: [{ habit: 'Squash', deleted: true }] };
    expect(await runCase(t, proposed, TODAY)).toMatchObject({ right: true, unproposedBulk: 0 });
    const menu: KeptApartCase = { say: ['what can you do?'], category: 'delete', then: [] };
    expect(await runCase(t, menu, TODAY)).toMatchObject({ right: false, menus: 1 });
  });
});

/**
 * Issue 46: each case's account is a copy of one imported account (test/account-copy.ts), not an
 * import of its own. The copy is what an import leaves, row for row: every row of every table
 * (the job queue's included) that names the imported account or one of its records has its twin
 * naming the copy, the same but for the new ids; the users' rows differ in id and email only, and
 * each has the session it was made with. On both engines.
 */
describe.each(testEngines())('a copy of an imported account on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { clockStart: new Date(KEPT_APART_NOW) });
  });
  afterAll(async () => {
    await t.close();
  });

  /** Every row of every table, as JSON text, by table (sessions left out: each user has their own). */
  async function everyRow(): Promise<Map<string, string[]>> {
    const run = async <T>(query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
    const tables = await run<{ name: string }>(
      sql`SELECT format('%I.%I', table_schema, table_name) AS name FROM information_schema.tables WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')`,
    );
    const all = new Map<string, string[]>();
    for (const { name } of tables) {
      if (name === 'public.sessions') continue;
      const rows = await run<{ row: string }>(sql.raw(`SELECT to_jsonb(x)::text AS row FROM ${name} x`));
      all.set(name, rows.map((r) => r.row));
    }
    return all;
  }

  // Builds, imports and copies the account and reads every table twice: a hang detector's bound.
  it('writes every row an import wrote, with new ids', { timeout: 120_000 }, async () => {
    const built = await buildAccount(t);
    const imported = await importAccount(t, (await built.client.request('GET', '/api/export?format=json')).body);
    const snapshot = await snapshotAccount(t, imported.userId);
    expect(snapshot.tables.map((x) => x.table)).toEqual(expect.arrayContaining(['goals', 'areas', 'visions', 'habits', 'habit_completions', 'habit_days']));
    const client = t.client();
    const { userId } = await sessionUser(t, client, uniqueEmail('sam'), KEPT_APART_PERSON);
    const before = await everyRow();
    const ids = await copyAccount(t, snapshot, userId);
    const after = await everyRow();

    const renamed = (text: string) => text.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, (id) => ids.get(id) ?? id);
    const mentions = (row: string, of: Iterable<string>) => [...of].some((id) => row.includes(id));
    // A serial (seq) numbers the copy's rows anew, in the same order: compared without it.
    const withoutSeq = (row: string) => JSON.stringify({ ...(JSON.parse(row) as object), seq: undefined });
    let copied = 0;
    for (const [table, rows] of after) {
      const was = before.get(table)!;
      // (The job queue's own rows may move meanwhile: the rows compared are the ones naming either account.)
      const added = rows.filter((row) => !was.includes(row) && mentions(row, ids.values()));
      if (table === 'public.users') {
        expect(added).toEqual([]);
        continue;
      }
      const ofImport = was.filter((row) => mentions(row, ids.keys()));
      expect(added.map(withoutSeq).sort(), table).toEqual(ofImport.map(renamed).map(withoutSeq).sort());
      copied += added.length;
    }
    expect(copied).toBeGreaterThan(50);
    // The two users' own rows differ in id, email and when they were made only.
    const user = (id: string) => JSON.parse(after.get('public.users')!.find((row) => row.includes(id))!) as Record<string, unknown>;
    const own = (row: Record<string, unknown>) => ({ ...row, id: undefined, email: undefined });
    expect(own(user(userId))).toEqual(own(user(imported.userId)));
    // Read back through the API, the copy is the import, record for record and in the same order.
    const importedRecords = renamed(JSON.stringify(await readRecords(imported, TODAY)));
    expect(JSON.stringify(await readRecords({ client, userId }, TODAY))).toBe(importedRecords);
  });
});
