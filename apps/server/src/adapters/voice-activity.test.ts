import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createTurnDetector } from './voice-activity.js';

const utterance = readFileSync(new URL('../test/fixtures/voice/utterance-16k.pcm', import.meta.url));
const silence = (seconds: number) => Buffer.alloc(Math.round(seconds * 16_000) * 2);
const FRAME_BYTES = 640; // 20 ms, as the browser sends them

/** Plays `audio` through a detector in 20 ms frames; answers when each event happened, in seconds of audio. */
async function detect(audio: Buffer, endOfTurnMs = 600) {
  const events: { at: number; what: 'start' | 'turn'; seconds?: number }[] = [];
  let at = 0;
  const detector = await createTurnDetector({
    endOfTurnMs,
    onSpeechStart: () => events.push({ at, what: 'start' }),
    onUtterance: (pcm) => events.push({ at, what: 'turn', seconds: pcm.length / 32_000 }),
  });
  for (let offset = 0; offset + FRAME_BYTES <= audio.length; offset += FRAME_BYTES) {
    at = (offset + FRAME_BYTES) / 32_000;
    await detector.push(audio.subarray(offset, offset + FRAME_BYTES));
  }
  await detector.close();
  return events;
}

describe('turn detection with Silero VAD', () => {
  const speechEnds = 0.5 + utterance.length / 32_000;

  it('hears speech start within ~150 ms and ends the turn about 600 ms after the voice stops', async () => {
    const events = await detect(Buffer.concat([silence(0.5), utterance, silence(1.5)]));
    expect(events.map((e) => e.what)).toEqual(['start', 'turn']);
    expect(events[0]!.at).toBeGreaterThan(0.5);
    expect(events[0]!.at).toBeLessThan(0.5 + 0.2);
    const wait = events[1]!.at - speechEnds;
    expect(wait).toBeGreaterThanOrEqual(0.55);
    expect(wait).toBeLessThanOrEqual(0.75);
    // The whole utterance, with a little before it and the silence that ended it.
    expect(events[1]!.seconds).toBeGreaterThan(utterance.length / 32_000);
  });

  it('takes the silence from configuration', async () => {
    const events = await detect(Buffer.concat([silence(0.5), utterance, silence(2)]), 1200);
    const wait = events.find((e) => e.what === 'turn')!.at - speechEnds;
    expect(wait).toBeGreaterThanOrEqual(1.15);
    expect(wait).toBeLessThanOrEqual(1.35);
  });

  it('keeps one turn across a short pause and splits at a long one', async () => {
    const short = await detect(Buffer.concat([silence(0.3), utterance, silence(0.25), utterance, silence(1.2)]));
    expect(short.filter((e) => e.what === 'turn')).toHaveLength(1);
    const long = await detect(Buffer.concat([silence(0.3), utterance, silence(1.2), utterance, silence(1.2)]));
    expect(long.filter((e) => e.what === 'turn')).toHaveLength(2);
  });

  it('hears nothing in silence or a steady hum', async () => {
    const hum = Buffer.alloc(32_000 * 2);
    for (let i = 0; i < hum.length / 2; i++) hum.writeInt16LE(Math.round(800 * Math.sin((2 * Math.PI * 50 * i) / 16_000)), i * 2);
    expect(await detect(Buffer.concat([silence(1), hum]))).toEqual([]);
  });
});
