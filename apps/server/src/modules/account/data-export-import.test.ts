import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES,
  GOAL_DESCRIPTION_MAX_LENGTH,
  GOAL_NAME_MAX_LENGTH,
  MAX_GOALS_PER_USER,
  MAX_HABIT_VALUE,
  MAX_IMPORT_BYTES,
  VISION_TEXT_MAX_LENGTH,
  dataExportSchema,
  type DataExport,
  type Habit,
} from '@stride/domain';
import { verifiedUser } from '../../test/auth-flows.js';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { testEngines } from '../../test/test-database.js';
import { readCsv } from './csv.js';
import { LOOP_FIXTURE_EXPECTED, loopExportFixture } from '../../test/fixtures/loop-export.js';

const DAY = 86_400_000;
const JSON_TYPE = { 'content-type': 'application/json' };

/** An export with what differs between two accounts taken out: ids (goal links kept by position), the profile and the moment. */
function comparable(file: DataExport) {
  const goalIndex = new Map(file.goals.map((g, i) => [g.id, i]));
  return {
    vision: file.vision,
    notificationSettings: file.notificationSettings,
    goals: file.goals.map(({ id: _id, ...goal }) => goal),
    habits: file.habits.map(({ id: _id, goalId, ...habit }) => ({ ...habit, goal: goalId === null ? null : goalIndex.get(goalId) })),
    conversations: file.conversations.map(({ id: _id, ...conversation }) => conversation),
    reports: file.reports,
  };
}

describe.each(testEngines())('export and import (issue 23) on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  async function exportOf(client: TestClient): Promise<DataExport> {
    const res = await client.request('GET', '/api/export?format=json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="stride-export-\d{4}-\d{2}-\d{2}\.json"$/);
    return dataExportSchema.parse(JSON.parse(res.body));
  }

  const at = (daysFromNow: number, hour: number) => {
    const d = new Date(t.clock.now().getTime() + daysFromNow * DAY);
    d.setUTCHours(hour, 0, 0, 0);
    return d.toISOString();
  };

  /** An account using every kind of record: goals, vision, habits of every depth with history and edits, coach. */
  async function fullAccount() {
    const client = t.client();
    const { user } = await verifiedUser(t, client);
    const goal = (await client.request('POST', '/api/goals', { name: 'Be fit', description: 'Run and swim', userId: user.id })).json();
    const goalId: string = goal.goal?.id ?? goal.id;
    await client.request('POST', '/api/goals', { name: 'Read more', userId: user.id });
    await client.request('POST', '/api/visions', { text: 'A calm, healthy life', userId: user.id });
    const create = async (body: Record<string, unknown>) => {
      const res = await client.request('POST', '/api/habits', { startTime: at(-20, 7), endTime: at(-20, 8), recurrence: 'daily', ...body });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<Habit>();
    };
    const run = await create({ name: 'Run', description: 'Easy pace', goalId, reminders: [{ minutesBefore: 15, channel: 'push' }, { minutesBefore: 0, channel: 'email' }] });
    const water = await create({ name: 'Water', target: { quantity: 8, unit: 'glasses' } });
    const gym = await create({ name: 'Gym', frequency: { times: 3, period: 'week' } });
    const old = await create({ name: 'Old habit', recurrence: 'weekly' });
    const past = (h: Habit) => h.occurrences.map((o) => o.date).filter((d) => d <= h.occurrences.find((o) => o.startTime > t.clock.now().toISOString())!.date).slice(0, 12);
    const runDays = past(run);
    await client.request('POST', `/api/habits/${run.id}/complete`, { date: runDays[0] });
    await client.request('POST', `/api/habits/${run.id}/complete`, { date: runDays[1], note: 'Felt strong' });
    await client.request('POST', `/api/habits/${run.id}/skip`, { date: runDays[2], note: 'Sore knee' });
    // A single move, a removal and a 'future' edit.
    await client.request('PUT', `/api/habits/${run.id}`, { occurrence: { date: runDays[5], newDate: runDays[5], startTime: '18:00', endTime: '18:45' }, scope: 'single' });
    await client.request('DELETE', `/api/habits/${run.id}/occurrence`, { occurrence: { date: runDays[6] }, scope: 'single' });
    const edited = await client.request('PUT', `/api/habits/${run.id}`, { occurrence: { date: runDays[8], startTime: '06:30', endTime: '07:00' }, recurrence: 'custom', customRecurrence: { frequency: 'weekly', interval: 1, days: ['Monday', 'Thursday'] }, scope: 'future' });
    expect(edited.statusCode, edited.body).toBe(200);
    const waterDays = past(water);
    await client.request('POST', `/api/habits/${water.id}/complete`, { date: waterDays[0], value: 5 });
    await client.request('POST', `/api/habits/${water.id}/complete`, { date: waterDays[0], value: 3 });
    await client.request('POST', `/api/habits/${water.id}/complete`, { date: waterDays[1], value: 2.5, note: 'Hot day' });
    await client.request('POST', `/api/habits/${water.id}/pause`, { from: waterDays[3], to: waterDays[6] });
    for (const date of past(gym).slice(0, 4)) await client.request('POST', `/api/habits/${gym.id}/complete`, { date });
    await client.request('POST', `/api/habits/${old.id}/complete`, { date: past(old)[0] });
    await client.request('POST', `/api/habits/${old.id}/archive`);
    await client.request('PUT', '/api/notifications/settings', { quietHours: { start: '22:00', end: '07:00' }, review: { enabled: true, weekday: 0, hour: 18, email: true } });
    expect((await client.request('POST', '/api/openai/chat', { message: 'list my habits' })).statusCode).toBe(200);
    // Conversations are exported oldest first (their ids differ between accounts, so they cannot order a tie).
    t.clock.advance(1000);
    expect((await client.request('POST', '/api/openai/chat', { message: 'how am I doing?' })).statusCode).toBe(200);
    // A tapped button: its request and the words it showed (issue 54), kept both. A conversation of
    // its own, a second later (two at the same moment could come back in either order).
    t.clock.advance(1000);
    expect((await client.request('POST', '/api/openai/chat', { message: 'How did I do this week?', shown: '¿Qué tal mi semana?' })).statusCode).toBe(200);
    await client.request('POST', '/api/openai/report-response', { reportedMessage: { role: 'assistant', content: 'Unhelpful answer' }, chatHistory: [{ role: 'user', content: 'hi' }] });
    return { client, user };
  }

  it('exports everything as JSON, and a round trip into an empty account gives the same export back (ids aside)', async () => {
    const { client } = await fullAccount();
    const first = await exportOf(client);
    expect(first.goals).toHaveLength(2);
    expect(first.habits.map((h) => h.name)).toEqual(['Run', 'Water', 'Gym', 'Old habit']);
    const run = first.habits[0]!;
    expect(run.schedule.segments).toHaveLength(2);
    expect(run.schedule.exceptions.length).toBeGreaterThanOrEqual(2);
    expect(run.days.find((d) => d.skipped)).toMatchObject({ note: 'Sore knee' });
    expect(first.habits[1]!.days.find((d) => d.amount === 8)).toBeDefined();
    expect(first.habits[1]!.pauses).toHaveLength(1);
    expect(first.habits[3]!.archivedAt).not.toBeNull();
    expect(first.conversations.length).toBeGreaterThanOrEqual(1);
    expect(first.conversations.flatMap((c) => c.messages)).toContainEqual({ role: 'user', content: 'How did I do this week?', shown: '¿Qué tal mi semana?' });
    expect(first.reports).toHaveLength(1);
    expect(first.notificationSettings?.quietHours).toEqual({ start: '22:00', end: '07:00' });

    const empty = t.client();
    await verifiedUser(t, empty);
    const body = JSON.stringify(first);
    const preview = await empty.request('POST', '/api/import?dryRun=true', body, JSON_TYPE);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().preview).toMatchObject({ source: 'stride', vision: true, goals: 2, conversations: first.conversations.length, unmapped: [] });
    expect(preview.json().preview.habits.map((h: { name: string }) => h.name)).toEqual(['Run', 'Water', 'Gym', 'Old habit']);
    expect(preview.json().preview.habits[2].schedule).toBe('3 times a week');
    // Issue 54: the rule itself too, for the page to write in the person's language.
    expect(preview.json().preview.habits[2].rule).toMatchObject({ frequency: { times: 3, period: 'week' } });
    expect(preview.json().preview.habits[0].rule).toMatchObject({ recurrence: expect.any(String), anchor: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), frequency: null });
    // A preview writes nothing.
    expect((await exportOf(empty)).habits).toEqual([]);

    const imported = await empty.request('POST', '/api/import', body, JSON_TYPE);
    expect(imported.statusCode, imported.body).toBe(201);
    expect(imported.json().imported.completions).toBe(preview.json().preview.completions);
    const second = await exportOf(empty);
    expect(comparable(second)).toEqual(comparable(first));
    // The imported habits are live habits: listed with their figures.
    const list = await empty.request('GET', `/api/habits/user/${(await empty.request('GET', '/api/auth/check')).json().user.id}`);
    expect(list.json<Habit[]>().find((h) => h.name === 'Water')!.amounts).toEqual(first.habits[1]!.days.reduce<Record<string, number>>((out, d) => (d.amount === null ? out : { ...out, [d.date]: d.amount }), {}));
  });

  it('exports CSV as a zip of one file per kind', async () => {
    const { client } = await fullAccount();
    const res = await client.request('GET', '/api/export?format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/filename="stride-export-\d{4}-\d{2}-\d{2}\.zip"/);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files).sort()).toEqual(
      ['areas.csv', 'coach_messages.csv', 'coach_reports.csv', 'goals.csv', 'habit_days.csv', 'habits.csv', 'notification_settings.csv', 'profile.csv', 'vision.csv'].sort(),
    );
    const text = (name: string) => readCsv(new TextDecoder().decode(files[name]));
    const habits = text('habits.csv');
    expect(habits[0]!.slice(0, 5)).toEqual(['id', 'goal_id', 'name', 'description', 'schedule']);
    expect(habits.slice(1).map((r) => r[2])).toEqual(['Run', 'Water', 'Gym', 'Old habit']);
    expect(habits[3]![4]).toBe('3 times a week');
    const days = text('habit_days.csv');
    expect(days.find((r) => r[1] === 'Run' && r[7] === 'Sore knee')![6]).toBe('true');
    expect(days.find((r) => r[1] === 'Water' && r[5] === '8')![3]).toBe('true');
    expect(text('vision.csv')[1]![0]).toBe('A calm, healthy life');
    expect(text('coach_messages.csv').length).toBeGreaterThan(2);
  });

  it('previews and imports a Loop Habit Tracker export, reporting what it could not map', async () => {
    const client = t.client();
    const { user } = await verifiedUser(t, client);
    const zip = Buffer.from(loopExportFixture());
    const preview = await client.request('POST', '/api/import?dryRun=true', zip, { 'content-type': 'application/zip' });
    expect(preview.statusCode, preview.body).toBe(200);
    const summary = preview.json().preview;
    expect(summary.source).toBe('loop');
    expect(summary.habits.map((h: { name: string }) => h.name)).toEqual(LOOP_FIXTURE_EXPECTED.habits.map((h) => h.name));
    expect(summary.unmapped.length).toBeGreaterThan(0);
    const res = await client.request('POST', '/api/import', zip, { 'content-type': 'application/zip' });
    expect(res.statusCode, res.body).toBe(201);
    const list = (await client.request('GET', `/api/habits/user/${user.id}`)).json<Habit[]>();
    expect(list.map((h) => h.name)).toEqual(LOOP_FIXTURE_EXPECTED.habits.map((h) => h.name));
    const exported = await exportOf(client);
    for (const [i, expected] of LOOP_FIXTURE_EXPECTED.habits.entries()) {
      expect(exported.habits[i]!.completions.map((c) => c.date)).toEqual(expected.completions.map((c) => c.date));
    }
    // Stamped at the moment of the import on the app's clock (which stands still here), not the wall clock's.
    const importedAt = t.clock.now().toISOString();
    expect(exported.habits.map((h) => [h.createdAt, h.updatedAt])).toEqual(list.map(() => [importedAt, importedAt]));
  });

  it('refuses malformed, foreign, invalid, oversized and too-large-for-the-account files with nothing written', async () => {
    const client = t.client();
    await verifiedUser(t, client);
    const { client: source } = await fullAccount();
    const good = await exportOf(source);
    const refuse = async (body: Buffer | string, type: string, status: number, message: string | RegExp) => {
      for (const dryRun of ['?dryRun=true', '']) {
        const res = await client.request('POST', `/api/import${dryRun}`, body, { 'content-type': type });
        expect(res.statusCode, res.body).toBe(status);
        if (typeof message === 'string') expect(res.json().message).toBe(message);
        else expect(res.json().message).toMatch(message);
      }
    };
    await refuse('{"format": "stride-export", "habits": [', 'application/json', 400, ACCOUNT_MESSAGES.importMalformedJson);
    await refuse('{"some": "other app"}', 'application/json', 400, ACCOUNT_MESSAGES.importUnknown);
    await refuse(Buffer.from([1, 2, 3, 4, 5]), 'application/octet-stream', 400, ACCOUNT_MESSAGES.importUnknown);
    await refuse('', 'application/json', 400, ACCOUNT_MESSAGES.importUnknown);
    await refuse(Buffer.from('PK\u0003\u0004 not really a zip'), 'application/zip', 400, /./);
    const broken = structuredClone(good);
    broken.habits[1]!.schedule.segments[0]!.startTime = '25:00';
    await refuse(JSON.stringify(broken), 'application/json', 400, /^This file does not match the Stride export format at habits\[1\]\.schedule\.segments\[0\]\.startTime: .+ Nothing was imported\.$/);
    const nul = structuredClone(good);
    nul.habits[0]!.name = 'Run\u0000';
    await refuse(JSON.stringify(nul), 'application/json', 400, /NUL character/);
    const tooMany = structuredClone(good);
    tooMany.habits = Array.from({ length: 201 }, (_, i) => ({ ...good.habits[2]!, id: `h${i}`, name: `Habit ${i}` }));
    await refuse(JSON.stringify(tooMany), 'application/json', 400, /more than 200 habits/);
    const huge = Buffer.alloc(MAX_IMPORT_BYTES + 1, 0x20);
    huge.write('{"format":"stride-export"', 0);
    await refuse(huge, 'application/json', 413, ACCOUNT_MESSAGES.importTooLarge(10));
    const after = await exportOf(client);
    expect([after.habits, after.goals, after.vision, after.conversations]).toEqual([[], [], null, []]);
  });

  it('cannot store what the API would refuse: every limit of the import is the API’s own (issue 36)', async () => {
    const client = t.client();
    const { user } = await verifiedUser(t, client);
    const { client: source } = await fullAccount();
    const good = await exportOf(source);
    const refused = async (file: DataExport, field: RegExp) => {
      const res = await client.request('POST', '/api/import', JSON.stringify(file), JSON_TYPE);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(field);
    };
    const edit = (change: (file: DataExport) => void) => {
      const file = structuredClone(good);
      change(file);
      return file;
    };
    // Before: a 7,000-character vision imported, then could not be saved unchanged (the API allows 5,000).
    await refused(edit((f) => void (f.vision = { ...f.vision!, text: 'v'.repeat(VISION_TEXT_MAX_LENGTH + 1) })), /at vision\.text/);
    await refused(edit((f) => void (f.goals[0]!.name = 'g'.repeat(GOAL_NAME_MAX_LENGTH + 1))), /at goals\[0\]\.name/);
    await refused(edit((f) => void (f.habits[0]!.days = [{ date: f.habits[0]!.days[0]?.date ?? '2026-01-01', amount: MAX_HABIT_VALUE + 1, note: null, skipped: false }])), /at habits\[0\]\.days\[0\]\.amount/);
    await refused(
      edit((f) => void (f.conversations = [{ id: 'c1', kind: 'chat', messages: [{ role: 'user', content: 'x'.repeat(20_001) }], createdAt: f.exportedAt, updatedAt: f.exportedAt }])),
      /at conversations\[0\]\.messages\[0\]/,
    );
    await refused(
      edit((f) => void (f.goals = Array.from({ length: MAX_GOALS_PER_USER + 1 }, (_, i) => ({ ...good.goals[0]!, id: `g${i}`, name: `Goal ${i}` })))),
      /at goals/,
    );
    expect((await exportOf(client)).goals).toEqual([]);

    // At the limits, everything imports, and each record can then be saved back unchanged through the API.
    const atLimits = edit((f) => {
      f.vision = { ...f.vision!, text: 'v'.repeat(VISION_TEXT_MAX_LENGTH) };
      f.goals[0]!.name = 'g'.repeat(GOAL_NAME_MAX_LENGTH);
      f.goals[0]!.description = 'd'.repeat(GOAL_DESCRIPTION_MAX_LENGTH);
    });
    expect((await client.request('POST', '/api/import', JSON.stringify(atLimits), JSON_TYPE)).statusCode).toBe(201);
    const vision = (await client.request('GET', `/api/visions/user/${user.id}`)).json<{ text: string }>();
    expect((await client.request('POST', '/api/visions', { text: vision.text })).statusCode).toBe(200);
    for (const goal of (await client.request('GET', `/api/goals/user/${user.id}`)).json<{ id: string; name: string; description: string }[]>()) {
      expect((await client.request('PUT', `/api/goals/${goal.id}`, { name: goal.name, description: goal.description })).statusCode).toBe(200);
    }
    // An archived habit is changed only once restored (a 409 by design): the others are saved back.
    for (const habit of (await client.request('GET', `/api/habits/user/${user.id}`)).json<Habit[]>().filter((h) => !h.archivedAt)) {
      expect((await client.request('PUT', `/api/habits/${habit.id}`, { name: habit.name, description: habit.description, reminders: habit.reminders })).statusCode).toBe(200);
    }
    // A second file that would pass the goals limit together with what is there now is refused whole.
    const more = edit((f) => void (f.goals = Array.from({ length: MAX_GOALS_PER_USER - 1 }, (_, i) => ({ ...good.goals[0]!, id: `m${i}`, name: `More ${i}` }))));
    await refused(more, new RegExp(`more than ${MAX_GOALS_PER_USER} goals`));
  });

  it('needs a verified user', async () => {
    expect((await t.client().request('GET', '/api/export?format=json')).statusCode).toBe(401);
    expect((await t.client().request('POST', '/api/import', '{}', JSON_TYPE)).statusCode).toBe(401);
    const client = t.client();
    await verifiedUser(t, client);
    expect((await client.request('GET', '/api/export?format=xml')).statusCode).toBe(400);
  });
});
