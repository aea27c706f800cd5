import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API, formatDate, toEpochDay, urlOf, type CoachTurn, type Goal, type Habit } from '@stride/domain';
import { users } from '../../db/schema.js';
import { verifiedUser } from '../../test/auth-flows.js';
import { EVERYDAY_JOBS, makeCoachAccount, shortIdOf, type CoachAccount, type EverydayJob } from '../../test/coach-account.js';
import { startFakeOpenAi, type FakeCompletion, type FakeOpenAi, type FakeOpenAiRequest } from '../../test/fake-openai.js';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { testEngines } from '../../test/test-database.js';

/**
 * Issue 49: with 20 and with 50 habits, a disciplined model (the fake's scripted model calls only
 * the functions a request gives it, and asks `useFunctions` for the others by name) does every
 * everyday job: creates, reschedules, renames, re-days and links habits, completes, skips,
 * reminds, pauses, ends and deletes after a yes, and makes goals. Each ends in the right state,
 * read back through the API; the request the job was done in showed the record it acted on.
 */

const TODAY = '2026-11-26';
const inDays = (n: number) => formatDate(toEpochDay(TODAY) + n);

interface State {
  habits: Habit[];
  goals: Goal[];
}

/** What each everyday job leaves, read back through the API. */
const DONE: Record<string, (state: State, a: CoachAccount) => void> = {
  'add physio every day at 7am': (s) => expect(habitOf(s, 'Physio')).toMatchObject({ recurrence: 'daily', startTime: '07:00' }),
  'move gym to 7pm': (s) => expect(habitOf(s, 'Gym').startTime).toBe('19:00'),
  'rename floss to flossing': (s, a) => expect(s.habits.find((h) => h.id === habitOf(a, 'Floss').id)!.name).toBe('Flossing'),
  'do yoga on Mondays and Wednesdays': (s) => expect([...(habitOf(s, 'Yoga').customRecurrence?.days ?? [])].sort()).toEqual(['Monday', 'Wednesday']),
  'put stretch under my half marathon goal': (s, a) => expect(habitOf(s, 'Stretch').goalId).toBe(a.goals[0]!.id),
  'put journal in my morning routine': (s, a) => expect(habitOf(s, 'Journal').areaId).toBe(a.area.id),
  'I did my run': (s) => expect(habitOf(s, 'Run').completedDates).toContain(TODAY),
  'skip duolingo today': (s) => expect(habitOf(s, 'Duolingo').skippedDates).toContain(TODAY),
  'remind me 30 minutes before meditate': (s) => expect(habitOf(s, 'Meditate').reminders).toContainEqual({ minutesBefore: 30, channel: 'push' }),
  'pause cook dinner for a week': (s) => expect(habitOf(s, 'Cook dinner').pauses).toContainEqual({ from: TODAY, to: inDays(6) }),
  'stop my spanish lessons after 15 December': (s) => expect(habitOf(s, 'Spanish lessons').endDate).toBe('2026-12-15'),
  'delete cold shower': (s) => expect(s.habits.map((h) => h.name)).not.toContain('Cold shower'),
  'I want to learn to swim this year, make it a goal': (s) => expect(s.goals.map((g) => g.name)).toContain('Learn to swim'),
};

const habitOf = (a: { habits: Habit[] }, name: string) => a.habits.find((h) => h.name === name)!;

interface ChatRequest {
  messages: { role: string; content: string | null }[];
  tools?: { function: { name: string } }[];
}

describe.each(testEngines())('everyday requests to a disciplined model on %s (issue 49)', (engine) => {
  let fake: FakeOpenAi;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await createTestApp(engine, { OPENAI_API_KEY: 'sk-test-everyday', OPENAI_BASE_URL: fake.url }, { clockStart: new Date(`${TODAY}T10:00:00Z`) });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  describe.each([20, 50])('with %i habits', (count) => {
    let client: TestClient;
    let userId: string;
    let account: CoachAccount;
    beforeAll(async () => {
      client = t.client();
      ({ user: { id: userId } } = await verifiedUser(t, client));
      // Premium: the table sends more messages than the free plan's day holds.
      await t.database.db.update(users).set({ subscriptionStatus: 'active' }).where(eq(users.id, userId));
      const post = async <T,>(path: string, body: unknown) => {
        const res = await client.request('POST', path, body);
        expect(res.statusCode, `${path}: ${res.body}`).toBeLessThan(300);
        return res.json<T>();
      };
      account = await makeCoachAccount(post, { habits: count, today: TODAY });
    });

    const state = async (): Promise<State> => ({
      habits: (await client.request('GET', urlOf(API.habits.list, { params: { userId } }))).json<Habit[]>(),
      goals: (await client.request('GET', urlOf(API.goals.list, { params: { userId } }))).json<Goal[]>(),
    });

    it('has a check for every everyday job', () => expect(Object.keys(DONE).sort()).toEqual(EVERYDAY_JOBS.map((job) => job.say).sort()));

    it.each(EVERYDAY_JOBS.map((job) => [job.say, job as EverydayJob] as const))('%s', async (_, job) => {
      const calls = job.calls(account, TODAY);
      const from = fake.requests.length;
      fake.queue({ toolCalls: calls } satisfies FakeCompletion, { content: 'Done.' });
      const res = await client.request('POST', urlOf(API.coach.chat), { message: job.say });
      expect(res.statusCode, res.body).toBe(200);
      const turn = res.json<CoachTurn>();
      // The request the model did the job in: it gave the function (the fake refuses otherwise) and listed the record.
      const doing = fake.requests.slice(from).find((r: FakeOpenAiRequest) => r.answered && 'toolCalls' in r.answered && r.answered.toolCalls.some((c) => c.name === calls[0]!.name))!;
      expect(doing, `no request did ${calls[0]!.name}`).toBeTruthy();
      const sent = doing.body as ChatRequest;
      expect(sent.tools!.map((tool) => tool.function.name)).toContain(calls[0]!.name);
      if (job.habit) expect(sent.messages[0]!.content).toContain(`${shortIdOf(account, job.habit)} ${job.habit}`);
      if (job.yes) {
        expect(turn.proposal, turn.reply).toBeTruthy();
        // Nothing changed before the yes.
        expect(habitOf(await state(), job.habit!)).toBeTruthy();
        expect(habitOf(await state(), job.habit!).endDate ?? null).toBeNull();
        const yes = await client.request('POST', urlOf(API.coach.chat), { message: 'yes', sessionId: turn.sessionId });
        expect(yes.statusCode, yes.body).toBe(200);
        expect(yes.json<CoachTurn>().functionCalls.map((c) => c.functionCalled)).toEqual([calls[0]!.name]);
      } else {
        const answers = (fake.requests.at(-1)!.body as ChatRequest).messages.filter((m) => m.role === 'tool').map((m) => m.content);
        expect(turn.functionCalls.map((c) => c.functionCalled), answers.join('\n')).toEqual(calls.map((c) => c.name));
      }
      DONE[job.say]!(await state(), account);
    });
  });
});
