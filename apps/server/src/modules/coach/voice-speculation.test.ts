import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedUser } from '../../test/auth-flows.js';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fake-openai.js';
import { openVoiceCall, silence } from '../../test/live-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testEngines } from '../../test/test-database.js';

const utterance = readFileSync(new URL('../../test/fixtures/voice/utterance-16k.pcm', import.meta.url));
const APP_ORIGIN = 'http://127.0.0.1';

describe.each(testEngines())('replies started before the turn is over (issue 53) on %s', (engine) => {
  let fake: FakeOpenAi;
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    // The default settings: a pause after 20 ms of quiet, a reply started on each transcript.
    t = await createTestApp(engine, { OPENAI_API_KEY: 'sk-test-voice', OPENAI_BASE_URL: fake.url, APP_ORIGIN });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('starts a reply at the pause, writes nothing and says nothing of it while the person goes on, starts again on all they said, and plays it as soon as the turn ends', async () => {
    const client = t.client();
    const { user } = await verifiedUser(t, client);
    fake.speakSeconds = 0.3;
    fake.queue({ content: 'Hi!' });
    const c = await openVoiceCall(baseUrl, client.cookies, { origin: APP_ORIGIN });
    c.send({ type: 'played', samples: (await c.next('reply')).value.audioSamples });
    // A provider with delays: the gaps between words (under 100 ms) end before their transcripts come
    // (the 300 ms: with 150, a loaded machine's stall in sending the audio made a gap long
    // enough for one to come back, and use up a scripted transcript).
    fake.delays = { transcriptionMs: 300, firstTokenMs: 50, perTokenMs: 5, speechFirstByteMs: 20 };
    // Each is said over the whole of its audio (the utterance, then it, 0.6 s and it again): a
    // transcript at a gap between words, should one come before the voice is back (a stall on a
    // loaded machine), hears the words so far and uses up neither. (The last gap is 70 ms before the end.)
    const seconds = utterance.length / 32_000;
    fake.hear('I want to', 2, seconds - 0.03);
    fake.hear('I want to add a habit to read every day at seven.', 4, 2 * seconds + 0.6 - 0.03);
    fake.queue(
      // What the reply started at the mid-sentence pause would do: it waits for the turn to be over, and never runs.
      { toolCalls: [{ name: 'createHabit', arguments: { name: 'Wrong guess', schedule: 'every day' } }] },
      { toolCalls: [{ name: 'createHabit', arguments: { name: 'Read', schedule: 'every day at 7am' } }] },
      { content: 'Reading every day at seven.' },
    );
    const started = performance.now();
    await c.speak(Buffer.concat([utterance, silence(0.6), utterance, silence(1.2)]), { realTime: true });
    const reply = await c.next('reply');
    expect(reply.value.text).toBe('Reading every day at seven.');
    // The reply started at the pause asked the model (and was cancelled when the person went on);
    // nothing it did reached the browser or the records.
    const chats = fake.requests.filter((r) => r.path === '/v1/chat/completions' && r.at >= started);
    expect(chats.length).toBeGreaterThanOrEqual(3);
    expect(c.messages.filter((m) => m.at >= started && m.value.type === 'transcript').map((m) => (m.value as { text: string }).text)).toEqual([
      'I want to add a habit to read every day at seven.',
    ]);
    expect(c.messages.filter((m) => m.at >= started && m.value.type === 'function').map((m) => (m.value as { functionResult: { name: string } }).functionResult.name)).toEqual(['Read']);
    expect((await client.request('GET', `/api/habits/user/${user.id}`)).json<{ name: string }[]>().map((h) => h.name)).toEqual(['Read']);
    // Its audio went out only once the turn was over.
    const over = c.messages.find((m) => m.at >= started && m.value.type === 'state' && m.value.state === 'processing')!.at;
    const firstAudio = c.audio.find((chunk) => chunk.at >= started)!.at;
    expect(firstAudio).toBeGreaterThanOrEqual(over);
    // The final reply was started before the turn was over: its model request came before the decision.
    const lastStart = fake.requests.filter((r) => r.path === '/v1/chat/completions' && r.at >= started).at(-2)!.at;
    expect(lastStart).toBeLessThan(over + 50);
    c.send({ type: 'end' });
    await c.closed;
  });
});
