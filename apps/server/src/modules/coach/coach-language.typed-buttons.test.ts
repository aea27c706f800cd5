import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coachTexts, type CoachTurn, type Habit } from '@stride/domain';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { yogaIn } from '../../test/yoga-in.js';
import { testEngines } from '../../test/test-database.js';
import { chatTurn } from '../../test/coach-english-words.js';
import { typedForm } from './typed-buttons.js';

type Turn = CoachTurn & { suggestions?: string[]; suggestionLabels?: string[]; sessionId: string };

/**
 * Issue 54: the built-in coach reads English and shows its buttons in the person's language. A
 * person who types what a button shows (as a walk in three languages did: "que me queda para hoy",
 * the welcome's own question) is read as the tap would be, however it is typed; other words in the
 * language are still told plainly that they cannot be read.
 */
describe.each(testEngines())('a button’s words typed in the person’s language on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const account = (locale: string) => yogaIn(t, locale);

  it.each([
    ['es-ES', 'que me queda hoy'],
    ['de-DE', 'was steht heute noch an'],
    ['fr-FR', 'Que me reste-t-il aujourd’hui ?'],
  ])('%s: "%s" answers what is left today, as its button does', async (locale, typed) => {
    const { client } = await account(locale);
    const turn = await chatTurn<Turn>(client, typed);
    expect(turn.reply).not.toBe(coachTexts(locale).cannotRead);
    expect(turn.reply).toContain('Yoga');
    expect(turn.functionCalled).toBeNull();
  });

  it.each([
    ['es-ES', 'marcar yoga como hecho'],
    ['de-DE', 'Yoga als erledigt markieren'],
    ['fr-FR', 'marquer Yoga comme fait'],
  ])('%s: "%s" checks the habit off today', async (locale, typed) => {
    const { client, yoga } = await account(locale);
    const turn = await chatTurn<Turn>(client, typed);
    expect(turn.functionCalled, turn.reply).toBe('completeHabit');
    const habit = (await client.request('GET', `/api/habits/${yoga.id}`)).json<Habit>();
    expect(habit.completedDates.length).toBe(1);
  });

  it('es-ES: asks until when to pause with its own buttons’ words as the examples, and "hasta el domingo" typed answers it', async () => {
    const { client, yoga } = await account('es-ES');
    const asked = await chatTurn<Turn>(client, 'pause Yoga');
    expect(asked.reply).toContain('“Hasta el domingo”');
    expect(asked.reply).not.toMatch(/until Sunday|for 2 weeks/);
    const done = await chatTurn<Turn>(client, 'hasta el domingo', asked.sessionId);
    expect(done.functionCalled, done.reply).toBe('pauseHabits');
    expect((await client.request('GET', `/api/habits/${yoga.id}`)).json<Habit>().pauses).toHaveLength(1);
  });

  it('reads only a button’s whole words: a longer sentence in the language is still said to be unreadable, and changes nothing', async () => {
    const { client, yoga } = await account('es-ES');
    const turn = await chatTurn<Turn>(client, 'marcar yoga como hecho mañana y pasado');
    expect(turn.reply).toBe(coachTexts('es-ES').cannotRead);
    expect(turn.functionCalled).toBeNull();
    expect((await client.request('GET', `/api/habits/${yoga.id}`)).json<Habit>().completedDates).toEqual([]);
  });
});

describe('typedForm', () => {
  it('writes words as they compare: no case, accents, punctuation or quotes', () => {
    expect(typedForm('¿Qué me queda hoy?')).toBe('que me queda hoy');
    expect(typedForm('Que me reste-t-il aujourd’hui\u00a0?')).toBe('que me reste t il aujourd hui');
    expect(typedForm('„Wasser trinken“ als erledigt markieren')).toBe('wasser trinken als erledigt markieren');
  });
});
