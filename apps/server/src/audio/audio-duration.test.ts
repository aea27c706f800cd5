import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { audioDurationSeconds } from './audio-duration.js';
import { silentMp3 } from '../test/silent-mp3.js';
import { wavOf } from './wav.js';

const fixture = (name: string) => readFileSync(new URL(`../test/fixtures/audio/${name}`, import.meta.url));

/** The source utterance (fixtures/voice/utterance-16k.pcm): 26,283 samples at 16 kHz. */
const UTTERANCE = 26_283 / 16_000;

// The true lengths, from how each file was made (fixtures/audio/README.md): the samples encoded,
// or ffprobe's last packet time plus its length where the recorder decided where the file ends.
const FIXTURES: [name: string, seconds: number, what: string][] = [
  ['mediarecorder.webm', 1.618, "Chromium's MediaRecorder: no Duration, unknown sizes, 60 ms Opus packets"],
  ['live.webm', 1.659, 'WebM written to a pipe: no Duration, 20 ms Opus packets, a CodecDelay'],
  ['seekable.webm', 1.65, 'WebM with a Duration element'],
  ['utterance.opus.ogg', UTTERANCE, 'Ogg Opus: the last granule less the pre-skip'],
  ['utterance.vorbis.ogg', UTTERANCE, 'Ogg Vorbis'],
  ['utterance.m4a', UTTERANCE, 'MP4/AAC, mvhd'],
  ['mediarecorder.mp4', 1.584167, "Chromium's MediaRecorder audio/mp4: fragmented, mvhd duration 0"],
  ['fragmented.m4a', 1.706688, 'fragmented MP4/AAC from a pipe (no edit list: the 64 ms of AAC priming is in the timeline)'],
  ['utterance.mp3', UTTERANCE, "MP3 with a LAME tag: frames less the Info frame and the encoder's delay and padding"],
  ['utterance.wav', 13_142 / 8000, 'WAV with a LIST chunk before the data'],
];

/** Within 30 ms, the precision the allowance needs; every fixture is in fact within 1 ms. */
function expectSeconds(measured: number | null, seconds: number): void {
  expect(measured).not.toBeNull();
  expect(Math.abs(measured! - seconds)).toBeLessThanOrEqual(0.03);
}

/** An MP4 box: a 32-bit size, the type, then the body. */
function box(type: string, ...parts: Buffer[]): Buffer {
  const head = Buffer.alloc(8);
  const body = Buffer.concat(parts);
  head.writeUInt32BE(8 + body.length);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
}

function u32(...values: number[]): Buffer {
  const bytes = Buffer.alloc(4 * values.length);
  values.forEach((value, i) => bytes.writeUInt32BE(value, 4 * i));
  return bytes;
}

/** A WAV with a chunk of odd length before the data, which the writer pads with a byte. */
function wavWithOddChunk(): Buffer {
  const plain = wavOf(Buffer.alloc(16_000), 16_000);
  const odd = Buffer.concat([Buffer.from('note'), Buffer.from([5, 0, 0, 0]), Buffer.from('hello'), Buffer.alloc(1)]);
  return Buffer.concat([plain.subarray(0, 36), odd, plain.subarray(36)]);
}

describe('audioDurationSeconds', () => {
  it.each(FIXTURES)('measures %s (%s)', (name, seconds) => {
    expectSeconds(audioDurationSeconds(fixture(name)), seconds);
  });

  it('reads WAV data sizes left at 0 or 0xFFFFFFFF by a streaming writer, or larger than what arrived, as the bytes present', () => {
    const wav = fixture('utterance.wav');
    const data = wav.indexOf('data', 12, 'latin1') + 4;
    for (const size of [0, 0xffffffff, 10_000_000]) {
      const streamed = Buffer.from(wav);
      streamed.writeUInt32LE(size, data);
      expectSeconds(audioDurationSeconds(streamed), 13_142 / 8000);
    }
  });

  it('steps over a WAV chunk of odd length and its pad byte', () => {
    expect(audioDurationSeconds(wavWithOddChunk())).toBeCloseTo(0.5, 5);
  });

  it('counts MP3 frames when there is no encoder tag', () => {
    expect(audioDurationSeconds(silentMp3(2))).toBeCloseTo(2, 1);
  });

  it('adds up a fragmented MP4 whose runs take the default sample duration and no start time', () => {
    const moov = box(
      'moov',
      box('mvhd', u32(0, 0, 0, 1000, 0)),
      box('trak', box('tkhd', u32(0, 0, 0, 1, 0, 0)), box('mdia', box('mdhd', u32(0, 0, 0, 48_000, 0)))),
      box('mvex', box('trex', u32(0, 1, 1, 960, 0, 0))),
    );
    const second = box('moof', box('mfhd', u32(0, 1)), box('traf', box('tfhd', u32(0, 1)), box('trun', u32(0, 50)))); // 50 × 20 ms
    const file = Buffer.concat([box('ftyp', Buffer.from('isom'), u32(0)), moov, second, box('mdat'), second, box('mdat')]);
    expect(audioDurationSeconds(file)).toBeCloseTo(2, 5);
  });

  it('answers from the bytes alone: it takes no type or name a client could label them with', () => {
    expect(audioDurationSeconds.length).toBe(1);
    expectSeconds(audioDurationSeconds(fixture('utterance.wav')), 13_142 / 8000);
    expect(audioDurationSeconds(Buffer.alloc(4000, 7))).toBeNull();
  });

  it('answers null for what it does not know: garbage, an empty file, ADTS AAC', () => {
    expect(audioDurationSeconds(Buffer.alloc(4000, 7))).toBeNull();
    expect(audioDurationSeconds(Buffer.alloc(0))).toBeNull();
    const adts = Buffer.alloc(4000);
    adts.set([0xff, 0xf1, 0x50, 0x80]); // same sync bits as MP3, but Layer 0: not ours to count
    expect(audioDurationSeconds(adts)).toBeNull();
  });

  it('never throws on a truncated file, and answers null or a length no longer than it could be', () => {
    for (const [name] of FIXTURES) {
      const whole = fixture(name);
      for (let cut = 0; cut < whole.length; cut += 61) {
        const value = audioDurationSeconds(whole.subarray(0, cut));
        expect(value === null || (Number.isFinite(value) && value >= 0 && value < 10)).toBe(true);
      }
    }
  });

  it('does bounded work on 10 MB made to make a reader loop', () => {
    const tenMb = (head: Buffer, unit: Buffer) =>
      Buffer.concat([head, Buffer.alloc(10 * 1024 * 1024 - head.length).fill(unit)]);
    const opusHead = fixture('utterance.opus.ogg').subarray(0, 47); // the first page, OpusHead
    const inputs = [
      tenMb(fixture('mediarecorder.webm').subarray(0, 0x92), Buffer.from('1f43b67501ffffffffffffff', 'hex')), // endless unknown-size Clusters
      tenMb(opusHead, Buffer.from('OggS\x01', 'latin1')), // capture patterns that are not pages
      tenMb(Buffer.concat([box('ftyp', Buffer.from('isom')), u32(0xa00000), Buffer.from('moov')]), u32(8, 0x66726565)), // a moov of empty boxes
      tenMb(Buffer.from('RIFF\0\0\0\0WAVE'), Buffer.from('junk\0\0\0\0', 'latin1')), // chunks, and never a data chunk
      tenMb(Buffer.from('ID3\x04\0\0\0\0\0\0', 'latin1'), Buffer.from([0xff])), // sync bytes, and never a frame
      tenMb(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.from([0x81])), // one-byte EBML elements
    ];
    const started = performance.now();
    for (const input of inputs) {
      const value = audioDurationSeconds(input);
      expect(value === null || Number.isFinite(value)).toBe(true);
    }
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});
