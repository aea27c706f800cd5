import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COACH_CATALOGS, type CoachTurn } from '@stride/domain';
import { verifiedUser } from '../../test/auth-flows.js';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { testEngines } from '../../test/test-database.js';
import { chatTurn, englishIn, englishWordsNotIn, inQuotesOf } from '../../test/coach-english-words.js';

type Turn = CoachTurn & { suggestions?: string[]; sessionId: string };

/**
 * What the built-in coach (no AI provider) says on its own beyond the first pass (decision 054,
 * helper i18n-coach2): questions about a habit, reminders, stopping and pausing, notes, amounts,
 * advice, "delete everything", goals and areas, each driven per language through the API as the
 * buttons drive it (English requests, which it reads). Each reply, and each button's label, has no
 * English word of the coach's catalog; each button still sends an English request it reads.
 */
describe.each(testEngines())('the built-in coach’s own replies in the person’s language on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const chat = (client: TestClient, message: string, sessionId?: string) => chatTurn<Turn>(client, message, sessionId);

  /** Each message, and what its reply must do (a function called, or words it must hold). */
  const REQUESTS: ReadonlyArray<readonly [string, { called?: string; holds?: string; labels?: boolean }]> = [
    ['When is Yoga?', { holds: '"Yoga"' }],
    ['How is Yoga going?', { holds: '"Yoga"' }],
    ['Is Yoga done?', { holds: '"Yoga"' }],
    ['Is Yoga paused?', { holds: '"Yoga"' }],
    ['Make yoga 28 minutes shorter', { holds: '"Yoga"' }],
    ['When did I last do yoga?', { holds: '"Yoga"' }],
    ['What reminders does yoga have?', { holds: '"Yoga"' }],
    ['Remind me before yoga', { holds: '"Yoga"', labels: true }],
    ['Stop yoga', { holds: '"Yoga"', labels: true }],
    ['Pause yoga', { holds: '"Yoga"', labels: true }],
    ['Add a note to yoga', { holds: '“' }],
    ['How many pages did I read today?', { holds: '"Read"' }],
    ['How many habits have I got?', {}],
    ['What is a good time to do yoga?', { holds: '"Yoga"', labels: true }],
    ['I feel exhausted', { labels: true }],
    ['Create a habit', {}],
    ['Add goal Run a 10k', { holds: '"Run a 10k"', labels: true }],
    ['Which habits are part of Run a 10k?', { holds: '"Run a 10k"' }],
    ['What is on tomorrow?', {}],
    ['Is anything paused?', {}],
    ['Delete everything', { labels: true }],
    ['Skip', {}],
    ['I keep missing yoga', { holds: '"Yoga"', labels: true }],
    ['I feel unmotivated', { labels: true }],
    ['I want to run a marathon', { holds: '"Run a marathon"', labels: true }],
    ["What's in my Health routine?", { called: 'getArea', holds: '"Yoga"' }],
    ['How is my Run a 10k goal going?', { called: 'getGoal', holds: '"Run a 10k"' }],
    ['Delete the goal Run a 10k', { holds: '"Run a 10k"' }],
  ];

  for (const [language, locale] of [['es', 'es-ES'], ['de', 'de-DE'], ['fr', 'fr-FR']] as const) {
    it(`${locale}: questions, reminders, stopping, pausing, notes, amounts, advice and "delete everything" in the language`, async () => {
      const english = englishWordsNotIn(language);
      // The check finds the English replies it is there for.
      expect(englishIn('"Yoga" is next tomorrow at 07:00 (every day at 07:00–07:30).', english, ['Yoga'])).toEqual(expect.arrayContaining(['next', 'tomorrow', 'every']));
      /** An account in the language with Yoga, Read (20 pages) and the goal Run a 10k: a new one every few messages (the plan's daily allowance). */
      const account = async () => {
        const client = t.client();
        await verifiedUser(t, client);
        expect((await client.request('PATCH', '/api/users/me', { locale })).statusCode).toBe(200);
        const health = await client.request('POST', '/api/areas', { name: 'Health' });
        expect(health.statusCode, health.body).toBe(201);
        const made = [
          await client.request('POST', '/api/habits', { name: 'Yoga', startTime: '2026-11-20T07:00:00Z', endTime: '2026-11-20T07:30:00Z', recurrence: 'daily', areaId: health.json<{ id: string }>().id }),
          await client.request('POST', '/api/habits', { name: 'Read', startTime: '2026-11-20T21:00:00Z', endTime: '2026-11-20T21:30:00Z', recurrence: 'daily', target: { quantity: 20, unit: 'pages', direction: 'atLeast' } }),
          await client.request('POST', '/api/goals', { name: 'Run a 10k', description: '' }),
        ];
        for (const res of made) expect(res.statusCode, res.body).toBe(201);
        return client;
      };
      let client = await account();
      const names = ['Yoga', 'Read', 'Run a 10k', 'Run a marathon', 'Health', 'Ada', 'pages'];
      const seen: string[] = [];
      let sessionId: string | undefined;
      for (const [index, [message, want]] of REQUESTS.entries()) {
        if (index > 0 && index % 7 === 0) {
          client = await account();
          sessionId = undefined;
        }
        const turn = await chat(client, message, sessionId);
        sessionId ??= turn.sessionId;
        const text = turn.proposal?.text ?? turn.reply;
        seen.push(`${locale} ${message} → ${text}${turn.suggestionLabels ? ` [${turn.suggestionLabels.join(' | ')}]` : ''}`);
        expect(text, message).toBeTruthy();
        // Not the line a person sees when the coach could not read them: each of these was read.
        expect(turn.reply, message).not.toBe(COACH_CATALOGS[language].cannotRead.replace(/''/g, "'"));
        if (want.called) expect(turn.functionCalled, `${message}: ${text}`).toBe(want.called);
        if (want.holds) expect(text, message).toContain(inQuotesOf(language, want.holds));
        expect(englishIn(text, english, names), `${locale} "${message}": ${text}`).toEqual([]);
        if (want.labels) expect(turn.suggestions?.length, `${message}: buttons`).toBeGreaterThan(0);
        // Each button: a label in the language, one per request; the request stays English.
        expect(turn.suggestionLabels?.length ?? 0, message).toBe(turn.suggestions?.length ?? 0);
        for (const label of turn.suggestionLabels ?? []) expect(englishIn(label, english, names), `${locale} "${message}" button: ${label}`).toEqual([]);
      }
      if (process.env.SHOW_COACH_REPLIES) console.log(seen.join('\n'));
    });
  }

  /** The words for today and a day that follow an article or a "now" in the language, and read wrong with them ("del hoy", "le aujourd’hui", "termina ahora hoy"). */
  const TODAY_MISREAD = { es: /\b(?:del|el|ahora)\s+hoy\b/, fr: /\b(?:le|maintenant)\s+aujourd/, de: /\b(?:am|jetzt)\s+heute\b/ } as const;
  for (const [language, locale] of [['es', 'es-ES'], ['de', 'de-DE'], ['fr', 'fr-FR']] as const) {
    it(`${locale}: ending a habit after today is asked and told with "today" as the language says it`, async () => {
      const client = t.client();
      await verifiedUser(t, client);
      expect((await client.request('PATCH', '/api/users/me', { locale })).statusCode).toBe(200);
      expect((await client.request('POST', '/api/habits', { name: 'Yoga', startTime: '2026-11-20T07:00:00Z', endTime: '2026-11-20T07:30:00Z', recurrence: 'daily' })).statusCode).toBe(201);
      const asked = await chat(client, 'End Yoga after today');
      const question = asked.proposal?.text ?? asked.reply;
      expect(question).toContain(inQuotesOf(language, '"Yoga"'));
      expect(question).not.toMatch(TODAY_MISREAD[language]);
      const done = asked.proposal ? await chat(client, 'yes', asked.sessionId) : asked;
      expect(done.functionCalled ?? asked.functionCalled, done.reply).toBe('endHabit');
      expect(done.reply).toContain(COACH_CATALOGS[language].replies.today);
      expect(done.reply).not.toMatch(TODAY_MISREAD[language]);
    });
  }

  it('English: the buttons carry no labels (they show their requests), and the replies are as before', async () => {
    const client = t.client();
    await verifiedUser(t, client);
    expect((await client.request('POST', '/api/habits', { name: 'Yoga', startTime: '2026-11-20T07:00:00Z', endTime: '2026-11-20T07:30:00Z', recurrence: 'daily' })).statusCode).toBe(201);
    const stop = await chat(client, 'Stop yoga');
    expect(stop.reply).toBe('How should "Yoga" stop? I can end it after today (its history stays), archive it (hidden, history kept, back any time) or delete it with its history.');
    expect(stop.suggestions).toEqual(['End Yoga after today', 'Archive Yoga', 'Delete Yoga']);
    expect(stop.suggestionLabels).toBeUndefined();
    const paused = await chat(client, 'Is Yoga paused?', stop.sessionId);
    expect(paused.reply).toBe('No: "Yoga" is not paused (every day at 07:00–07:30).');
  });
});
