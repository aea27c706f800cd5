import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  COACH_MESSAGES,
  COACH_REPLY_MAX_CHARS,
  COACH_UNDO_DAYS,
  COACH_WRITES_PER_TURN,
  type ChatStreamEvent,
  type CoachTurn,
  type Goal,
  type Habit,
  type UndoResponse,
  type Vision,
} from '@stride/domain';
import { STRONG_PASSWORD, verifiedUser } from '../../test/auth-flows.js';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fake-openai.js';
import { streamChat, type TimedEvent } from '../../test/live-client.js';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { testEngines } from '../../test/test-database.js';
import { multipart } from '../../test/multipart.js';
import { createUsageRepository } from '../usage/usage.repository.js';
import { wavOf } from '../../audio/wav.js';
import { createUndoRepository } from '../undo/undo.repository.js';
import { COACH_LIMITS, TOO_MANY_CHANGES } from './coach-limits.js';

interface ChatRequest {
  max_completion_tokens?: number;
  messages: { role: string; content: string | null; tool_call_id?: string; tool_calls?: { id: string; function: { name: string } }[] }[];
}

const DAY_MS = 86_400_000;
/** The turn deadline of these tests' app (the default is 30 s). */
const DEADLINE_MS = 1500;

/**
 * Issue 19: the coach's limits (OWASP LLM: excessive agency, unbounded consumption). Every turn here
 * runs against a 1.5 s deadline, so on a loaded machine turns are cut short: the file runs alone.
 */
describe.each(testEngines())("the coach's limits on %s", { tags: ['alone'] }, (engine) => {
  let fake: FakeOpenAi;
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await createTestApp(engine, {
      OPENAI_API_KEY: 'sk-test-limits',
      OPENAI_BASE_URL: fake.url,
      COACH_TURN_DEADLINE_MS: String(DEADLINE_MS),
      APP_ORIGIN: 'http://127.0.0.1',
    });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(() => {
    fake.delays = { firstTokenMs: 0, perTokenMs: 0, transcriptionMs: 0, speechFirstByteMs: 0 };
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const chat = (client: TestClient, message: string) => client.request('POST', '/api/openai/chat', { message });
  /**
   * A message whose delete waits for the person's yes (issue 37): nothing is gone until Confirm on
   * the proposal's card, which answers the turn that ran it.
   */
  const chatAndConfirm = async (client: TestClient, message: string) => {
    const asked = (await chat(client, message)).json<CoachTurn>();
    expect(asked.functionCalls).toEqual([]);
    expect(asked.proposal, asked.reply).toBeTruthy();
    const confirmed = await client.request('POST', `/api/openai/sessions/${asked.sessionId}/proposal`, { proposalId: asked.proposal!.id, decision: 'confirm' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return { asked, turn: confirmed.json<CoachTurn>() };
  };
  const undo = (client: TestClient, undoId: string) => client.request('POST', '/api/openai/undo', { undoId });
  const chatRequests = () => fake.requests.filter((r) => r.path === '/v1/chat/completions').map((r) => r.body as ChatRequest);
  /** The answers to the coach's functions the last request carried (not those to `useFunctions`, the disciplined model's asking for them). */
  const toolResults = () => {
    const { messages } = chatRequests().at(-1)!;
    const asking = new Set(messages.flatMap((m) => (m.tool_calls ?? []).filter((c) => c.function.name === 'useFunctions').map((c) => c.id)));
    return messages.filter((m) => m.role === 'tool' && !asking.has(m.tool_call_id!)).map((m) => JSON.parse(m.content!) as { ok: boolean; error?: string });
  };
  const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(t.clock.now());
  const messagesUsed = (userId: string) => createUsageRepository(t.database.db).amount(userId, 'messages', today());
  const goalsOf = async (client: TestClient, userId: string) => (await client.request('GET', `/api/goals/user/${userId}`)).json<Goal[]>();
  const habitsOf = async (client: TestClient, userId: string) => (await client.request('GET', `/api/habits/user/${userId}`)).json<Habit[]>();
  const sessionMessages = async (sessionId: string) => {
    const rows = await t.database.db.query.coachSessions.findFirst({ where: (s, { eq }) => eq(s.id, sessionId) });
    return rows!.messages;
  };

  it(`makes at most ${COACH_WRITES_PER_TURN} changes in one turn and refuses the rest back to the model`, async () => {
    const client = t.client();
    const { user } = await verifiedUser(t, client);
    const fifty = Array.from({ length: 50 }, (_, i) => ({ name: 'createGoal', arguments: { name: `Goal ${i + 1}` } }));
    fake.queue({ toolCalls: [{ name: 'getProgress', arguments: {} }, ...fifty] }, { content: 'I added five goals; shall I add the rest?' });
    const res = await chat(client, 'add fifty goals');
    expect(res.statusCode, res.body).toBe(200);
    const turn = res.json<CoachTurn>();
    expect(turn.functionCalls.map((c) => c.functionCalled)).toEqual(['getProgress', ...Array<string>(COACH_WRITES_PER_TURN).fill('createGoal')]);
    expect((await goalsOf(client, user.id)).map((g) => g.name)).toEqual(['Goal 1', 'Goal 2', 'Goal 3', 'Goal 4', 'Goal 5']);
    // Every call is answered (reads do not count); the ones past the limit are refused in words the model can pass on.
    const results = toolResults();
    expect(results).toHaveLength(51);
    expect(results.filter((r) => r.ok)).toHaveLength(1 + COACH_WRITES_PER_TURN);
    expect(results.slice(1 + COACH_WRITES_PER_TURN).every((r) => !r.ok && r.error === TOO_MANY_CHANGES)).toBe(true);
  });

  it('asks every completion for at most max_completion_tokens', async () => {
    const client = t.client();
    await verifiedUser(t, client);
    fake.queue({ toolCalls: [{ name: 'createGoal', arguments: { name: 'Read more' } }] }, { content: 'Added.' });
    const before = chatRequests().length;
    expect((await chat(client, 'add a goal to read more')).statusCode).toBe(200);
    const asked = chatRequests().slice(before);
    expect(asked).toHaveLength(2);
    for (const request of asked) expect(request.max_completion_tokens).toBe(COACH_LIMITS.maxTokens);
  });

  it(`cuts a 2 MB reply at ${COACH_REPLY_MAX_CHARS} characters, stops the model there, and keeps no more`, async () => {
    const client = t.client();
    await verifiedUser(t, client);
    const word = `${'blah'.repeat(250)} `;
    // A token a millisecond: the model is still writing when the cap is reached.
    fake.delays.perTokenMs = 1;
    fake.queue({ content: word.repeat(2000) });
    const res = await chat(client, 'talk a lot');
    expect(res.statusCode, res.body).toBe(200);
    const turn = res.json<CoachTurn>();
    expect(turn.reply.length).toBeLessThanOrEqual(COACH_REPLY_MAX_CHARS);
    expect(turn.reply.length).toBeGreaterThan(COACH_REPLY_MAX_CHARS / 2);
    expect(turn.reply.endsWith('…')).toBe(true);
    await expect.poll(() => fake.aborted).toContain('/v1/chat/completions');
    const kept = (await sessionMessages(turn.sessionId)).at(-1)!;
    expect(kept.role).toBe('assistant');
    expect((kept.content ?? '').length).toBeLessThanOrEqual(COACH_REPLY_MAX_CHARS);

    // Streamed: the deltas stop at the cap too, and say what `done` says.
    fake.queue({ content: word.repeat(2000) });
    const events: TimedEvent<ChatStreamEvent>[] = [];
    for await (const event of streamChat(baseUrl, client.cookies, { message: 'again', sessionId: null })) events.push(event);
    const streamed = events.flatMap((e) => (e.value.event === 'delta' ? [e.value.data.text] : [])).join('');
    const done = events.at(-1)!.value as Extract<ChatStreamEvent, { event: 'done' }>;
    expect(streamed.length).toBeLessThanOrEqual(COACH_REPLY_MAX_CHARS);
    expect(done.data.reply.length).toBeLessThanOrEqual(COACH_REPLY_MAX_CHARS);
  });

  it('ends a slow turn at its deadline with what is done', async () => {
    const client = t.client();
    const { user } = await verifiedUser(t, client);
    // A goal at once, then words at 150 ms each: the deadline ends the reply part-way. (The goal's
    // arguments come as a strict model writes them, every property: 5 pieces, 750 ms of the 1,500.)
    fake.delays.perTokenMs = 150;
    fake.queue({ toolCalls: [{ name: 'createGoal', arguments: { name: 'Run' } }] }, { content: 'word '.repeat(60) });
    const started = Date.now();
    const res = await chat(client, 'add a running goal and tell me everything');
    expect(res.statusCode, res.body).toBe(200);
    expect(Date.now() - started).toBeLessThan(60 * 150);
    const turn = res.json<CoachTurn>();
    expect(turn.functionCalls.map((c) => c.functionCalled)).toEqual(['createGoal']);
    expect(turn.reply.split(' ').length).toBeLessThan(60);
    await expect.poll(() => fake.aborted).toContain('/v1/chat/completions');
    expect((await goalsOf(client, user.id)).map((g) => g.name)).toEqual(['Run']);
    expect(await messagesUsed(user.id)).toBe(1);

    // Nothing said or done by the deadline: a 502 that says so, and the message is not counted.
    fake.delays.firstTokenMs = 20 * DEADLINE_MS;
    const slow = await chat(client, 'hello?');
    expect(slow.statusCode).toBe(502);
    expect(slow.json()).toEqual({ code: 'provider_failed', message: COACH_MESSAGES.turnTimedOut });
    expect(await messagesUsed(user.id)).toBe(1);
  });

  it('tells the client which functions ran when the turn then fails, and keeps the message counted', async () => {
    const client = t.client();
    const { user } = await verifiedUser(t, client);
    fake.queue({ toolCalls: [{ name: 'createGoal', arguments: { name: 'Sleep better' } }] });
    // The round after the function fails (the SDK retries a 5xx once).
    fake.failNext('/v1/chat/completions', 500, 'upstream exploded', 2, 1);
    const res = await chat(client, 'add a sleep goal');
    expect(res.statusCode).toBe(502);
    const body = res.json<{ message: string; functionCalls: { functionCalled: string; functionResult: Goal }[] }>();
    expect(body.message).toBe(COACH_MESSAGES.providerFailed);
    expect(body.functionCalls.map((c) => [c.functionCalled, c.functionResult.name])).toEqual([['createGoal', 'Sleep better']]);
    expect((await goalsOf(client, user.id)).map((g) => g.name)).toEqual(['Sleep better']);
    expect(await messagesUsed(user.id)).toBe(1);

    // Streamed: the same in the `error` event.
    fake.queue({ toolCalls: [{ name: 'createGoal', arguments: { name: 'Walk daily' } }] });
    fake.failNext('/v1/chat/completions', 500, 'upstream exploded', 2, 1);
    const events: TimedEvent<ChatStreamEvent>[] = [];
    for await (const event of streamChat(baseUrl, client.cookies, { message: 'add a walking goal', sessionId: null })) events.push(event);
    const error = events.at(-1)!.value as Extract<ChatStreamEvent, { event: 'error' }>;
    expect(error.event).toBe('error');
    expect(error.data).toMatchObject({ code: 'provider_failed', status: 502, message: COACH_MESSAGES.providerFailed });
    expect(error.data.functionCalls!.map((c) => c.functionCalled)).toEqual(['createGoal']);
    expect(await messagesUsed(user.id)).toBe(2);

    // A voice turn the same: 502 naming the change, and the seconds heard stay counted.
    fake.hear('Add a goal to stretch', 3);
    fake.queue({ toolCalls: [{ name: 'createGoal', arguments: { name: 'Stretch' } }] });
    fake.failNext('/v1/chat/completions', 500, 'upstream exploded', 2, 1);
    const form = multipart({ isInitialGreeting: 'false' }, { name: 'audioFile', data: wavOf(Buffer.alloc(3 * 32_000), 16_000), type: 'audio/wav', filename: 'turn.wav' });
    const voice = await client.request('POST', '/api/openai/converse', form.body, form.headers);
    expect(voice.statusCode).toBe(502);
    expect(voice.json<{ functionCalls: { functionCalled: string }[] }>().functionCalls.map((c) => c.functionCalled)).toEqual(['createGoal']);
    expect(await createUsageRepository(t.database.db).amount(user.id, 'voice_seconds:day', today())).toBe(3);

    // A turn that fails before any change is still given back.
    fake.failNext('/v1/chat/completions', 500, 'upstream exploded', 2);
    expect((await chat(client, 'hello?')).json()).toEqual({ code: 'provider_failed', message: COACH_MESSAGES.providerFailed });
    expect(await messagesUsed(user.id)).toBe(2);
  });

  it(`keeps what the coach deletes for ${COACH_UNDO_DAYS} days, and Undo brings it back whole, once`, async () => {
    const client = t.client();
    const { user } = await verifiedUser(t, client);
    const goal = (await client.request('POST', '/api/goals', { name: 'Run a 10k' })).json<Goal>();
    const created = await client.request('POST', '/api/habits', {
      userId: user.id,
      name: 'Run',
      description: 'Easy pace',
      startTime: `${today()}T07:00:00.000Z`,
      endTime: `${today()}T07:30:00.000Z`,
      recurrence: 'daily',
      goalId: goal.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    const habit = created.json<Habit>();
    expect((await client.request('POST', `/api/habits/${habit.id}/complete`, { date: today() })).statusCode).toBe(200);
    const [before] = await habitsOf(client, user.id);

    fake.queue({ toolCalls: [{ name: 'deleteHabit', arguments: { habitId: habit.id } }] }, { content: 'Deleted your run habit.' });
    const { asked, turn } = await chatAndConfirm(client, 'drop the run');
    expect(asked.proposal).toMatchObject({ functionCalled: 'deleteHabit', text: 'Delete "Run"?' });
    // The model was told it waits for a yes, and nothing was deleted meanwhile.
    expect(JSON.parse(chatRequests().at(-1)!.messages.findLast((m) => m.role === 'tool')!.content!)).toMatchObject({ ok: false, awaitingConfirmation: true });
    const deleted = turn.functionResult as { habitId: string; undoId: string; name: string };
    expect(deleted).toMatchObject({ habitId: habit.id, name: 'Run' });
    expect(deleted.undoId).toMatch(/^[0-9a-f-]{36}$/);
    expect(turn.functionCalls[0]!.summary).toBe(`Deleted the habit "Run". It can be undone for ${COACH_UNDO_DAYS} days.`);
    // Confirmed once: a second Confirm finds nothing waiting.
    const twice = await client.request('POST', `/api/openai/sessions/${asked.sessionId}/proposal`, { proposalId: asked.proposal!.id, decision: 'confirm' });
    expect(twice.json()).toEqual({ code: 'not_found', message: COACH_MESSAGES.proposalGone });
    expect(await habitsOf(client, user.id)).toEqual([]);

    // Nobody else can undo it.
    const other = t.client();
    await verifiedUser(t, other);
    expect((await undo(other, deleted.undoId)).statusCode).toBe(404);

    const restored = await undo(client, deleted.undoId);
    expect(restored.statusCode, restored.body).toBe(200);
    const back = restored.json<UndoResponse>().functionCalls;
    expect(back.map((c) => c.functionCalled)).toEqual(['createHabit']);
    expect(back[0]!.functionResult).toMatchObject({ id: habit.id, name: 'Run', description: 'Easy pace', goalId: goal.id, completedDates: [today()] });
    expect(await habitsOf(client, user.id)).toEqual([before]);
    const again = await undo(client, deleted.undoId);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ code: 'not_found', message: COACH_MESSAGES.undoGone });

    // A goal comes back with its habits linked again; the vision unless another was set since.
    expect((await client.request('POST', '/api/visions', { text: 'A calm, healthy life' })).statusCode).toBe(201);
    fake.queue(
      { toolCalls: [{ name: 'deleteGoal', arguments: { goalId: goal.id } }, { name: 'deleteVision', arguments: {} }] },
      { content: 'Deleted the 10k goal and your vision.' },
    );
    const { asked: bothAsked, turn: both } = await chatAndConfirm(client, 'forget the 10k and my vision');
    expect(bothAsked.proposal!.text).toBe('Delete the goal "Run a 10k" (its habit "Run" stays, unlinked) and delete your vision "A calm, healthy life"?');
    const [goalDeleted, visionDeleted] = both.functionCalls.map((c) => c.functionResult as { undoId?: string });
    expect((await habitsOf(client, user.id))[0]!.goalId).toBeNull();
    const goalBack = (await undo(client, goalDeleted!.undoId!)).json<UndoResponse>().functionCalls;
    expect(goalBack.map((c) => c.functionCalled)).toEqual(['createGoal', 'updateHabit']);
    expect((await goalsOf(client, user.id)).map((g) => g.id)).toEqual([goal.id]);
    expect((await habitsOf(client, user.id))[0]!.goalId).toBe(goal.id);
    expect((await client.request('POST', '/api/visions', { text: 'Something new' })).statusCode).toBe(201);
    const refused = await undo(client, visionDeleted!.undoId!);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'conflict', message: COACH_MESSAGES.undoVisionReplaced });
    expect((await client.request('GET', `/api/visions/user/${user.id}`)).json<Vision | null>()).toMatchObject({ text: 'Something new' });
    // Once the new one is gone, the old one can come back.
    const current = (await client.request('GET', `/api/visions/user/${user.id}`)).json<Vision>();
    expect((await client.request('DELETE', `/api/visions/${current.id}`)).statusCode).toBeLessThan(300);
    const visionBack = (await undo(client, visionDeleted!.undoId!)).json<UndoResponse>().functionCalls;
    expect(visionBack[0]).toMatchObject({ functionCalled: 'createOrUpdateVision', functionResult: { text: 'A calm, healthy life' } });
  });

  it(`lets an undo expire after ${COACH_UNDO_DAYS} days, and the kept record is then purged`, async () => {
    const client = t.client();
    const { user, email } = await verifiedUser(t, client);
    const goal = (await client.request('POST', '/api/goals', { name: 'Learn Spanish' })).json<Goal>();
    fake.queue({ toolCalls: [{ name: 'deleteGoal', arguments: { goalId: goal.id } }] }, { content: 'Deleted.' });
    const { undoId } = (await chatAndConfirm(client, 'forget Spanish')).turn.functionResult as { undoId: string };
    const repo = createUndoRepository(t.database.db);
    const now = t.clock.now();
    const later = new Date(now.getTime() + COACH_UNDO_DAYS * DAY_MS + 1000);
    t.clock.set(later);
    // The session of a month ago has ended too: signed in again.
    expect((await client.request('POST', '/api/auth/login', { email, password: STRONG_PASSWORD })).statusCode).toBe(200);
    expect((await undo(client, undoId)).json()).toEqual({ code: 'not_found', message: COACH_MESSAGES.undoGone });
    expect(await repo.purgeExpired(later)).toBeGreaterThanOrEqual(1);
    // Purged: gone even at a time it had not expired yet.
    t.clock.set(now);
    expect((await undo(client, undoId)).statusCode).toBe(404);
    expect((await goalsOf(client, user.id)).map((g) => g.id)).not.toContain(goal.id);
  });
});
