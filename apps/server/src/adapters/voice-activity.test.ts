import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createTurnDetector } from './voice-activity.js';

const utterance = readFileSync(new URL('../test/fixtures/voice/utterance-16k.pcm', import.meta.url));
const silence = (seconds: number) => Buffer.alloc(Math.round(seconds * 16_000) * 2);
const FRAME_BYTES = 640; // 20 ms, as the browser sends them

/** Plays `audio` through a detector in 20 ms frames; the call's side is played by `endAfterMs` (the turn ends after so much quiet). Answers when each event happened, in seconds of audio. */
async function detect(audio: Buffer, { pauseMs = 20, endAfterMs = 600 } = {}) {
  const events: { at: number; what: 'start' | 'pause' | 'resume' | 'turn'; seconds?: number }[] = [];
  let at = 0;
  let heard = 0;
  const detector = await createTurnDetector({
    pauseMs,
    onSpeechStart: () => events.push({ at, what: 'start' }),
    onPause: (pcm) => {
      heard = pcm.length / 32_000;
      events.push({ at, what: 'pause', seconds: heard });
    },
    onQuiet: (ms) => {
      if (ms < endAfterMs) return;
      events.push({ at, what: 'turn', seconds: heard });
      detector.endTurn();
    },
    onResume: () => events.push({ at, what: 'resume' }),
    onUtterance: (pcm) => events.push({ at, what: 'turn', seconds: pcm.length / 32_000 }),
  });
  for (let offset = 0; offset + FRAME_BYTES <= audio.length; offset += FRAME_BYTES) {
    at = (offset + FRAME_BYTES) / 32_000;
    await detector.push(audio.subarray(offset, offset + FRAME_BYTES));
  }
  await detector.close();
  return events;
}

const turns = (events: Awaited<ReturnType<typeof detect>>) => events.filter((e) => e.what === 'start' || e.what === 'turn').map((e) => e.what);

describe('turn detection: Silero VAD for speech, the voice\'s loudness for its pauses', () => {
  const speechEnds = 0.5 + utterance.length / 32_000;

  it('hears speech start within ~120 ms of audio (barge-in starts there), and the voice stop within two 20 ms frames, with the whole utterance', async () => {
    const events = await detect(Buffer.concat([silence(0.5), utterance, silence(1.5)]));
    expect(turns(events)).toEqual(['start', 'turn']);
    expect(events[0]!.at).toBeGreaterThan(0.5);
    // Two Silero frames (64 ms), each read with the 64 samples before it, and the 20 ms frame that completes them.
    expect(events[0]!.at).toBeLessThanOrEqual(0.5 + 0.12);
    const last = events.filter((e) => e.what === 'pause').at(-1)!;
    expect(last.at - speechEnds).toBeGreaterThanOrEqual(0);
    expect(last.at - speechEnds).toBeLessThanOrEqual(0.06);
    // The whole utterance, with a little before it, and none of the quiet after it.
    expect(last.seconds).toBeGreaterThan(utterance.length / 32_000);
    expect(last.seconds).toBeLessThan(utterance.length / 32_000 + 0.3);
    // The quiet is counted from where the voice stopped: the turn ends 600 ms after it.
    const wait = events.find((e) => e.what === 'turn')!.at - speechEnds;
    expect(wait).toBeGreaterThanOrEqual(0.58);
    expect(wait).toBeLessThanOrEqual(0.66);
  });

  it('reports the gaps between words longer than the pause it is given, each followed by the voice coming back', async () => {
    const short = await detect(Buffer.concat([silence(0.5), utterance, silence(1)]), { pauseMs: 20 });
    const long = await detect(Buffer.concat([silence(0.5), utterance, silence(1)]), { pauseMs: 100 });
    const pauses = (events: typeof short) => events.filter((e) => e.what === 'pause').length;
    expect(pauses(short)).toBeGreaterThan(pauses(long));
    expect(pauses(long)).toBe(1);
    for (const events of [short, long]) expect(events.filter((e) => e.what === 'resume')).toHaveLength(pauses(events) - 1);
  });

  it('keeps one turn across a short pause and splits at a long one; after a turn, the next speech starts a new one', async () => {
    const short = await detect(Buffer.concat([silence(0.3), utterance, silence(0.25), utterance, silence(1.2)]));
    expect(turns(short)).toEqual(['start', 'turn']);
    const long = await detect(Buffer.concat([silence(0.3), utterance, silence(1.2), utterance, silence(1.2)]));
    expect(turns(long)).toEqual(['start', 'turn', 'start', 'turn']);
  });

  it('hears nothing in silence or a steady hum', async () => {
    const hum = Buffer.alloc(32_000 * 2);
    for (let i = 0; i < hum.length / 2; i++) hum.writeInt16LE(Math.round(800 * Math.sin((2 * Math.PI * 50 * i) / 16_000)), i * 2);
    expect(await detect(Buffer.concat([silence(1), hum]))).toEqual([]);
  });

  it('hears nothing in clicks and taps (a keyboard, a cup put down)', async () => {
    // 5 ms bursts of loud noise every 60-140 ms, some in pairs 30 ms apart, for 3 s.
    const clicks = silence(3);
    let seed = 7;
    const random = () => ((seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647) * 2 - 1;
    const click = (at: number) => {
      for (let i = 0; i < 80; i++) clicks.writeInt16LE(Math.round(20_000 * random() * (1 - i / 80)), (at + i) * 2);
    };
    for (let at = 1600, n = 0; at < 46_000; at += 960 + ((n * 640) % 1280), n++) {
      click(at);
      if (n % 3 === 0) click(at + 480);
    }
    expect(await detect(Buffer.concat([silence(0.5), clicks]))).toEqual([]);
  });
});
