import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COACH_MESSAGES, VOICE_CLOSE_CODES } from '@stride/domain';
import { verifiedUser } from '../../test/auth-flows.js';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fake-openai.js';
import { openVoiceCall, silence } from '../../test/live-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testEngines } from '../../test/test-database.js';
import { createUsageRepository } from '../usage/usage.repository.js';

const APP_ORIGIN = 'http://127.0.0.1';
/** The limit, short here (30 s by default: VOICE_NO_AUDIO_TIMEOUT_MS). */
const NO_AUDIO_MS = 1000;

describe.each(testEngines())('a voice call that sends no audio on %s', (engine) => {
  let fake: FakeOpenAi;
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await createTestApp(engine, { OPENAI_API_KEY: 'sk-test-voice', OPENAI_BASE_URL: fake.url, APP_ORIGIN, VOICE_NO_AUDIO_TIMEOUT_MS: String(NO_AUDIO_MS) });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('a voice call that sends no audio never ends: it ends once no audio has come for the limit, saying why, and is charged what it used', async () => {
    const client = t.client();
    const { user } = await verifiedUser(t, client);
    fake.speakSeconds = 0.5;
    fake.queue({ content: 'Hi!' });
    const call = await openVoiceCall(baseUrl, client.cookies, { origin: APP_ORIGIN });
    // A microphone sends all along (silence, as a quiet room does): 0.1 s every 0.1 s.
    let sent = 0;
    const microphone = setInterval(() => {
      sent += 1;
      void call.speak(silence(0.1));
    }, 100);
    await call.next('ready');
    await call.next('reply');
    // One and a half times the limit more of it, and the call goes on.
    await new Promise((resolve) => setTimeout(resolve, 1.5 * NO_AUDIO_MS));
    clearInterval(microphone);
    expect(call.messages.map((m) => m.value.type)).not.toContain('error');
    // Then nothing at all: the call ends with the reason, and the place and seconds are given back.
    const last = await call.next('error');
    expect(last.value).toEqual({ type: 'error', code: 'no_audio', message: COACH_MESSAGES.callNoAudio, fatal: true });
    expect((await call.closed).code).toBe(VOICE_CLOSE_CODES.noAudio);
    const spoken = call.audio.reduce((n, chunk) => n + chunk.value.length / 2, 0) / 24_000;
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(t.clock.now());
    await expect.poll(() => createUsageRepository(t.database.db).amount(user.id, 'voice_seconds:day', today)).toBe(Math.ceil(sent * 0.1 + spoken));
    expect((await client.request('GET', '/api/openai/voice')).statusCode).toBe(426);
  });
});
