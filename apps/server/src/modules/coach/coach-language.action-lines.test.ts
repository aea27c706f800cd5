import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoachTurn } from '@stride/domain';
import { verifiedUser } from '../../test/auth-flows.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testEngines } from '../../test/test-database.js';
import { chatTurn, inQuotesOf } from '../../test/coach-english-words.js';

type Turn = CoachTurn & { sessionId: string };

/**
 * Issue 54 (helper i18n-last): the lines under a coach reply (each call's `summary`, which the chat
 * shows under the reply and takes out of its words) name records in the language's quotation marks,
 * as the reply does: «…» in Spanish, „…“ in German, « … » in French; English keeps "…".
 */
describe.each(testEngines())('the lines under a coach reply quote names as the language does, on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  /** An account in `locale` with Yoga, which the built-in coach is asked to check off and to skip tomorrow (the handlers that quote in code). */
  const doneAndSkipped = async (locale: string) => {
    const client = t.client();
    await verifiedUser(t, client);
    expect((await client.request('PATCH', '/api/users/me', { locale })).statusCode).toBe(200);
    const yoga = await client.request('POST', '/api/habits', { name: 'Yoga', startTime: '2026-11-20T07:00:00Z', endTime: '2026-11-20T07:30:00Z', recurrence: 'daily' });
    expect(yoga.statusCode, yoga.body).toBe(201);
    const done = await chatTurn<Turn>(client, 'I did yoga');
    expect(done.functionCalled, done.reply).toBe('completeHabit');
    const skipped = await chatTurn<Turn>(client, 'Skip yoga tomorrow', done.sessionId);
    expect(skipped.functionCalled, skipped.reply).toBe('skipHabit');
    return [done, skipped];
  };

  for (const language of ['es', 'de', 'fr'] as const) {
    it(`${language}: each line names the habit in the language's quotes, and the reply does not say it twice`, async () => {
      for (const turn of await doneAndSkipped(`${language}-${language.toUpperCase()}`)) {
        const summary = turn.functionCalls[0]?.summary ?? '';
        expect(summary).toContain(inQuotesOf(language, '"Yoga"'));
        expect(summary).not.toContain('"');
        // The reply is made of the lines' sentences: the chat takes them out of the words it shows.
        expect(turn.reply).toContain(summary);
      }
    });
  }

  it('English: straight quotes, as before', async () => {
    for (const turn of await doneAndSkipped('en-GB')) expect(turn.functionCalls[0]?.summary).toContain('"Yoga"');
  });
});
