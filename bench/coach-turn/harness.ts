// The coach-turn benchmark's app, bundled by index.mjs: the real app (embedded PGlite) with the
// OpenAI SDK talking to the local fake provider, a signed-in user with 20 habits, 5 goals and a
// vision made through the API, and what each chat turn sent the model.
import { z } from 'zod';
import { COACH_FUNCTION_LIST, localToday, type Goal, type Habit, type Vision } from '@stride/domain';
import { startBenchApp } from '../bench-app.js';
import { snapshotHabit, type CoachSnapshot } from '../../apps/server/src/modules/coach/coach-snapshot.js';
import { previousSystemPrompt } from './previous-prompt.js';

const ZONE = 'Europe/London';

/** What one turn sent, in characters: the system prompt, the tools (as JSON, as sent), the message. */
export interface TurnSize {
  message: string;
  system: number;
  tools: number;
  toolNames: string[];
  total: number;
  /** The same turn as it was sent before issue 37 (previous-prompt.ts and every function's schema). */
  baseline: number;
}

interface ChatRequest {
  messages: { role: string; content: string | null }[];
  tools?: { function: { name: string } }[];
}

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const iso = (date: string, time: string) => `${date}T${time}:00Z`;

export async function measureTurns(migrationsDir: string, messages: readonly string[]): Promise<TurnSize[]> {
  const bench = await startBenchApp(migrationsDir);
  const { call, fake, userId } = bench;
  try {
    const today = localToday(ZONE, new Date());

    // 5 goals with a line each, a vision, and 20 habits of every kind, some linked, reminded or paused.
    const goalNames = ['Run a half marathon', 'Speak Spanish by summer', 'Sleep better', 'Read 30 books this year', 'Save for a house'];
    const goals: Goal[] = [];
    for (const name of goalNames) goals.push(await call<Goal>('POST', '/api/goals', { name, description: `Why: ${name.toLowerCase()} matters to me this year.` }));
    await call<Vision>('POST', '/api/visions', { text: 'A calm, healthy and curious life, with time for the people I love.' });
    const names = ['Run', 'Gym', 'Yoga', 'Spanish lessons', 'Read', 'Water', 'Meditate', 'Journal', 'Stretch', 'Vitamins', 'Walk the dog', 'Call mum', 'Floss', 'Budget review', 'Piano', 'Cold shower', 'No phone after 10', 'Cook dinner', 'Duolingo', 'Plan tomorrow'];
    for (const [i, name] of names.entries()) {
      const start = `${String(6 + (i % 14)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`;
      const body: Record<string, unknown> = {
        name,
        startTime: iso(today, start),
        endTime: iso(today, `${String(6 + (i % 14)).padStart(2, '0')}:${i % 2 ? '59' : '45'}`),
        recurrence: i % 3 === 0 ? 'daily' : 'custom',
        ...(i % 3 === 0 ? {} : { customRecurrence: { frequency: 'weekly', interval: 1, days: [DAYS[i % 7], DAYS[(i + 3) % 7]] } }),
        ...(i % 4 === 0 ? { goalId: goals[i % 5]!.id } : {}),
        ...(i % 5 === 1 ? { reminders: [{ minutesBefore: 15, channel: 'push' }] } : {}),
        ...(name === 'Water' ? { target: { quantity: 8, unit: 'glasses' } } : {}),
        ...(name === 'Read' ? { target: { quantity: 30, unit: 'pages' } } : {}),
      };
      const habit = await call<Habit>('POST', '/api/habits', body);
      if (i % 6 === 2) await call('POST', `/api/habits/${habit.id}/pause`, { from: today, to: today.replace(/-(\d\d)$/, (_, d: string) => `-${String(Math.min(28, Number(d) + 3)).padStart(2, '0')}`) });
    }

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
    for (const message of messages) {
      fake.queue({ content: 'OK.' });
      await call('POST', '/api/openai/chat', { message });
      const sent = fake.requests.findLast((r) => r.path === '/v1/chat/completions')!.body as ChatRequest;
      const system = sent.messages[0]!.content!.length;
      if (process.env.BENCH_SHOW_PROMPT && message === messages[0]) console.log(sent.messages[0]!.content);
      const tools = JSON.stringify(sent.tools ?? []).length;
      sizes.push({
        message,
        system,
        tools,
        toolNames: (sent.tools ?? []).map((t) => t.function.name),
        total: system + tools + message.length,
        baseline: previousSystemPrompt(snapshot, { opening: false }).length + everyTool + message.length,
      });
    }
    return sizes;
  } finally {
    await bench.close();
  }
}
