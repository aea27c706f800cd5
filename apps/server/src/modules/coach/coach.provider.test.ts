import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COACH_FUNCTIONS, COACH_MESSAGES, PLAN_LIMITS, USAGE_MESSAGES, type ConverseResponse, type CoachTurn, type Goal, type Habit } from '@stride/domain';
import { verifiedUser } from '../../test/auth-flows.js';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fake-openai.js';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { multipart } from '../../test/multipart.js';
import { testEngines } from '../../test/test-database.js';
import { createUsageRepository } from '../usage/usage.repository.js';
import { mp3DurationSeconds } from '../../audio/mp3-duration.js';
import { wavOf } from '../../audio/wav.js';
import { strictSchemaViolations } from './tool-schemas.js';

interface ChatRequest {
  model: string;
  messages: { role: string; content: string | null; tool_call_id?: string; tool_calls?: { id: string; function: { name: string } }[] }[];
  tools?: { type: string; function: { name: string; parameters: { properties: Record<string, unknown> } } }[];
}

describe.each(testEngines())('coach with an AI provider on %s', (engine) => {
  let fake: FakeOpenAi;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await createTestApp(engine, { OPENAI_API_KEY: 'sk-test-coach', OPENAI_BASE_URL: fake.url, OPENAI_CHAT_MODEL: 'coach-model' });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const chat = (client: TestClient, message: string, sessionId?: string) => client.request('POST', '/api/openai/chat', { message, sessionId });
  const lastChatRequest = () => fake.requests.findLast((r) => r.path === '/v1/chat/completions')!.body as ChatRequest;
  const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(t.clock.now());
  const usageRepo = () => createUsageRepository(t.database.db);

  it("builds the model's context from the database, not from what the client sends", async () => {
    const client = t.client();
    const { user } = await verifiedUser(t, client);
    await client.request('POST', '/api/goals', { name: 'Run a 10k' });
    const res = await client.request('POST', '/api/openai/chat', {
      message: 'Hi coach',
      context: { user: { id: '00000000-0000-4000-8000-000000000000', firstName: 'Mallory' }, habits: [{ name: 'Injected' }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<CoachTurn>()).toMatchObject({ reply: 'You said: Hi coach', online: true, functionCalled: null });
    const sent = lastChatRequest();
    const request = fake.requests.findLast((r) => r.path === '/v1/chat/completions')!;
    expect(request.authorization).toBe('Bearer sk-test-coach');
    expect(sent.model).toBe('coach-model');
    const system = sent.messages[0]!.content!;
    expect(system).toContain('help Ada build habits');
    expect(system).toMatch(/^[0-9a-f]{8} Run a 10k \| 0 habits$/m);
    expect(system).toContain(`(Europe/London)`);
    expect(system).not.toContain('Mallory');
    expect(system).not.toContain('Injected');
    // The functions a turn is given fit its characters (issue 37): those the words call for, and
    // `useFunctions` naming every other one, so the model can still reach each of them.
    const given = sent.tools!.map((tool) => tool.function.name);
    const more = sent.tools!.find((tool) => tool.function.name === 'useFunctions')!.function.parameters as { properties: { names: { items: { enum: string[] } } } };
    expect([...given.filter((name) => name !== 'useFunctions'), ...more.properties.names.items.enum].sort()).toEqual([...COACH_FUNCTIONS].sort());
    for (const tool of sent.tools!) expect(strictSchemaViolations(tool.function.parameters), tool.function.name).toEqual([]);
    // Ids are plain strings with a description: the 200-character UUID pattern is not repeated in every schema.
    expect(JSON.stringify(sent.tools)).not.toContain('[0-9a-fA-F]{8}');
    expect(user.id).toBeTruthy();
  });

  it("a provider's reply holding a lone surrogate or NUL is kept, mended, and the turn is counted (issue 38)", async () => {
    const client = t.client();
    await verifiedUser(t, client);
    fake.queue({ content: `Half a pair \uD83D here, a NUL${String.fromCharCode(0)} there.` });
    const res = await chat(client, 'Say something odd');
    expect(res.statusCode, res.body).toBe(200);
    const turn = res.json<CoachTurn>();
    const kept = await client.request('GET', `/api/openai/sessions/${turn.sessionId}`);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.body).toContain('Half a pair \uFFFD here, a NUL there.');
    expect(turn.messagesLeft).toBe(PLAN_LIMITS.free.messagesPerDay - 1);
  });

  it('runs the functions the model calls for the caller and answers the results (and the conversation) back to it', async () => {
    const client = t.client();
    const { user } = await verifiedUser(t, client);
    fake.queue(
      {
        toolCalls: [
          { name: 'createGoal', arguments: { name: 'Sleep better' } },
          { name: 'createHabit', arguments: { name: 'Lights out', schedule: 'every day at 10:30pm for 15 min' } },
        ],
      },
      { content: 'Done: a goal and a nightly habit at 22:30.' },
    );
    const res = await chat(client, 'Help me sleep better, lights out at 22:30 every night');
    expect(res.statusCode, res.body).toBe(200);
    const turn = res.json<CoachTurn>();
    expect(turn.reply).toBe('Done: a goal and a nightly habit at 22:30.');
    expect(turn.functionCalled).toBe('createHabit');
    expect(turn.functionCalls.map((c) => c.functionCalled)).toEqual(['createGoal', 'createHabit']);
    expect(turn.functionResult).toMatchObject({ name: 'Lights out', startTime: '22:30', endTime: '22:45', recurrence: 'daily', startDate: today() });
    const [habit] = (await client.request('GET', `/api/habits/user/${user.id}`)).json<Habit[]>();
    expect(habit!.name).toBe('Lights out');
    expect((await client.request('GET', `/api/goals/user/${user.id}`)).json<Goal[]>().map((g) => g.name)).toEqual(['Sleep better']);
    // The message names no goal: the model asked for createGoal by name first (issue 49), and was told it has it.
    const tools = lastChatRequest().messages.filter((m) => m.role === 'tool');
    expect(tools).toHaveLength(3);
    expect(JSON.parse(tools[0]!.content!)).toEqual({ ok: true, summary: 'Now available: createGoal. Call them next.' });
    expect(JSON.parse(tools[2]!.content!)).toMatchObject({ ok: true, summary: 'Created the habit "Lights out" (every day at 22:30).' });

    // The next turn carries the conversation so far, with the functions called and their results (issue 17).
    await chat(client, 'Thanks!', turn.sessionId);
    const history = lastChatRequest().messages.slice(1).map((m) => [m.role, m.role === 'tool' ? 'result' : m.content]);
    expect(history).toEqual([
      ['user', 'Help me sleep better, lights out at 22:30 every night'],
      ['assistant', null],
      ['tool', 'result'],
      ['assistant', null],
      ['tool', 'result'],
      ['tool', 'result'],
      ['assistant', 'Done: a goal and a nightly habit at 22:30.'],
      ['user', 'Thanks!'],
    ]);
  });

  it('offers models every schedule as words, and builds each one, from words or from the fields assistants send (issues 24 and 49)', async () => {
    const client = t.client();
    const { user } = await verifiedUser(t, client);
    fake.queue(
      {
        toolCalls: [
          { name: 'createHabit', arguments: { name: 'Pay rent', schedule: 'on the 1st of every month' } },
          { name: 'createHabit', arguments: { name: 'Call grandma', schedule: 'every other Sunday at 5pm' } },
          { name: 'createHabit', arguments: { name: 'Review budget', schedule: 'last Friday of the month' } },
          { name: 'createHabit', arguments: { name: 'Water plants', schedule: 'every 3 days at 23:45 for 30 min' } },
        ],
      },
      { content: 'Done.' },
    );
    const res = await chat(client, 'rent on the 1st, grandma every other Sunday at 5pm, budget last Friday, plants every 3 days late');
    expect(res.statusCode, res.body).toBe(200);
    const createHabit = lastChatRequest().tools!.find((tool) => tool.function.name === 'createHabit')!.function as unknown as {
      description: string;
      parameters: { properties: Record<string, { anyOf: { type?: string }[]; description?: string }> };
    };
    // Issue 49: the schedule is one phrase the domain's reader reads, with examples; the dozen
    // fields it stands for are not the model's to fill (strict mode made it write every one as null).
    const props = createHabit.parameters.properties;
    expect(Object.keys(props)).toEqual(['name', 'schedule', 'description', 'goalId', 'areaId', 'reminders', 'timesOfDay', 'cue', 'allowDuplicate']);
    expect(props.schedule!.anyOf[0]!.type).toBe('string');
    expect(props.schedule!.description).toContain('"every weekday at 6:30 for 20 min"');
    expect(props.schedule!.description).toContain('"3 times a week"');
    expect(createHabit.description).toContain('"gym Mon and Thu 6-7pm" → {"name":"Gym","schedule":"Mon and Thu 6-7pm"}');
    const built = [
      ['Pay rent', 'custom', { frequency: 'monthly', interval: 1, monthlyOption: 'dayOfMonth', monthlyDays: [1] }],
      ['Call grandma', 'custom', { frequency: 'weekly', interval: 2, days: ['Sunday'] }],
      ['Review budget', 'custom', { frequency: 'monthly', interval: 1, monthlyOption: 'dayOfWeek', monthlyWeek: 'last', monthlyWeekday: 'Friday' }],
      ['Water plants', 'custom', { frequency: 'daily', interval: 3 }],
    ];
    const habits = (await client.request('GET', `/api/habits/user/${user.id}`)).json<Habit[]>();
    expect(habits.map((h) => [h.name, h.recurrence, h.customRecurrence])).toEqual(built);
    // A habit that runs past midnight ends the next day, as the engine keeps overnight habits.
    expect(habits[3]).toMatchObject({ startTime: '23:45', endTime: '00:15' });
    expect(habits[1]).toMatchObject({ startTime: '17:00' });

    // The fields the phrase stands for are still the function's (the built-in coach and assistants over MCP send them),
    // and a model not held to the schema (a provider without strict mode) may send them too.
    const other = t.client();
    const { user: second } = await verifiedUser(t, other);
    fake.queue(
      {
        ignoresSchema: true,
        toolCalls: [
          { name: 'createHabit', arguments: { name: 'Pay rent', recurrence: 'monthly', monthDays: [1] } },
          { name: 'createHabit', arguments: { name: 'Call grandma', recurrence: 'weekly', every: 2, days: ['Sunday'], startTime: '17:00' } },
          { name: 'createHabit', arguments: { name: 'Review budget', recurrence: 'monthly', monthlyWeekday: { week: 'last', day: 'Friday' } } },
          { name: 'createHabit', arguments: { name: 'Water plants', recurrence: 'daily', every: 3, startTime: '23:45', durationMinutes: 30 } },
        ],
      },
      { content: 'Done.' },
    );
    expect((await chat(other, 'rent on the 1st, grandma every other Sunday at 5pm, budget last Friday, plants every 3 days late')).statusCode).toBe(200);
    const fromFields = (await other.request('GET', `/api/habits/user/${second.id}`)).json<Habit[]>();
    expect(fromFields.map((h) => [h.name, h.recurrence, h.customRecurrence])).toEqual(built);
    expect(fromFields[3]).toMatchObject({ startTime: '23:45', endTime: '00:15' });
  });

  it('changes a habit from words: the days, the time, or an amount a day without touching its days (issue 49)', async () => {
    const client = t.client();
    const { user } = await verifiedUser(t, client);
    const created = (
      await client.request('POST', '/api/habits', { name: 'Water', startTime: '2026-10-01T09:00:00Z', endTime: '2026-10-01T09:30:00Z', recurrence: 'custom', customRecurrence: { frequency: 'weekly', interval: 1, days: ['Monday', 'Friday'] } })
    ).json<Habit>();
    const id = created.id.slice(0, 8);
    fake.queue({ toolCalls: [{ name: 'updateHabit', arguments: { habitId: id, schedule: '8 glasses a day' } }] }, { content: 'Done.' });
    expect((await chat(client, 'make water 8 glasses a day')).json<CoachTurn>().functionCalls.map((c) => c.functionCalled)).toEqual(['updateHabit']);
    let [water] = (await client.request('GET', `/api/habits/user/${user.id}`)).json<Habit[]>();
    expect(water).toMatchObject({ target: { quantity: 8, unit: 'glasses' }, customRecurrence: { frequency: 'weekly', days: ['Monday', 'Friday'] } });
    fake.queue({ toolCalls: [{ name: 'updateHabit', arguments: { habitId: id, schedule: 'every weekday at 7:30 for 15 min' } }] }, { content: 'Done.' });
    await chat(client, 'move water to weekdays at 7:30');
    [water] = (await client.request('GET', `/api/habits/user/${user.id}`)).json<Habit[]>();
    expect(water).toMatchObject({ startTime: '07:30', endTime: '07:45', customRecurrence: { frequency: 'weekly', days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] }, target: { quantity: 8 } });
  });

  it('refuses a schedule filled wrongly, naming what was wrong, and changes nothing (issue 49)', async () => {
    const client = t.client();
    const { user } = await verifiedUser(t, client);
    const created = (await client.request('POST', '/api/habits', { name: 'Gym', startTime: '2026-10-01T18:00:00Z', endTime: '2026-10-01T19:00:00Z', recurrence: 'daily' })).json<Habit>();
    fake.queue(
      {
        toolCalls: [
          { name: 'createHabit', arguments: { name: 'Swim', schedule: 'every blue moon at 7pm' } },
          { name: 'updateHabit', arguments: { habitId: created.id.slice(0, 8), schedule: 'gym at 7pm' } },
        ],
      },
      // A field the phrase says given again: only a model not held to the schema can (startTime is not the model's).
      { toolCalls: [{ name: 'updateHabit', arguments: { habitId: created.id.slice(0, 8), schedule: 'every day at 7pm', startTime: '20:00' } }], ignoresSchema: true },
      {
        toolCalls: [
          // A start alone is refused; with a change ("from next Monday at 7pm") it is the day the change starts (decision 050).
          { name: 'updateHabit', arguments: { habitId: created.id.slice(0, 8), schedule: 'from next Monday' } },
          { name: 'updateHabit', arguments: { habitId: created.id.slice(0, 8), schedule: 'soon' } },
        ],
      },
      { content: 'Sorry.' },
    );
    const turn = (await chat(client, 'add swimming every blue moon and move gym to 7pm')).json<CoachTurn>();
    expect(turn.functionCalls).toEqual([]);
    const answers = lastChatRequest()
      .messages.filter((m) => m.role === 'tool')
      .map((m) => JSON.parse(m.content!) as { ok: boolean; error?: string })
      .slice(-5);
    expect(answers.map((a) => a.ok)).toEqual([false, false, false, false, false]);
    expect(answers[0]!.error).toContain('in schedule "every blue moon at 7pm", "every blue moon" could not be read as a schedule');
    expect(answers[1]!.error).toContain('in schedule "gym at 7pm", "Gym" could not be read as a schedule');
    expect(answers[2]!.error).toContain('schedule "every day at 7pm" and startTime both say the same thing');
    expect(answers[3]!.error).toContain('names only a start date');
    expect(answers[4]!.error).toContain('in schedule "soon", "Soon" could not be read as a schedule');
    const habits = (await client.request('GET', `/api/habits/user/${user.id}`)).json<Habit[]>();
    expect(habits.map((h) => [h.name, h.startTime, h.recurrence])).toEqual([['Gym', created.startTime, 'daily']]);
  });

  it("answers a conversation's words to its owner only (issue 20): no function calls, and another user's session is 404", async () => {
    const client = t.client();
    await verifiedUser(t, client);
    fake.queue({ toolCalls: [{ name: 'createGoal', arguments: { name: 'Read more' } }] }, { content: 'Added the goal Read more.' });
    const first = (await chat(client, 'I want to read more')).json<CoachTurn>();
    fake.queue({ content: 'Twenty pages a night is a good start.' });
    await chat(client, 'How much?', first.sessionId);

    const res = await client.request('GET', `/api/openai/sessions/${first.sessionId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      sessionId: first.sessionId,
      messages: [
        { role: 'user', content: 'I want to read more' },
        { role: 'assistant', content: 'Added the goal Read more.' },
        { role: 'user', content: 'How much?' },
        { role: 'assistant', content: 'Twenty pages a night is a good start.' },
      ],
      proposal: null,
      // Which coach answers, as each turn says it (issue 54: the chat read back shows its chip).
      online: true,
    });

    const other = t.client();
    await verifiedUser(t, other);
    const theirs = await other.request('GET', `/api/openai/sessions/${first.sessionId}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ code: 'not_found', message: COACH_MESSAGES.sessionGone });
    expect((await client.request('GET', '/api/openai/sessions/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await client.request('GET', '/api/openai/sessions/not-a-session')).statusCode).toBe(404);
    expect((await t.client().request('GET', `/api/openai/sessions/${first.sessionId}`)).statusCode).toBe(401);
  });

  it("refuses a function on another user's record, and tells the model why", async () => {
    const owner = t.client();
    const { user: ownerUser } = await verifiedUser(t, owner);
    const goal = (await owner.request('POST', '/api/goals', { name: 'Mine' })).json<Goal>();
    const attacker = t.client();
    await verifiedUser(t, attacker);
    fake.queue({ toolCalls: [{ name: 'deleteGoal', arguments: { goalId: goal.id } }] }, { content: 'I could not find that goal.' });
    const turn = (await chat(attacker, 'delete goal Mine')).json<CoachTurn>();
    expect(turn).toMatchObject({ functionCalled: null, functionCalls: [], reply: 'I could not find that goal.' });
    const tool = lastChatRequest().messages.find((m) => m.role === 'tool')!;
    expect(JSON.parse(tool.content!)).toEqual({ ok: false, error: 'Goal not found.' });
    expect((await owner.request('GET', `/api/goals/user/${ownerUser.id}`)).json<Goal[]>()).toHaveLength(1);

    fake.queue({ toolCalls: [{ name: 'createHabit', arguments: '{"name": ' }] }, { toolCalls: [{ name: 'dropTables', arguments: {} }], ignoresTools: true }, { content: 'Sorry.' });
    const broken = (await chat(attacker, 'make something')).json<CoachTurn>();
    expect(broken).toMatchObject({ functionCalled: null, reply: 'Sorry.' });
    // The model asked for createHabit by name first (issue 49): that answer is not one of the errors.
    const asking = new Set(lastChatRequest().messages.flatMap((m) => m.tool_calls ?? []).filter((c) => c.function.name === 'useFunctions').map((c) => c.id));
    const errors = lastChatRequest()
      .messages.filter((m) => m.role === 'tool' && !asking.has(m.tool_call_id!))
      .map((m) => JSON.parse(m.content!) as { ok: boolean; error: string });
    expect(errors.map((e) => e.ok)).toEqual([false, false]);
    expect(errors[1]!.error).toBe('Unknown function dropTables. Nothing was done.');
  });

  it('useFunctions says exactly what it gave: the next round holds each function it names, and it says which were given already and which do not exist (issue 49)', async () => {
    const client = t.client();
    await verifiedUser(t, client);
    fake.queue({ content: 'Hello.' });
    await chat(client, 'remind me');
    const first = lastChatRequest().tools!.map((tool) => tool.function.name);
    const given = first.find((name) => name !== 'useFunctions')!;
    const offered = COACH_FUNCTIONS.filter((name) => !first.includes(name));
    expect(offered.length).toBeGreaterThan(1);
    // A name useFunctions does not list: only a model not held to the schema writes one.
    fake.queue({ toolCalls: [{ name: 'useFunctions', arguments: { names: [offered[0], given, 'dropTables', offered[1]] } }], ignoresSchema: true }, { content: 'Ready.' });
    const turn = (await chat(client, 'remind me')).json<CoachTurn>();
    expect(turn.reply).toBe('Ready.');
    expect(given).toBe('addReminder');
    const next = lastChatRequest();
    expect(next.tools!.map((tool) => tool.function.name)).toEqual(expect.arrayContaining([offered[0], offered[1], given]));
    const answer = JSON.parse(next.messages.findLast((m) => m.role === 'tool')!.content!) as { ok: boolean; summary: string };
    expect(answer).toEqual({ ok: true, summary: `Now available: ${offered[0]}, ${offered[1]}. Call them next. Already available: ${given}; call them. No such function: dropTables.` });
  });

  it('answers 502 when the provider fails, and does not count the message', async () => {
    const client = t.client();
    const { user } = await verifiedUser(t, client);
    fake.failNext('/v1/chat/completions', 500, 'upstream exploded', 2);
    const res = await chat(client, 'hello?');
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ code: 'provider_failed', message: COACH_MESSAGES.providerFailed });
    expect(await usageRepo().amount(user.id, 'messages', today())).toBe(0);
    expect((await chat(client, 'hello again')).statusCode).toBe(200);
    expect(await usageRepo().amount(user.id, 'messages', today())).toBe(1);
  });

  it('voice: greets, hears, answers in speech and counts the seconds heard plus spoken', async () => {
    const client = t.client();
    const { user } = await verifiedUser(t, client);
    fake.speakSeconds = 2;
    const greetingForm = multipart({ isInitialGreeting: 'true', context: '{}' });
    const greeting = await client.request('POST', '/api/openai/converse', greetingForm.body, greetingForm.headers);
    expect(greeting.statusCode, greeting.body).toBe(200);
    const hello = greeting.json<ConverseResponse>();
    expect(hello).toMatchObject({ transcript: '', online: true });
    expect(lastChatRequest().messages[0]!.content).toContain('Greet Ada by name');
    expect(lastChatRequest().tools).toBeUndefined();
    expect(mp3DurationSeconds(Buffer.from(hello.audio, 'base64'))).toBeCloseTo(2, 1);
    expect(await usageRepo().amount(user.id, 'voice_seconds:day', today())).toBe(2);

    fake.hear('Add a goal to read more', 3.2);
    fake.queue({ toolCalls: [{ name: 'createGoal', arguments: { name: 'Read more' } }] }, { content: 'Added Read more.' });
    // 3.2 s of audio, measured from the recording itself (not the provider's word for it).
    const recording = wavOf(Buffer.alloc(3.2 * 32_000), 16_000);
    const form = multipart({ sessionId: hello.sessionId, isInitialGreeting: 'false', context: '{}' }, { name: 'audioFile', data: recording, type: 'audio/wav', filename: 'turn.wav' });
    const turn = await client.request('POST', '/api/openai/converse', form.body, form.headers);
    expect(turn.statusCode, turn.body).toBe(200);
    expect(turn.json<ConverseResponse>()).toMatchObject({ transcript: 'Add a goal to read more', reply: 'Added Read more.', functionCalled: 'createGoal', sessionId: hello.sessionId });
    const upload = fake.requests.findLast((r) => r.path === '/v1/audio/transcriptions')!;
    expect(upload.bytes).toBeGreaterThan(recording.length);
    // Newer transcription models offer only `json`: the duration is not asked of the provider.
    expect(upload.body as string).not.toContain('verbose_json');
    // 2 s of greeting, then ceil(3.2 heard + 2 spoken) = 6.
    expect(await usageRepo().amount(user.id, 'voice_seconds:day', today())).toBe(8);
    expect(await usageRepo().amount(user.id, 'voice_seconds:month', today().slice(0, 7))).toBe(8);
  });

  it('voice: refuses a turn once the day’s seconds are used (429), counting the last turn only up to the limit', async () => {
    const client = t.client();
    const { user } = await verifiedUser(t, client);
    await usageRepo().charge(user.id, PLAN_LIMITS.free.voiceSecondsPerDay - 1, [{ metric: 'voice_seconds:day', period: today(), limit: 1000 }]);
    fake.speakSeconds = 5;
    const form = multipart({ isInitialGreeting: 'true' });
    expect((await client.request('POST', '/api/openai/converse', form.body, form.headers)).statusCode).toBe(200);
    expect(await usageRepo().amount(user.id, 'voice_seconds:day', today())).toBe(PLAN_LIMITS.free.voiceSecondsPerDay);
    const refused = await client.request('POST', '/api/openai/converse', form.body, form.headers);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'plan_limit', message: USAGE_MESSAGES.voicePerDay });
  });

  it('voice: refuses a recording longer than the seconds left, before transcribing it', async () => {
    const client = t.client();
    const { user } = await verifiedUser(t, client);
    await usageRepo().charge(user.id, PLAN_LIMITS.free.voiceSecondsPerDay - 10, [{ metric: 'voice_seconds:day', period: today(), limit: 1000 }]);
    const transcriptions = fake.requests.filter((r) => r.path === '/v1/audio/transcriptions').length;
    // A 50 s turn with 10 s left (it was served, and a 700 s upload counted as 60 s).
    const long = multipart({}, { name: 'audioFile', data: wavOf(Buffer.alloc(50 * 32_000), 16_000), type: 'audio/wav', filename: 'long.wav' });
    const refused = await client.request('POST', '/api/openai/converse', long.body, long.headers);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'plan_limit', message: USAGE_MESSAGES.voicePerDay });
    expect(fake.requests.filter((r) => r.path === '/v1/audio/transcriptions')).toHaveLength(transcriptions);
    expect(await usageRepo().amount(user.id, 'voice_seconds:day', today())).toBe(PLAN_LIMITS.free.voiceSecondsPerDay - 10);
  });

  it('voice: concurrent turns cannot spend the same seconds left; a turn the provider fails gives its seconds back', async () => {
    const client = t.client();
    const { user } = await verifiedUser(t, client);
    await usageRepo().charge(user.id, PLAN_LIMITS.free.voiceSecondsPerDay - 10, [{ metric: 'voice_seconds:day', period: today(), limit: 1000 }]);
    fake.speakSeconds = 1;
    fake.hear('How am I doing?', 6);
    // Four 6 s turns at once with 10 s left: the first charged leaves 4, too few for the others.
    const turn = (seconds = 6) => {
      const form = multipart({ isInitialGreeting: 'false' }, { name: 'audioFile', data: wavOf(Buffer.alloc(seconds * 32_000), 16_000), type: 'audio/wav', filename: 'turn.wav' });
      return client.request('POST', '/api/openai/converse', form.body, form.headers);
    };
    const answers = await Promise.all([turn(), turn(), turn(), turn()]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 429, 429, 429]);
    const spoken = mp3DurationSeconds(Buffer.from(answers.find((r) => r.statusCode === 200)!.json<ConverseResponse>().audio, 'base64'));
    const used = PLAN_LIMITS.free.voiceSecondsPerDay - 10 + Math.ceil(6 + spoken);
    expect(await usageRepo().amount(user.id, 'voice_seconds:day', today())).toBe(used);

    fake.failNext('/v1/audio/transcriptions', 500, 'upstream exploded', 2);
    const failedTurn = await turn(2);
    expect(failedTurn.statusCode).toBe(502);
    expect(await usageRepo().amount(user.id, 'voice_seconds:day', today())).toBe(used);
  });

  /** A turn's recording: `seconds` of 16 kHz wav, which the duration reader measures exactly. */
  const recordedTurn = (client: TestClient, seconds: number) => {
    const form = multipart({ isInitialGreeting: 'false' }, { name: 'audioFile', data: wavOf(Buffer.alloc(Math.round(seconds * 16_000) * 2), 16_000), type: 'audio/wav', filename: 'turn.wav' });
    return client.request('POST', '/api/openai/converse', form.body, form.headers);
  };
  /** Reads the day's voice counter over and over until stopped; the highest value seen. */
  const watchDayCounter = (userId: string) => {
    let stopped = false;
    let highest = 0;
    const watching = (async () => {
      while (!stopped) {
        highest = Math.max(highest, await usageRepo().amount(userId, 'voice_seconds:day', today()));
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    return async () => {
      stopped = true;
      await watching;
      return Math.max(highest, await usageRepo().amount(userId, 'voice_seconds:day', today()));
    };
  };

  it('voice: twenty concurrent turns one second below the day’s limit: exactly one is served, the rest are 429, the counter never passes the limit', async () => {
    const client = t.client();
    const { user } = await verifiedUser(t, client);
    const limit = PLAN_LIMITS.free.voiceSecondsPerDay;
    await usageRepo().charge(user.id, limit - 1, [{ metric: 'voice_seconds:day', period: today(), limit: 1000 }]);
    fake.speakSeconds = 1;
    const highest = watchDayCounter(user.id);
    const answers = await Promise.all(Array.from({ length: 20 }, () => recordedTurn(client, 0.5)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, ...Array<number>(19).fill(429)]);
    expect(answers.filter((r) => r.statusCode === 429).every((r) => r.json<{ message: string }>().message === USAGE_MESSAGES.voicePerDay)).toBe(true);
    expect(await highest()).toBe(limit);
  });

  it('voice: twenty concurrent greetings with one second left: exactly one is served, the rest are 429', async () => {
    const client = t.client();
    const { user } = await verifiedUser(t, client);
    const limit = PLAN_LIMITS.free.voiceSecondsPerDay;
    await usageRepo().charge(user.id, limit - 1, [{ metric: 'voice_seconds:day', period: today(), limit: 1000 }]);
    fake.speakSeconds = 3;
    const greet = () => {
      const form = multipart({ isInitialGreeting: 'true' });
      return client.request('POST', '/api/openai/converse', form.body, form.headers);
    };
    const highest = watchDayCounter(user.id);
    const answers = await Promise.all(Array.from({ length: 20 }, greet));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, ...Array<number>(19).fill(429)]);
    expect(await highest()).toBe(limit);
  });

  it('voice: five concurrent turns of about 50 s on a fresh free user are not all served: the seconds served stay within the day’s 60', async () => {
    const client = t.client();
    const { user } = await verifiedUser(t, client);
    const limit = PLAN_LIMITS.free.voiceSecondsPerDay;
    // 1 s heard and 50 s spoken each: five of them served came to 255 s against 60 (issue 19).
    fake.speakSeconds = 50;
    fake.delays.transcriptionMs = 200;
    try {
      const highest = watchDayCounter(user.id);
      const answers = await Promise.all(Array.from({ length: 5 }, () => recordedTurn(client, 1)));
      const served = answers.filter((r) => r.statusCode === 200);
      const servedSeconds = served.reduce((sum, r) => sum + 1 + mp3DurationSeconds(Buffer.from(r.json<ConverseResponse>().audio, 'base64')), 0);
      expect(servedSeconds).toBeLessThanOrEqual(limit);
      expect(served).toHaveLength(1);
      expect(answers.filter((r) => r.statusCode !== 200).map((r) => [r.statusCode, r.json<{ message: string }>().message])).toEqual(
        Array.from({ length: 4 }, () => [429, USAGE_MESSAGES.voicePerDay]),
      );
      expect(await highest()).toBeLessThanOrEqual(limit);
      // The turn served is charged what it heard and spoke; the rest of its reservation came back.
      expect(await usageRepo().amount(user.id, 'voice_seconds:day', today())).toBe(Math.ceil(servedSeconds));
    } finally {
      fake.delays.transcriptionMs = 0;
    }
  });

  it('voice: a turn without a recording, or with no words in it, is a 400 with a clear message', async () => {
    const client = t.client();
    await verifiedUser(t, client);
    const empty = multipart({ isInitialGreeting: 'false' });
    const res = await client.request('POST', '/api/openai/converse', empty.body, empty.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'invalid_request', message: COACH_MESSAGES.audioRequired });
    fake.hear('   ', 1);
    const silent = multipart({}, { name: 'audioFile', data: wavOf(Buffer.alloc(32_000), 16_000), type: 'audio/wav', filename: 'silence.wav' });
    const unheard = await client.request('POST', '/api/openai/converse', silent.body, silent.headers);
    expect(unheard.statusCode).toBe(400);
    expect(unheard.json()).toEqual({ code: 'invalid_request', message: COACH_MESSAGES.audioUnreadable });
  });

  it('voice: bytes that are no audio format, or not the one their label names, are a 415 and never reach the provider', async () => {
    const client = t.client();
    const { user } = await verifiedUser(t, client);
    const uploads = () => fake.requests.filter((r) => r.path === '/v1/audio/transcriptions').length;
    const before = uploads();
    const cases = [
      // A WAV labelled audio/webm: WebM must start with EBML's 1A 45 DF A3.
      { data: wavOf(Buffer.alloc(32_000), 16_000), type: 'audio/webm' },
      // Text and random bytes, labelled or not.
      { data: Buffer.from('not audio at all, just some text in a file'), type: 'audio/webm' },
      { data: Buffer.alloc(4000, 7), type: 'application/octet-stream' },
    ];
    for (const { data, type } of cases) {
      const form = multipart({ isInitialGreeting: 'false' }, { name: 'audioFile', data, type });
      const res = await client.request('POST', '/api/openai/converse', form.body, form.headers);
      expect(res.statusCode, type).toBe(415);
      expect(res.json()).toEqual({ code: 'unsupported_media_type', message: COACH_MESSAGES.audioUnsupported });
    }
    expect(uploads()).toBe(before);
    expect(await usageRepo().amount(user.id, 'voice_seconds:day', today())).toBe(0);
    // The real EBML magic with the right label passes the check (the provider then hears it).
    fake.hear('Hello there', 1);
    const webm = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(4000)]);
    const ok = multipart({ isInitialGreeting: 'false' }, { name: 'audioFile', data: webm, type: 'audio/webm;codecs=opus' });
    expect((await client.request('POST', '/api/openai/converse', ok.body, ok.headers)).statusCode).not.toBe(415);
    expect(uploads()).toBe(before + 1);
  });

  it('voice: a malformed multipart body (no boundary, a truncated part, a broken header) is a 400, never a 500', async () => {
    const client = t.client();
    await verifiedUser(t, client);
    const form = multipart({ isInitialGreeting: 'false' }, { name: 'audioFile', data: wavOf(Buffer.alloc(32_000), 16_000), type: 'audio/wav' });
    const bodies: Array<[string, Buffer, Record<string, string>]> = [
      ['no boundary', form.body, { 'content-type': 'multipart/form-data' }],
      ['truncated part', form.body.subarray(0, form.body.length - 4000), form.headers],
      ['broken header', Buffer.from(`--b\r\nContent-Disposition form-data name\r\n\r\nx\r\n--b--\r\n`), { 'content-type': 'multipart/form-data; boundary=b' }],
    ];
    for (const [label, body, headers] of bodies) {
      const res = await client.request('POST', '/api/openai/converse', body, headers);
      expect(res.statusCode, label).toBe(400);
      expect(res.json(), label).toHaveProperty('message');
    }
  });
});

