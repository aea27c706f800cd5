import { ascii } from './bytes.js';
import type { AudioMeasure } from './audio-measure.js';
import { opusPacketSeconds } from './opus-packet.js';

export const EBML_MAGIC = 0x1a45dfa3;
const MKV = {
  segment: 0x18538067,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  duration: 0x4489,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  trackNumber: 0xd7,
  codecId: 0x86,
  codecDelay: 0x56aa,
  defaultDuration: 0x23e383,
  cluster: 0x1f43b675,
  timecode: 0xe7,
  blockGroup: 0xa0,
  block: 0xa1,
  simpleBlock: 0xa3,
} as const;
/** Elements walked into rather than skipped: those that hold the timing and the tracks. */
const MKV_CONTAINERS = new Set<number>([MKV.segment, MKV.info, MKV.tracks, MKV.trackEntry, MKV.cluster, MKV.blockGroup]);

interface MkvTrack {
  number: number;
  codec: string;
  /** DefaultDuration: one frame, in ns; 0 when the track does not say. */
  frameNs: number;
  /** CodecDelay, ns: ffmpeg shifts Opus blocks later by the encoder's pre-skip; MediaRecorder writes none. */
  delayNs: number;
  /** Every block's frames added up, whatever time the block claims; and the latest frame's own length. */
  counted: number;
  lastFrame: number;
}

interface MkvState {
  /** Nanoseconds per timecode tick. */
  scale: number;
  duration: number | null;
  tracks: MkvTrack[];
  cluster: number;
  /** The latest block's time in ticks, and what to add to it in seconds: its own length less its track's delay. */
  last: number;
  tailSeconds: number;
}

/**
 * Declared: the Duration when the file has one; otherwise (MediaRecorder writes none) the latest
 * block's time, its Cluster's Timecode plus its own offset, and that block's own length. Counted:
 * each track's frames added up (Opus by each packet's TOC byte, other codecs by DefaultDuration),
 * less its CodecDelay and its last frame, whatever times the blocks claim; the longest track's.
 */
export function matroskaSeconds(audio: Buffer): AudioMeasure | null {
  const state: MkvState = { scale: 1_000_000, duration: null, tracks: [], cluster: 0, last: -1, tailSeconds: 0 };
  walkMatroska(audio, state);
  const scale = state.scale > 0 ? state.scale : 1_000_000;
  const hasDuration = state.duration !== null && Number.isFinite(state.duration) && state.duration > 0;
  const declared = hasDuration ? (state.duration! * scale) / 1e9 : state.last >= 0 ? Math.max(0, (state.last * scale) / 1e9 + state.tailSeconds) : null;
  const counts = state.tracks.filter((t) => t.counted > 0).map((t) => Math.max(0, t.counted - t.delayNs / 1e9 - t.lastFrame));
  return declared === null && !counts.length ? null : { declared, counted: counts.length ? Math.max(...counts) : null };
}

/**
 * The elements in file order. Containers are entered, never skipped, so an unknown size (all
 * ones: MediaRecorder's Segment and Clusters) costs nothing: the next Cluster simply follows.
 * Every step moves forward by at least two bytes.
 */
function walkMatroska(audio: Buffer, state: MkvState): void {
  for (let offset = 0; offset < audio.length; ) {
    const id = readVint(audio, offset, true);
    const size = id && readVint(audio, offset + id.length, false);
    if (!id || !size) return;
    const body = offset + id.length + size.length;
    if (MKV_CONTAINERS.has(id.value)) {
      if (id.value === MKV.trackEntry) state.tracks.push({ number: 0, codec: '', frameNs: 0, delayNs: 0, counted: 0, lastFrame: 0 });
      offset = body;
      continue;
    }
    const end = body + size.value;
    if (size.unknown || end > audio.length) return; // a leaf that cannot be read whole: the file ends here
    readMatroskaLeaf(audio, state, id.value, body, end);
    offset = end;
  }
}

function readMatroskaLeaf(audio: Buffer, state: MkvState, id: number, body: number, end: number): void {
  const track = state.tracks.at(-1);
  switch (id) {
    case MKV.timecodeScale:
      state.scale = readUint(audio, body, end);
      break;
    case MKV.duration:
      state.duration = end - body === 4 ? audio.readFloatBE(body) : end - body === 8 ? audio.readDoubleBE(body) : null;
      break;
    case MKV.trackNumber:
      if (track) track.number = readUint(audio, body, end);
      break;
    case MKV.codecId:
      if (track) track.codec = ascii(audio, body, Math.min(end, body + 32));
      break;
    case MKV.defaultDuration:
      if (track) track.frameNs = readUint(audio, body, end);
      break;
    case MKV.codecDelay:
      if (track) track.delayNs = readUint(audio, body, end);
      break;
    case MKV.timecode:
      state.cluster = readUint(audio, body, end);
      break;
    case MKV.simpleBlock:
    case MKV.block:
      readBlock(audio, state, body, end);
      break;
  }
}

/** A block: its track number, a signed 16-bit time relative to the Cluster, flags, then the frame(s). */
function readBlock(audio: Buffer, state: MkvState, body: number, end: number): void {
  const trackNumber = readVint(audio, body, false);
  if (!trackNumber || body + trackNumber.length + 3 > end) return;
  const header = body + trackNumber.length;
  const track = state.tracks.find((t) => t.number === trackNumber.value) ?? (state.tracks.length === 1 ? state.tracks[0] : undefined);
  if (track) countFrames(audio, track, header, end);
  const time = state.cluster + audio.readInt16BE(header);
  if (time < state.last) return;
  state.last = time;
  state.tailSeconds = track ? blockSeconds(audio, track, header, end) - track.delayNs / 1e9 : 0;
}

/**
 * One block's length: Opus says it in its first byte (Chromium writes 60 ms packets, ffmpeg 20 ms);
 * a laced Opus block or an unreadable first byte counts as Opus's usual 20 ms. Other codecs by the
 * track's DefaultDuration, when it has one.
 */
function blockSeconds(audio: Buffer, track: MkvTrack, header: number, end: number): number {
  if (track.codec !== 'A_OPUS') return track.frameNs / 1e9;
  const laced = (audio[header + 2]! & 0x06) !== 0;
  return (laced ? 0 : opusPacketSeconds(audio, header + 3, end)) || 0.02;
}

/** Adds the block's frames to its track's count: each laced frame found and, for Opus, measured by its own TOC byte. */
function countFrames(audio: Buffer, track: MkvTrack, header: number, end: number): void {
  for (const frame of blockFrames(audio, header, end)) {
    const seconds = track.codec === 'A_OPUS' ? opusPacketSeconds(audio, frame, end) : track.frameNs / 1e9;
    track.counted += seconds;
    track.lastFrame = seconds;
  }
}

/**
 * Where each frame of a block starts, by Matroska's lacing (none, Xiph, fixed-size or EBML). A
 * lacing that cannot be read gives the frames found up to there.
 */
function blockFrames(audio: Buffer, header: number, end: number): number[] {
  const lacing = (audio[header + 2]! >> 1) & 0x03;
  if (lacing === 0) return [header + 3];
  if (header + 4 > end) return [];
  const count = audio[header + 3]! + 1;
  let at = header + 4;
  if (lacing === 2) {
    const size = Math.floor((end - at) / count);
    return Array.from({ length: count }, (_, i) => at + i * size);
  }
  const sizes: number[] = [];
  for (let i = 0; i < count - 1 && at < end; i++) {
    if (lacing === 1) {
      let size = 0;
      while (at < end && audio[at] === 255) size += audio[at++]!;
      if (at >= end) break;
      sizes.push(size + audio[at++]!);
      continue;
    }
    const size = readVint(audio, at, false);
    if (!size) break;
    // EBML lacing: the first size as it is, each next one as a signed difference from the one before.
    const bias = 2 ** (7 * size.length - 1) - 1;
    sizes.push(i === 0 ? size.value : sizes[i - 1]! + size.value - bias);
    at += size.length;
  }
  const frames: number[] = [];
  for (const size of sizes) {
    if (size < 0 || at >= end) return frames;
    frames.push(at);
    at += size;
  }
  if (at < end) frames.push(at);
  return frames;
}

/**
 * An EBML variable-length integer: its length from the leading zero bits. Element ids keep the
 * marker bit (`marker`); sizes drop it, and a size of all ones means unknown.
 */
function readVint(audio: Buffer, offset: number, marker: boolean): { value: number; length: number; unknown: boolean } | null {
  const first = audio[offset];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (offset + length > audio.length) return null;
  let value = marker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const byte = audio[offset + i]!;
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { value, length, unknown: !marker && allOnes };
}

/** A big-endian unsigned integer element; 0 for one longer than 8 bytes, which no valid file has. */
function readUint(audio: Buffer, body: number, end: number): number {
  if (end - body > 8) return 0;
  let value = 0;
  for (let i = body; i < end; i++) value = value * 256 + audio[i]!;
  return value;
}
