import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, COACH_MESSAGES, urlOf, type CoachAllowance, type CoachSession, type CoachSessionList, type CoachTurn, type ConverseResponse, type Habit } from '@stride/domain';
import { verifiedUser } from '../../test/auth-flows.js';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fake-openai.js';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { multipart } from '../../test/multipart.js';
import { testEngines } from '../../test/test-database.js';
import { wavOf } from '../../audio/wav.js';
import { CANCELLED_REPLY } from './coach-respond.js';

interface ChatRequest {
  messages: { role: string; content: string | null }[];
  tools?: { function: { name: string } }[];
}

/**
 * Issue 37 on the provider path, with a scripted model (the fake provider speaks OpenAI's
 * protocol): an invented or invalid argument is an error the model can correct, never "done"; a
 * delete waits for a yes, in the chat, on the card, or spoken; anything else cancels it; the
 * conversations are kept and listed; the day's allowance is told.
 */
describe.each(testEngines())('proposals and corrections with a model on %s', (engine) => {
  let fake: FakeOpenAi;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    // On a day of its own: the dates below (an end on 15 December 2026, written without its year) are
    // read against the app's today, which must not be the wall clock's (it failed from 2027 on).
    t = await createTestApp(engine, { OPENAI_API_KEY: 'sk-test-proposals', OPENAI_BASE_URL: fake.url }, { clockStart: new Date('2026-11-26T10:00:00Z') });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const chat = (client: TestClient, message: string, sessionId?: string) => client.request('POST', urlOf(API.coach.chat), { message, sessionId });
  const chatRequests = () => fake.requests.filter((r) => r.path === '/v1/chat/completions');
  const lastChatRequest = () => chatRequests().at(-1)!.body as ChatRequest;
  const toolAnswers = () => lastChatRequest().messages.filter((m) => m.role === 'tool').map((m) => JSON.parse(m.content!) as { ok: boolean; error?: string; awaitingConfirmation?: boolean });
  const allowance = async (client: TestClient) => (await client.request('GET', urlOf(API.coach.allowance))).json<CoachAllowance>();

  async function userWithGym(client: TestClient) {
    const { user } = await verifiedUser(t, client);
    const created = await client.request('POST', urlOf(API.habits.create), {
      name: 'Gym',
      startTime: '2026-10-01T18:00:00Z',
      endTime: '2026-10-01T19:00:00Z',
      recurrence: 'custom',
      customRecurrence: { frequency: 'weekly', interval: 1, days: ['Tuesday', 'Thursday'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    return { user, gym: created.json<Habit>() };
  }
  const habitsOf = async (client: TestClient, userId: string) => (await client.request('GET', urlOf(API.habits.list, { params: { userId } }))).json<Habit[]>();

  it('answers an invented or invalid argument with what is wrong and what the function takes, and reports nothing as done', async () => {
    const client = t.client();
    const { user, gym } = await userWithGym(client);
    // A model not held to the schema (a provider without strict mode) can write anything.
    fake.queue(
      { toolCalls: [{ name: 'updateHabit', arguments: { habitId: gym.id, time: '07:00' } }], ignoresSchema: true },
      { toolCalls: [{ name: 'updateHabit', arguments: { habitId: gym.id, startTime: '7am' } }], ignoresSchema: true },
      { content: 'Sorry, I could not change it.' },
    );
    const turn = (await chat(client, 'move gym to 7am')).json<CoachTurn>();
    expect(turn).toMatchObject({ functionCalled: null, functionCalls: [], reply: 'Sorry, I could not change it.' });
    const [invented, invalid] = toolAnswers();
    expect(invented!.ok).toBe(false);
    expect(invented!.error).toContain('"time" is not an argument of updateHabit');
    expect(invented!.error).toContain('updateHabit takes: habitId (required), name, description');
    expect(invented!.error).toContain('startTime');
    expect(invalid!.ok).toBe(false);
    expect(invalid!.error).toMatch(/^Not done: the arguments for updateHabit were not valid\. startTime: .*\(startTime: HH:MM, 24-hour\.\)/);
    expect((await habitsOf(client, user.id))[0]!.startTime).toBe(gym.startTime);

    // Corrected, with the id shortened as the context shows it and a strict model's nulls: done.
    fake.queue({ toolCalls: [{ name: 'updateHabit', arguments: { habitId: gym.id.slice(0, 8), schedule: 'at 7am', name: null } }] }, { content: 'Moved.' });
    const fixed = (await chat(client, 'move gym to 7am', turn.sessionId)).json<CoachTurn>();
    expect(fixed.functionCalls.map((c) => c.functionCalled)).toEqual(['updateHabit']);
    expect((await habitsOf(client, user.id))[0]).toMatchObject({ name: 'Gym', startTime: '07:00' });
  });

  it('proposes a delete the model asks for, and does it on a yes without asking the model again or counting the message', async () => {
    const client = t.client();
    const { user, gym } = await userWithGym(client);
    fake.queue({ toolCalls: [{ name: 'deleteHabit', arguments: { habitId: gym.id } }] }, { content: 'Shall I delete Gym and its history?' });
    const asked = (await chat(client, 'delete gym')).json<CoachTurn>();
    expect(asked.functionCalls).toEqual([]);
    expect(asked.proposal).toMatchObject({ functionCalled: 'deleteHabit', text: expect.stringMatching(/^Delete "Gym" and its \d+ weeks of history\?$/) as unknown });
    expect(asked.reply).toBe('Shall I delete Gym and its history?');
    expect(toolAnswers()[0]).toMatchObject({ ok: false, awaitingConfirmation: true });
    expect(await habitsOf(client, user.id)).toHaveLength(1);
    // The conversation shows what waits, to a chat opened again.
    const kept = (await client.request('GET', urlOf(API.coach.session, { params: { sessionId: asked.sessionId } }))).json<CoachSession>();
    expect(kept.proposal).toEqual(asked.proposal);

    const left = (await allowance(client)).messagesLeft;
    const requests = chatRequests().length;
    const yes = (await chat(client, 'Yes, please.', asked.sessionId)).json<CoachTurn>();
    expect(yes.functionCalls.map((c) => c.functionCalled)).toEqual(['deleteHabit']);
    expect(yes.functionCalls[0]!.summary).toBe('Deleted the habit "Gym". It can be undone for 30 days.');
    expect(yes.proposal).toBeNull();
    expect(await habitsOf(client, user.id)).toEqual([]);
    expect(chatRequests()).toHaveLength(requests);
    expect(yes.messagesLeft).toBe(left);
    expect((await allowance(client)).messagesLeft).toBe(left);
  });

  it('makes a new area with the habits the model names in it, proposed first when that changes two of them (issue 50)', async () => {
    const client = t.client();
    const { user, gym } = await userWithGym(client);
    const read = (
      await client.request('POST', urlOf(API.habits.create), { name: 'Read', startTime: '2026-10-01T21:00:00Z', endTime: '2026-10-01T21:30:00Z', recurrence: 'daily' })
    ).json<Habit>();
    fake.queue({ toolCalls: [{ name: 'createArea', arguments: { name: 'Evening', habitIds: [gym.id, read.id] } }] }, { content: 'Shall I make it?' });
    const asked = (await chat(client, 'make an area called evening with gym and read in it')).json<CoachTurn>();
    expect(asked.functionCalls).toEqual([]);
    expect(asked.proposal).toMatchObject({ functionCalled: 'createArea', text: 'Add the area "Evening" with "Gym", "Read" in it?' });
    expect((await habitsOf(client, user.id)).every((h) => !h.areaId)).toBe(true);
    const yes = (await chat(client, 'yes pls', asked.sessionId)).json<CoachTurn>();
    expect(yes.functionCalls.map((c) => c.functionCalled)).toEqual(['createArea']);
    const areaId = (yes.functionCalls[0]!.functionResult as { id: string }).id;
    expect((await habitsOf(client, user.id)).map((h) => [h.name, h.areaId])).toEqual(expect.arrayContaining([['Gym', areaId], ['Read', areaId]]));
    // One habit in a new goal changes one record: done at once.
    fake.queue({ toolCalls: [{ name: 'createGoal', arguments: { name: 'Read 12 books', habitIds: [read.id] } }] }, { content: 'Done.' });
    const goal = (await chat(client, 'a goal to read 12 books, with read in it')).json<CoachTurn>();
    expect(goal.proposal).toBeNull();
    expect(goal.functionCalls[0]!.summary).toBe('Added the goal "Read 12 books". Updated the habit "Read". It is now part of that goal.');
    const goalId = (goal.functionCalls[0]!.functionResult as { id: string }).id;
    expect((await habitsOf(client, user.id)).find((h) => h.name === 'Read')!.goalId).toBe(goalId);
  });

  it('cancels a proposal on a no, on Cancel, and on any other message, which the model then reads as itself', async () => {
    const client = t.client();
    const { user, gym } = await userWithGym(client);
    const propose = async (sessionId?: string) => {
      fake.queue({ toolCalls: [{ name: 'archiveHabit', arguments: { habitId: gym.id } }] }, { content: 'Archive Gym?' });
      const turn = (await chat(client, 'put gym away', sessionId)).json<CoachTurn>();
      expect(turn.proposal?.functionCalled).toBe('archiveHabit');
      return turn;
    };
    const first = await propose();
    const no = (await chat(client, 'no', first.sessionId)).json<CoachTurn>();
    expect(no).toMatchObject({ reply: CANCELLED_REPLY, functionCalls: [], proposal: null });
    // Answered: the card's Confirm finds nothing waiting.
    const late = await client.request('POST', urlOf(API.coach.decide, { params: { sessionId: first.sessionId } }), { proposalId: first.proposal!.id, decision: 'confirm' });
    expect(late.statusCode).toBe(404);
    expect(late.json()).toEqual({ code: 'not_found', message: COACH_MESSAGES.proposalGone });

    const second = await propose(first.sessionId);
    const cancelled = await client.request('POST', urlOf(API.coach.decide, { params: { sessionId: first.sessionId } }), { proposalId: second.proposal!.id, decision: 'cancel' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<CoachTurn>()).toMatchObject({ reply: CANCELLED_REPLY, proposal: null });

    const third = await propose(first.sessionId);
    fake.queue({ content: 'Sure, here is how you are doing.' });
    const other = (await chat(client, 'how am I doing?', first.sessionId)).json<CoachTurn>();
    expect(other).toMatchObject({ reply: 'Sure, here is how you are doing.', functionCalls: [], proposal: null });
    expect(lastChatRequest().messages.some((m) => m.role === 'system' && m.content!.startsWith('Cancelled, not done'))).toBe(true);
    expect((await habitsOf(client, user.id))[0]!.archivedAt).toBeNull();
    // Another user cannot answer it, nor see the conversation.
    const other2 = t.client();
    await verifiedUser(t, other2);
    const theirs = await other2.request('POST', urlOf(API.coach.decide, { params: { sessionId: third.sessionId } }), { proposalId: third.proposal!.id, decision: 'confirm' });
    expect(theirs.statusCode).toBe(404);
  });

  it('confirms a proposal by a spoken yes in a recorded turn', async () => {
    const client = t.client();
    const { user, gym } = await userWithGym(client);
    const greeting = multipart({ isInitialGreeting: 'true' });
    fake.queue({ content: 'Hi!' });
    const hello = (await client.request('POST', urlOf(API.coach.converse), greeting.body, greeting.headers)).json<ConverseResponse>();
    const say = async (words: string) => {
      fake.hear(words, 1);
      const form = multipart({ sessionId: hello.sessionId, isInitialGreeting: 'false' }, { name: 'audioFile', data: wavOf(Buffer.alloc(32_000), 16_000), type: 'audio/wav', filename: 'turn.wav' });
      const res = await client.request('POST', urlOf(API.coach.converse), form.body, form.headers);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<ConverseResponse>();
    };
    fake.queue({ toolCalls: [{ name: 'endHabit', arguments: { habitId: gym.id, lastDate: '2026-12-15' } }] }, { content: 'Should I end Gym after the 15th of December?' });
    const asked = await say('stop gym after the fifteenth of December');
    expect(asked.proposal).toMatchObject({ functionCalled: 'endHabit', text: `End "Gym" after Tue 15 Dec (its history stays)?` });
    const yes = await say('Yes.');
    expect(yes.functionCalls.map((c) => c.functionCalled)).toEqual(['endHabit']);
    expect(yes.reply).toContain('"Gym" now ends on Tue 15 Dec');
    const [ended] = await habitsOf(client, user.id);
    // Its last day is the day said (issue 50: not the day before the next one it had, Wednesday 16 December).
    expect(ended!.schedule.segments.at(-1)!.until).toBe('2026-12-15');
    expect(ended!.endDate).toBe('2026-12-15');
  });

  it('lists the caller’s own conversations, newest first, named by their first message, and tells the messages left', async () => {
    const client = t.client();
    await verifiedUser(t, client);
    const before = await allowance(client);
    expect(before.messagesLeft).toBe(before.messagesPerDay);
    fake.queue({ content: 'Hello.' });
    const first = (await chat(client, 'First conversation about sleep')).json<CoachTurn>();
    expect(first.messagesLeft).toBe(before.messagesPerDay - 1);
    t.clock.advance(60_000);
    fake.queue({ content: 'Hello again.' });
    const second = (await chat(client, 'A second one, about running a marathon next spring with a friend of mine from work')).json<CoachTurn>();
    const list = (await client.request('GET', urlOf(API.coach.sessions))).json<CoachSessionList>();
    expect(list.sessions.map((s) => [s.id, s.title])).toEqual([
      [second.sessionId, 'A second one, about running a marathon next spring with a f…'],
      [first.sessionId, 'First conversation about sleep'],
    ]);
    expect(Date.parse(list.sessions[0]!.lastMessageAt)).toBeGreaterThan(Date.parse(list.sessions[1]!.lastMessageAt));
    const other = t.client();
    await verifiedUser(t, other);
    expect((await other.request('GET', urlOf(API.coach.sessions))).json<CoachSessionList>()).toEqual({ sessions: [] });
    expect((await t.client().request('GET', urlOf(API.coach.sessions))).statusCode).toBe(401);
  });

  it('gives the model the functions its words call for, and any other it asks for by name', async () => {
    const client = t.client();
    const { gym } = await userWithGym(client);
    fake.queue({ toolCalls: [{ name: 'useFunctions', arguments: { names: ['addNote'] } }] }, { toolCalls: [{ name: 'addNote', arguments: { habitId: gym.id, note: 'felt strong' } }] }, { content: 'Noted.' });
    expect((await chat(client, 'hi there')).statusCode).toBe(200);
    const [first, second] = chatRequests().slice(-3).map((r) => (r.body as ChatRequest).tools!.map((tool) => tool.function.name));
    expect(first).toEqual(['useFunctions']);
    expect(second).toContain('addNote');
    // Both calls answered: the names given, then the note (kept, or refused as the page would for a day not done).
    const [given, noted] = toolAnswers();
    expect(given).toMatchObject({ ok: true, summary: 'Now available: addNote. Call them next.' });
    expect(noted).toBeDefined();
  });
});
