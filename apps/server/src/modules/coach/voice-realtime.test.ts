import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { verifiedUser } from '../../test/auth-flows.js';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fake-openai.js';
import { startFakeRealtime, type FakeRealtime } from '../../test/fake-realtime.js';
import { openVoiceCall, silence, type VoiceCallClient } from '../../test/live-client.js';
import type { LogDestination } from '../../log-destination.js';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { testEngines } from '../../test/test-database.js';
import { createUsageRepository } from '../usage/usage.repository.js';

const utterance = readFileSync(new URL('../../test/fixtures/voice/utterance-16k.pcm', import.meta.url));
const APP_ORIGIN = 'http://127.0.0.1';
const speechSamples = (call: VoiceCallClient) => call.audio.reduce((n, chunk) => n + chunk.value.length / 2, 0);

describe.each(testEngines())('a speech-to-speech voice call over the OpenAI Realtime protocol (issue 53) on %s', (engine) => {
  let openai: FakeOpenAi;
  let realtime: FakeRealtime;
  let t: TestApp;
  let baseUrl: string;
  const calls: VoiceCallClient[] = [];
  const warnings: { msg: string }[] = [];
  const logs: LogDestination = { write: (line) => void warnings.push(JSON.parse(line) as { msg: string }), dropped: () => 0, flush: async () => true };
  beforeAll(async () => {
    openai = await startFakeOpenAi();
    realtime = await startFakeRealtime();
    t = await createTestApp(
      engine,
      { OPENAI_API_KEY: 'sk-test-realtime', OPENAI_BASE_URL: openai.url, OPENAI_REALTIME_BASE_URL: realtime.url, VOICE_MODE: 'realtime', APP_ORIGIN, LOG_LEVEL: 'warn', OPENAI_VOICE: 'alloy', OPENAI_VOICES: 'es=nova' },
      { logDestination: logs },
    );
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(() => {
    calls.splice(0).forEach((call) => call.close());
    realtime.speakSeconds = 1;
  });
  afterAll(async () => {
    await t.close();
    await realtime.close();
    await openai.close();
    expect(warnings.filter((line) => line.msg === 'voice call moved outside its transitions')).toEqual([]);
  });

  const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(t.clock.now());
  const voiceUsed = (userId: string) => createUsageRepository(t.database.db).amount(userId, 'voice_seconds:day', today());
  const call = async (client: TestClient) => {
    const opened = await openVoiceCall(baseUrl, client.cookies, { origin: APP_ORIGIN });
    calls.push(opened);
    return opened;
  };
  const habits = async (client: TestClient, userId: string) => (await client.request('GET', `/api/habits/user/${userId}`)).json<{ name: string }[]>();

  it('greets, hears the turn the provider ends, creates a habit with the coach’s function, keeps the transcripts, and is charged like a cascaded call', async () => {
    const client = t.client();
    const { user } = await verifiedUser(t, client);
    realtime.speakSeconds = 0.5;
    realtime.queue({ content: 'Hi Ada! What shall we work on?' });
    const c = await call(client);
    const greeting = await c.next('reply');
    expect(greeting.value).toMatchObject({ text: 'Hi Ada! What shall we work on?', interrupted: false, audioSamples: 12_000 });
    c.send({ type: 'played', samples: greeting.value.audioSamples });
    // The session was set up for speech both ways, the provider's semantic turn detection, and its transcripts.
    const update = realtime.received.find((r) => r.event.type === 'session.update')!.event as unknown as { session: { audio: { input: { turn_detection: { type: string }; transcription: { model: string } } } } };
    expect(update.session.audio.input.turn_detection.type).toBe('semantic_vad');
    expect(update.session.audio.input.transcription.model).toBeTruthy();

    realtime.hear('Add a habit to read every day at seven.');
    realtime.queue({ toolCalls: [{ name: 'createHabit', arguments: { name: 'Read', schedule: 'every day at 7am' } }] }, { content: 'Reading every day at seven.' });
    await c.speak(Buffer.concat([utterance, silence(0.5)]));
    expect((await c.next('transcript')).value.text).toBe('Add a habit to read every day at seven.');
    expect((await c.next('function')).value).toMatchObject({ functionCalled: 'createHabit', functionResult: { name: 'Read' } });
    const reply = await c.next('reply');
    expect(reply.value).toMatchObject({ text: 'Reading every day at seven.', interrupted: false, audioSamples: 12_000 });
    c.send({ type: 'played', samples: reply.value.audioSamples });
    expect((await habits(client, user.id)).map((h) => h.name)).toEqual(['Read']);
    // The function's result went back to the provider's conversation before the next response.
    const outputs = realtime.received.filter((r) => r.event.type === 'conversation.item.create').map((r) => r.event.item as { type: string; output: string });
    expect(outputs.at(-1)).toMatchObject({ type: 'function_call_output' });
    expect(JSON.parse(outputs.at(-1)!.output)).toMatchObject({ ok: true });
    // The session keeps what was said, as a cascaded call's does: kept just after the reply is told
    // (voice-call-realtime.ts), so read until it is there (a CI run under load read it first).
    const sessionId = (await c.next('ready')).value.sessionId;
    const lastTwo = async () => (await client.request('GET', `/api/openai/sessions/${sessionId}`)).json<{ messages: { role: string; content: string }[] }>().messages.slice(-2);
    await expect.poll(lastTwo, { timeout: 10_000 }).toEqual([
      { role: 'user', content: 'Add a habit to read every day at seven.' },
      { role: 'assistant', content: 'Reading every day at seven.' },
    ]);

    c.send({ type: 'end' });
    await c.closed;
    // Charged once, from the samples, as a cascaded call: PCM received plus speech sent.
    const received = utterance.length / 32_000 + 0.5;
    const sent = speechSamples(c) / 24_000;
    expect(sent).toBe(1);
    await expect.poll(() => voiceUsed(user.id)).toBe(Math.ceil(received + sent));
  });

  it('speaks in the voice named for the person’s language and tells the transcription their language (issue 54)', async () => {
    type Update = { session: { audio: { input: { transcription: { language?: string } }; output: { voice: string } } } };
    for (const [locale, voice, language] of [['es-ES', 'nova', 'es'], ['de-DE', 'alloy', 'de'], [null, 'alloy', 'en']] as const) {
      const client = t.client();
      await verifiedUser(t, client);
      if (locale) expect((await client.request('PATCH', '/api/users/me', { locale })).statusCode).toBe(200);
      const before = realtime.received.length;
      realtime.speakSeconds = 0.2;
      realtime.queue({ content: 'Hola' });
      const c = await call(client);
      c.send({ type: 'played', samples: (await c.next('reply')).value.audioSamples });
      const update = realtime.received.slice(before).find((r) => r.event.type === 'session.update')!.event as unknown as Update;
      expect(update.session.audio.output.voice, String(locale)).toBe(voice);
      expect(update.session.audio.input.transcription.language, String(locale)).toBe(language);
      c.send({ type: 'end' });
      await c.closed;
    }
  });

  it('asks before deleting a habit, shows what waits with the reply, and deletes it on a spoken yes', async () => {
    const client = t.client();
    const { user } = await verifiedUser(t, client);
    const gym = (await client.request('POST', '/api/habits', { name: 'Gym', startTime: '2026-10-01T18:00:00Z', endTime: '2026-10-01T19:00:00Z', recurrence: 'daily' })).json<{ id: string }>();
    realtime.speakSeconds = 0.2;
    realtime.queue({ content: 'Hi!' });
    const c = await call(client);
    c.send({ type: 'played', samples: (await c.next('reply')).value.audioSamples });
    const turn = async (heard: string) => {
      realtime.hear(heard);
      await c.speak(Buffer.concat([utterance, silence(0.5)]));
      expect((await c.next('transcript')).value.text).toBe(heard);
      const reply = await c.next('reply');
      c.send({ type: 'played', samples: reply.value.audioSamples });
      return reply.value;
    };
    realtime.queue({ toolCalls: [{ name: 'deleteHabit', arguments: { habitId: gym.id } }] }, { content: 'Shall I delete Gym?' });
    const asked = await turn('Delete my gym habit.');
    expect(asked.proposal).toMatchObject({ functionCalled: 'deleteHabit', text: expect.stringMatching(/^Delete "Gym"/) as unknown });
    expect(await habits(client, user.id)).toHaveLength(1);
    const yes = await turn('Yes.');
    expect(yes).toMatchObject({ text: 'Deleted the habit "Gym". It can be undone for 30 days.', proposal: null });
    // Said by the provider's voice: a response asked to say the answer, with its audio sent.
    expect(yes.audioSamples).toBe(4800);
    const said = realtime.received.filter((r) => r.event.type === 'response.create').at(-1)!.event as unknown as { response: { instructions: string } };
    expect(said.response.instructions).toContain('Deleted the habit "Gym".');
    expect(await habits(client, user.id)).toEqual([]);
    c.send({ type: 'end' });
    await c.closed;
  });

  it('stops speaking when the person talks over the coach, and both the session and the provider keep only what was heard', async () => {
    const client = t.client();
    await verifiedUser(t, client);
    realtime.speakSeconds = 3;
    realtime.queue({ content: 'Hi Ada, it is really good to hear from you today.' });
    const c = await call(client);
    // Written in full and still playing (no `played` yet): the person talks over it.
    expect((await c.next('reply')).value).toMatchObject({ interrupted: false, audioSamples: 72_000 });
    await c.speak(utterance);
    await c.next('interrupt');
    c.send({ type: 'played', samples: 36_000 });
    const cut = await c.next('reply');
    expect(cut.value).toMatchObject({ interrupted: true, text: 'Hi Ada, it is really…' });
    await expect.poll(() => realtime.received.find((r) => r.event.type === 'conversation.item.truncate')?.event).toMatchObject({ audio_end_ms: 1500 });
    c.send({ type: 'end' });
    await c.closed;
  });
});
