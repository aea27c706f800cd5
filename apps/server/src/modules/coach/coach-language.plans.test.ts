import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COACH_CATALOGS, formatMessage, type CoachTurn } from '@stride/domain';
import { verifiedUser } from '../../test/auth-flows.js';
import { accountRecords } from '../../test/account-records.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testEngines } from '../../test/test-database.js';
import { chatTurn, englishIn, englishWordsNotIn } from '../../test/coach-english-words.js';

type Turn = CoachTurn & { suggestions?: string[]; suggestionLabels?: string[]; sessionId: string };

/**
 * Issue 54: the "I want to sleep better" button (an English request the built-in coach reads)
 * tapped by an account in Spanish, German or French: the goal it offers, the habits it builds
 * toward and what a tap on each makes are named in the person's language, as the buttons showed
 * them (the goal "Dormir mejor", the habit "Sin pantallas" counting "pantallas"), and asking again
 * knows them as the plan's own. English is as it was.
 */
describe.each(testEngines())('a plan tapped in the person’s language on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const records = accountRecords;
  const sleepBetter = formatMessage(COACH_CATALOGS.en.buttons.sleepBetter);

  const cases = [
    ['es', 'es-ES', 'Dormir mejor', ['Sin pantallas', 'Luces apagadas', 'Paseo matutino'], 'pantallas'],
    ['de', 'de-DE', 'Besser schlafen', ['Keine Bildschirme', 'Licht aus', 'Morgenspaziergang'], 'Bildschirme'],
    ['fr', 'fr-FR', 'Mieux dormir', ['Pas d’écrans', 'Extinction des feux', 'Marche matinale'], 'écrans'],
  ] as const;

  it.each(cases)('%s: the goal and its habits named as the buttons showed them', async (language, locale, goal, habits, unit) => {
    const client = t.client();
    await verifiedUser(t, client);
    expect((await client.request('PATCH', '/api/users/me', { locale })).statusCode).toBe(200);
    const english = englishWordsNotIn(language);

    const offered = await chatTurn<Turn>(client, sleepBetter);
    expect(offered.reply).toContain(goal);
    expect(offered.reply).not.toContain('Sleep better');
    expect(englishIn(offered.reply, english, [])).toEqual([]);
    expect(offered.suggestionLabels?.[0]).toContain(goal);

    const yes = await chatTurn<Turn>(client, 'yes', offered.sessionId);
    expect(yes.functionCalled, yes.reply).toBe('createGoal');
    expect((await records(client)).goals.map((g) => g.name)).toEqual([goal]);
    expect(yes.suggestions).toHaveLength(3);
    for (const request of yes.suggestions!) {
      const made = await chatTurn<Turn>(client, request, offered.sessionId);
      expect(made.functionCalled, `${request}: ${made.reply}`).toBe('createHabit');
    }
    const { habits: made, goals } = await records(client);
    expect(made.map((h) => h.name).sort()).toEqual([...habits].sort());
    expect(made.every((h) => h.goalId === goals[0]!.id)).toBe(true);
    // "No screens" counts none a day, in the language's word.
    expect(made.find((h) => h.name === habits[0])?.target).toMatchObject({ quantity: 0, unit, direction: 'atMost' });

    // Asked again, the habits made from the plan are known as its own: none offered again.
    const again = await chatTurn<Turn>(client, sleepBetter, offered.sessionId);
    for (const name of habits) expect(again.reply).toContain(name);
    expect(again.suggestions ?? []).toEqual([]);
  });

  it.each([
    ['es-ES', 'Leer', 'páginas'],
    ['de-DE', 'Lesen', 'Seiten'],
    ['fr-FR', 'Lire', 'pages lues'],
  ])('%s: the "read 10 pages every night" button makes %s, counted in %s, and a second tap asks', async (locale, name, unit) => {
    const client = t.client();
    await verifiedUser(t, client);
    expect((await client.request('PATCH', '/api/users/me', { locale })).statusCode).toBe(200);
    const request = formatMessage(COACH_CATALOGS.en.buttons.addReading);
    const made = await chatTurn<Turn>(client, request);
    expect(made.functionCalled, made.reply).toBe('createHabit');
    expect(made.reply).toContain(name);
    const again = await chatTurn<Turn>(client, request, made.sessionId);
    expect(again.functionCalled, again.reply).toBeNull();
    const { habits } = await records(client);
    expect(habits.map((h) => [h.name, h.target?.quantity, h.target?.unit])).toEqual([[name, 10, unit]]);
  });

  it('de-DE: the goal’s own button ("Ziel Besser schlafen hinzufügen") takes the offer as a yes does, and the plan’s habits are offered next', async () => {
    const client = t.client();
    await verifiedUser(t, client);
    expect((await client.request('PATCH', '/api/users/me', { locale: 'de-DE' })).statusCode).toBe(200);
    const offered = await chatTurn<Turn>(client, sleepBetter);
    expect(offered.suggestionLabels?.[0]).toBe('Ziel Besser schlafen hinzufügen');
    const tapped = await chatTurn<Turn>(client, offered.suggestions![0]!, offered.sessionId);
    expect(tapped.functionCalled, tapped.reply).toBe('createGoal');
    expect(tapped.suggestions).toHaveLength(3);
    expect((await records(client)).goals.map((g) => g.name)).toEqual(['Besser schlafen']);
  });

  it('English: the goal and habits as the request words them', async () => {
    const client = t.client();
    await verifiedUser(t, client);
    const offered = await chatTurn<Turn>(client, sleepBetter);
    expect(offered.reply).toContain('"Sleep better"');
    await chatTurn<Turn>(client, 'yes', offered.sessionId);
    await chatTurn<Turn>(client, `Add a habit No screens every night at 10pm for my Sleep better goal`, offered.sessionId);
    const { habits, goals } = await records(client);
    expect(goals.map((g) => g.name)).toEqual(['Sleep better']);
    expect(habits.map((h) => [h.name, h.target?.unit])).toEqual([['No screens', 'screens']]);
  });

  it('es: a language learnt is named in Spanish, in the plan and in what it makes', async () => {
    const client = t.client();
    await verifiedUser(t, client);
    expect((await client.request('PATCH', '/api/users/me', { locale: 'es-ES' })).statusCode).toBe(200);
    const offered = await chatTurn<Turn>(client, 'I want to learn French');
    expect(offered.reply).toContain('Práctica de francés');
    const made = await chatTurn<Turn>(client, offered.suggestions![1]!, offered.sessionId);
    expect(made.functionCalled, made.reply).toBe('createHabit');
    expect((await records(client)).habits.map((h) => h.name)).toEqual(['Práctica de francés']);
  });
});
