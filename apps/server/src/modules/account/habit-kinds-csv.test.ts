import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Habit } from '@stride/domain';
import { verifiedUser } from '../../test/auth-flows.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testEngines } from '../../test/test-database.js';
import { readCsv } from './csv.js';

/** Issue 40: the CSV export carries a limit's direction, an end date, the times of a day, a cue and the times done. */
describe.each(testEngines())('the CSV export of the new habit kinds (issue 40) on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('writes target_direction, end_date, times_of_day and the cue at the end of habits.csv, and done_times in habit_days.csv', async () => {
    const client = t.client();
    await verifiedUser(t, client);
    const start = { startTime: '2026-11-02T07:00:00Z', endTime: '2026-11-02T07:10:00Z', recurrence: 'daily' };
    const create = async (body: object) => {
      const res = await client.request('POST', '/api/habits', { ...start, ...body });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<Habit>();
    };
    await create({ name: 'Coffee', target: { quantity: 2, unit: 'cups', direction: 'atMost' } });
    await create({ name: 'Water', target: { quantity: 8, unit: 'glasses' } });
    const vitamins = await create({ name: 'Vitamins', timesOfDay: ['20:00', '08:00'], endDate: '2026-12-31' });
    await create({ name: 'Floss', cue: { afterHabitId: vitamins.id, text: 'After my evening vitamins' } });
    const done = await client.request('POST', `/api/habits/${vitamins.id}/complete`, { date: '2026-11-03', time: '08:00' });
    expect(done.statusCode, done.body).toBe(200);

    const res = await client.request('GET', '/api/export?format=csv');
    expect(res.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const rows = (name: string) => readCsv(new TextDecoder().decode(files[name]));
    const [header, ...habits] = rows('habits.csv');
    expect(header!.slice(-5)).toEqual(['target_direction', 'end_date', 'times_of_day', 'cue_after_habit_id', 'cue_text']);
    const byName = (name: string) => habits.find((r) => r[header!.indexOf('name')] === name)!.slice(-5);
    expect(byName('Coffee')).toEqual(['atMost', '', '', '', '']);
    expect(byName('Water')).toEqual(['atLeast', '', '', '', '']);
    expect(byName('Vitamins')).toEqual(['', '2026-12-31', '08:00; 20:00', '', '']);
    expect(byName('Floss')).toEqual(['', '', '', vitamins.id, 'After my evening vitamins']);

    const [daysHeader, ...days] = rows('habit_days.csv');
    expect(daysHeader!.at(-1)).toBe('done_times');
    const vitaminsDay = days.find((r) => r[0] === vitamins.id && r[2] === '2026-11-03')!;
    // One of two times done: the day is not completed, its done time is listed.
    expect([vitaminsDay[3], vitaminsDay.at(-1)]).toEqual(['false', '08:00']);
  });
});
