import { afterAll, beforeAll, describe, expect } from 'vitest';
import { firstDayOfWeek, formatDate, toEpochDay, weekStartOf, type Habit } from '@stride/domain';
import { signedInTest } from '../../test/signed-in.js';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { testEngines } from '../../test/test-database.js';

// Sunday 22 November 2026, 10:30 in London: the last day of a Monday-first week, the first of a Sunday-first one.
const NOW = Date.parse('2026-11-22T10:30:00Z');
const TODAY = '2026-11-22';
// Daily "3 times a week" from Monday 9 November, done on two Sundays (15 and 22) among other days.
const DONE = ['2026-11-10', '2026-11-12', '2026-11-15', '2026-11-17', '2026-11-22'];

/** Issue 54: a flexible habit's weeks start on the account's region's first day, in every answer. */
describe.each(testEngines())("flexible habits' weeks follow the account's region: API on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
    t.clock.advance(NOW - t.clock.now().getTime());
  });
  afterAll(() => t.close());
  const it = signedInTest(() => t);

  async function setLocale(client: TestClient, locale: string) {
    const res = await client.request('PATCH', '/api/users/me', { locale });
    expect(res.statusCode, res.body).toBe(200);
  }

  async function gymFor(client: TestClient): Promise<Habit> {
    const res = await client.request('POST', '/api/habits', {
      name: 'Gym',
      startTime: '2026-11-09T18:00:00Z',
      endTime: '2026-11-09T19:00:00Z',
      recurrence: 'daily',
      customRecurrence: null,
      frequency: { times: 3, period: 'week' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const gym = res.json<Habit>();
    for (const date of DONE) expect((await client.request('POST', `/api/habits/${gym.id}/complete`, { date })).statusCode).toBe(200);
    return gym;
  }

  /** The habit as the list answers it (the kept answer, decision 029) and as it is read alone. */
  async function answers(client: TestClient, userId: string, id: string): Promise<[Habit, Habit]> {
    const list = await client.request('GET', `/api/habits/user/${userId}`);
    expect(list.statusCode, list.body).toBe(200);
    const one = await client.request('GET', `/api/habits/${id}`);
    expect(one.statusCode, one.body).toBe(200);
    return [list.json<Habit[]>().find((h) => h.id === id)!, one.json<Habit>()];
  }

  /** This week as the account's region counts it: from its first day on or before today, seven days. */
  const thisWeek = (locale: string) => {
    const from = weekStartOf(toEpochDay(TODAY), firstDayOfWeek(locale));
    return { from: formatDate(from), to: formatDate(from + 6) };
  };

  it('counts a German account’s weeks from Monday and an American one’s from Sunday, for the same days done', async ({ user, other }) => {
    await setLocale(user.client, 'de-DE');
    await setLocale(other.client, 'en-US');
    const german = await gymFor(user.client);
    const american = await gymFor(other.client);

    expect(thisWeek('de-DE')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(thisWeek('en-US')).toEqual({ from: '2026-11-22', to: '2026-11-28' });
    for (const habit of await answers(user.client, user.userId, german.id)) {
      // 9-15: the 10th, 12th and Sunday 15th (met); this week 16-22: the 17th and today (two of three).
      expect(habit.periodProgress).toEqual({ ...thisWeek('de-DE'), done: 2, needed: 3 });
      expect(habit).toMatchObject({ scheduledCount: 1, completedCount: 1, completionStreak: 1, bestStreak: 1 });
    }
    for (const habit of await answers(other.client, other.userId, american.id)) {
      // 8-14: two (missed), 15-21: two (missed), this week 22-28: today only.
      expect(habit.periodProgress).toEqual({ ...thisWeek('en-US'), done: 1, needed: 3 });
      expect(habit).toMatchObject({ scheduledCount: 2, completedCount: 0, completionStreak: 0, bestStreak: 0 });
    }
  });

  it('answers anew when the account’s region changes, though no habit did (the kept list is versioned by the week start)', async ({ user }) => {
    await setLocale(user.client, 'de-DE');
    const gym = await gymFor(user.client);
    const [before] = await answers(user.client, user.userId, gym.id);
    expect(before.periodProgress).toEqual({ ...thisWeek('de-DE'), done: 2, needed: 3 });

    await setLocale(user.client, 'en-US');
    for (const habit of await answers(user.client, user.userId, gym.id)) {
      expect(habit.periodProgress).toEqual({ ...thisWeek('en-US'), done: 1, needed: 3 });
      expect(habit.completionStreak).toBe(0);
    }

    // And back to a Monday-first region (France): Monday weeks again.
    await setLocale(user.client, 'fr-FR');
    for (const habit of await answers(user.client, user.userId, gym.id)) {
      expect(habit.periodProgress).toEqual({ ...thisWeek('fr-FR'), done: 2, needed: 3 });
      expect(habit.completionStreak).toBe(1);
    }
  });
});
