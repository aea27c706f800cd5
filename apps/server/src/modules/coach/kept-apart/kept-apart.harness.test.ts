import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { KEPT_APART_NOW } from './kept-apart.account.js';
import { buildAccount, makeAccount, readRecords, runCase } from './kept-apart.harness.js';
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

  it("makes Sam's account through the API, and each case's copy of it is the same", async () => {
    const built = await readRecords(await buildAccount(t), TODAY);
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
