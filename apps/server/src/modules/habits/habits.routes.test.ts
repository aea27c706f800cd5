import { afterAll, beforeAll, describe, expect } from 'vitest';
import { HABIT_MESSAGES, SCHEDULE_EDIT_MESSAGES, habitSchema, type Habit, type HabitDeletion } from '@stride/domain';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { signIn, signedInTest, type SignedIn } from '../../test/signed-in.js';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { testEngines } from '../../test/test-database.js';

const NOW = Date.parse('2026-11-21T10:30:00Z');

describe.each(testEngines())('habits API on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
    t.clock.advance(NOW - t.clock.now().getTime());
  });
  afterAll(() => t.close());

  const it = signedInTest(() => t);
  /** A signed-in user living in `timezone` (the fixtures' users live in Europe/London). */
  async function signedInAt(timezone: string): Promise<SignedIn> {
    const user = await signIn(t);
    expect((await user.client.request('PATCH', '/api/users/me', { timezone })).statusCode).toBe(200);
    return user;
  }

  async function create(client: TestClient, body: Record<string, unknown> = {}): Promise<Habit> {
    const res = await client.request('POST', '/api/habits', {
      name: 'Morning run',
      description: 'Easy pace',
      startTime: '2026-11-02T07:00:00Z',
      endTime: '2026-11-02T07:30:00Z',
      recurrence: 'daily',
      customRecurrence: null,
      ...body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Habit>();
  }

  const occurrenceOn = (habit: Habit, date: string) => habit.occurrences.find((o) => o.date === date);

  it('creates a habit from ISO times read in the user’s zone and lists it with its occurrences and figures', async () => {
    const { client, userId } = await signedInAt('America/New_York');
    // 03:30Z on 3 November is 22:30 on 2 November in New York.
    const habit = await create(client, { startTime: '2026-11-03T03:30:00Z', endTime: '2026-11-03T04:00:00Z' });
    expect(habit).toMatchObject({ name: 'Morning run', startDate: '2026-11-02', startTime: '22:30', endTime: '23:00', recurrence: 'daily', goalId: null });
    expect(occurrenceOn(habit, '2026-11-02')).toEqual({ date: '2026-11-02', startTime: '2026-11-02T22:30:00-05:00', endTime: '2026-11-02T23:00:00-05:00' });
    expect(habit.window).toEqual({ from: '2026-09-27', to: '2027-01-02' });
    // 19 days up to yesterday: today's is not counted until it is done or over (issue 39; was 20).
    expect(habit).toMatchObject({ scheduledCount: 19, completedCount: 0, completionStreak: 0, successRate: 0 });

    const list = await client.request('GET', `/api/habits/user/${userId}?from=2026-11-01&to=2026-11-07`);
    expect(list.statusCode).toBe(200);
    const [listed] = list.json<Habit[]>();
    expect(listed!.occurrences.map((o) => o.date)).toEqual(['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06', '2026-11-07']);
    expect((await client.request('GET', `/api/habits/user/${userId}?from=2026-01-01&to=2028-12-31`)).json().message).toBe(HABIT_MESSAGES.windowInvalid);
  });

  it('lists each habit exactly as its own calls answer it, and never from before a change', async () => {
    const { client, userId } = await signedInAt('Australia/Sydney');
    const list = async () => {
      const res = await client.request('GET', `/api/habits/user/${userId}`);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      // The list is written as JSON by hand for speed: it must still be exactly the documented contract.
      return res.json<unknown[]>().map((habit) => habitSchema.strict().parse(habit));
    };
    const weekly = await create(client, { name: 'Swim', recurrence: 'custom', customRecurrence: { frequency: 'weekly', interval: 2, days: ['Monday', 'Wednesday'] } });
    const done = (await client.request('POST', `/api/habits/${weekly.id}/complete`, { date: '2026-11-04' })).json<Habit>();
    expect(done.completedDates).toEqual(['2026-11-04']);
    expect(await list()).toEqual([done]);
    // The same schedule listed twice (the second from the cache) answers the same.
    expect(await list()).toEqual([done]);

    const daily = await create(client);
    const moved = await client.request('PUT', `/api/habits/${weekly.id}`, { occurrence: { date: '2026-11-16', newDate: '2026-11-17', startTime: '18:00', endTime: '18:45' }, scope: 'single' });
    expect(moved.statusCode, moved.body).toBe(200);
    const [first, second] = await list();
    expect(first).toEqual(moved.json());
    expect(first!.occurrences.find((o) => o.date === '2026-11-17')).toEqual({ date: '2026-11-17', startTime: '2026-11-17T18:00:00+11:00', endTime: '2026-11-17T18:45:00+11:00' });
    expect(second).toEqual({ ...daily, timezone: 'Australia/Sydney' });

    // Issue 39: the delete answers the habit with the undo id that brings its occurrences back (undo.test.ts).
    const { undoId, ...cut } = (await client.request('DELETE', `/api/habits/${weekly.id}/occurrence`, { occurrence: { date: '2026-11-30' }, scope: 'future' })).json<HabitDeletion>();
    expect(undoId).toMatch(/^[0-9a-f-]{36}$/);
    const [afterCut] = await list();
    expect(afterCut).toEqual(cut);
    expect(afterCut!.occurrences.map((o) => o.date)).toEqual(['2026-11-02', '2026-11-04', '2026-11-17', '2026-11-18']);
  });

  it('sees completions and edits made by another server process on the same database', async ({ user: { client, userId } }) => {
    const other = await buildApp(loadConfig({ LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent' }), { database: t.database, clock: t.clock });
    try {
      const viaOther = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload: object) =>
        other.inject({ method, url, payload, headers: { 'client-type': 'web', cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
      const habit = await create(client);
      const list = async () => (await client.request('GET', `/api/habits/user/${userId}`)).json<Habit[]>()[0]!;
      expect((await list()).completedDates).toEqual([]);
      // This process has now read (and kept) the habit's completions; the other one changes them.
      expect((await viaOther('POST', `/api/habits/${habit.id}/complete`, { date: '2026-11-20' })).statusCode).toBe(200);
      expect(await list()).toMatchObject({ completedDates: ['2026-11-20'], completedCount: 1, completionStreak: 1 });
      expect((await viaOther('DELETE', `/api/habits/${habit.id}/complete`, { date: '2026-11-20' })).statusCode).toBe(200);
      expect(await list()).toMatchObject({ completedDates: [], completedCount: 0 });
      // Completions of dates an edit removes go with them, there too.
      await client.request('POST', `/api/habits/${habit.id}/complete`, { date: '2026-11-19' });
      expect((await list()).completedDates).toEqual(['2026-11-19']);
      expect((await viaOther('DELETE', `/api/habits/${habit.id}/occurrence`, { occurrence: { date: '2026-11-19' }, scope: 'single' })).statusCode).toBe(200);
      const after = await list();
      expect(after.completedDates).toEqual([]);
      expect(after.occurrences.some((o) => o.date === '2026-11-19')).toBe(false);
    } finally {
      await other.close();
    }
  });

  it('validates the payload with clear 400s', async ({ user: { client } }) => {
    const base = { name: 'x', startTime: '2026-11-02T07:00:00Z', endTime: '2026-11-02T07:30:00Z', recurrence: 'daily' };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...base, name: '  ' }, HABIT_MESSAGES.nameRequired],
      [{ ...base, name: 'x'.repeat(201) }, HABIT_MESSAGES.nameTooLong],
      [{ ...base, startTime: '7am' }, HABIT_MESSAGES.timeInvalid],
      [{ ...base, recurrence: 'hourly' }, HABIT_MESSAGES.recurrenceInvalid],
      [{ ...base, recurrence: 'custom', customRecurrence: null }, HABIT_MESSAGES.customRequired],
      [{ ...base, customRecurrence: { frequency: 'daily', interval: 2 } }, HABIT_MESSAGES.customOnlyForCustom],
      [{ ...base, recurrence: 'custom', customRecurrence: { frequency: 'weekly', interval: 0 } }, 'The interval must be a whole number from 1 to 999.'],
      [{ ...base, goalId: '00000000-0000-4000-8000-000000000000' }, HABIT_MESSAGES.goalNotFound],
    ];
    for (const [body, message] of cases) {
      const res = await client.request('POST', '/api/habits', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const habit = await create(client);
    const badDate = await client.request('POST', `/api/habits/${habit.id}/complete`, { date: '2026-02-30' });
    expect(badDate.json().message).toBe(HABIT_MESSAGES.dateInvalid);
  });

  it('edits one occurrence (single) and this-and-following (future), keeping the id', async ({ user: { client } }) => {
    const habit = await create(client);
    const single = await client.request('PUT', `/api/habits/${habit.id}`, {
      id: habit.id,
      name: 'Run',
      description: 'Easy pace',
      recurrence: 'daily',
      customRecurrence: null,
      occurrence: { date: '2026-11-10', oldDate: '2026-11-10', newDate: '2026-11-11', startTime: '2026-11-11T18:00:00Z', endTime: '2026-11-11T18:30:00Z' },
      scope: 'single',
    });
    expect(single.statusCode, single.body).toBe(400);
    expect(single.json().message).toBe(SCHEDULE_EDIT_MESSAGES.dateTaken);

    const moved = await client.request('PUT', `/api/habits/${habit.id}`, {
      name: 'Run',
      recurrence: 'daily',
      occurrence: { date: '2026-11-10', startTime: '18:00', endTime: '18:30' },
      scope: 'single',
    });
    expect(moved.statusCode).toBe(200);
    const afterSingle = moved.json<Habit>();
    expect(afterSingle).toMatchObject({ id: habit.id, name: 'Run' });
    expect(occurrenceOn(afterSingle, '2026-11-10')?.startTime).toBe('2026-11-10T18:00:00+00:00');
    expect(occurrenceOn(afterSingle, '2026-11-11')?.startTime).toBe('2026-11-11T07:00:00+00:00');

    const future = await client.request('PUT', `/api/habits/${habit.id}`, {
      recurrence: 'custom',
      customRecurrence: { frequency: 'weekly', interval: 2, days: ['Monday', 'Wednesday'] },
      occurrence: { date: '2026-11-16', startTime: '2026-11-16T06:00:00Z', endTime: '2026-11-16T06:45:00Z' },
      scope: 'future',
    });
    expect(future.statusCode, future.body).toBe(200);
    const afterFuture = future.json<Habit>();
    expect(afterFuture.id).toBe(habit.id);
    expect(afterFuture.occurrences.filter((o) => o.date >= '2026-11-14' && o.date <= '2026-12-06').map((o) => o.date)).toEqual([
      '2026-11-14', '2026-11-15', '2026-11-16', '2026-11-18', '2026-11-30', '2026-12-02',
    ]);
    expect(afterFuture).toMatchObject({ recurrence: 'custom', startTime: '06:00', endTime: '06:45' });
    expect(occurrenceOn(afterFuture, '2026-11-10')?.startTime).toBe('2026-11-10T18:00:00+00:00');
  });

  it('deletes an occurrence (single or future) and the whole habit', async ({ user: { client, userId } }) => {
    const habit = await create(client);
    const single = await client.request('DELETE', `/api/habits/${habit.id}/occurrence`, { habitId: habit.id, occurrence: { date: '2026-11-05' }, scope: 'single' });
    expect(single.statusCode).toBe(200);
    expect(occurrenceOn(single.json<Habit>(), '2026-11-05')).toBeUndefined();
    expect(occurrenceOn(single.json<Habit>(), '2026-11-06')).toBeDefined();

    const future = await client.request('DELETE', `/api/habits/${habit.id}/occurrence`, { occurrence: { date: '2026-11-20' }, scope: 'future' });
    const ended = future.json<Habit>();
    expect(ended.occurrences.at(-1)?.date).toBe('2026-11-19');
    const missing = await client.request('DELETE', `/api/habits/${habit.id}/occurrence`, { occurrence: { date: '2026-11-25' }, scope: 'single' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(SCHEDULE_EDIT_MESSAGES.noOccurrence);

    const removed = await client.request('DELETE', `/api/habits/${habit.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json<Habit>().id).toBe(habit.id);
    expect((await client.request('GET', `/api/habits/user/${userId}`)).json()).toEqual([]);
    expect((await client.request('DELETE', `/api/habits/${habit.id}`)).statusCode).toBe(404);
  });

  it('completes scheduled dates up to today, idempotently and concurrently, and undoes them; streaks follow', async ({ user: { client } }) => {
    const habit = await create(client, { startTime: '2026-11-16T07:00:00Z', endTime: '2026-11-16T07:30:00Z' });
    const dates = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21'];
    const answers = await Promise.all([...dates, ...dates].map((date) => client.request('POST', `/api/habits/${habit.id}/complete`, { date })));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const after = (await client.request('POST', `/api/habits/${habit.id}/complete`, { date: '2026-11-21' })).json<Habit>();
    expect(after.completedDates).toEqual(dates);
    expect(after).toMatchObject({ completionStreak: 6, bestStreak: 6, scheduledCount: 6, completedCount: 6, successRate: 1 });

    const future = await client.request('POST', `/api/habits/${habit.id}/complete`, { date: '2026-11-22' });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe(HABIT_MESSAGES.futureCompletion);

    const undone = (await client.request('DELETE', `/api/habits/${habit.id}/complete`, { date: '2026-11-19' })).json<Habit>();
    expect(undone).toMatchObject({ completionStreak: 2, bestStreak: 3, completedCount: 5 });
  });

  it("uses each user's own today: Kiritimati may complete 22 November, Pago Pago not yet 21 November", async () => {
    const ahead = await signedInAt('Pacific/Kiritimati');
    const aheadHabit = await create(ahead.client, { startTime: '2026-11-19T18:00:00Z', endTime: '2026-11-19T18:30:00Z' });
    expect((await ahead.client.request('POST', `/api/habits/${aheadHabit.id}/complete`, { date: '2026-11-22' })).statusCode).toBe(200);

    const behind = await signedInAt('Pacific/Pago_Pago');
    const behindHabit = await create(behind.client, { startTime: '2026-11-19T18:00:00Z', endTime: '2026-11-19T18:30:00Z' });
    expect((await behind.client.request('POST', `/api/habits/${behindHabit.id}/complete`, { date: '2026-11-21' })).statusCode).toBe(400);
    expect((await behind.client.request('POST', `/api/habits/${behindHabit.id}/complete`, { date: '2026-11-20' })).statusCode).toBe(200);
  });

  it('refuses dates the habit is not scheduled on, and streaks skip days with nothing scheduled', async ({ user: { client } }) => {
    const habit = await create(client, {
      startTime: '2026-11-02T07:00:00Z',
      endTime: '2026-11-02T07:30:00Z',
      recurrence: 'custom',
      customRecurrence: { frequency: 'weekly', interval: 1, days: ['Monday', 'Wednesday'] },
    });
    const tuesday = await client.request('POST', `/api/habits/${habit.id}/complete`, { date: '2026-11-03' });
    expect(tuesday.json().message).toBe(HABIT_MESSAGES.notScheduled);
    let last: Habit = habit;
    for (const date of ['2026-11-02', '2026-11-04', '2026-11-09', '2026-11-11', '2026-11-16', '2026-11-18']) {
      last = (await client.request('POST', `/api/habits/${habit.id}/complete`, { date })).json<Habit>();
    }
    expect(last).toMatchObject({ completionStreak: 6, scheduledCount: 6 });
  });

  it("never shows or changes another user's habit", async ({ user: owner, other: intruder }) => {
    const habit = await create(owner.client);
    expect((await intruder.client.request('GET', `/api/habits/user/${owner.userId}`)).statusCode).toBe(403);
    const attempts = [
      intruder.client.request('PUT', `/api/habits/${habit.id}`, { name: 'Hijacked' }),
      intruder.client.request('DELETE', `/api/habits/${habit.id}`),
      intruder.client.request('DELETE', `/api/habits/${habit.id}/occurrence`, { occurrence: { date: '2026-11-05' }, scope: 'single' }),
      intruder.client.request('POST', `/api/habits/${habit.id}/complete`, { date: '2026-11-05' }),
      intruder.client.request('DELETE', `/api/habits/${habit.id}/complete`, { date: '2026-11-05' }),
      intruder.client.request('PUT', '/api/habits/not-a-uuid', { name: 'x' }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(HABIT_MESSAGES.notFound);
    }
    const goal = (await intruder.client.request('POST', '/api/goals', { name: 'Theirs' })).json<{ id: string }>();
    expect((await owner.client.request('PUT', `/api/habits/${habit.id}`, { goalId: goal.id })).json().message).toBe(HABIT_MESSAGES.goalNotFound);
    const [mine] = (await owner.client.request('GET', `/api/habits/user/${owner.userId}`)).json<Habit[]>();
    expect(mine).toMatchObject({ name: 'Morning run', goalId: null, completedDates: [] });
    expect(mine!.occurrences.length).toBe(habit.occurrences.length);
  });
});
