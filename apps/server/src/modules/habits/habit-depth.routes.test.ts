import { afterAll, beforeAll, describe, expect } from 'vitest';
import { HABIT_MESSAGES, firstDayOfWeek, formatDate, habitSchema, toEpochDay, weekStartOf, type Habit } from '@stride/domain';
import { signedInTest } from '../../test/signed-in.js';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { testEngines } from '../../test/test-database.js';

// Saturday 21 November 2026, 10:30 in London.
const NOW = Date.parse('2026-11-21T10:30:00Z');

/** Issue 22: skips, pauses, amounts, flexible habits, notes and the archive, through the API. */
describe.each(testEngines())('habits people keep: API on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
    t.clock.advance(NOW - t.clock.now().getTime());
  });
  afterAll(() => t.close());
  const it = signedInTest(() => t);

  async function create(client: TestClient, body: Record<string, unknown> = {}): Promise<Habit> {
    const res = await client.request('POST', '/api/habits', {
      name: 'Morning run',
      startTime: '2026-11-15T07:00:00Z',
      endTime: '2026-11-15T07:30:00Z',
      recurrence: 'daily',
      customRecurrence: null,
      ...body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return habitSchema.strict().parse(res.json());
  }

  async function call(client: TestClient, method: 'POST' | 'DELETE', path: string, body?: unknown, status = 200): Promise<Habit> {
    const res = await client.request(method, path, body);
    expect(res.statusCode, res.body).toBe(status);
    return res.json<Habit>();
  }

  it('skips a day: the streak runs across it, the rate leaves it out, and undoing gives the figures back', async ({ user: { client } }) => {
    const habit = await create(client);
    for (const date of ['2026-11-15', '2026-11-16', '2026-11-18', '2026-11-19', '2026-11-20']) await call(client, 'POST', `/api/habits/${habit.id}/complete`, { date });
    const before = await call(client, 'POST', `/api/habits/${habit.id}/complete`, { date: '2026-11-21' });
    expect(before).toMatchObject({ completionStreak: 4, bestStreak: 4, scheduledCount: 7, completedCount: 6 });

    const skipped = await call(client, 'POST', `/api/habits/${habit.id}/skip`, { date: '2026-11-17', note: 'Sore knee' });
    expect(skipped).toMatchObject({ completionStreak: 6, bestStreak: 6, scheduledCount: 6, completedCount: 6, successRate: 1, skippedDates: ['2026-11-17'] });
    expect(skipped.notes).toEqual({ '2026-11-17': 'Sore knee' });
    // Twice is once.
    expect(await call(client, 'POST', `/api/habits/${habit.id}/skip`, { date: '2026-11-17', note: 'Sore knee' })).toEqual(skipped);

    const undone = await call(client, 'DELETE', `/api/habits/${habit.id}/skip`, { date: '2026-11-17' });
    expect(undone).toMatchObject({ completionStreak: 4, scheduledCount: 7, completedCount: 6, skippedDates: [] });
    // The note stays with the day.
    expect(undone.notes).toEqual({ '2026-11-17': 'Sore knee' });
  });

  it('refuses to skip a future, unscheduled or completed day, with messages that say why', async ({ user: { client } }) => {
    const weekly = await create(client, { recurrence: 'weekly' }); // Sundays from 15 November
    expect((await client.request('POST', `/api/habits/${weekly.id}/skip`, { date: '2026-11-22' })).json()).toMatchObject({ message: HABIT_MESSAGES.futureSkip });
    expect((await client.request('POST', `/api/habits/${weekly.id}/skip`, { date: '2026-11-16' })).json()).toMatchObject({ message: HABIT_MESSAGES.notScheduled });
    await call(client, 'POST', `/api/habits/${weekly.id}/complete`, { date: '2026-11-15' });
    const res = await client.request('POST', `/api/habits/${weekly.id}/skip`, { date: '2026-11-15' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(HABIT_MESSAGES.skipDone);
    const long = await client.request('POST', `/api/habits/${weekly.id}/skip`, { date: '2026-11-15', note: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain(HABIT_MESSAGES.noteTooLong);
  });

  it('pauses one habit or all of them: streaks run across the holiday, and the range can be taken back', async ({ user: { client, userId } }) => {
    const run = await create(client);
    const read = await create(client, { name: 'Read' });
    for (const date of ['2026-11-15', '2026-11-16', '2026-11-20', '2026-11-21']) {
      await call(client, 'POST', `/api/habits/${run.id}/complete`, { date });
      await call(client, 'POST', `/api/habits/${read.id}/complete`, { date });
    }
    const one = await call(client, 'POST', `/api/habits/${run.id}/pause`, { from: '2026-11-17', to: '2026-11-19' });
    expect(one).toMatchObject({ pauses: [{ from: '2026-11-17', to: '2026-11-19' }], completionStreak: 4, scheduledCount: 4, successRate: 1 });

    const res = await client.request('POST', '/api/habits/pause', { from: '2026-11-17', to: '2026-11-30' });
    expect(res.statusCode, res.body).toBe(200);
    const all = res.json<Habit[]>();
    // Touching and overlapping pauses merge.
    expect(all.map((h) => [h.name, h.pauses])).toEqual([
      ['Morning run', [{ from: '2026-11-17', to: '2026-11-30' }]],
      ['Read', [{ from: '2026-11-17', to: '2026-11-30' }]],
    ]);
    expect(all[1]).toMatchObject({ completionStreak: 4, scheduledCount: 4 });

    // Back early: the days from the 25th on are no longer paused.
    const back = (await client.request('DELETE', '/api/habits/pause', { from: '2026-11-25', to: '2026-11-30' })).json<Habit[]>();
    expect(back.map((h) => h.pauses)).toEqual([[{ from: '2026-11-17', to: '2026-11-24' }], [{ from: '2026-11-17', to: '2026-11-24' }]]);
    const listed = (await client.request('GET', `/api/habits/user/${userId}`)).json<Habit[]>();
    expect(listed.map((h) => h.pauses)).toEqual(back.map((h) => h.pauses));

    for (const [body, message] of [
      [{ from: '2026-11-20', to: '2026-11-19' }, HABIT_MESSAGES.pauseOrder],
      [{ from: '2026-01-01', to: '2027-01-01' }, HABIT_MESSAGES.pauseTooLong],
      [{ from: '2026-02-30', to: '2026-03-01' }, HABIT_MESSAGES.dateInvalid],
    ] as const) {
      const bad = await client.request('POST', `/api/habits/${run.id}/pause`, body);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain(message);
    }
  });

  it('logs amounts: entries add up, the day is done once they reach the target, and a correction can undo it', async ({ user: { client } }) => {
    const water = await create(client, { name: 'Water', target: { quantity: 8, unit: 'glasses' } });
    expect(water.target).toEqual({ quantity: 8, unit: 'glasses', direction: 'atLeast' });
    const path = `/api/habits/${water.id}/complete`;
    const first = await call(client, 'POST', path, { date: '2026-11-21', value: 5 });
    expect(first).toMatchObject({ amounts: { '2026-11-21': 5 }, completedDates: [] });
    const second = await call(client, 'POST', path, { date: '2026-11-21', value: 3.5, note: 'Hot day' });
    expect(second).toMatchObject({ amounts: { '2026-11-21': 8.5 }, completedDates: ['2026-11-21'], notes: { '2026-11-21': 'Hot day' } });
    const corrected = await call(client, 'POST', path, { date: '2026-11-21', total: 6 });
    expect(corrected).toMatchObject({ amounts: { '2026-11-21': 6 }, completedDates: [] });
    // A plain check-off logs the target.
    const checked = await call(client, 'POST', path, { date: '2026-11-20' });
    expect(checked).toMatchObject({ amounts: { '2026-11-20': 8, '2026-11-21': 6 }, completedDates: ['2026-11-20'] });
    const undone = await call(client, 'DELETE', path, { date: '2026-11-20' });
    expect(undone.amounts).toEqual({ '2026-11-21': 6 });
    expect(undone.completedDates).toEqual([]);

    // A lower target makes the 21st done; removing it keeps what is done.
    const lower = (await client.request('PUT', `/api/habits/${water.id}`, { target: { quantity: 6, unit: 'glasses' } })).json<Habit>();
    expect(lower.completedDates).toEqual(['2026-11-21']);

    for (const [body, message] of [
      [{ date: '2026-11-21', value: -1 }, HABIT_MESSAGES.valueInvalid],
      [{ date: '2026-11-21', value: 1_000_001 }, HABIT_MESSAGES.valueInvalid],
      [{ date: '2026-11-21', value: 'many' }, HABIT_MESSAGES.valueInvalid],
      [{ date: '2026-11-21', value: 1, total: 2 }, HABIT_MESSAGES.valueAndTotal],
    ] as const) {
      const bad = await client.request('POST', path, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(bad.json().message).toContain(message);
    }
    const plain = await create(client, { name: 'Stretch' });
    expect((await client.request('POST', `/api/habits/${plain.id}/complete`, { date: '2026-11-21', value: 2 })).json().message).toBe(HABIT_MESSAGES.noTarget);
    for (const target of [{ quantity: 0, unit: 'glasses' }, { quantity: 8, unit: '' }, { quantity: 8, unit: 'x'.repeat(21) }]) {
      const bad = await client.request('POST', '/api/habits', { name: 'Bad', startTime: '2026-11-15T07:00:00Z', endTime: '2026-11-15T07:30:00Z', recurrence: 'daily', target });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/target\.(quantity|unit)/);
    }
  });

  it('keeps "3 times a week": any three days meet a week, the streak counts weeks, and Today has the week’s progress', async ({ user: { client, user } }) => {
    // The weeks are the account's (issue 54): an account signed up with no languages is en-GB's, Monday first.
    const weekStartsOn = firstDayOfWeek(user.locale);
    expect(weekStartsOn).toBe(1);
    // Started Sunday 8 November.
    const gym = await create(client, { name: 'Gym', startTime: '2026-11-08T18:00:00Z', endTime: '2026-11-08T19:00:00Z', frequency: { times: 3, period: 'week' } });
    expect(gym.frequency).toEqual({ times: 3, period: 'week' });
    for (const date of ['2026-11-09', '2026-11-11', '2026-11-13', '2026-11-16', '2026-11-17', '2026-11-19', '2026-11-21']) {
      await call(client, 'POST', `/api/habits/${gym.id}/complete`, { date });
    }
    const now = await call(client, 'POST', `/api/habits/${gym.id}/complete`, { date: '2026-11-20' });
    // Monday weeks: Sunday 8 November is the last day of a week it started on; that week needed one
    // (its only day) and missed it. 9-15 has three, 16-22 (this week) five: two met in a row of three.
    expect(now).toMatchObject({ completionStreak: 2, bestStreak: 2, scheduledCount: 3, completedCount: 2, successRate: 2 / 3 });
    const monday = formatDate(weekStartOf(toEpochDay('2026-11-21'), weekStartsOn));
    expect(now.periodProgress).toEqual({ from: monday, to: formatDate(toEpochDay(monday) + 6), done: 5, needed: 3 });
    expect(monday).toBe('2026-11-16');

    for (const [body, message] of [
      [{ frequency: { times: 8, period: 'week' } }, HABIT_MESSAGES.timesInvalid],
      [{ frequency: { times: 0, period: 'month' } }, HABIT_MESSAGES.timesInvalid],
      [{ frequency: { times: 2, period: 'fortnight' } }, HABIT_MESSAGES.periodInvalid],
      [{ frequency: { times: 2, period: 'week' }, recurrence: 'weekly' }, HABIT_MESSAGES.frequencyNeedsDaily],
    ] as const) {
      const bad = await client.request('POST', '/api/habits', { name: 'Bad', startTime: '2026-11-15T07:00:00Z', endTime: '2026-11-15T07:30:00Z', recurrence: 'daily', ...body });
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(bad.json().message).toContain(message);
    }
    // A weekly habit cannot become flexible without becoming daily.
    const weekly = await create(client, { recurrence: 'weekly' });
    expect((await client.request('PUT', `/api/habits/${weekly.id}`, { frequency: { times: 2, period: 'week' } })).json().message).toBe(HABIT_MESSAGES.frequencyNeedsDaily);
  });

  it('archives a habit: listed with its history and no changes until it is restored', async ({ user: { client, userId }, other: { client: other } }) => {
    const habit = await create(client);
    await call(client, 'POST', `/api/habits/${habit.id}/complete`, { date: '2026-11-20' });
    const archived = await call(client, 'POST', `/api/habits/${habit.id}/archive`);
    expect(archived.archivedAt).toBe(new Date(NOW).toISOString());
    expect(archived.completedDates).toEqual(['2026-11-20']);
    const refused = await client.request('POST', `/api/habits/${habit.id}/complete`, { date: '2026-11-21' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(HABIT_MESSAGES.archived);
    // "Pause everything" leaves archived habits alone.
    expect((await client.request('POST', '/api/habits/pause', { from: '2026-11-22', to: '2026-11-23' })).json()).toEqual([]);
    const listed = (await client.request('GET', `/api/habits/user/${userId}`)).json<Habit[]>();
    expect(listed.map((h) => h.archivedAt)).toEqual([archived.archivedAt]);

    const restored = await call(client, 'DELETE', `/api/habits/${habit.id}/archive`);
    expect(restored.archivedAt).toBeNull();
    await call(client, 'POST', `/api/habits/${habit.id}/complete`, { date: '2026-11-21' });
    // Another user can neither archive nor skip it.
    expect((await other.request('POST', `/api/habits/${habit.id}/archive`)).statusCode).toBe(404);
    expect((await other.request('POST', `/api/habits/${habit.id}/skip`, { date: '2026-11-21' })).statusCode).toBe(404);
  });

  it('keeps old habits working unchanged: no target, no frequency, no pauses', async ({ user: { client } }) => {
    const habit = await create(client);
    expect(habit).toMatchObject({ target: null, frequency: null, pauses: [], archivedAt: null, skippedDates: [], amounts: {}, notes: {}, periodProgress: null });
    const done = await call(client, 'POST', `/api/habits/${habit.id}/complete`, { date: '2026-11-21' });
    expect(done.amounts).toEqual({});
    expect(await call(client, 'POST', `/api/habits/${habit.id}/complete`, { date: '2026-11-21' })).toEqual(done);
  });
});
