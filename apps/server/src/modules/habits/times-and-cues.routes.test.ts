import { afterAll, beforeAll, describe, expect } from 'vitest';
import { CUE_MESSAGES, TIMES_OF_DAY_MESSAGES, habitSchema, type Habit } from '@stride/domain';
import { signedInTest } from '../../test/signed-in.js';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { testEngines } from '../../test/test-database.js';

// Saturday 21 November 2026, 10:30 in London.
const NOW = Date.parse('2026-11-21T10:30:00Z');
const TODAY = '2026-11-21';
const JSON_TYPE = { 'content-type': 'application/json' };

/** Issue 40 parts 5 and 6 through the API: several times a day, and cues (docs/decisions/034). */
describe.each(testEngines())('times of day and cues: API on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
    t.clock.advance(NOW - t.clock.now().getTime());
  });
  afterAll(() => t.close());
  const it = signedInTest(() => t);

  async function create(client: TestClient, body: Record<string, unknown> = {}, status = 201) {
    const res = await client.request('POST', '/api/habits', {
      name: 'Vitamins',
      startTime: '2026-11-15T08:00:00Z',
      endTime: '2026-11-15T08:15:00Z',
      recurrence: 'daily',
      customRecurrence: null,
      ...body,
    });
    expect(res.statusCode, res.body).toBe(status);
    return res;
  }
  const habitOf = (res: { json: () => unknown }) => habitSchema.strict().parse(res.json());

  async function call(client: TestClient, method: 'POST' | 'DELETE' | 'PUT', path: string, body?: unknown, status = 200) {
    const res = await client.request(method, path, body);
    expect(res.statusCode, res.body).toBe(status);
    return res;
  }

  it('a twice-a-day habit: each time is checked off on its own; the day is done once both are, and undone with either', async ({ user: { client } }) => {
    const habit = habitOf(await create(client, { timesOfDay: ['20:00', '08:00'] }));
    expect(habit.timesOfDay).toEqual(['08:00', '20:00']);
    expect(habit.doneTimes).toEqual({});

    const morning = habitOf(await call(client, 'POST', `/api/habits/${habit.id}/complete`, { date: TODAY, time: '08:00' }));
    expect(morning.doneTimes).toEqual({ [TODAY]: ['08:00'] });
    expect(morning.completedDates).not.toContain(TODAY);
    // Twice is once.
    expect(habitOf(await call(client, 'POST', `/api/habits/${habit.id}/complete`, { date: TODAY, time: '08:00' })).doneTimes).toEqual({ [TODAY]: ['08:00'] });

    const both = habitOf(await call(client, 'POST', `/api/habits/${habit.id}/complete`, { date: TODAY, time: '20:00' }));
    expect(both.doneTimes).toEqual({ [TODAY]: ['08:00', '20:00'] });
    expect(both.completedDates).toContain(TODAY);
    expect(both.completionStreak).toBe(1);

    const undone = habitOf(await call(client, 'DELETE', `/api/habits/${habit.id}/complete`, { date: TODAY, time: '08:00' }));
    expect(undone.doneTimes).toEqual({ [TODAY]: ['20:00'] });
    expect(undone.completedDates).not.toContain(TODAY);
    expect(undone.completionStreak).toBe(0);

    // Issue 51: a check-off without a time is refused (a tap that sent none marked both doses done
    // in the morning); an area's "Done all" still marks every time, and taking the day back without
    // a time clears them all.
    const noTime = await call(client, 'POST', `/api/habits/${habit.id}/complete`, { date: '2026-11-20' }, 400);
    expect(noTime.json()).toMatchObject({ code: 'validation_failed', message: TIMES_OF_DAY_MESSAGES.timeRequired(['08:00', '20:00']), errors: [{ path: 'time' }] });
    expect(noTime.json().message).toBe('This habit is done at 08:00 and 20:00: say which time you are checking off (time), like "08:00".');
    const area = (await call(client, 'POST', '/api/areas', { name: 'Morning' }, 201)).json<{ id: string }>();
    await call(client, 'PUT', `/api/habits/${habit.id}`, { areaId: area.id });
    const doneAll = (await call(client, 'POST', `/api/areas/${area.id}/complete`, { date: '2026-11-20' })).json<{ habits: Habit[]; completedIds: string[] }>();
    expect(doneAll.completedIds).toEqual([habit.id]);
    const all = habitSchema.strict().parse(doneAll.habits[0]);
    expect(all.doneTimes?.['2026-11-20']).toEqual(['08:00', '20:00']);
    expect(all.completedDates).toContain('2026-11-20');
    const none = habitOf(await call(client, 'DELETE', `/api/habits/${habit.id}/complete`, { date: '2026-11-20' }));
    expect(none.doneTimes?.['2026-11-20']).toBeUndefined();
    expect(none.completedDates).not.toContain('2026-11-20');

    // The list answers the same.
    const listed = (await call(client, 'GET' as 'POST', `/api/habits/user/${(await client.request('GET', '/api/auth/check')).json().user.id}`)).json<Habit[]>();
    expect(listed[0]).toMatchObject({ timesOfDay: ['08:00', '20:00'], doneTimes: { [TODAY]: ['20:00'] } });
  });

  it('refuses a time that is not one of the habit’s, times on a once-a-day habit, and bad lists of times (400 naming the field)', async ({ user: { client } }) => {
    const habit = habitOf(await create(client, { timesOfDay: ['08:00', '20:00'] }));
    const wrong = await call(client, 'POST', `/api/habits/${habit.id}/complete`, { date: TODAY, time: '09:00' }, 400);
    expect(wrong.json()).toMatchObject({ message: TIMES_OF_DAY_MESSAGES.timeNotOfHabit(['08:00', '20:00']), errors: [{ path: 'time' }] });
    const badFormat = await call(client, 'POST', `/api/habits/${habit.id}/complete`, { date: TODAY, time: '8am' }, 400);
    expect(badFormat.json().errors[0].path).toBe('time');
    const amount = await call(client, 'POST', `/api/habits/${habit.id}/complete`, { date: TODAY, time: '08:00', value: 2 }, 400);
    expect(amount.json().errors[0].path).toBe('value');

    const once = habitOf(await create(client, { name: 'Run' }));
    expect(once.timesOfDay).toBeNull();
    const onceWithTime = await call(client, 'POST', `/api/habits/${once.id}/complete`, { date: TODAY, time: '08:00' }, 400);
    expect(onceWithTime.json()).toMatchObject({ message: TIMES_OF_DAY_MESSAGES.timeWithoutTimes, errors: [{ path: 'time' }] });

    const thirteen = Array.from({ length: 13 }, (_, i) => `${String(i + 6).padStart(2, '0')}:00`);
    for (const timesOfDay of [[], ['08:00', '08:00'], ['8:00'], ['25:00'], thirteen]) {
      const res = await create(client, { timesOfDay }, 400);
      expect(res.json().errors[0].path, JSON.stringify(timesOfDay)).toMatch(/^timesOfDay/);
    }
    const withTarget = await create(client, { timesOfDay: ['08:00'], target: { quantity: 2, unit: 'pills' } }, 400);
    expect(withTarget.json()).toMatchObject({ message: TIMES_OF_DAY_MESSAGES.timesWithAmount, errors: [{ path: 'timesOfDay' }] });
    // Twelve is the most; null turns them off again, and the day goes back to one check-off.
    expect(habitOf(await create(client, { timesOfDay: thirteen.slice(0, 12) })).timesOfDay).toHaveLength(12);
    const off = habitOf(await call(client, 'PUT', `/api/habits/${habit.id}`, { timesOfDay: null }));
    expect(off.timesOfDay).toBeNull();
    expect(habitOf(await call(client, 'POST', `/api/habits/${habit.id}/complete`, { date: TODAY })).completedDates).toContain(TODAY);
  });

  it('cues: the text is kept, the anchor must be another of your own habits without a circle, and a deleted anchor leaves the words', async ({ user: { client }, other: other }) => {
    const coffee = habitOf(await create(client, { name: 'Pour coffee' }));
    const meditate = habitOf(await create(client, { name: 'Meditate', cue: { afterHabitId: coffee.id, text: 'After I pour my coffee' } }));
    expect(meditate.cue).toEqual({ afterHabitId: coffee.id, text: 'After I pour my coffee' });
    const textOnly = habitOf(await create(client, { name: 'Floss', cue: { text: ' After breakfast ' } }));
    expect(textOnly.cue).toEqual({ text: 'After breakfast' });

    // Itself, a circle (coffee after meditate after coffee), someone else's habit, a habit that is not there.
    const self = await call(client, 'PUT', `/api/habits/${meditate.id}`, { cue: { afterHabitId: meditate.id } }, 400);
    expect(self.json()).toMatchObject({ message: CUE_MESSAGES.anchorSelf, errors: [{ path: 'cue.afterHabitId' }] });
    const circle = await call(client, 'PUT', `/api/habits/${coffee.id}`, { cue: { afterHabitId: meditate.id } }, 400);
    expect(circle.json()).toMatchObject({ message: CUE_MESSAGES.anchorCycle, errors: [{ path: 'cue.afterHabitId' }] });
    const theirs = habitOf(await create(other.client, { name: 'Their habit' }));
    const foreign = await create(client, { name: 'Stretch', cue: { afterHabitId: theirs.id } }, 400);
    expect(foreign.json()).toMatchObject({ message: CUE_MESSAGES.anchorInvalid, errors: [{ path: 'cue.afterHabitId' }] });
    const tooLong = await create(client, { name: 'Stretch', cue: { text: 'x'.repeat(201) } }, 400);
    expect(tooLong.json().errors[0].path).toBe('cue.text');
    // 200 characters is kept.
    const long = 'é'.repeat(200);
    expect(habitOf(await create(client, { name: 'Long cue', cue: { text: long } })).cue).toEqual({ text: long });

    // Deleting the anchor keeps the stacked habit's words, not its anchor; a cue with only an anchor goes.
    const walk = habitOf(await create(client, { name: 'Walk', cue: { afterHabitId: coffee.id } }));
    await call(client, 'DELETE', `/api/habits/${coffee.id}`);
    const list = (await client.request('GET', `/api/habits/user/${(await client.request('GET', '/api/auth/check')).json().user.id}`)).json<Habit[]>();
    expect(list.find((h) => h.id === meditate.id)?.cue).toEqual({ text: 'After I pour my coffee' });
    expect(list.find((h) => h.id === walk.id)?.cue).toBeNull();
    // Removing a cue.
    expect(habitOf(await call(client, 'PUT', `/api/habits/${textOnly.id}`, { cue: null })).cue).toBeNull();
  });

  it('an export carries times of day, done times and cues, and an import links the cue to the new habit', async ({ user: { client }, other: empty }) => {
    const coffee = habitOf(await create(client, { name: 'Pour coffee' }));
    const vitamins = habitOf(await create(client, { name: 'Vitamins', timesOfDay: ['08:00', '20:00'], cue: { afterHabitId: coffee.id, text: 'After I pour my coffee' } }));
    await call(client, 'POST', `/api/habits/${vitamins.id}/complete`, { date: TODAY, time: '08:00' });
    const file = (await call(client, 'GET' as 'POST', '/api/export?format=json')).json<{ habits: { name: string; timesOfDay: string[] | null; cue: unknown; days: unknown[] }[] }>();
    const exported = file.habits.find((h) => h.name === 'Vitamins')!;
    expect(exported).toMatchObject({ timesOfDay: ['08:00', '20:00'], cue: { afterHabitId: coffee.id, text: 'After I pour my coffee' } });
    expect(exported.days).toEqual([{ date: TODAY, amount: null, note: null, skipped: false, doneTimes: ['08:00'] }]);

    const imported = await empty.client.request('POST', '/api/import', JSON.stringify(file), JSON_TYPE);
    expect(imported.statusCode, imported.body).toBe(201);
    const list = (await empty.client.request('GET', `/api/habits/user/${empty.userId}`)).json<Habit[]>();
    const newCoffee = list.find((h) => h.name === 'Pour coffee')!;
    expect(newCoffee.id).not.toBe(coffee.id);
    expect(list.find((h) => h.name === 'Vitamins')).toMatchObject({
      timesOfDay: ['08:00', '20:00'],
      doneTimes: { [TODAY]: ['08:00'] },
      cue: { afterHabitId: newCoffee.id, text: 'After I pour my coffee' },
    });
  });
});
