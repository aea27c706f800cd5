// bench/voice-latency: a voice call over the WebSocket, driven in real time with a recorded
// utterance (apps/server/src/test/fixtures/voice) and then microphone silence, 20 turns, against the
// local fake provider set to the delays (transcription 300 ms, first token 350 ms then 25 ms
// a token, speech 200 ms to first byte). Prints, from the end of speech to the first audio byte
// back, p50 and p95, and the part spent in the server itself (total minus the VAD's wait minus the
// provider's delays on the critical path; the transcription starts at the pause, before the turn is
// decided, so only what is left of it after the decision counts); the same for today's upload path (`POST /api/openai/converse` after the old
// client's 2.4 s silence wait) in the same run; and the streamed chat's first delta after the
// provider's first token.
import path from 'node:path';
import { loadHarness, root } from '../load-harness.mjs';

const turns = Number(process.env.BENCH_TURNS ?? 20);

const { harness: { startHarness }, cleanup } = await loadHarness('bench/voice-latency/harness.ts');

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const ms = (v) => `${v.toFixed(0).padStart(5)} ms`;

const harness = await startHarness(path.join(root, 'apps/server/src/test/fixtures/voice/utterance-16k.pcm'), path.join(root, 'apps/server/drizzle'));
try {
  const voice = await harness.voiceTurns(turns);
  const upload = [];
  for (let i = 0; i < Math.min(turns, 5); i++) upload.push(await harness.uploadTurn());
  const chat = [];
  for (let i = 0; i < turns; i++) chat.push(await harness.chatFirstDelta());
  const bargeIns = await harness.bargeIns(Math.min(turns, 10));

  const own = (f) => f.totalMs - f.vadMs - f.providerMs;
  const report = (label, figures) => {
    const totals = figures.map((f) => f.totalMs);
    console.log(`  ${label}`);
    console.log(`    end of speech → first audio: p50 ${ms(percentile(totals, 50))}   p95 ${ms(percentile(totals, 95))}`);
    console.log(`    of which turn detection:     p50 ${ms(percentile(figures.map((f) => f.vadMs), 50))}`);
    console.log(`    of which provider delays:    p50 ${ms(percentile(figures.map((f) => f.providerMs), 50))}`);
    console.log(`    the server's own share:      p50 ${ms(percentile(figures.map(own), 50))}   p95 ${ms(percentile(figures.map(own), 95))}`);
    if (figures[0].earlyMs !== undefined) {
      console.log(`    transcription started before the turn was decided: p50 ${ms(percentile(figures.map((f) => f.earlyMs), 50))} (it takes ${ms(percentile(figures.map((f) => f.transcriptionMs), 50))})`);
    }
  };
  console.log(`bench/voice-latency: ${turns} turns in real time; provider: transcription 300 ms, first token 350 ms + 25 ms/token, speech 200 ms to first byte`);
  report(`WebSocket call (Silero VAD, streamed reply and speech), ${voice.length} turns`, voice);
  report(`baseline: today's upload path (2.4 s silence wait, POST /converse, whole answer), ${upload.length} turns`, upload);
  const p50 = (f) => percentile(f.map((x) => x.totalMs), 50);
  console.log(`  ratio: p50 ${(p50(voice) / p50(upload)).toFixed(2)} of the upload path's (goal: p50 ≤ 1600 ms, server's share ≤ 100 ms)`);
  console.log(`  barge-in: speech over the coach → interrupt sent: p50 ${ms(percentile(bargeIns, 50))}   p95 ${ms(percentile(bargeIns, 95))} over ${bargeIns.length} (goal: playback stops within 200 ms)`);
  console.log(`  streamed chat: first delta after the provider's first token: p50 ${ms(percentile(chat, 50))}   p95 ${ms(percentile(chat, 95))} (goal ≤ 50 ms)`);
} finally {
  await harness.close();
  cleanup();
}
