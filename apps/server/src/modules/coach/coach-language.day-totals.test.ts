import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoachTurn, Habit } from '@stride/domain';
import { verifiedUser } from '../../test/auth-flows.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testEngines } from '../../test/test-database.js';
import { chatTurn } from '../../test/coach-english-words.js';

/**
 * Issue 54: the day's total of a counted habit written as people write it in their language, its
 * name then a colon and a figure (the landing page's own conversation: "Beber agua: 5 vasos"). The
 * figure is the day's total, set, never added, in every language alike: with a name or unit that
 * has an umlaut ("Wasser trinken: 5 Gläser"), an elision ("Boire de l’eau"), or French's space
 * before the colon ("Eau : 5 verres").
 */
describe.each(testEngines())('a day’s total written in the person’s language on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const cases = [
    ['de-DE', 'Wasser trinken', 'Gläser', ['Wasser trinken: 5 Gläser', 'Wasser: 5 Gläser', 'Wasser trinken: 5']],
    ['fr-FR', 'Boire de l’eau', 'verres', ['Boire de l’eau : 5 verres', "Boire de l'eau: 5 verres", 'Eau : 5 verres', 'Boire de l’eau : 5']],
    ['es-ES', 'Beber agua', 'vasos', ['Beber agua: 5 vasos', 'Agua: 5 vasos', 'Beber agua: 5']],
    ['en-GB', 'Drink water', 'glasses', ['Drink water: 5 glasses', 'Water: 5 glasses']],
  ] as const;

  it.each(cases)('%s: the figure after the name is the day’s total', async (locale, name, unit, sayings) => {
    for (const said of sayings) {
      const client = t.client();
      await verifiedUser(t, client);
      expect((await client.request('PATCH', '/api/users/me', { locale })).statusCode).toBe(200);
      const created = await client.request('POST', '/api/habits', { name, startTime: '2026-11-20T07:00:00Z', endTime: '2026-11-20T07:30:00Z', recurrence: 'daily', target: { quantity: 8, unit } });
      expect(created.statusCode, created.body).toBe(201);
      const habit = created.json<Habit>();
      const today = t.clock.now().toISOString().slice(0, 10);
      // Two already logged today: a total of five sets five, it does not add five.
      expect((await client.request('POST', `/api/habits/${habit.id}/complete`, { date: today, total: 2 })).statusCode).toBeLessThan(300);
      expect((await client.request('GET', `/api/habits/${habit.id}`)).json<Habit>().amounts?.[today]).toBe(2);
      const turn = await chatTurn<CoachTurn>(client, said);
      expect(turn.functionCalled, `${locale} "${said}": ${turn.reply}`).toBe('completeHabit');
      const after = (await client.request('GET', `/api/habits/${habit.id}`)).json<Habit>();
      expect(after.amounts?.[today], `${locale} "${said}"`).toBe(5);
      expect(turn.reply, said).toMatch(/5\b/);
    }
  });
});
