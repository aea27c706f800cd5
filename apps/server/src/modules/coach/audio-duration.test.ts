import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { audioDurationSeconds } from './audio-duration.js';
import { silentMp3 } from '../../test/silent-mp3.js';
import { wavOf } from './wav.js';

const fixture = (name: string) => readFileSync(new URL(`../../test/fixtures/audio/${name}`, import.meta.url));

describe('audioDurationSeconds', () => {
  // Expected lengths as ffprobe reads them (the last packet's time plus its length where the file has no Duration).
  it.each([
    ['mediarecorder.webm', 1.618, 'Chromium MediaRecorder: no Duration, unknown sizes, 60 ms Opus packets'],
    ['live.webm', 1.659, 'streamed WebM: no Duration, 20 ms Opus packets'],
    ['seekable.webm', 1.65, 'WebM with a Duration element'],
    ['utterance.opus.ogg', 1.643, 'Ogg Opus: the last granule less the pre-skip, the exact 1.643 s encoded (ffprobe says 1.649)'],
    ['utterance.vorbis.ogg', 1.643, 'Ogg Vorbis'],
    ['utterance.m4a', 1.643, 'MP4/AAC'],
  ])('measures %s (%s)', (name, seconds) => {
    expect(audioDurationSeconds(fixture(name))).toBeCloseTo(seconds, 2);
  });

  it('measures WAV and MP3 from their own headers and frames', () => {
    expect(audioDurationSeconds(wavOf(Buffer.alloc(3.2 * 32_000), 16_000))).toBeCloseTo(3.2, 5);
    const streamed = wavOf(Buffer.alloc(32_000), 16_000);
    streamed.writeUInt32LE(0xffffffff, 40); // a streaming writer's "size unknown"
    expect(audioDurationSeconds(streamed)).toBeCloseTo(1, 5);
    expect(audioDurationSeconds(silentMp3(2))).toBeCloseTo(2, 1);
  });

  it('trusts the bytes, not the name or type a client gives', () => {
    // There is no name or type to pass at all: a wav sent as "recording.webm" is measured as wav.
    expect(audioDurationSeconds(wavOf(Buffer.alloc(16_000), 16_000))).toBeCloseTo(0.5, 5);
  });

  it('answers null, never throws, for garbage and truncated files', () => {
    expect(audioDurationSeconds(Buffer.alloc(4000, 7))).toBeNull();
    expect(audioDurationSeconds(Buffer.alloc(0))).toBeNull();
    for (const name of ['mediarecorder.webm', 'utterance.opus.ogg', 'utterance.m4a']) {
      const whole = fixture(name);
      for (const cut of [5, 13, 40, 200, whole.length >> 1]) {
        const value = audioDurationSeconds(whole.subarray(0, cut));
        expect(value === null || (Number.isFinite(value) && value >= 0)).toBe(true);
      }
    }
    const noise = Buffer.from(Array.from({ length: 50_000 }, (_, i) => (i * 7919) % 256));
    noise.writeUInt32BE(0x1a45dfa3, 0);
    expect(() => audioDurationSeconds(noise)).not.toThrow();
  });
});
