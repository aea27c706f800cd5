import { mp3DurationSeconds } from './mp3-duration.js';

/**
 * The length of a recording from the audio itself (transcription providers no longer report it):
 * the container is sniffed from the bytes, never taken from the name or type the client sent.
 * WAV, MP3, Ogg (Opus, Vorbis), WebM/Matroska (as MediaRecorder writes it: no Duration, sizes
 * unknown) and MP4/M4A. Null when the format is not one of these or the data cannot be read;
 * callers then estimate. Never throws, and reads each byte at most a few times.
 */
export function audioDurationSeconds(audio: Buffer): number | null {
  try {
    const seconds = measure(audio);
    return seconds !== null && Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
  } catch {
    return null;
  }
}

function measure(audio: Buffer): number | null {
  if (audio.length < 12) return null;
  const head = audio.toString('latin1', 0, 4);
  if (head === 'RIFF' && audio.toString('latin1', 8, 12) === 'WAVE') return wavSeconds(audio);
  if (head === 'OggS') return oggSeconds(audio);
  if (audio.readUInt32BE(0) === EBML_HEADER) return matroskaSeconds(audio);
  if (audio.toString('latin1', 4, 8) === 'ftyp') return mp4Seconds(audio);
  if (head.startsWith('ID3') || (audio[0] === 0xff && (audio[1]! & 0xe0) === 0xe0)) return mp3DurationSeconds(audio) || null;
  return null;
}

/** Data bytes over the byte rate; a streaming writer's size of 0 or 0xFFFFFFFF means "all that follows". */
function wavSeconds(audio: Buffer): number | null {
  let byteRate = 0;
  for (let offset = 12; offset + 8 <= audio.length; ) {
    const id = audio.toString('latin1', offset, offset + 4);
    const size = audio.readUInt32LE(offset + 4);
    if (id === 'fmt ' && offset + 20 <= audio.length) byteRate = audio.readUInt32LE(offset + 16);
    if (id === 'data') {
      const present = audio.length - offset - 8;
      const bytes = size === 0 || size === 0xffffffff ? present : Math.min(size, present);
      return byteRate > 0 ? bytes / byteRate : null;
    }
    offset += 8 + size + (size % 2);
  }
  return null;
}

/** The last page's granule position, in samples (48 kHz for Opus, less its pre-skip; the stream's rate for Vorbis). */
function oggSeconds(audio: Buffer): number | null {
  const firstPacket = 27 + audio[26]!;
  if (firstPacket + 19 > audio.length) return null;
  let rate: number;
  let skip = 0;
  if (audio.toString('latin1', firstPacket, firstPacket + 8) === 'OpusHead') {
    rate = 48_000;
    skip = audio.readUInt16LE(firstPacket + 10);
  } else if (audio.toString('latin1', firstPacket + 1, firstPacket + 7) === 'vorbis') {
    rate = audio.readUInt32LE(firstPacket + 12);
  } else return null;
  const last = audio.lastIndexOf('OggS', audio.length - 27, 'latin1');
  if (last < 0 || last + 14 > audio.length) return null;
  const granule = Number(audio.readBigInt64LE(last + 6));
  return rate > 0 && granule >= 0 ? Math.max(0, granule - skip) / rate : null;
}

const EBML_HEADER = 0x1a45dfa3;
const MKV = {
  segment: 0x18538067,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  duration: 0x4489,
  cluster: 0x1f43b675,
  timecode: 0xe7,
  simpleBlock: 0xa3,
  blockGroup: 0xa0,
  block: 0xa1,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  codecId: 0x86,
} as const;
/** Elements walked into rather than skipped: what holds the timing. */
const MKV_CONTAINERS = new Set<number>([MKV.segment, MKV.info, MKV.cluster, MKV.blockGroup, MKV.tracks, MKV.trackEntry]);
/**
 * An Opus packet's length from its first byte (RFC 6716, 3.1): the configuration gives the frame
 * size, the low bits how many frames (Chromium's MediaRecorder writes 60 ms packets).
 */
function opusPacketSeconds(audio: Buffer, offset: number, end: number): number {
  const toc = audio[offset];
  if (toc === undefined || offset >= end) return 0;
  const config = toc >> 3;
  const frameMs = config < 12 ? [10, 20, 40, 60][config % 4]! : config < 16 ? [10, 20][config % 2]! : [2.5, 5, 10, 20][config % 4]!;
  const code = toc & 3;
  const frames = code === 0 ? 1 : code < 3 ? 2 : (audio[offset + 1] ?? 0) & 0x3f;
  return (frameMs * frames) / 1000;
}

/** A variable-length integer: its length from the leading bits; `marker` keeps them (element ids). */
function readVint(audio: Buffer, offset: number, marker: boolean): { value: number; length: number; unknown: boolean } | null {
  const first = audio[offset];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (length > 8 || offset + length > audio.length) return null;
  let value = marker ? first : first & (0xff >> length);
  let allOnes = value === (0xff >> length);
  for (let i = 1; i < length; i++) {
    const byte = audio[offset + i]!;
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { value, length, unknown: !marker && allOnes };
}

function readUint(audio: Buffer, offset: number, size: number): number {
  let value = 0;
  for (let i = 0; i < size; i++) value = value * 256 + audio[offset + i]!;
  return value;
}

/**
 * Walks the EBML elements in order (MediaRecorder's Segment and Clusters have unknown sizes, so
 * containers are entered, never skipped): the Duration when the file has one, otherwise the last
 * block's time (its Cluster's Timecode plus its own offset) and that block's own length.
 */
function matroskaSeconds(audio: Buffer): number | null {
  let scale = 1_000_000;
  let duration: number | null = null;
  let cluster = 0;
  let last = -1;
  let lastLength = 0;
  let opus = false;
  for (let offset = 0; offset < audio.length; ) {
    const id = readVint(audio, offset, true);
    if (!id) break;
    const size = readVint(audio, offset + id.length, false);
    if (!size) break;
    const body = offset + id.length + size.length;
    const end = size.unknown ? audio.length : body + size.value;
    if (MKV_CONTAINERS.has(id.value)) {
      offset = body;
      continue;
    }
    if (end > audio.length) break;
    switch (id.value) {
      case MKV.timecodeScale:
        scale = readUint(audio, body, size.value);
        break;
      case MKV.duration:
        duration = size.value === 4 ? audio.readFloatBE(body) : size.value === 8 ? audio.readDoubleBE(body) : null;
        break;
      case MKV.timecode:
        cluster = readUint(audio, body, size.value);
        break;
      case MKV.codecId:
        opus ||= audio.toString('latin1', body, end) === 'A_OPUS';
        break;
      case MKV.simpleBlock:
      case MKV.block: {
        // Track number, a 16-bit time relative to the Cluster, flags, then the frame.
        const track = readVint(audio, body, false);
        if (!track || body + track.length + 3 > end) break;
        const time = cluster + audio.readInt16BE(body + track.length);
        if (time >= last) {
          last = time;
          lastLength = opusPacketSeconds(audio, body + track.length + 3, end);
        }
        break;
      }
    }
    if (size.unknown) break;
    offset = end;
  }
  if (duration !== null && duration > 0) return (duration * scale) / 1e9;
  if (last < 0) return null;
  return (last * scale) / 1e9 + (opus ? lastLength : 0);
}

/** `moov/mvhd`: duration over timescale (version 0 or 1). */
function mp4Seconds(audio: Buffer): number | null {
  const box = (from: number, to: number, type: string): { body: number; end: number } | null => {
    for (let offset = from; offset + 8 <= to; ) {
      let size = audio.readUInt32BE(offset);
      let header = 8;
      if (size === 1 && offset + 16 <= to) {
        size = Number(audio.readBigUInt64BE(offset + 8));
        header = 16;
      } else if (size === 0) size = to - offset;
      if (size < header) return null;
      if (audio.toString('latin1', offset + 4, offset + 8) === type) return { body: offset + header, end: Math.min(to, offset + size) };
      offset += size;
    }
    return null;
  };
  const moov = box(0, audio.length, 'moov');
  const mvhd = moov && box(moov.body, moov.end, 'mvhd');
  if (!mvhd || mvhd.body + 32 > mvhd.end) return null;
  const version = audio[mvhd.body]!;
  const timescale = version === 1 ? audio.readUInt32BE(mvhd.body + 20) : audio.readUInt32BE(mvhd.body + 12);
  const length = version === 1 ? Number(audio.readBigUInt64BE(mvhd.body + 24)) : audio.readUInt32BE(mvhd.body + 16);
  return timescale > 0 ? length / timescale : null;
}
