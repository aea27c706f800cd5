import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { HABIT_MESSAGES, dataExportSchema, habitSchema, type Habit } from '@stride/domain';
import { signIn, signedInTest, type SignedIn } from '../../test/signed-in.js';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { testEngines } from '../../test/test-database.js';

// Thursday 29 October 2026, 10:30 in London: four days after summer time ended (Sunday 25 October).
const NOW = Date.parse('2026-10-29T10:30:00Z');

/** Issue 40 parts 2 and 3 through the API: limits, quit habits and earned streak freezes (docs/decisions/032). */
describe.each(testEngines())('limits and streak freezes: API on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
    t.clock.advance(NOW - t.clock.now().getTime());
  });
  afterAll(() => t.close());

  const it = signedInTest(() => t);
  /** The habit as the list answers it, over a window. */
  async function listed({ client, userId }: SignedIn, id: string, query = ''): Promise<Habit> {
    const res = await client.request('GET', `/api/habits/user/${userId}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return habitSchema.strict().parse(res.json<Habit[]>().find((h) => h.id === id));
  }

  async function create(client: TestClient, body: Record<string, unknown> = {}): Promise<Habit> {
    const res = await client.request('POST', '/api/habits', {
      name: 'No sugar',
      startTime: '2026-10-18T07:00:00Z',
      endTime: '2026-10-18T07:30:00Z',
      recurrence: 'daily',
      customRecurrence: null,
      ...body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return habitSchema.strict().parse(res.json());
  }

  async function call(client: TestClient, method: 'POST' | 'DELETE' | 'PUT', path: string, body?: unknown): Promise<Habit> {
    const res = await client.request(method, path, body);
    expect(res.statusCode, res.body).toBe(200);
    return habitSchema.strict().parse(res.json());
  }

  it('a quit habit: every past day without a slip is kept (across the October change); a slip resets it, today counts once over', async ({ user }) => {
    const { client } = user;
    const sugar = await create(client, { target: { quantity: 0, unit: 'sugar', direction: 'atMost' } });
    expect(sugar.target).toEqual({ quantity: 0, unit: 'sugar', direction: 'atMost' });
    // 18th to 28th kept (11 days, 25 October once); today, the 29th, not yet over.
    expect(sugar).toMatchObject({ completionStreak: 11, bestStreak: 11, scheduledCount: 11, completedCount: 11, freezes: { banked: 0, usedDates: [] } });
    expect(sugar.completedDates).toContain('2026-10-25');
    expect(sugar.completedDates).not.toContain('2026-10-29');

    // A slip on the 26th: a completion without a value logs one; the run is the 27th and 28th.
    const slipped = await call(client, 'POST', `/api/habits/${sugar.id}/complete`, { date: '2026-10-26' });
    expect(slipped.amounts).toEqual({ '2026-10-26': 1 });
    expect(slipped).toMatchObject({ completionStreak: 2, bestStreak: 8, scheduledCount: 11, completedCount: 10, freezes: { banked: 0, usedDates: [] } });
    expect(slipped.completedDates).not.toContain('2026-10-26');

    // A slip today ends the run today; setting today's total back to 0 (the row's Undo) gives it back.
    expect(await call(client, 'POST', `/api/habits/${sugar.id}/complete`, { date: '2026-10-29', value: 1 })).toMatchObject({ completionStreak: 0, scheduledCount: 12 });
    expect(await call(client, 'POST', `/api/habits/${sugar.id}/complete`, { date: '2026-10-29', total: 0 })).toMatchObject({ completionStreak: 2, scheduledCount: 11 });
    // Undoing the day takes the slip away too.
    expect(await call(client, 'DELETE', `/api/habits/${sugar.id}/complete`, { date: '2026-10-26' })).toMatchObject({ completionStreak: 11, completedCount: 11 });
  });

  it('at most 2 coffees: a day at or under 2 is kept, 3 is not; the limit is never "completed"', async ({ user }) => {
    const { client } = user;
    const coffee = await create(client, { name: 'Coffee', startTime: '2026-10-25T08:00:00Z', endTime: '2026-10-25T08:05:00Z', target: { quantity: 2, unit: 'coffees', direction: 'atMost' } });
    await call(client, 'POST', `/api/habits/${coffee.id}/complete`, { date: '2026-10-26', value: 2 });
    const over = await call(client, 'POST', `/api/habits/${coffee.id}/complete`, { date: '2026-10-27', value: 3 });
    expect(over.completedDates).toEqual(['2026-10-25', '2026-10-26', '2026-10-28']);
    expect(over).toMatchObject({ completionStreak: 1, scheduledCount: 4, completedCount: 3 });
    const today = await call(client, 'POST', `/api/habits/${coffee.id}/complete`, { date: '2026-10-29', value: 1 });
    expect(today.amounts['2026-10-29']).toBe(1);
    expect(today.completedDates).not.toContain('2026-10-29');
    expect(today.completionStreak).toBe(1);
  });

  it('a target without a direction reads as atLeast; limits are validated with 400s naming the field', async ({ user }) => {
    const { client } = user;
    const water = await create(client, { name: 'Water', target: { quantity: 8, unit: 'glasses' } });
    expect(water.target).toEqual({ quantity: 8, unit: 'glasses', direction: 'atLeast' });
    for (const [target, field, extra] of [
      [{ quantity: 0, unit: 'glasses' }, 'target.quantity', {}],
      [{ quantity: 0, unit: 'glasses', direction: 'atLeast' }, 'target.quantity', {}],
      [{ quantity: 1_000_001, unit: 'coffees', direction: 'atMost' }, 'target.quantity', {}],
      [{ quantity: -1, unit: 'coffees', direction: 'atMost' }, 'target.quantity', {}],
      [{ quantity: 2, unit: '', direction: 'atMost' }, 'target.unit', {}],
      [{ quantity: 2, direction: 'atMost' }, 'target.unit', {}],
      [{ quantity: 2, unit: 'coffees', direction: 'sideways' }, 'target.direction', {}],
      [{ quantity: 2, unit: 'coffees', direction: 'atMost' }, 'frequency', { frequency: { times: 3, period: 'week' } }],
    ] as const) {
      const bad = await client.request('POST', '/api/habits', { name: 'Bad', startTime: '2026-10-18T07:00:00Z', endTime: '2026-10-18T07:30:00Z', recurrence: 'daily', target, ...extra });
      expect(bad.statusCode, JSON.stringify(target)).toBe(400);
      expect(bad.json().message, JSON.stringify(target)).toContain(field);
    }
    // A flexible habit cannot take a limit on update either.
    const gym = await create(client, { name: 'Gym', frequency: { times: 3, period: 'week' } });
    const bad = await client.request('PUT', `/api/habits/${gym.id}`, { target: { quantity: 1, unit: 'sessions', direction: 'atMost' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(HABIT_MESSAGES.limitWithFrequency);
    // An existing habit becomes a limit: its days are read off the amounts from then on.
    const limited = await call(client, 'PUT', `/api/habits/${water.id}`, { target: { quantity: 0, unit: 'sugar', direction: 'atMost' } });
    expect(limited.target).toEqual({ quantity: 0, unit: 'sugar', direction: 'atMost' });
    expect(limited.completionStreak).toBe(11);
  });

  it('7 kept days earn a freeze; the missed Sunday of the clock change spends it and the run goes on', async ({ user }) => {
    // (GET /api/habits/user/{id} below answers the same as the check-off.)
    const { client } = user;
    const run = await create(client, { name: 'Stretch' });
    for (const date of ['2026-10-18', '2026-10-19', '2026-10-20', '2026-10-21', '2026-10-22', '2026-10-23', '2026-10-24', '2026-10-26', '2026-10-27']) {
      await call(client, 'POST', `/api/habits/${run.id}/complete`, { date });
    }
    const now = await call(client, 'POST', `/api/habits/${run.id}/complete`, { date: '2026-10-28' });
    expect(now).toMatchObject({ completionStreak: 10, bestStreak: 10, scheduledCount: 11, completedCount: 10, freezes: { banked: 0, usedDates: ['2026-10-25'] } });
    // Completing the missed day gives the freeze back to the bank (computed from history, never stored).
    const mended = await call(client, 'POST', `/api/habits/${run.id}/complete`, { date: '2026-10-25' });
    expect(mended).toMatchObject({ completionStreak: 11, freezes: { banked: 1, usedDates: [] } });
    // GET answers the same.
    expect((await listed(user, run.id)).freezes).toEqual({ banked: 1, usedDates: [] });
  });

  it('a quit habit plans no reminders (nothing to do at a time); a limit keeps the ones set', async ({ user }) => {
    const { client } = user;
    const reminders = [{ minutesBefore: 0, channel: 'email' }];
    const sugar = await create(client, { target: { quantity: 0, unit: 'sugar', direction: 'atMost' }, reminders });
    const coffee = await create(client, { name: 'Coffee', target: { quantity: 2, unit: 'coffees', direction: 'atMost' }, reminders });
    // Both drivers answer { rows }: the Db type leaves it unknown.
    const planned = async (id: string) => ((await t.database.db.execute(sql`select key from notification_schedule where habit_id = ${id}`)) as unknown as { rows: unknown[] }).rows.length;
    expect(await planned(sugar.id)).toBe(0);
    expect(await planned(coffee.id)).toBe(1);
    // A limit that becomes a quit habit stops reminding.
    await call(client, 'PUT', `/api/habits/${coffee.id}`, { target: { quantity: 0, unit: 'coffee', direction: 'atMost' } });
    expect(await planned(coffee.id)).toBe(0);
  });

  it('export and import carry the direction; an old file without one imports as at least', async ({ user, other }) => {
    const { client } = user;
    const sugar = await create(client, { target: { quantity: 0, unit: 'sugar', direction: 'atMost' } });
    await call(client, 'POST', `/api/habits/${sugar.id}/complete`, { date: '2026-10-26' });
    await create(client, { name: 'Water', target: { quantity: 8, unit: 'glasses' } });
    const exported = dataExportSchema.parse(JSON.parse((await client.request('GET', '/api/export?format=json')).body));
    expect(exported.habits.map((h) => h.target)).toEqual([
      { quantity: 0, unit: 'sugar', direction: 'atMost' },
      { quantity: 8, unit: 'glasses' },
    ]);
    const imported = await other.client.request('POST', '/api/import', JSON.stringify(exported), { 'content-type': 'application/json' });
    expect(imported.statusCode, imported.body).toBe(201);
    const list = (await other.client.request('GET', `/api/habits/user/${other.userId}`)).json<Habit[]>();
    expect(list.find((h) => h.name === 'No sugar')).toMatchObject({ target: { quantity: 0, unit: 'sugar', direction: 'atMost' }, completionStreak: 2, amounts: { '2026-10-26': 1 } });
    expect(list.find((h) => h.name === 'Water')!.target).toEqual({ quantity: 8, unit: 'glasses', direction: 'atLeast' });
  });

  it('March: a quit habit keeps Sunday 28 March 2027, when summer time starts, as one day', async () => {
    t.clock.advance(Date.parse('2027-03-31T10:30:00Z') - t.clock.now().getTime());
    const user = await signIn(t);
    const { client } = user;
    const sugar = await create(client, { startTime: '2027-03-25T07:00:00Z', endTime: '2027-03-25T07:30:00Z', target: { quantity: 0, unit: 'sugar', direction: 'atMost' } });
    const habit = await listed(user, sugar.id, '?from=2027-03-25&to=2027-03-31');
    expect(habit.completedDates).toEqual(['2027-03-25', '2027-03-26', '2027-03-27', '2027-03-28', '2027-03-29', '2027-03-30']);
    expect(habit.completionStreak).toBe(6);
    expect(habit.occurrences.find((o) => o.date === '2027-03-28')).toMatchObject({ startTime: '2027-03-28T07:00:00+01:00' });
  });
});
