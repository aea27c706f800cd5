// The voice-latency benchmark's client and server, bundled by index.mjs: the real app (embedded
// PGlite) with the OpenAI SDK talking to the local fake provider set to the delays, a
// signed-in user, and the measurements of one turn on each path.
import { readFileSync } from 'node:fs';
import type { FakeOpenAi, FakeOpenAiRequest } from '../../apps/server/src/test/fake-openai.js';
import { openVoiceCall, silence, streamChat, type VoiceCallClient } from '../../apps/server/src/test/live-client.js';
import { multipart } from '../../apps/server/src/test/multipart.js';
import { wavOf } from '../../apps/server/src/audio/wav.js';
import { BENCH_ORIGIN as APP_ORIGIN, startBenchApp } from '../bench-app.js';

/** The provider: transcription 300 ms, first token 350 ms then 25 ms a token, speech 200 ms to first byte. */
export const DELAYS = { transcriptionMs: 300, firstTokenMs: 350, perTokenMs: 25, speechFirstByteMs: 200 };
/** The spec's old client waited for more than 150 silent 16 ms frames before it sent the recording. */
export const OLD_SILENCE_WAIT_MS = 151 * 16;
const REPLY = 'Sure thing. I have moved your morning run to eight, starting tomorrow. Anything else?';

export interface TurnFigures {
  /** End of speech → first audio byte back (new path) or the whole answer (old path). */
  totalMs: number;
  /** End of speech → the server decided the turn was over (new path), or the old client's fixed wait. */
  vadMs: number;
  /** Time spent waiting on the provider along the way, after the turn was decided. */
  providerMs: number;
  /** The transcription request's own time, and how long before the turn was decided it started. */
  transcriptionMs?: number;
  earlyMs?: number;
}

export interface Harness {
  /** One call, `turns` turns, in real time. */
  voiceTurns(turns: number): Promise<TurnFigures[]>;
  /** The same utterance through today's upload path (`POST /api/openai/converse`). */
  uploadTurn(): Promise<TurnFigures>;
  /** First `delta` of a streamed chat after the provider's first token, in ms. */
  chatFirstDelta(): Promise<number>;
  /** Barge-in: from the first sample of speech over a playing reply to the `interrupt` message, in ms. */
  bargeIns(times: number): Promise<number[]>;
  close(): Promise<void>;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const lastRequest = (fake: FakeOpenAi, path: string, after: number): FakeOpenAiRequest => {
  const request = fake.requests.findLast((r) => r.path === path && r.at >= after);
  if (!request) throw new Error(`no ${path} request`);
  return request;
};

export async function startHarness(utterancePath: string, migrationsDir: string): Promise<Harness> {
  const utterance = readFileSync(utterancePath);
  const bench = await startBenchApp(migrationsDir);
  const { fake, baseUrl } = bench;
  const client = { cookies: bench.cookies };
  fake.speakSeconds = 0.4;

  async function turn(call: VoiceCallClient): Promise<TurnFigures> {
    fake.hear('Please move my morning run to eight');
    fake.queue({ content: REPLY });
    const chunksBefore = call.audio.length;
    const started = performance.now();
    await call.speak(utterance, { realTime: true });
    const speechEnd = performance.now();
    // The microphone stays open: silence goes on in real time until the coach's voice arrives.
    let speaking = true;
    const mic = (async () => {
      while (speaking) await call.speak(silence(0.02), { realTime: true });
    })();
    let firstAudio = 0;
    while (!firstAudio) {
      await wait(1);
      const chunk = call.audio[chunksBefore];
      if (chunk) firstAudio = chunk.at;
    }
    speaking = false;
    await mic;
    // 'listening' when speech started, then 'processing' when the server decided the turn was over.
    const decided = call.messages.find((m) => m.at >= started && m.value.type === 'state' && m.value.state === 'processing')!.at;
    const reply = await call.next('reply', 15_000);
    call.send({ type: 'played', samples: reply.value.audioSamples });
    const transcription = lastRequest(fake, '/v1/audio/transcriptions', started);
    const chat = lastRequest(fake, '/v1/chat/completions', started);
    const speech = fake.requests.find((r) => r.path === '/v1/audio/speech' && r.at >= chat.at)!;
    // On the critical path only: the transcription starts at the pause (before the turn is decided)
    // and counts from the decision on; then the model until its first sentence asked for speech;
    // then speech to its first byte.
    const transcriptionWait = Math.max(0, transcription.endAt! - decided);
    const providerMs = transcriptionWait + (speech.at - chat.at) + (speech.firstByteAt! - speech.at);
    return { totalMs: firstAudio - speechEnd, vadMs: decided - speechEnd, providerMs, transcriptionMs: transcription.endAt! - transcription.at, earlyMs: decided - transcription.at };
  }

  return {
    async voiceTurns(turns) {
      fake.delays = { ...fake.delays, transcriptionMs: 0, firstTokenMs: 0, perTokenMs: 0, speechFirstByteMs: 0 };
      fake.queue({ content: 'Hi Ada!' });
      const call = await openVoiceCall(baseUrl, client.cookies, { origin: APP_ORIGIN });
      const greeting = await call.next('reply');
      call.send({ type: 'played', samples: greeting.value.audioSamples });
      Object.assign(fake.delays, DELAYS);
      const figures: TurnFigures[] = [];
      for (let i = 0; i < turns; i++) {
        figures.push(await turn(call));
        await wait(200);
      }
      call.send({ type: 'end' });
      await call.closed;
      return figures;
    },

    async uploadTurn() {
      Object.assign(fake.delays, DELAYS);
      fake.hear('Please move my morning run to eight');
      fake.queue({ content: REPLY });
      const form = multipart({ isInitialGreeting: 'false', context: '{}' }, { name: 'audioFile', data: wavOf(utterance, 16_000), type: 'audio/wav', filename: 'recording.wav' });
      // The old client: after the last word, 2.4 s of silence frames, then the upload.
      const speechEnd = performance.now();
      await wait(OLD_SILENCE_WAIT_MS);
      const sent = performance.now();
      const response = await fetch(`${baseUrl}/api/openai/converse`, {
        method: 'POST',
        headers: { ...form.headers, 'client-type': 'web', cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
        body: form.body,
      });
      if (response.status !== 200) throw new Error(`converse answered ${response.status}: ${await response.text()}`);
      const answer = (await response.json()) as { audio: string };
      if (!answer.audio) throw new Error('converse answered no audio');
      const done = performance.now();
      const provider = ['/v1/audio/transcriptions', '/v1/chat/completions', '/v1/audio/speech'].map((path) => lastRequest(fake, path, sent));
      const providerMs = provider.reduce((sum, r) => sum + (r.endAt! - r.at), 0);
      return { totalMs: done - speechEnd, vadMs: sent - speechEnd, providerMs };
    },

    async bargeIns(times) {
      Object.assign(fake.delays, { transcriptionMs: 0, firstTokenMs: 0, perTokenMs: 0, speechFirstByteMs: 0 });
      fake.speakSeconds = 3;
      fake.queue({ content: 'Hi Ada!' });
      const call = await openVoiceCall(baseUrl, client.cookies, { origin: APP_ORIGIN });
      await call.next('reply');
      const figures: number[] = [];
      for (let i = 0; i < times; i++) {
        // The coach is speaking (its reply not yet played in full); the person talks over it, in real time.
        const before = call.messages.filter((m) => m.value.type === 'interrupt').length;
        const started = performance.now();
        const talking = call.speak(utterance, { realTime: true });
        const interrupt = await call.next('interrupt', 5_000);
        figures.push(interrupt.at - started);
        if (call.messages.filter((m) => m.value.type === 'interrupt').length !== before + 1) throw new Error('one interrupt per barge-in');
        call.send({ type: 'played', samples: 0 });
        await talking;
        // The utterance becomes a turn; its reply plays until the next barge-in.
        fake.queue({ content: 'Go on, I am listening to every word you say.' });
        await call.speak(silence(0.8), { realTime: true });
        while (!call.audio.length || call.audio.at(-1)!.at < started) await wait(5);
      }
      call.send({ type: 'end' });
      await call.closed;
      fake.speakSeconds = 0.4;
      return figures;
    },

    async chatFirstDelta() {
      Object.assign(fake.delays, DELAYS);
      fake.queue({ content: REPLY });
      const started = performance.now();
      let firstDelta: number | undefined;
      for await (const event of streamChat(baseUrl, client.cookies, { message: 'Move my run to eight' })) {
        if (event.value.event === 'delta') firstDelta ??= event.at;
      }
      if (firstDelta === undefined) throw new Error('no delta');
      return firstDelta - lastRequest(fake, '/v1/chat/completions', started).firstByteAt!;
    },

    async close() {
      await bench.close();
    },
  };
}
