import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoachTurn } from '@stride/domain';
import { verifiedUser } from '../../test/auth-flows.js';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fake-openai.js';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { multipart } from '../../test/multipart.js';
import { wavOf } from '../../audio/wav.js';
import { testEngines } from '../../test/test-database.js';
import { CANCELLED_REPLY } from './coach-respond.js';

type Turn = CoachTurn & { suggestions?: string[]; sessionId: string };
const chat = (client: TestClient, message: string, sessionId?: string) => client.request('POST', '/api/openai/chat', { message, sessionId });

async function personIn(t: TestApp, locale: string | null): Promise<TestClient> {
  const client = t.client();
  await verifiedUser(t, client);
  if (locale) expect((await client.request('PATCH', '/api/users/me', { locale })).statusCode).toBe(200);
  return client;
}

/** Issue 54: the built-in coach (no AI provider) in the person's language for its own words. */
describe.each(testEngines())('the built-in coach in the person’s language on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('says plainly, in Spanish, German and French, that it cannot read the request, and offers its buttons', async () => {
    const cases = [
      ['es-ES', '¿Qué me queda por hacer hoy?', /^Todavía no sé leer eso: sin un modelo de IA solo entiendo peticiones escritas en inglés\./],
      // Not the coach's own button's words ("Was steht heute noch an?"), which are read as the button (typed-buttons.ts).
      ['de-DE', 'Was muss ich heute noch machen?', /^Das kann ich noch nicht lesen: Ohne KI-Modell verstehe ich nur Anfragen auf Englisch\./],
      ['fr-FR', 'Qu’est-ce qu’il me reste aujourd’hui\u00a0?', /^Je ne sais pas encore lire cela\u00a0: sans modèle d’IA, je ne comprends que les demandes écrites en anglais\./],
    ] as const;
    for (const [locale, message, reply] of cases) {
      const client = await personIn(t, locale);
      const res = await chat(client, message);
      expect(res.statusCode, res.body).toBe(200);
      const turn = res.json<Turn>();
      expect(turn.reply, locale).toMatch(reply);
      expect(turn.suggestions?.length, locale).toBeGreaterThan(0);
    }
  });

  it('tells a habit’s schedule in the language when only its name is said (never “every day at …” in a Spanish reply)', async () => {
    const cases = [
      ['es-ES', 'Meditar', /^¿Qué quieres hacer con «Meditar»\? Toca todos los días de 08:00 a 08:30; racha: 0\.$/],
      ['de-DE', 'Meditieren', /^Was möchtest du mit „Meditieren“ tun\? Sie steht jeden Tag von 08:00 bis 08:30 an; Serie: 0\.$/],
    ] as const;
    for (const [locale, name, reply] of cases) {
      const client = await personIn(t, locale);
      expect((await client.request('POST', '/api/habits', { name, startTime: '2026-11-01T08:00:00Z', endTime: '2026-11-01T08:30:00Z', recurrence: 'daily' })).statusCode).toBe(201);
      const turn = (await chat(client, name)).json<Turn>();
      expect(turn.reply, locale).not.toMatch(/every day|any days|times a week/);
      expect(turn.reply, locale).toMatch(reply);
    }
  });

  it('answers English talk about something else, or English it did not follow, in the account’s language; its own language’s talk as unread', async () => {
    const cases = [
      ['es-ES', 'tell me a joke about cats', /^En eso no puedo ayudarte: soy tu coach de hábitos/],
      ['de-DE', 'who won the big match?', /^Dabei kann ich nicht helfen: Ich bin dein Gewohnheits-Coach/],
      ['es-ES', 'can you do the thing with the stuff', /^No lo he entendido\. ¿Querías decir una de estas cosas\?/],
      ['fr-FR', 'what is your favourite film about space', /^Je ne peux pas vous aider là-dessus\u00a0: je suis votre coach d’habitudes/],
      ['de-DE', 'Wer hat gestern das Spiel gewonnen?', /^Das kann ich noch nicht lesen: Ohne KI-Modell verstehe ich nur Anfragen auf Englisch\./],
    ] as const;
    for (const [locale, message, reply] of cases) {
      const turn = (await chat(await personIn(t, locale), message)).json<Turn>();
      expect(turn.reply, `${locale}: ${message}`).toMatch(reply);
      expect(turn.reply, `${locale}: ${message}`).not.toMatch(/outside what I can help/);
      expect(turn.suggestions?.length, locale).toBeGreaterThan(0);
    }
  });

  it('keeps its English reply for an English account', async () => {
    const turn = (await chat(await personIn(t, null), '¿Qué me queda por hacer hoy?')).json<Turn>();
    expect(turn.reply).toBe("That's outside what I can help with: I'm your habit coach, so I stick to your habits, goals and how your days are going.");
  });
});

/** Issue 54: with a provider, the model is told the person's language; the coach's own "cancelled" line is theirs. */
describe.each(testEngines())('the coach with a provider in the person’s language on %s', (engine) => {
  let fake: FakeOpenAi;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await createTestApp(engine, { OPENAI_API_KEY: 'sk-test-coach', OPENAI_BASE_URL: fake.url });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  const lastSystem = () => (fake.requests.findLast((r) => r.path === '/v1/chat/completions')!.body as { messages: { content: string }[] }).messages[0]!.content;

  it('tells the model the person’s language and the reply language; nothing for English', async () => {
    await chat(await personIn(t, 'de-AT'), 'Hallo');
    expect(lastSystem()).toContain("The person's language is German (de-AT). Write every reply to them in German");
    await chat(await personIn(t, 'fr-CA'), 'Bonjour');
    expect(lastSystem()).toContain("The person's language is French (fr-CA).");
    await chat(await personIn(t, 'en-GB'), 'Hi');
    expect(lastSystem()).not.toContain("The person's language");
  });

  it('tells the model in which order the person writes a date with a slash (twenty-fifth session)', async () => {
    await chat(await personIn(t, 'en-US'), 'Hi');
    expect(lastSystem()).toContain('they write a date with a slash month first (12/5 is 5 December).');
    await chat(await personIn(t, 'en-GB'), 'Hi');
    expect(lastSystem()).toContain('they write a date with a slash day first (12/5 is 12 May).');
  });

  it('cancels a proposal in the person’s language (German), and in English as before', async () => {
    for (const [locale, expected] of [['de-DE', 'Okay, dann nicht. Es wurde nichts geändert.'], [null, CANCELLED_REPLY]] as const) {
      const client = await personIn(t, locale);
      const gym = (await client.request('POST', '/api/habits', { name: 'Gym', startTime: '2027-01-04T18:00:00Z', endTime: '2027-01-04T19:00:00Z', recurrence: 'daily' })).json<{ id: string }>();
      fake.queue({ toolCalls: [{ name: 'archiveHabit', arguments: { habitId: gym.id } }] }, { content: 'Archive Gym?' });
      const asked = (await chat(client, 'put gym away')).json<Turn>();
      expect(asked.proposal?.functionCalled).toBe('archiveHabit');
      const no = (await chat(client, 'no', asked.sessionId)).json<Turn>();
      expect(no).toMatchObject({ reply: expected, proposal: null });
    }
  });
});

/** Issue 54: the coach speaks in a voice for the person's language where the config names one (OPENAI_VOICES). */
describe.each(testEngines())('the coach’s voice in the person’s language on %s', (engine) => {
  let fake: FakeOpenAi;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await createTestApp(engine, { OPENAI_API_KEY: 'sk-test-coach', OPENAI_BASE_URL: fake.url, OPENAI_VOICE: 'alloy', OPENAI_VOICES: 'es=nova, de=onyx' });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  const lastVoice = () => (fake.requests.findLast((r) => r.path === '/v1/audio/speech')!.body as { voice: string }).voice;

  it('greets a Spanish account in the Spanish voice, told the language; a French one (no voice named) and an English one in the default voice', async () => {
    for (const [locale, voice] of [['es-ES', 'nova'], ['fr-FR', 'alloy'], [null, 'alloy']] as const) {
      const client = await personIn(t, locale);
      const form = multipart({ isInitialGreeting: 'true', context: '{}' });
      const greeting = await client.request('POST', '/api/openai/converse', form.body, form.headers);
      expect(greeting.statusCode, greeting.body).toBe(200);
      expect(lastVoice(), String(locale)).toBe(voice);
    }
    expect((fake.requests.findLast((r) => r.path === '/v1/chat/completions')!.body as { messages: { content: string }[] }).messages[0]!.content).not.toContain("The person's language");
  });

  it('tells the transcription the language a voice message is in (ISO 639-1, as OpenAI takes it), the account’s', async () => {
    const heardIn = () => /name="language"\r\n\r\n([^\r]*)/.exec(fake.requests.findLast((r) => r.path === '/v1/audio/transcriptions')!.body as string)?.[1];
    for (const [locale, language, said] of [['de-AT', 'de', 'Füge einen Spaziergang hinzu'], ['es-MX', 'es', 'Añade un paseo'], ['fr-FR', 'fr', 'Ajoute une promenade'], [null, 'en', 'Add a walk']] as const) {
      const client = await personIn(t, locale);
      fake.hear(said, 1);
      const form = multipart({ isInitialGreeting: 'false', context: '{}' }, { name: 'audioFile', data: wavOf(Buffer.alloc(32_000), 16_000), type: 'audio/wav', filename: 'turn.wav' });
      const res = await client.request('POST', '/api/openai/converse', form.body, form.headers);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ transcript: string }>().transcript, String(locale)).toBe(said);
      expect(heardIn(), String(locale)).toBe(language);
    }
  });
});
