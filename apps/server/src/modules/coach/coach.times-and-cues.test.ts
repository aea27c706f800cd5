import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoachTurn, Habit } from '@stride/domain';
import { verifiedUser } from '../../test/auth-flows.js';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fake-openai.js';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { testEngines } from '../../test/test-database.js';

/** Issue 40 parts 5 and 6 through the provider's functions: timesOfDay and cue on createHabit, a time on completeHabit and uncompleteHabit. */
describe.each(testEngines())('the coach’s functions for times of day and cues on %s', (engine) => {
  let fake: FakeOpenAi;
  let t: TestApp;
  let client: TestClient;
  let userId: string;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await createTestApp(engine, { OPENAI_API_KEY: 'sk-test-times', OPENAI_BASE_URL: fake.url });
    client = t.client();
    userId = (await verifiedUser(t, client)).user.id;
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  async function turn(name: string, args: Record<string, unknown>): Promise<CoachTurn> {
    fake.queue({ toolCalls: [{ name, arguments: args }] }, { content: 'Done.' });
    const res = await client.request('POST', '/api/openai/chat', { message: `please ${name}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<CoachTurn>();
  }
  const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(t.clock.now());
  const habits = async () => (await client.request('GET', `/api/habits/user/${userId}`)).json<Habit[]>();

  it('makes a twice-a-day habit stacked on another, and checks one time off and back', async () => {
    const coffee = (await turn('createHabit', { name: 'Pour coffee', schedule: 'every day at 7am' })).functionResult as { id: string };
    const made = await turn('createHabit', { name: 'Vitamins', schedule: 'every day at 8am', timesOfDay: ['20:00', '08:00'], cue: { afterHabitId: coffee.id, text: 'After I pour my coffee' } });
    const vitamins = made.functionResult as { id: string };
    expect((await habits()).find((h) => h.id === vitamins.id)).toMatchObject({ timesOfDay: ['08:00', '20:00'], cue: { afterHabitId: coffee.id, text: 'After I pour my coffee' } });

    const done = await turn('completeHabit', { habitId: vitamins.id, time: '08:00' });
    expect(done.functionCalls[0]?.summary ?? done.reply).toBeTruthy();
    expect((await habits()).find((h) => h.id === vitamins.id)?.doneTimes).toEqual({ [today()]: ['08:00'] });
    await turn('uncompleteHabit', { habitId: vitamins.id, time: '08:00' });
    expect((await habits()).find((h) => h.id === vitamins.id)?.doneTimes?.[today()]).toBeUndefined();

    // Back to once a day, and the cue off.
    await turn('updateHabit', { habitId: vitamins.id, onceADay: true, removeCue: true });
    expect((await habits()).find((h) => h.id === vitamins.id)).toMatchObject({ timesOfDay: null, cue: null });
  });
});
