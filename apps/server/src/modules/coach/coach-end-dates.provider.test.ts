import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate, toEpochDay, type CoachTurn, type Habit } from '@stride/domain';
import { verifiedUser } from '../../test/auth-flows.js';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fake-openai.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testEngines } from '../../test/test-database.js';

/** Issue 40 part 4 (decision 033): the provider's createHabit and updateHabit with an end date. */
describe.each(testEngines())('end dates through the provider path on %s', (engine) => {
  let fake: FakeOpenAi;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await createTestApp(engine, { OPENAI_API_KEY: 'sk-test-end-dates', OPENAI_BASE_URL: fake.url });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('creates a habit until a day, moves its end, and takes the end away', async () => {
    const client = t.client();
    const { user } = await verifiedUser(t, client);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: user.timezone }).format(t.clock.now());
    const plus = (days: number) => formatDate(toEpochDay(today) + days);
    const turn = async (name: string, args: Record<string, unknown>) => {
      fake.queue({ toolCalls: [{ name, arguments: args }] }, { content: 'Done.' });
      const res = await client.request('POST', '/api/openai/chat', { message: `please ${name}` });
      expect(res.statusCode, res.body).toBe(200);
      const answer = res.json<CoachTurn>();
      expect(answer.functionCalls.map((c) => c.functionCalled)).toEqual([name]);
      return answer.functionResult as { id: string };
    };
    const habit = async (id: string) => (await client.request('GET', `/api/habits/user/${user.id}`)).json<Habit[]>().find((h) => h.id === id)!;

    const { id } = await turn('createHabit', { name: 'Physio', schedule: `every day at 7am until ${plus(13)}` });
    expect((await habit(id)).endDate).toBe(plus(13));
    await turn('updateHabit', { habitId: id, schedule: `until ${plus(20)}` });
    const moved = await habit(id);
    expect(moved.endDate).toBe(plus(20));
    expect(moved.occurrences.at(-1)!.date).toBe(plus(20));
    await turn('updateHabit', { habitId: id, removeEndDate: true });
    expect((await habit(id)).endDate).toBeNull();
  });

  // Issue 50, twenty-eighth pass: "from next week spanish at 1pm" (updateHabit's `from`): the days before keep their time.
  it('changes a time from a day on, the days before it as they were', async () => {
    const client = t.client();
    const { user } = await verifiedUser(t, client);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: user.timezone }).format(t.clock.now());
    const plus = (days: number) => formatDate(toEpochDay(today) + days);
    fake.queue({ toolCalls: [{ name: 'createHabit', arguments: { name: 'Spanish', schedule: 'every day at 12:30pm' } }] }, { content: 'Done.' });
    const made = (await client.request('POST', '/api/openai/chat', { message: 'add spanish every day at 12:30' })).json<CoachTurn>().functionResult as { id: string };
    // A model gives the day in the schedule's words (updateHabit's `from` is not among its fields: the tool stays small, issue 49).
    fake.queue({ toolCalls: [{ name: 'updateHabit', arguments: { habitId: made.id, schedule: `at 1pm from ${plus(5)}` } }] }, { content: 'Done.' });
    const res = await client.request('POST', '/api/openai/chat', { message: 'from the day after next week starts, spanish at 1pm' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<CoachTurn>().functionCalls[0]!.summary).toContain('The change starts');
    const habit = (await client.request('GET', `/api/habits/user/${user.id}`)).json<Habit[]>().find((h) => h.id === made.id)!;
    const clock = new Intl.DateTimeFormat('en-GB', { timeZone: user.timezone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    const at = (date: string) => clock.format(new Date(habit.occurrences.find((o) => o.date === date)!.startTime));
    expect([at(plus(1)), at(plus(4)), at(plus(5)), at(plus(6))]).toEqual(['12:30', '12:30', '13:00', '13:00']);
  });
});
