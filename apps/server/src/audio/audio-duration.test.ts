import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { audioContainerOf, audioDurationSeconds, byteFloorSeconds } from './audio-duration.js';
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

  it('does bounded work on 10 MB made to make a reader loop', { tags: ['alone'] }, () => {
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

/**
 * MediaRecorder's WebM with each SimpleBlock's time set to 0: its Clusters (unknown size) hold a
 * Timecode and SimpleBlocks (track 1), each an id, a size, the track, a 16-bit time and the frame.
 */
function everyBlockAtClusterTime(webm: Buffer): Buffer {
  const out = Buffer.from(webm);
  const vint = (at: number) => {
    const length = Math.clz32(out[at]!) - 23;
    let value = out[at]! & (0xff >> length);
    for (let i = 1; i < length; i++) value = value * 256 + out[at + i]!;
    return { value, length };
  };
  let blocks = 0;
  for (let at = out.indexOf(Buffer.from('1f43b675', 'hex')); at >= 0 && at < out.length; ) {
    if (out.readUInt32BE(at) === 0x1f43b675) {
      at += 4 + vint(at + 4).length; // a Cluster: walked into
      continue;
    }
    const size = vint(at + 1);
    const body = at + 1 + size.length;
    if (out[at] === 0xa3) {
      out.writeInt16BE(0, body + 1);
      blocks += 1;
    }
    at = body + size.value;
  }
  expect(blocks).toBeGreaterThan(20);
  return out;
}

/** What a client may write into a file's headers: the lengths it declares, nothing about its samples. */
describe('voice seconds from the audio itself, never from a header alone (issue 38)', () => {
  /** 150 s of 16 kHz mono 16-bit PCM. */
  const pcm150 = Buffer.alloc(150 * 16_000 * 2);

  it('voice seconds charged from a WAV header the client writes: a 150 s WAV declared as 1 s is charged 150 s', () => {
    const honest = wavOf(pcm150, 16_000);
    expect(audioDurationSeconds(honest)).toBeCloseTo(150, 5);
    // The data chunk's size says 1 s of the 150 s that follow it.
    const shortSize = Buffer.from(honest);
    shortSize.writeUInt32LE(16_000 * 2, 40);
    // The byte rate says 150 times what the samples are.
    const fastRate = Buffer.from(honest);
    fastRate.writeUInt32LE(150 * 16_000 * 2, 28);
    // The block align says 150 times the frame; the samples are still 16-bit mono.
    const wideBlock = Buffer.from(honest);
    wideBlock.writeUInt16LE(300, 32);
    for (const lie of [shortSize, fastRate, wideBlock]) expect(audioDurationSeconds(lie)).toBeCloseTo(150, 5);
  });

  it('a WAV that names a sample rate no recorder uses is counted at 48 kHz at most, and never below its bytes at 384 kB/s', () => {
    const wav = wavOf(pcm150, 16_000);
    wav.writeUInt32LE(4_000_000_000, 24); // sample rate
    wav.writeUInt32LE(4_000_000_000, 28); // byte rate
    expect(audioDurationSeconds(wav)).toBeCloseTo((150 * 16_000) / 48_000, 5);
    const compressed = wavOf(pcm150, 16_000);
    compressed.writeUInt16LE(0x0055, 20); // "MP3 inside": frames cannot be counted from the header
    compressed.writeUInt32LE(4_000_000_000, 28);
    expect(audioDurationSeconds(compressed)).toBeCloseTo(compressed.length / 384_000, 5);
  });

  it('Ogg, WebM and MP4 whose headers understate are charged what their packets and frames count', () => {
    const ogg = Buffer.from(fixture('utterance.opus.ogg'));
    const lastPage = ogg.lastIndexOf('OggS', ogg.length - 27, 'latin1');
    ogg.writeBigInt64LE(400n, lastPage + 6); // granule: no time at all after the pre-skip
    const webm = Buffer.from(fixture('seekable.webm'));
    webm.writeDoubleBE(1, webm.indexOf(Buffer.from([0x44, 0x89, 0x88])) + 3); // Duration (an 8-byte float): 1 ms
    // Every block at its Cluster's own time: the latest block says nothing of how many came before it.
    const mediaRecorder = everyBlockAtClusterTime(fixture('mediarecorder.webm'));
    const m4a = Buffer.from(fixture('utterance.m4a'));
    m4a.writeUInt32BE(1, m4a.indexOf('mvhd', 0, 'latin1') + 4 + 16); // mvhd: 1/1000 s
    for (const [name, lie, seconds] of [
      ['ogg', ogg, UTTERANCE],
      ['webm', webm, 1.65],
      ['mediarecorder webm', mediaRecorder, 1.618],
      ['m4a', m4a, UTTERANCE],
    ] as const) {
      const charged = audioDurationSeconds(lie);
      // No more than the true length, less at most what an encoder pads the ends with (two AAC frames at 16 kHz).
      expect(charged, name).toBeGreaterThan(seconds - 0.13);
      expect(charged, name).toBeLessThanOrEqual(seconds + 0.03);
    }
  });

  it('a file whose headers lie and whose frames cannot be counted is charged its bytes at the highest plausible bit rate', () => {
    const vorbis = Buffer.concat([fixture('utterance.vorbis.ogg'), Buffer.alloc(1024 * 1024)]);
    const lastPage = vorbis.lastIndexOf('OggS', vorbis.length - 27, 'latin1');
    vorbis.writeBigInt64LE(10n, lastPage + 6);
    expect(audioDurationSeconds(vorbis)).toBeCloseTo(vorbis.length / 64_000, 5);
    // An honest recording is never charged more for the floor: it is below every fixture's true length.
    for (const [name, seconds] of FIXTURES) expect(byteFloorSeconds(fixture(name), audioContainerOf(fixture(name))!), name).toBeLessThan(seconds);
  });
});
