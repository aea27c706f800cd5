import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, coachTexts, urlOf, type CoachTurn } from '@stride/domain';
import { accountRecords } from '../../test/account-records.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { yogaIn } from '../../test/yoga-in.js';
import { testEngines } from '../../test/test-database.js';
import { chatTurn } from '../../test/coach-english-words.js';

type Turn = CoachTurn & { suggestions?: string[]; sessionId: string };

/**
 * Issue 54: the proposal's card says "you can also answer in the chat", in the person's language;
 * a yes or a no typed in it ("Ja", "oui", "no") is read as one by the built-in coach, for a
 * proposal and for its own offers, never as a sentence it cannot read (which dropped the proposal).
 */
describe.each(testEngines())('a yes or a no in the person’s language on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const records = accountRecords;

  const account = (locale: string) => yogaIn(t, locale);

  it.each([
    ['de-DE', 'Ja'],
    ['fr-FR', 'oui'],
    ['es-ES', 'Sí, por favor'],
  ])('%s: "%s" to a delete proposed does it', async (locale, yes) => {
    const { client, yoga } = await account(locale);
    const asked = await chatTurn<Turn>(client, 'Delete Yoga');
    expect(asked.proposal?.functionCalled, asked.reply).toBe('deleteHabit');
    const done = await chatTurn<Turn>(client, yes, asked.sessionId);
    expect(done.functionCalled, done.reply).toBe('deleteHabit');
    expect((await client.request('GET', `/api/habits/${yoga.id}`)).statusCode).toBe(404);
  });

  it.each([
    ['de-DE', 'Nein, danke'],
    ['fr-FR', 'non'],
    ['es-ES', 'mejor no'],
  ])('%s: "%s" cancels it, said so in the language, and nothing is deleted', async (locale, no) => {
    const { client, yoga } = await account(locale);
    const asked = await chatTurn<Turn>(client, 'Delete Yoga');
    const cancelled = await chatTurn<Turn>(client, no, asked.sessionId);
    expect(cancelled.functionCalled).toBeNull();
    expect(cancelled.proposal ?? null).toBeNull();
    expect(cancelled.reply).toBe(coachTexts(locale).cancelled);
    expect((await client.request('GET', `/api/habits/${yoga.id}`)).statusCode).toBe(200);
  });

  it('fr-FR: "oui" to the coach’s own offer (a goal for a wish) takes it', async () => {
    const { client } = await account('fr-FR');
    const offered = await chatTurn<Turn>(client, 'I want to sleep better');
    const yes = await chatTurn<Turn>(client, 'Oui, d’accord', offered.sessionId);
    expect(yes.functionCalled, yes.reply).toBe('createGoal');
    expect((await records(client)).goals.map((g) => g.name)).toEqual(['Mieux dormir']);
  });

  it('a Confirm on the card after a no in the language finds nothing waiting', async () => {
    const { client } = await account('de-DE');
    const asked = await chatTurn<Turn>(client, 'Delete Yoga');
    await chatTurn<Turn>(client, 'nein', asked.sessionId);
    const late = await client.request('POST', urlOf(API.coach.decide, { params: { sessionId: asked.sessionId } }), { proposalId: asked.proposal!.id, decision: 'confirm' });
    expect(late.statusCode).toBe(404);
  });
});
