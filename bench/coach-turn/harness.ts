// The coach-turn benchmark's app, bundled by index.mjs: the real app (embedded PGlite) with the
// OpenAI SDK talking to the local fake provider, whose scripted model is disciplined (it calls only
// the functions a request gives it and asks `useFunctions` for the others by name; issue 49). A
// signed-in user with 20 or 50 habits, 5 goals, an area and a vision made through the API (the
// coach table test's account), and what the turn that does each job sent the model.
import { z } from 'zod';
import { COACH_FUNCTION_LIST, formatDate, localToday, toEpochDay, type Goal, type Habit, type Vision } from '@stride/domain';
import { startBenchApp } from '../bench-app.js';
import { snapshotHabit, type CoachSnapshot } from '../../apps/server/src/modules/coach/coach-snapshot.js';
import { EVERYDAY_JOBS, makeCoachAccount, shortIdOf, type CoachAccount, type EverydayJob } from '../../apps/server/src/test/coach-account.js';
import type { FakeOpenAiRequest } from '../../apps/server/src/test/fake-openai.js';
import { previousSystemPrompt } from './previous-prompt.js';

const ZONE = 'Europe/London';

/** What the turn that does a job sent, in characters: the system prompt, the tools (as JSON, as sent), the message. */
export interface TurnSize {
  message: string;
  system: number;
  tools: number;
  toolNames: string[];
  total: number;
  /** Rounds before it: 1 when the model first asked `useFunctions` for what it needed. */
  asked: number;
  /** The functions that did the job ("" for a question answered in words). */
  did: string;
  /** The same turn as it was sent before issue 37 (previous-prompt.ts and every function's schema). */
  baseline: number;
}

interface ChatRequest {
  messages: { role: string; content: string | null }[];
  tools?: { function: { name: string } }[];
}

const day = (today: string, n: number) => formatDate(toEpochDay(today) + n);
/** The next `weekday` (0 Sunday … 6 Saturday) after today. */
const next = (today: string, weekday: number) => day(today, ((weekday - new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7) + 1);

/**
 * The bench's requests beyond the table's jobs (issue 37's list): questions answered in words,
 * and jobs with more to them (an end date, an amount, a date named, times of day, a plan).
 */
const MORE_JOBS: EverydayJob[] = [
  { say: 'hi', calls: () => [] },
  { say: 'how am I doing this week?', calls: () => [] },
  { say: 'which habits are part of my spanish goal?', calls: () => [] },
  { say: 'add physio every day until the end of March', calls: () => [{ name: 'createHabit', arguments: { name: 'Physio', schedule: 'every day until the end of March' } }] },
  { say: 'I read 25 pages', habit: 'Read', calls: (a) => [{ name: 'completeHabit', arguments: { habitId: shortIdOf(a, 'Read'), value: 25 } }] },
  { say: "can you skip friday's run?", habit: 'Run', calls: (a, today) => [{ name: 'skipHabit', arguments: { habitId: shortIdOf(a, 'Run'), date: next(today, 5) } }] },
  { say: 'take my vitamins twice a day, at 8am and 8pm', habit: 'Vitamins', calls: (a) => [{ name: 'updateHabit', arguments: { habitId: shortIdOf(a, 'Vitamins'), timesOfDay: ['08:00', '20:00'] } }] },
  {
    say: 'I want to run a marathon this year, can you set me up with a plan and a few habits to get there?',
    calls: () => [
      { name: 'createGoal', arguments: { name: 'Run a marathon' } },
      { name: 'createHabit', arguments: { name: 'Long run', schedule: 'every Sunday at 8am for 90 min' } },
      { name: 'createHabit', arguments: { name: 'Easy run', schedule: 'Tue and Thu at 7am for 40 min' } },
    ],
  },
];

export const BENCH_JOBS: readonly EverydayJob[] = [...EVERYDAY_JOBS, ...MORE_JOBS];

export async function measureTurns(migrationsDir: string, habits: number): Promise<TurnSize[]> {
  const bench = await startBenchApp(migrationsDir);
  const { call, fake, userId } = bench;
  try {
    const today = localToday(ZONE, new Date());
    const account: CoachAccount = await makeCoachAccount((path, body) => call('POST', path, body), { habits, today });

    // The records as the coach reads them, for the baseline's prompt (the same snapshot the app builds).
    const snapshot: CoachSnapshot = {
      firstName: 'Ada',
      today,
      timezone: ZONE,
      habits: (await call<Habit[]>('GET', `/api/habits/user/${userId}`)).map((h) => snapshotHabit(h, today)),
      goals: (await call<Goal[]>('GET', `/api/goals/user/${userId}`)).map((g) => ({ id: g.id, name: g.name, description: g.description })),
      vision: await call<Vision | null>('GET', `/api/visions/user/${userId}`).then((v) => (v ? { id: v.id, text: v.text } : null)),
    };
    const everyTool = JSON.stringify(
      COACH_FUNCTION_LIST.map((fn) => ({ type: 'function', function: { name: fn.name, description: fn.description, parameters: z.toJSONSchema(fn.args, { io: 'input' }) } })),
    ).length;

    const sizes: TurnSize[] = [];
    for (const job of BENCH_JOBS) {
      const calls = job.calls(account, today);
      const from = fake.requests.length;
      fake.queue(...(calls.length ? [{ toolCalls: calls }] : []), { content: 'OK.' });
      // Each job in a conversation of its own, as the table test has it.
      await call('POST', '/api/openai/chat', { message: job.say });
      const turn = fake.requests.slice(from).filter((r) => r.path === '/v1/chat/completions');
      const doing = (r: FakeOpenAiRequest) => !!r.answered && 'toolCalls' in r.answered && r.answered.toolCalls.some((c) => c.name !== 'useFunctions');
      const done = calls.length ? turn.find(doing) : turn[0];
      if (!done) throw new Error(`"${job.say}": no request did ${calls.map((c) => c.name).join(', ')}`);
      const sent = done.body as ChatRequest;
      if (job.habit && !sent.messages[0]!.content!.includes(`${shortIdOf(account, job.habit)} ${job.habit}`)) throw new Error(`"${job.say}": ${job.habit} is not in the context`);
      if (process.env.BENCH_SHOW_PROMPT === job.say) console.log(sent.messages[0]!.content);
      const system = sent.messages[0]!.content!.length;
      const tools = JSON.stringify(sent.tools ?? []).length;
      sizes.push({
        message: job.say,
        system,
        tools,
        toolNames: (sent.tools ?? []).map((t) => t.function.name),
        total: system + tools + job.say.length,
        asked: turn.indexOf(done),
        did: [...new Set(calls.map((c) => c.name))].join(' '),
        baseline: previousSystemPrompt(snapshot, { opening: false }).length + everyTool + job.say.length,
      });
    }
    return sizes;
  } finally {
    await bench.close();
  }
}
