// bench/voice-latency: a voice call over the WebSocket, driven in real time with a recorded
// utterance (apps/server/src/test/fixtures/voice) and then microphone silence, 20 turns, against the
// local fake provider set to the delays (transcription 300 ms, first token 350 ms then 25 ms
// a token, speech 200 ms to first byte). Prints, from the end of speech to the first audio byte
// back, p50 and p95, and the part spent in the server itself (total minus the turn detection's wait
// minus the provider's delays on the critical path), for:
// - the cascaded call as before issue 53 (the turn ends after 600 ms of quiet; the transcription
//   starts at 300 ms; nothing starts before the turn is over): VOICE_TURN_RULE=fixed, VOICE_SPECULATE=off;
// - the cascaded call with issue 53's end of turn (the quiet and the words together) and replies
//   started early (the defaults), with the provider requests each turn made;
// - the speech-to-speech call (VOICE_MODE=realtime) against the fake Realtime server, with the
//   same delays for its audio (first audio 350 + 200 ms after the turn is committed);
// then issue 53's pause set (46 requests said by espeak-ng, mid-sentence pauses of 300-900 ms): false
// cut-offs, the wait after the last word, and the extra transcriptions and model requests a turn
// costs; then today's upload path, barge-in, and the streamed chat's first delta.
import path from 'node:path';
import { loadHarness, root } from '../load-harness.mjs';

const turns = Number(process.env.BENCH_TURNS ?? 20);

const { harness: { startHarness, pauseSet }, cleanup } = await loadHarness('bench/voice-latency/harness.ts');

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const ms = (v) => `${v.toFixed(0).padStart(5)} ms`;
const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;

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
  if (figures[0].steps) {
    const step = (i) => percentile(figures.map((f) => f.steps[i]), 50).toFixed(0);
    console.log(`    critical path, p50 of each step: speech end → transcription asked ${step(0)} ms → answered ${step(1)} → model asked ${step(2)} → first sentence to speech ${step(3)} → speech's first byte ${step(4)} → audio out ${step(5)}`);
  }
  if (figures[0].transcriptions !== undefined) {
    console.log(`    provider requests a turn: ${mean(figures.map((f) => f.transcriptions)).toFixed(2)} transcriptions, ${mean(figures.map((f) => f.modelRequests)).toFixed(2)} model requests (extra: ${(mean(figures.map((f) => f.transcriptions)) - 1).toFixed(2)} and ${(mean(figures.map((f) => f.modelRequests)) - 1).toFixed(2)})`);
  }
};

const utterance = path.join(root, 'apps/server/src/test/fixtures/voice/utterance-16k.pcm');
const migrations = path.join(root, 'apps/server/drizzle');
console.log(`bench/voice-latency: ${turns} turns in real time; provider: transcription 300 ms, first token 350 ms + 25 ms/token, speech 200 ms to first byte`);
const results = {};
try {
  for (const [key, label, env] of [
    ['before', 'cascaded call before issue 53 (600 ms of quiet, transcription from 300 ms, nothing started early)', { VOICE_TURN_RULE: 'fixed', VOICE_SPECULATE: 'off' }],
    ['after', 'cascaded call, issue 53: end of turn from the quiet and the words, replies started early', {}],
  ]) {
    const harness = await startHarness(utterance, migrations, env);
    try {
      results[key] = await harness.voiceTurns(turns);
      report(`${label}, ${results[key].length} turns`, results[key]);
      if (key === 'after') {
        const upload = [];
        for (let i = 0; i < Math.min(turns, 5); i++) upload.push(await harness.uploadTurn());
        results.upload = upload;
        const chat = [];
        for (let i = 0; i < turns; i++) chat.push(await harness.chatFirstDelta());
        results.chat = chat;
        results.bargeIns = await harness.bargeIns(Math.min(turns, 10));
      }
    } finally {
      await harness.close();
    }
  }
  const realtime = await startHarness(utterance, migrations, { VOICE_MODE: 'realtime' });
  try {
    results.realtime = await realtime.speechToSpeechTurns(turns);
    report(`speech-to-speech call (OpenAI Realtime protocol, fake server, semantic turn detection), ${results.realtime.length} turns`, results.realtime);
  } finally {
    await realtime.close();
  }
  const p50 = (f) => percentile(f.map((x) => x.totalMs), 50);
  const p95 = (f) => percentile(f.map((x) => x.totalMs), 95);
  console.log(`  goal (cascaded, issue 53): p50 ≤ 900 ms and p95 ≤ 1300 ms: p50 ${ms(p50(results.after))}, p95 ${ms(p95(results.after))} (before: p50 ${ms(p50(results.before))}, p95 ${ms(p95(results.before))})`);

  const set = await pauseSet(path.join(root, 'apps/server/src/test/fixtures/voice/pause-set.json'));
  for (const [label, judged] of [
    ['issue 53 (defaults)', set.after],
    ['before issue 53 (600 ms of quiet)', set.before],
  ]) {
    const cut = judged.filter((j) => j.cutOff).length;
    const waits = judged.filter((j) => !j.cutOff && j.waitMs !== null).map((j) => j.waitMs);
    const costs = judged === set.after
      ? `; extra a turn: ${(mean(judged.map((j) => j.transcriptions)) - 1).toFixed(2)} transcriptions, ${mean(judged.map((j) => j.cancelled)).toFixed(2)} model requests (replies started early and cancelled)`
      : '';
    console.log(`  pause set, ${label}: false cut-offs ${cut} of ${judged.length} (goal ≤ 1 in 20); last word → turn over p50 ${ms(percentile(waits, 50))} p95 ${ms(percentile(waits, 95))}${costs}`);
  }
  const upload = results.upload;
  console.log(`  baseline: today's upload path (2.4 s silence wait, POST /converse, whole answer): p50 ${ms(p50(upload))} over ${upload.length}`);
  console.log(`  barge-in: speech over the coach → interrupt sent: p50 ${ms(percentile(results.bargeIns, 50))}   p95 ${ms(percentile(results.bargeIns, 95))} over ${results.bargeIns.length} (goal: within 150 ms)`);
  console.log(`  streamed chat: first delta after the provider's first token: p50 ${ms(percentile(results.chat, 50))}   p95 ${ms(percentile(results.chat, 95))} (goal ≤ 50 ms)`);
} finally {
  cleanup();
}
