import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, COACH_LABEL_MAX_LENGTH, urlOf, type CoachSession, type CoachSessionList, type CoachTurn } from '@stride/domain';
import { verifiedUser } from '../../test/auth-flows.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testEngines } from '../../test/test-database.js';

/**
 * Issue 54: a button the person tapped sends an English request the built-in coach reads, and shows
 * its words in the person's language. The conversation keeps both: the coach goes on from the
 * request, and the chat read back (a reload, another device) and the conversations' list show the
 * words the person saw, not the English.
 */
describe.each(testEngines())('a tapped button’s words in the conversation on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('is read as its request, and read back, listed and named by the words it showed', async () => {
    const client = t.client();
    await verifiedUser(t, client);
    expect((await client.request('PATCH', '/api/users/me', { locale: 'es-ES' })).statusCode).toBe(200);

    const tapped = await client.request('POST', '/api/openai/chat', { message: 'How did I do this week?', shown: '¿Qué tal mi semana?' });
    expect(tapped.statusCode, tapped.body).toBe(200);
    const turn = tapped.json<CoachTurn>();
    // The coach read the request, not the label.
    expect(turn.functionCalled, turn.reply).toBe('getProgress');
    // A message typed after it, without a label, is shown as typed.
    expect((await client.request('POST', '/api/openai/chat', { message: 'Hola', sessionId: turn.sessionId })).statusCode).toBe(200);

    const kept = (await client.request('GET', urlOf(API.coach.session, { params: { sessionId: turn.sessionId } }))).json<CoachSession>();
    expect(kept.messages.filter((m) => m.role === 'user').map((m) => m.content)).toEqual(['¿Qué tal mi semana?', 'Hola']);
    expect(JSON.stringify(kept.messages)).not.toContain('How did I do this week?');
    const list = (await client.request('GET', '/api/openai/sessions')).json<CoachSessionList>();
    expect(list.sessions.find((s) => s.id === turn.sessionId)?.title).toBe('¿Qué tal mi semana?');
  });

  it('reads back the last reply’s buttons (requests and words) and which coach answers, while that reply is the last word', async () => {
    const client = t.client();
    await verifiedUser(t, client);
    expect((await client.request('PATCH', '/api/users/me', { locale: 'es-ES' })).statusCode).toBe(200);
    // Written in Spanish: the built-in coach says it reads English, with buttons.
    const turn = (await client.request('POST', '/api/openai/chat', { message: '¿Qué tengo que hacer hoy por la mañana?' })).json<CoachTurn>();
    expect(turn.suggestions?.length).toBeGreaterThan(0);
    const read = async () => (await client.request('GET', urlOf(API.coach.session, { params: { sessionId: turn.sessionId } }))).json<CoachSession>();
    const kept = await read();
    expect(kept.suggestions).toEqual(turn.suggestions);
    expect(kept.suggestionLabels).toEqual(turn.suggestionLabels);
    expect(kept.suggestionLabels?.[0]).not.toBe(kept.suggestions?.[0]);
    expect(kept.online).toBe(false);
    // A reply that offers nothing: no buttons read back.
    const next = (await client.request('POST', '/api/openai/chat', { message: 'How did I do this week?', sessionId: turn.sessionId })).json<CoachTurn>();
    const after = await read();
    expect(after.suggestions).toEqual(next.suggestions);
  });

  it('refuses a label that is blank or longer than a button holds, and keeps nothing of it', async () => {
    const client = t.client();
    await verifiedUser(t, client);
    for (const shown of ['   ', 'x'.repeat(COACH_LABEL_MAX_LENGTH + 1)]) {
      const res = await client.request('POST', '/api/openai/chat', { message: 'How did I do this week?', shown });
      expect(res.statusCode, res.body).toBe(400);
    }
    expect((await client.request('GET', '/api/openai/sessions')).json<CoachSessionList>().sessions).toEqual([]);
  });
});
