import { mp3DurationSeconds } from './mp3-duration.js';

/**
 * The length of a recording from the audio itself (transcription providers no longer report it),
 * to count voice seconds and to refuse a recording longer than what is left. WAV, MP3, Ogg (Opus,
 * Vorbis), WebM/Matroska (as MediaRecorder writes it: no Duration, sizes unknown) and MP4/M4A,
 * fragmented too (Chromium's and Safari's MediaRecorder write `audio/mp4` that way).
 *
 * The container is sniffed from the bytes, never taken from the type or name a client sends (a
 * label costs a client nothing, and the allowance must not depend on one). Null when the format is
 * none of these or the data cannot be read; callers then estimate. Never throws, and reads each
 * byte a bounded number of times.
 */
export function audioDurationSeconds(audio: Buffer): number | null {
  try {
    const seconds = readerFor(audio)?.(audio) ?? null;
    return seconds !== null && Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
  } catch {
    // A reader that runs off the end of truncated data throws a RangeError: unreadable, so null.
    return null;
  }
}

type Reader = (audio: Buffer) => number | null;

/** The audio containers the coach takes. */
export type AudioContainer = 'wav' | 'ogg' | 'webm' | 'mp4' | 'mp3';

/** The container of `audio`, by its magic number at the start of the file (WebM: EBML `1A 45 DF A3`); null for anything else. */
export function audioContainerOf(audio: Buffer): AudioContainer | null {
  if (audio.length < 12) return null;
  const head = ascii(audio, 0, 4);
  if ((head === 'RIFF' || head === 'RF64') && ascii(audio, 8, 12) === 'WAVE') return 'wav';
  if (head === 'OggS') return 'ogg';
  if (audio.readUInt32BE(0) === EBML_MAGIC) return 'webm';
  if (ascii(audio, 4, 8) === 'ftyp') return 'mp4';
  if (head.startsWith('ID3') || isMp3FrameHeader(audio, 0)) return 'mp3';
  return null;
}

const READERS: Record<AudioContainer, Reader> = { wav: wavSeconds, ogg: oggSeconds, webm: matroskaSeconds, mp4: mp4Seconds, mp3: mp3Seconds };

function readerFor(audio: Buffer): Reader | null {
  const container = audioContainerOf(audio);
  return container ? READERS[container] : null;
}

/**
 * The container a media type names (`audio/webm;codecs=opus` names webm), or null for a type
 * that names none of them (`application/octet-stream`, or nothing): the bytes decide then.
 */
export function containerNamedBy(mimeType: string): AudioContainer | null {
  const type = mimeType.split(';')[0]!.trim().toLowerCase();
  if (type === 'audio/webm' || type === 'video/webm' || type === 'audio/x-matroska') return 'webm';
  if (type === 'audio/ogg' || type === 'application/ogg' || type === 'audio/opus') return 'ogg';
  if (type === 'audio/mp4' || type === 'video/mp4' || type === 'audio/x-m4a' || type === 'audio/m4a') return 'mp4';
  if (type === 'audio/mpeg' || type === 'audio/mp3') return 'mp3';
  if (type === 'audio/wav' || type === 'audio/x-wav' || type === 'audio/wave' || type === 'audio/vnd.wave') return 'wav';
  return null;
}

function ascii(audio: Buffer, from: number, to: number): string {
  return audio.toString('latin1', from, Math.min(to, audio.length));
}

// ---------------------------------------------------------------------------------------------
// WAV

/** Data bytes over the byte rate; a streaming writer's size of 0 or 0xFFFFFFFF means "all that follows". */
function wavSeconds(audio: Buffer): number | null {
  let byteRate = 0;
  for (let offset = 12; offset + 8 <= audio.length; ) {
    const id = ascii(audio, offset, offset + 4);
    const size = audio.readUInt32LE(offset + 4);
    if (id === 'fmt ' && offset + 20 <= audio.length) byteRate = audio.readUInt32LE(offset + 16);
    if (id === 'data') {
      const present = audio.length - offset - 8;
      const bytes = size === 0 || size === 0xffffffff ? present : Math.min(size, present);
      return byteRate > 0 ? bytes / byteRate : null;
    }
    offset += 8 + size + (size % 2); // chunks are padded to an even length
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// MP3

const MP3_SAMPLE_RATES: Record<number, number[]> = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] };

/** The same test `mp3DurationSeconds` applies: sync, Layer III, a known version, bit rate and sample rate. */
function isMp3FrameHeader(audio: Buffer, offset: number): boolean {
  const b1 = audio[offset + 1] ?? 0;
  const b2 = audio[offset + 2] ?? 0;
  const version = (b1 >> 3) & 0x03;
  const bitrateIndex = b2 >> 4;
  const sync = audio[offset] === 0xff && (b1 & 0xe0) === 0xe0;
  const layer3 = ((b1 >> 1) & 0x03) === 0x01;
  return sync && layer3 && version !== 1 && bitrateIndex !== 0 && bitrateIndex !== 15 && ((b2 >> 2) & 0x03) !== 3;
}

/** Frames counted, less what the encoder added: a file with no Layer III frame at all is not MP3. */
function mp3Seconds(audio: Buffer): number | null {
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

/** ID3v2 skipped, the first frame header within a few KiB, or -1. */
function firstMp3Frame(audio: Buffer): number {
  let start = 0;
  if (ascii(audio, 0, 3) === 'ID3' && audio.length >= 10) {
    const size = ((audio[6]! & 0x7f) << 21) | ((audio[7]! & 0x7f) << 14) | ((audio[8]! & 0x7f) << 7) | (audio[9]! & 0x7f);
    start = 10 + size + (audio[5]! & 0x10 ? 10 : 0);
  }
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

// ---------------------------------------------------------------------------------------------
// Ogg

/** The last page's granule position, in samples: 48 kHz less the pre-skip for Opus, the stream's rate for Vorbis. */
function oggSeconds(audio: Buffer): number | null {
  const codec = oggCodec(audio);
  const granule = codec && lastGranule(audio, audio.readUInt32LE(14));
  if (!codec || granule === null) return null;
  return Math.max(0, granule - codec.preSkip) / codec.rate;
}

/** From the first packet, the identification header. */
function oggCodec(audio: Buffer): { rate: number; preSkip: number } | null {
  const packet = 27 + audio[26]!;
  if (packet + 20 > audio.length) return null;
  if (ascii(audio, packet, packet + 8) === 'OpusHead') return { rate: 48_000, preSkip: audio.readUInt16LE(packet + 10) };
  const vorbisRate = audio[packet] === 1 && ascii(audio, packet + 1, packet + 7) === 'vorbis' ? audio.readUInt32LE(packet + 12) : 0;
  return vorbisRate > 0 ? { rate: vorbisRate, preSkip: 0 } : null;
}

/**
 * Pages searched for from the end. Passed over: "OggS" that is only packet data (version not 0),
 * another stream's page, and a page where no packet ends (granule -1). Each byte is searched once.
 */
function lastGranule(audio: Buffer, serial: number): number | null {
  let at = audio.lastIndexOf('OggS', audio.length - 27, 'latin1');
  while (at >= 0) {
    const granule = audio[at + 4] === 0 && audio.readUInt32LE(at + 14) === serial ? audio.readBigInt64LE(at + 6) : -1n;
    if (granule >= 0n) return Number(granule);
    // A negative offset would search from the end again.
    at = at > 0 ? audio.lastIndexOf('OggS', at - 1, 'latin1') : -1;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// WebM / Matroska

const EBML_MAGIC = 0x1a45dfa3;
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
 * The Duration when the file has one; otherwise (MediaRecorder writes none) the latest block's
 * time, its Cluster's Timecode plus its own offset, and that block's own length.
 */
function matroskaSeconds(audio: Buffer): number | null {
  const state: MkvState = { scale: 1_000_000, duration: null, tracks: [], cluster: 0, last: -1, tailSeconds: 0 };
  walkMatroska(audio, state);
  const scale = state.scale > 0 ? state.scale : 1_000_000;
  if (state.duration !== null && Number.isFinite(state.duration) && state.duration > 0) return (state.duration * scale) / 1e9;
  return state.last >= 0 ? Math.max(0, (state.last * scale) / 1e9 + state.tailSeconds) : null;
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
      if (id.value === MKV.trackEntry) state.tracks.push({ number: 0, codec: '', frameNs: 0, delayNs: 0 });
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
  const time = state.cluster + audio.readInt16BE(header);
  if (time < state.last) return;
  state.last = time;
  const track = state.tracks.find((t) => t.number === trackNumber.value) ?? (state.tracks.length === 1 ? state.tracks[0] : undefined);
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

/**
 * An Opus packet's length from its TOC byte (RFC 6716, 3.1): the configuration gives the frame
 * size, the low two bits one frame, two, or a count in the next byte.
 */
function opusPacketSeconds(audio: Buffer, offset: number, end: number): number {
  if (offset >= end) return 0;
  const toc = audio[offset]!;
  const config = toc >> 3;
  const frameMs = config < 12 ? [10, 20, 40, 60][config % 4]! : config < 16 ? [10, 20][config % 2]! : [2.5, 5, 10, 20][config % 4]!;
  const code = toc & 0x03;
  const frames = code === 0 ? 1 : code < 3 ? 2 : offset + 1 < end ? audio[offset + 1]! & 0x3f : 0;
  return (frameMs * frames) / 1000;
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

// ---------------------------------------------------------------------------------------------
// MP4 / M4A

/** Box types as the big-endian number their four letters make: compared without making strings. */
const fourcc = (name: string): number => Buffer.from(name, 'latin1').readUInt32BE(0);
const BOX = {
  moov: fourcc('moov'),
  mvhd: fourcc('mvhd'),
  trak: fourcc('trak'),
  tkhd: fourcc('tkhd'),
  mdia: fourcc('mdia'),
  mdhd: fourcc('mdhd'),
  mvex: fourcc('mvex'),
  trex: fourcc('trex'),
  moof: fourcc('moof'),
  traf: fourcc('traf'),
  tfhd: fourcc('tfhd'),
  tfdt: fourcc('tfdt'),
  trun: fourcc('trun'),
} as const;

interface Box {
  type: number;
  body: number;
  end: number;
}

/**
 * `moov/mvhd`: duration over timescale (version 0 or 1). A fragmented file (MediaRecorder's
 * `audio/mp4`) leaves that duration 0 and says it in its fragments instead.
 */
function mp4Seconds(audio: Buffer): number | null {
  const moov = childBox(audio, { type: 0, body: 0, end: audio.length }, BOX.moov);
  if (!moov) return null;
  const mvhd = childBox(audio, moov, BOX.mvhd);
  const whole = mvhd ? fullBoxFields(audio, mvhd) : null;
  if (whole && whole.timescale > 0 && whole.duration > 0) return whole.duration / whole.timescale;
  return fragmentedSeconds(audio, moov);
}

/** The boxes inside `parent`, in order; a size of 0 runs to the end, 1 means a 64-bit size follows. */
function* boxes(audio: Buffer, parent: Box): Generator<Box> {
  for (let offset = parent.body; offset + 8 <= parent.end; ) {
    let size = audio.readUInt32BE(offset);
    let header = 8;
    if (size === 1 && offset + 16 <= parent.end) {
      size = Number(audio.readBigUInt64BE(offset + 8));
      header = 16;
    } else if (size === 0) size = parent.end - offset;
    if (size < header) return; // not a box: stop rather than loop in place
    yield { type: audio.readUInt32BE(offset + 4), body: offset + header, end: Math.min(parent.end, offset + size) };
    offset += size;
  }
}

function childBox(audio: Buffer, parent: Box, type: number): Box | null {
  for (const box of boxes(audio, parent)) if (box.type === type) return box;
  return null;
}

/** mvhd and mdhd share this layout: version, flags, two dates, then timescale and duration (32-bit, or 64-bit in version 1). */
function fullBoxFields(audio: Buffer, box: Box): { timescale: number; duration: number } | null {
  const v1 = audio[box.body] === 1;
  if (box.body + (v1 ? 32 : 20) > box.end) return null;
  return v1
    ? { timescale: audio.readUInt32BE(box.body + 20), duration: Number(audio.readBigUInt64BE(box.body + 24)) }
    : { timescale: audio.readUInt32BE(box.body + 12), duration: audio.readUInt32BE(box.body + 16) };
}

interface Mp4Track {
  timescale: number;
  /** trex's default sample duration, for fragments that give none. */
  sampleDuration: number;
}

/** The latest end of any track's fragments: each `traf`'s start (tfdt, or where the last one ended) plus its samples' durations. */
function fragmentedSeconds(audio: Buffer, moov: Box): number | null {
  const tracks = mp4Tracks(audio, moov);
  const ends = new Map<number, number>();
  let seconds = 0;
  for (const moof of boxes(audio, { type: 0, body: 0, end: audio.length })) {
    if (moof.type !== BOX.moof) continue;
    for (const traf of boxes(audio, moof)) {
      if (traf.type !== BOX.traf) continue;
      const fragment = readTraf(audio, traf, tracks);
      const track = fragment && tracks.get(fragment.trackId);
      if (!fragment || !track || track.timescale <= 0) continue;
      const end = (fragment.start ?? ends.get(fragment.trackId) ?? 0) + fragment.duration;
      ends.set(fragment.trackId, end);
      seconds = Math.max(seconds, end / track.timescale);
    }
  }
  return seconds > 0 ? seconds : null;
}

/** Track id to timescale (trak/tkhd, trak/mdia/mdhd) and default sample duration (mvex/trex). */
function mp4Tracks(audio: Buffer, moov: Box): Map<number, Mp4Track> {
  const tracks = new Map<number, Mp4Track>();
  for (const trak of boxes(audio, moov)) {
    if (trak.type !== BOX.trak) continue;
    const tkhd = childBox(audio, trak, BOX.tkhd);
    const mdia = childBox(audio, trak, BOX.mdia);
    const mdhd = mdia && childBox(audio, mdia, BOX.mdhd);
    const fields = mdhd && fullBoxFields(audio, mdhd);
    if (!tkhd || !fields || tkhd.body + 24 > tkhd.end) continue;
    const id = audio.readUInt32BE(tkhd.body + (audio[tkhd.body] === 1 ? 20 : 12));
    tracks.set(id, { timescale: fields.timescale, sampleDuration: 0 });
  }
  const mvex = childBox(audio, moov, BOX.mvex);
  for (const trex of mvex ? boxes(audio, mvex) : []) {
    const track = trex.type === BOX.trex && trex.body + 16 <= trex.end ? tracks.get(audio.readUInt32BE(trex.body + 4)) : undefined;
    if (track) track.sampleDuration = audio.readUInt32BE(trex.body + 12);
  }
  return tracks;
}

/** One track fragment: whose it is (tfhd), where it starts (tfdt, when present) and how long its samples last (trun). */
function readTraf(audio: Buffer, traf: Box, tracks: Map<number, Mp4Track>): { trackId: number; start: number | null; duration: number } | null {
  const tfhd = childBox(audio, traf, BOX.tfhd);
  if (!tfhd || tfhd.body + 8 > tfhd.end) return null;
  const flags = audio.readUIntBE(tfhd.body + 1, 3);
  const trackId = audio.readUInt32BE(tfhd.body + 4);
  // Optional fields follow in this order: base data offset (8 bytes), sample description index (4), default sample duration (4).
  const defaultAt = tfhd.body + 8 + (flags & 0x01 ? 8 : 0) + (flags & 0x02 ? 4 : 0);
  const defaultDuration = flags & 0x08 && defaultAt + 4 <= tfhd.end ? audio.readUInt32BE(defaultAt) : (tracks.get(trackId)?.sampleDuration ?? 0);
  const tfdt = childBox(audio, traf, BOX.tfdt);
  const start = tfdt && readDecodeTime(audio, tfdt);
  let duration = 0;
  for (const trun of boxes(audio, traf)) if (trun.type === BOX.trun) duration += trunDuration(audio, trun, defaultDuration);
  return { trackId, start, duration };
}

/** tfdt's baseMediaDecodeTime: where the fragment starts, 32-bit or (version 1) 64-bit; null when cut off. */
function readDecodeTime(audio: Buffer, tfdt: Box): number | null {
  const v1 = audio[tfdt.body] === 1;
  if (tfdt.body + (v1 ? 12 : 8) > tfdt.end) return null;
  return v1 ? Number(audio.readBigUInt64BE(tfdt.body + 4)) : audio.readUInt32BE(tfdt.body + 4);
}

/**
 * The sum of a run's sample durations: each sample's own when flagged (0x100), else the default
 * for every sample. Only samples whose fields are inside the box are read, whatever count it claims.
 */
function trunDuration(audio: Buffer, trun: Box, defaultDuration: number): number {
  if (trun.body + 8 > trun.end) return 0;
  const flags = audio.readUIntBE(trun.body + 1, 3);
  const count = audio.readUInt32BE(trun.body + 4);
  if (!(flags & 0x100)) return count * defaultDuration;
  // Per sample: duration (0x100), size (0x200), flags (0x400), composition offset (0x800), 4 bytes each.
  const stride = 4 * [0x100, 0x200, 0x400, 0x800].filter((bit) => flags & bit).length;
  let offset = trun.body + 8 + (flags & 0x01 ? 4 : 0) + (flags & 0x04 ? 4 : 0);
  let duration = 0;
  for (let i = 0; i < count && offset + 4 <= trun.end; i++, offset += stride) duration += audio.readUInt32BE(offset);
  return duration;
}
