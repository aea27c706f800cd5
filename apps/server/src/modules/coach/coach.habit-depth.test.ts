import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HABIT_DEPTH_MESSAGES, dayInWords, formatDate, toEpochDay, type CoachTurn, type Habit } from '@stride/domain';
import { verifiedUser } from '../../test/auth-flows.js';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fake-openai.js';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { testEngines } from '../../test/test-database.js';

/**
 * Issue 22 through the AI provider path: each new function the model calls (through the fake
 * OpenAI server speaking the real protocol) changes the user's habits as the API would.
 */
describe.each(testEngines())('coach functions for skips, pauses, amounts and the archive on %s', (engine) => {
  let fake: FakeOpenAi;
  let t: TestApp;
  let client: TestClient;
  let userId: string;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await createTestApp(engine, { OPENAI_API_KEY: 'sk-test-coach', OPENAI_BASE_URL: fake.url, OPENAI_CHAT_MODEL: 'coach-model' });
    client = t.client();
    ({ user: { id: userId } } = await verifiedUser(t, client));
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(t.clock.now());
  /**
   * One turn in which the model calls `name` with `args`, then says `reply`. A call that waits
   * for the person's yes (every habit at once, an archive) is answered "yes" in the same
   * conversation, and runs then (issue 37).
   */
  async function turn(name: string, args: Record<string, unknown>, reply = 'Done.', model: { ignoresSchema?: true } = {}): Promise<{ turn: CoachTurn; summary: string }> {
    fake.queue({ toolCalls: [{ name, arguments: args }], ...model }, { content: reply });
    const res = await client.request('POST', '/api/openai/chat', { message: `please ${name}` });
    expect(res.statusCode, res.body).toBe(200);
    let answered = res.json<CoachTurn>();
    if (answered.proposal) {
      expect(answered.functionCalls).toEqual([]);
      const yes = await client.request('POST', '/api/openai/chat', { message: 'yes', sessionId: answered.sessionId });
      expect(yes.statusCode, yes.body).toBe(200);
      answered = yes.json<CoachTurn>();
    } else {
      const toolMessage = fake.requests.findLast((r) => r.path === '/v1/chat/completions')!.body as { messages: { role: string; content: string }[] };
      const result = JSON.parse(toolMessage.messages.findLast((m) => m.role === 'tool')!.content) as { ok: boolean; error?: string };
      expect(result.ok, result.error).toBe(true);
    }
    const call = answered.functionCalls[0];
    expect(call?.functionCalled, JSON.stringify(answered)).toBe(name);
    return { turn: answered, summary: call!.summary! };
  }

  it('creates a measurable and a flexible habit, and logs an amount with a note', async () => {
    const water = await turn('createHabit', { name: 'Water', schedule: '8 glasses a day' });
    expect(water.turn.functionResult).toMatchObject({ name: 'Water', target: { quantity: 8, unit: 'glasses' } });
    // A model not held to the schema (a provider without strict mode) may send the function's own
    // fields; a strict one cannot say days beside a count ("3 times a week on Mondays" is not read).
    const gym = await turn('createHabit', { name: 'Gym', timesPerPeriod: { times: 3, period: 'week' }, days: ['Monday'] }, 'Done.', { ignoresSchema: true });
    // "3 times a week" has no fixed days: the Monday the model added is not kept.
    expect(gym.turn.functionResult).toMatchObject({ name: 'Gym', frequency: { times: 3, period: 'week' }, recurrence: 'daily' });
    // What the person reads says the count, not the daily rule it is kept on ("every day at 09:00" was wrong).
    expect(gym.summary).toBe('Created the habit "Gym" (3 times a week, any days).');

    const waterId = (water.turn.functionResult as Habit).id;
    const logged = await turn('completeHabit', { habitId: waterId, value: 5, note: 'Busy day' });
    expect(logged.summary).toBe('Logged 5 glasses of "Water" for today: 5 of 8.');
    const done = await turn('completeHabit', { habitId: waterId, value: 3 });
    expect(done.summary).toBe('Logged 3 glasses of "Water" for today: 8 of 8, done. Streak: 1.');
    expect(done.turn.functionResult).toMatchObject({ amounts: { [today()]: 8 }, completedDates: [today()], notes: { [today()]: 'Busy day' } });
  });

  it('skips and unskips a day, pauses everything and resumes, archives and restores', async () => {
    const created = await client.request('POST', '/api/habits', {
      name: 'Run',
      startTime: `${formatDate(toEpochDay(today()) - 3)}T07:00:00Z`,
      endTime: `${formatDate(toEpochDay(today()) - 3)}T07:30:00Z`,
      recurrence: 'daily',
    });
    const run = created.json<Habit>();
    const skipped = await turn('skipHabit', { habitId: run.id, note: 'Knee' });
    expect(skipped.summary).toBe('Skipped "Run" today; your streak of 0 is kept.');
    expect(skipped.turn.functionResult).toMatchObject({ skippedDates: [today()], notes: { [today()]: 'Knee' } });
    expect((await turn('unskipHabit', { habitId: run.id })).turn.functionResult).toMatchObject({ skippedDates: [] });

    const from = formatDate(toEpochDay(today()) + 1);
    const to = formatDate(toEpochDay(today()) + 10);
    const paused = await turn('pauseHabits', { from, to });
    expect(paused.summary).toBe(`Paused all your habits from tomorrow to ${dayInWords(to, today())}. Streaks are kept, and there are no reminders meanwhile.`);
    const pausedHabits = (paused.turn.functionResult as { habits: Habit[] }).habits;
    expect(pausedHabits.map((h) => [h.name, h.pauses])).toEqual([
      ['Water', [{ from, to }]],
      ['Gym', [{ from, to }]],
      ['Run', [{ from, to }]],
    ]);
    const resumed = await turn('resumeHabits', { habitId: run.id, from: formatDate(toEpochDay(today()) + 5) });
    expect((resumed.turn.functionResult as { habits: Habit[] }).habits[0]!.pauses).toEqual([{ from, to: formatDate(toEpochDay(today()) + 4) }]);

    const archived = await turn('archiveHabit', { habitId: run.id });
    expect(archived.summary).toBe('Archived "Run": it is hidden, its history kept. Say "restore Run" to bring it back.');
    expect((archived.turn.functionResult as Habit).archivedAt).not.toBeNull();
    expect((await turn('restoreHabit', { habitId: run.id })).turn.functionResult).toMatchObject({ archivedAt: null });
    const listed = (await client.request('GET', `/api/habits/user/${userId}`)).json<Habit[]>();
    expect(listed.find((h) => h.id === run.id)!.archivedAt).toBeNull();
  });

  it('tells the model why a pause is refused, and changes nothing', async () => {
    // A new user: the free plan's messages of the day are spent above.
    client = t.client();
    ({ user: { id: userId } } = await verifiedUser(t, client));
    await client.request('POST', '/api/habits', { name: 'Read', startTime: '2026-11-01T07:00:00Z', endTime: '2026-11-01T07:30:00Z', recurrence: 'daily' });
    fake.queue({ toolCalls: [{ name: 'pauseHabits', arguments: { from: '2027-01-10', to: '2027-01-01' } }] }, { content: 'That pause ends before it starts.' });
    expect((await client.request('POST', '/api/openai/chat', { message: 'pause everything' })).statusCode).toBe(200);
    const sent = fake.requests.findLast((r) => r.path === '/v1/chat/completions')!.body as { messages: { role: string; content: string }[] };
    // Refused before anyone is asked to confirm it, with what is wrong (the model can correct it).
    const answer = JSON.parse(sent.messages.findLast((m) => m.role === 'tool')!.content) as { ok: boolean; error: string };
    expect(answer).toMatchObject({ ok: false, error: expect.stringContaining(HABIT_DEPTH_MESSAGES.pauseOrder) as unknown });
    expect((await client.request('GET', `/api/habits/user/${userId}`)).json<Habit[]>().map((h) => h.pauses)).toEqual([[]]);
  });
});
