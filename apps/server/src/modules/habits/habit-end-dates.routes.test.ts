import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { END_DATE_MESSAGES, habitSchema, type Habit } from '@stride/domain';
import { signedInTest, type SignedIn } from '../../test/signed-in.js';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { testEngines } from '../../test/test-database.js';

// Saturday 21 November 2026, 10:30 in London.
const NOW = Date.parse('2026-11-21T10:30:00Z');

/** Issue 40, parts 4 and 7 (decision 033): end dates and the spring gap, through the API. */
describe.each(testEngines())('end dates and clock changes: API on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { APP_ORIGIN: 'https://stride.example' });
    t.clock.advance(NOW - t.clock.now().getTime());
  });
  afterAll(() => t.close());

  const it = signedInTest(() => t);

  async function create(client: TestClient, body: Record<string, unknown> = {}): Promise<Habit> {
    const res = await client.request('POST', '/api/habits', {
      name: 'Physio',
      startTime: '2026-11-22T07:00:00Z',
      endTime: '2026-11-22T07:30:00Z',
      recurrence: 'daily',
      customRecurrence: null,
      ...body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return habitSchema.strict().parse(res.json());
  }

  const window = ({ client, userId }: SignedIn, id: string, from: string, to: string) =>
    client.request('GET', `/api/habits/user/${userId}?from=${from}&to=${to}`).then((res) => res.json<Habit[]>().find((h) => h.id === id)!);

  it('creates a habit with an end date: no occurrence after it, and every answer names it', async ({ user }) => {
    const { client } = user;
    const habit = await create(client, { endDate: '2026-11-30' });
    expect(habit.endDate).toBe('2026-11-30');
    const dates = (await window(user, habit.id, '2026-11-22', '2026-12-05')).occurrences.map((o) => o.date);
    expect(dates[0]).toBe('2026-11-22');
    expect(dates.at(-1)).toBe('2026-11-30');
    expect(dates).toHaveLength(9);
    expect((await window(user, habit.id, '2026-11-01', '2026-11-30')).endDate).toBe('2026-11-30');
    // A habit without one answers null.
    expect((await create(client, { name: 'Read' })).endDate).toBeNull();
  });

  it('refuses an end date before the start, or not a date, with a 400 naming endDate', async ({ user }) => {
    const { client } = user;
    const before = await client.request('POST', '/api/habits', {
      name: 'Physio',
      startTime: '2026-11-22T07:00:00Z',
      endTime: '2026-11-22T07:30:00Z',
      recurrence: 'daily',
      endDate: '2026-11-21',
    });
    expect(before.statusCode).toBe(400);
    expect(before.json()).toMatchObject({ message: END_DATE_MESSAGES.beforeStart, errors: [{ path: 'endDate' }] });
    const notADate = await client.request('POST', '/api/habits', { name: 'Physio', startTime: '2026-11-22T07:00:00Z', endTime: '2026-11-22T07:30:00Z', recurrence: 'daily', endDate: '2026-02-30' });
    expect(notADate.statusCode).toBe(400);
    expect(JSON.stringify(notADate.json())).toContain('endDate');
    const habit = await create(client);
    const update = await client.request('PUT', `/api/habits/${habit.id}`, { endDate: '2026-11-01' });
    expect(update.statusCode).toBe(400);
    expect(update.json()).toMatchObject({ message: END_DATE_MESSAGES.beforeStart });
  });

  it('sets, moves and clears the end on update; an edit of the times from an occurrence on keeps it', async ({ user }) => {
    const { client } = user;
    const habit = await create(client);
    const set = (await client.request('PUT', `/api/habits/${habit.id}`, { endDate: '2026-12-10' })).json<Habit>();
    expect(set.endDate).toBe('2026-12-10');
    // Retimed from 1 December on: the end stays.
    const retimed = await client.request('PUT', `/api/habits/${habit.id}`, {
      occurrence: { date: '2026-12-01', startTime: '08:00', endTime: '08:30' },
      scope: 'future',
    });
    expect(retimed.statusCode, retimed.body).toBe(200);
    expect(retimed.json<Habit>().endDate).toBe('2026-12-10');
    const after = await window(user, habit.id, '2026-12-08', '2026-12-14');
    expect(after.occurrences.map((o) => o.date)).toEqual(['2026-12-08', '2026-12-09', '2026-12-10']);
    expect(after.occurrences[0]!.startTime).toBe('2026-12-08T08:00:00+00:00');
    // Moving one occurrence past the end is refused.
    const moved = await client.request('PUT', `/api/habits/${habit.id}`, { occurrence: { date: '2026-12-09', newDate: '2026-12-12', startTime: '08:00', endTime: '08:30' } });
    expect(moved.statusCode).toBe(400);
    // Cleared: it runs on.
    const cleared = (await client.request('PUT', `/api/habits/${habit.id}`, { endDate: null })).json<Habit>();
    expect(cleared.endDate).toBeNull();
    expect((await window(user, habit.id, '2026-12-08', '2026-12-14')).occurrences).toHaveLength(7);
    // Left out, it stays as it is.
    await client.request('PUT', `/api/habits/${habit.id}`, { endDate: '2027-01-31' });
    expect((await client.request('PUT', `/api/habits/${habit.id}`, { name: 'Physio exercises' })).json<Habit>().endDate).toBe('2027-01-31');
  });

  it('a start in the spring gap (01:30 on 28 March 2027 in London) starts at 02:00 BST and keeps its length', async ({ user }) => {
    const { client } = user;
    const habit = await create(client, { name: 'Night feed', startTime: '2027-03-27T01:30:00Z', endTime: '2027-03-27T02:15:00Z' });
    const days = (await window(user, habit.id, '2027-03-27', '2027-03-29')).occurrences;
    expect(days.map((o) => [o.startTime, o.endTime])).toEqual([
      ['2027-03-27T01:30:00+00:00', '2027-03-27T02:15:00+00:00'],
      ['2027-03-28T02:00:00+01:00', '2027-03-28T02:45:00+01:00'],
      ['2027-03-29T01:30:00+01:00', '2027-03-29T02:15:00+01:00'],
    ]);
  });

  it('export and import keep the end date', async ({ user, other }) => {
    const { client } = user;
    await create(client, { name: 'Stretch', endDate: '2026-12-24' });
    const file = (await client.request('GET', '/api/export?format=json')).body;
    const imported = await other.client.request('POST', '/api/import', file, { 'content-type': 'application/json' });
    expect(imported.statusCode, imported.body).toBe(201);
    const habits = (await other.client.request('GET', `/api/habits/user/${other.userId}?from=2026-12-20&to=2026-12-31`)).json<Habit[]>();
    expect(habits.map((h) => [h.name, h.endDate, h.occurrences.at(-1)?.date])).toEqual([['Stretch', '2026-12-24', '2026-12-24']]);
  });

  it("the calendar feed ends the series on the end date and parses in ical.js", async ({ user }) => {
    const { client } = user;
    const habit = await create(client, { name: 'Stretch', endDate: '2026-12-24' });
    const url = (await client.request('POST', '/api/calendar')).json<{ url: string }>().url;
    const feed = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(feed.statusCode).toBe(200);
    expect(feed.body).not.toContain('X-WR-TIMEZONE');
    const root = new ICAL.Component(ICAL.parse(feed.body));
    ICAL.TimezoneService.register(root.getFirstSubcomponent('vtimezone')!);
    const vevent = root.getAllSubcomponents('vevent').find((e) => String(e.getFirstPropertyValue('uid')).startsWith(habit.id))!;
    const iterator = new ICAL.Event(vevent).iterator();
    const starts: string[] = [];
    for (let next = iterator.next(); next && starts.length < 100; next = iterator.next()) starts.push(next.toString().slice(0, 10));
    expect(starts[0]).toBe('2026-11-22');
    expect(starts.at(-1)).toBe('2026-12-24');
    expect(starts).toHaveLength(33);
  });
});
