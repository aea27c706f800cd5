import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, APP_CATALOG_LOADERS, COACH_CATALOGS, urlOf, type CoachTurn, type Habit } from '@stride/domain';
import { verifiedUser } from '../../test/auth-flows.js';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { testEngines } from '../../test/test-database.js';
import { chatTurn, englishIn, englishWordsNotIn, inQuotesOf } from '../../test/coach-english-words.js';

type Turn = CoachTurn & { suggestions?: string[]; sessionId: string };

/**
 * Issue 54 item 4 (decision 054, helper i18n-coach): the built-in coach (no AI provider) for an
 * account in Spanish, German or French, driven through the API as its buttons drive it (the
 * suggestions' requests, which it reads in English: today's summary, the week's review, a habit
 * made, a delete asked and confirmed on the card, an undo; and a "Things to ask" card in the
 * language, which it cannot read): every reply it writes is in the language, none has an English
 * word of its own catalog.
 */
describe.each(testEngines())('the built-in coach’s buttons in the person’s language on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const chat = (client: TestClient, message: string, sessionId?: string) => chatTurn<Turn>(client, message, sessionId);

  for (const [language, locale] of [['es', 'es-ES'], ['de', 'de-DE'], ['fr', 'fr-FR']] as const) {
    it(`${locale}: the summary, the review, a habit made, a delete confirmed and undone, all in the language`, async () => {
      const english = englishWordsNotIn(language);
      expect(english.size).toBeGreaterThan(100);
      // The check finds the English replies it is there for.
      expect(englishIn('Created the habit "Yoga" (every day at 07:00). Still to do today (1 of 2): "Yoga" at 07:00.', english, ['Yoga'])).toEqual(['created', 'habit', 'every', 'still', 'today']);
      const client = t.client();
      await verifiedUser(t, client);
      expect((await client.request('PATCH', '/api/users/me', { locale })).statusCode).toBe(200);
      const yoga = (await client.request('POST', '/api/habits', { name: 'Yoga', startTime: '2026-11-20T07:00:00Z', endTime: '2026-11-20T07:30:00Z', recurrence: 'daily' })).json<Habit>();
      const names = ['Yoga', 'Ada'];
      const replies: Array<[string, string]> = [];
      const check = (where: string, text: string | undefined) => {
        expect(text, where).toBeTruthy();
        replies.push([where, text!]);
        expect(englishIn(text!, english, names), `${locale} ${where}: ${text}`).toEqual([]);
      };

      const hello = await chat(client, 'Hello');
      check('hello', hello.reply);
      const summary = await chat(client, "What's left today?", hello.sessionId);
      check('summary', summary.reply);
      expect(summary.reply).toContain(inQuotesOf(language, '"Yoga"'));
      const review = await chat(client, 'How did I do this week?', hello.sessionId);
      expect(review.functionCalled).toBe('getProgress');
      check('review', review.reply);
      // Each habit's figures after its name in quotes: a name ending in a figure ("… a las 7") never runs into the count.
      expect(review.reply).toContain(inQuotesOf(language, '"Yoga"'));
      const made = await chat(client, 'Add a habit to read 10 pages every night', hello.sessionId);
      expect(made.functionCalled, made.reply).toBe('createHabit');
      check('create', made.reply);
      names.push((made.functionResult as Habit).name);
      const help = await chat(client, 'what can you do?', hello.sessionId);
      check('help', help.reply);

      const asked = await chat(client, 'Delete Yoga', hello.sessionId);
      expect(asked.proposal?.functionCalled, asked.reply).toBe('deleteHabit');
      check('proposal', asked.proposal!.text);
      check('question', asked.reply);
      const confirmed = await client.request('POST', urlOf(API.coach.decide, { params: { sessionId: hello.sessionId } }), { proposalId: asked.proposal!.id, decision: 'confirm' });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const done = confirmed.json<Turn>();
      expect(done.functionCalled).toBe('deleteHabit');
      check('confirm', done.reply);
      const undone = await chat(client, 'undo', hello.sessionId);
      expect(undone.functionCalled, undone.reply).toBe('restoreDeleted');
      check('undo', undone.reply);
      expect((await client.request('GET', `/api/habits/${yoga.id}`)).statusCode).toBe(200);

      const again = await chat(client, 'Delete Yoga', hello.sessionId);
      const cancelled = await client.request('POST', urlOf(API.coach.decide, { params: { sessionId: hello.sessionId } }), { proposalId: again.proposal!.id, decision: 'cancel' });
      check('cancel', cancelled.json<Turn>().reply);

      // A "Things to ask" card in the language: said plainly that it cannot be read, with buttons.
      const card = (await APP_CATALOG_LOADERS[language]()).COACH_IDEAS[0]!.prompt;
      const unread = await chat(client, card, hello.sessionId);
      expect(unread.reply).toBe(COACH_CATALOGS[language].cannotRead.replace(/''/g, "'"));
      expect(unread.suggestions?.length).toBeGreaterThan(0);
      expect(replies.map(([where]) => where)).toEqual(['hello', 'summary', 'review', 'create', 'help', 'proposal', 'question', 'confirm', 'undo', 'cancel']);
      if (process.env.SHOW_COACH_REPLIES) console.log(replies.map(([where, text]) => `${locale} ${where}: ${text}`).join('\n'));
    });
  }

  for (const [language, locale] of [['es', 'es-ES'], ['de', 'de-DE'], ['fr', 'fr-FR']] as const) {
    it(`${locale}: an area made, renamed, and deleted on a yes (its habit named), all in the language`, async () => {
      const english = englishWordsNotIn(language);
      const client = t.client();
      await verifiedUser(t, client);
      expect((await client.request('PATCH', '/api/users/me', { locale })).statusCode).toBe(200);
      const health = (await client.request('POST', '/api/areas', { name: 'Health' })).json<{ id: string }>();
      const run = await client.request('POST', '/api/habits', { name: 'Run', startTime: '2026-11-20T07:00:00Z', endTime: '2026-11-20T07:30:00Z', recurrence: 'daily', areaId: health.id });
      expect(run.statusCode, run.body).toBe(201);
      const names = ['Health', 'Wellbeing', 'Mornings', 'Run', 'Ada'];
      const check = (where: string, text: string | undefined) => {
        expect(text, where).toBeTruthy();
        expect(englishIn(text!, english, names), `${locale} ${where}: ${text}`).toEqual([]);
      };

      const made = await chat(client, 'add an area called Mornings');
      expect(made.functionCalled, made.reply).toBe('createArea');
      check('area made', made.reply);
      const renamed = await chat(client, 'rename the Health area to Wellbeing', made.sessionId);
      expect(renamed.functionCalled, renamed.reply).toBe('renameArea');
      check('area renamed', renamed.reply);
      expect(renamed.reply).toContain(inQuotesOf(language, '"Wellbeing"'));

      const asked = await chat(client, 'delete the Wellbeing area', made.sessionId);
      expect(asked.proposal?.functionCalled, asked.reply).toBe('deleteArea');
      check('area proposal', asked.proposal!.text);
      expect(asked.proposal!.text).toContain(inQuotesOf(language, '"Run"'));
      const confirmed = await client.request('POST', urlOf(API.coach.decide, { params: { sessionId: made.sessionId } }), { proposalId: asked.proposal!.id, decision: 'confirm' });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(confirmed.json<Turn>().functionCalled).toBe('deleteArea');
      check('area deleted', confirmed.json<Turn>().reply);
    });
  }

  /** A request in the account's own language, which the built-in coach cannot read, holding English words it could act on. */
  const OWN_REQUESTS = {
    es: 'Añade un hábito: leer 10 páginas cada noche, o apunta 10 pages',
    de: 'Füge eine Gewohnheit hinzu: jeden Abend 10 pages lesen',
    fr: 'Ajoute une habitude : lire 10 pages chaque soir',
  } as const;
  for (const [language, locale] of [['es', 'es-ES'], ['de', 'de-DE'], ['fr', 'fr-FR']] as const) {
    it(`${locale}: a request in the language is said to be unread, never acted on for the English words it holds`, async () => {
      const client = t.client();
      await verifiedUser(t, client);
      expect((await client.request('PATCH', '/api/users/me', { locale })).statusCode).toBe(200);
      const made = await chat(client, 'Add a habit to read 10 pages every night');
      expect(made.functionCalled, made.reply).toBe('createHabit');
      const read = made.functionResult as Habit;
      const unread = await chat(client, OWN_REQUESTS[language], made.sessionId);
      expect(unread.functionCalled ?? null, unread.reply).toBeNull();
      expect(unread.proposal ?? null).toBeNull();
      expect(unread.reply).toBe(COACH_CATALOGS[language].cannotRead.replace(/''/g, "'"));
      expect(unread.suggestions?.length).toBeGreaterThan(0);
      // Nothing logged on the habit counted in pages.
      const habits = (await client.request('GET', '/api/habits/user/me')).json<Habit[]>();
      expect(habits.find((h) => h.id === read.id)).toMatchObject({ id: read.id });
      expect(JSON.stringify(habits.find((h) => h.id === read.id))).not.toContain('"amount":10');
      // An English request with the person's own names in the language is still read.
      const done = await chat(client, `I did ${read.name}`, made.sessionId);
      expect(done.functionCalled ?? done.proposal?.functionCalled, done.reply).toBeDefined();
    });
  }
});
