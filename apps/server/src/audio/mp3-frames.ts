import { ascii } from './bytes.js';
import { mp3DurationSeconds } from './mp3-duration.js';

const MP3_SAMPLE_RATES: Record<number, number[]> = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] };

/** The same test `mp3DurationSeconds` applies: sync, Layer III, a known version, bit rate and sample rate. */
export function isMp3FrameHeader(audio: Buffer, offset: number): boolean {
  const b1 = audio[offset + 1] ?? 0;
  const b2 = audio[offset + 2] ?? 0;
  const version = (b1 >> 3) & 0x03;
  const bitrateIndex = b2 >> 4;
  const sync = audio[offset] === 0xff && (b1 & 0xe0) === 0xe0;
  const layer3 = ((b1 >> 1) & 0x03) === 0x01;
  return sync && layer3 && version !== 1 && bitrateIndex !== 0 && bitrateIndex !== 15 && ((b2 >> 2) & 0x03) !== 3;
}

/** Frames counted, less what the encoder added: a file with no Layer III frame at all is not MP3. */
export function mp3Seconds(audio: Buffer): number | null {
  const framed = mp3DurationSeconds(audio);
  return framed > 0 ? Math.max(0, framed - mp3EncoderSeconds(audio)) : null;
}

/**
 * What counting frames overstates. LAME and ffmpeg start the file with a Xing/Info frame (metadata,
 * no sound) whose LAME tag says how many samples of delay and padding the encoder put at the ends:
 * 1,365 samples, 85 ms, in a 16 kHz file. ffmpeg and gapless players drop them the same way.
 */
function mp3EncoderSeconds(audio: Buffer): number {
  const frame = firstMp3Frame(audio);
  if (frame < 0) return 0;
  const b1 = audio[frame + 1]!;
  const version = (b1 >> 3) & 0x03;
  const sampleRate = MP3_SAMPLE_RATES[version]![(audio[frame + 2]! >> 2) & 0x03]!;
  const mono = audio[frame + 3]! >> 6 === 3;
  const sideInfo = version === 3 ? (mono ? 17 : 32) : mono ? 9 : 17;
  const xing = frame + 4 + sideInfo;
  const tag = ascii(audio, xing, xing + 4);
  if ((tag !== 'Xing' && tag !== 'Info') || xing + 8 > audio.length) return 0;
  const infoFrame = version === 3 ? 1152 : 576;
  return (infoFrame + lameDelayAndPadding(audio, xing)) / sampleRate;
}

/** The bytes of an ID3v2 tag at the start (its header, body and footer), or 0 without one. */
export function id3Length(audio: Buffer): number {
  if (ascii(audio, 0, 3) !== 'ID3' || audio.length < 10) return 0;
  const size = ((audio[6]! & 0x7f) << 21) | ((audio[7]! & 0x7f) << 14) | ((audio[8]! & 0x7f) << 7) | (audio[9]! & 0x7f);
  return 10 + size + (audio[5]! & 0x10 ? 10 : 0);
}

/** ID3v2 skipped, the first frame header within a few KiB, or -1. */
function firstMp3Frame(audio: Buffer): number {
  const start = id3Length(audio);
  for (let offset = start; offset < Math.min(start + 4096, audio.length - 4); offset++) {
    if (isMp3FrameHeader(audio, offset)) return offset;
  }
  return -1;
}

/** Samples the encoder added, from the LAME tag after the Xing fields; 0 without a tag. */
function lameDelayAndPadding(audio: Buffer, xing: number): number {
  const flags = audio.readUInt32BE(xing + 4);
  // Frame count, byte count, the 100-byte seek table and a quality figure, each only when flagged.
  const lame = xing + 8 + (flags & 1 ? 4 : 0) + (flags & 2 ? 4 : 0) + (flags & 4 ? 100 : 0) + (flags & 8 ? 4 : 0);
  if (!/^(LAME|Lavc|Lavf|L3\.)/.test(ascii(audio, lame, lame + 4)) || lame + 24 > audio.length) return 0;
  // 12 bits of delay then 12 of padding, 21 bytes into the tag.
  const packed = audio.readUIntBE(lame + 21, 3);
  return (packed >> 12) + (packed & 0xfff);
}
