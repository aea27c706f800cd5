import { plausibleRate, type AudioMeasure } from './audio-measure.js';

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
  minf: fourcc('minf'),
  stbl: fourcc('stbl'),
  stsd: fourcc('stsd'),
  stsz: fourcc('stsz'),
  mp4a: fourcc('mp4a'),
} as const;

/** Samples in one AAC frame, and the most an AAC encoder adds at the ends (1,024 of priming, up to 1,024 of padding). */
const AAC_FRAME_SAMPLES = 1024;
const AAC_PADDING_FRAMES = 2;

interface Box {
  type: number;
  body: number;
  end: number;
}

/**
 * Declared: `moov/mvhd`'s duration over its timescale (version 0 or 1); a fragmented file
 * (MediaRecorder's `audio/mp4`) leaves it 0 and says it in its fragments instead. Counted, for
 * AAC: the track's samples (stsz, or every trun's count) are frames of 1,024, at the sample
 * entry's rate (held to 48 kHz), less the two frames an encoder may add; whatever durations the
 * boxes claim. Other codecs (Opus in MP4) are not counted: the byte floor applies.
 */
export function mp4Seconds(audio: Buffer): AudioMeasure | null {
  const moov = childBox(audio, { type: 0, body: 0, end: audio.length }, BOX.moov);
  if (!moov) return null;
  const mvhd = childBox(audio, moov, BOX.mvhd);
  const whole = mvhd ? fullBoxFields(audio, mvhd) : null;
  const tracks = mp4Tracks(audio, moov);
  const fragments = readFragments(audio, tracks);
  const declared = whole && whole.timescale > 0 && whole.duration > 0 ? whole.duration / whole.timescale : fragments.seconds > 0 ? fragments.seconds : null;
  const counts = [...tracks.values()]
    .filter((track) => track.aacRate > 0 && track.samples > 0)
    .map((track) => Math.max(0, track.samples - AAC_PADDING_FRAMES) * (AAC_FRAME_SAMPLES / plausibleRate(track.aacRate)));
  return declared === null && !counts.length ? null : { declared, counted: counts.length ? Math.max(...counts) : null };
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
  /** An AAC track's sample rate, from its `mp4a` sample entry; 0 for any other codec. */
  aacRate: number;
  /** Samples (frames) the track holds: stsz's count, plus every trun's. */
  samples: number;
}

/**
 * The latest end of any track's fragments (each `traf`'s start, tfdt or where the last one ended,
 * plus its samples' durations); and each fragment's samples added to its track's count.
 */
function readFragments(audio: Buffer, tracks: Map<number, Mp4Track>): { seconds: number } {
  const ends = new Map<number, number>();
  let seconds = 0;
  for (const moof of boxes(audio, { type: 0, body: 0, end: audio.length })) {
    if (moof.type !== BOX.moof) continue;
    for (const traf of boxes(audio, moof)) {
      if (traf.type !== BOX.traf) continue;
      const fragment = readTraf(audio, traf, tracks);
      const track = fragment && tracks.get(fragment.trackId);
      if (!fragment || !track || track.timescale <= 0) continue;
      track.samples += fragment.samples;
      const end = (fragment.start ?? ends.get(fragment.trackId) ?? 0) + fragment.duration;
      ends.set(fragment.trackId, end);
      seconds = Math.max(seconds, end / track.timescale);
    }
  }
  return { seconds };
}

/** Track id to timescale (trak/tkhd, trak/mdia/mdhd), codec and sample count (mdia/minf/stbl) and default sample duration (mvex/trex). */
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
    const stbl = childPath(audio, mdia, [BOX.minf, BOX.stbl]);
    tracks.set(id, { timescale: fields.timescale, sampleDuration: 0, aacRate: stbl ? aacSampleRate(audio, stbl) : 0, samples: stbl ? sampleCount(audio, stbl) : 0 });
  }
  const mvex = childBox(audio, moov, BOX.mvex);
  for (const trex of mvex ? boxes(audio, mvex) : []) {
    const track = trex.type === BOX.trex && trex.body + 16 <= trex.end ? tracks.get(audio.readUInt32BE(trex.body + 4)) : undefined;
    if (track) track.sampleDuration = audio.readUInt32BE(trex.body + 12);
  }
  return tracks;
}

/** The box at the end of a path of child types. */
function childPath(audio: Buffer, parent: Box, types: number[]): Box | null {
  let box: Box | null = parent;
  for (const type of types) box = box && childBox(audio, box, type);
  return box;
}

/**
 * The first sample entry's rate when it is AAC (`mp4a`): stsd's version and flags, its entry
 * count, then the entry; in an AudioSampleEntry the rate is a 16.16 number 24 bytes into its body.
 */
function aacSampleRate(audio: Buffer, stbl: Box): number {
  const stsd = childBox(audio, stbl, BOX.stsd);
  const entry = stsd && stsd.body + 16 <= stsd.end ? stsd.body + 8 : -1;
  if (entry < 0 || audio.readUInt32BE(entry + 4) !== BOX.mp4a || entry + 8 + 26 > stsd!.end) return 0;
  return audio.readUInt16BE(entry + 8 + 24);
}

/** stsz: version and flags, a sample size, then the sample count. */
function sampleCount(audio: Buffer, stbl: Box): number {
  const stsz = childBox(audio, stbl, BOX.stsz);
  return stsz && stsz.body + 12 <= stsz.end ? audio.readUInt32BE(stsz.body + 8) : 0;
}

/** One track fragment: whose it is (tfhd), where it starts (tfdt, when present), how long its samples last and how many there are (trun). */
function readTraf(audio: Buffer, traf: Box, tracks: Map<number, Mp4Track>): { trackId: number; start: number | null; duration: number; samples: number } | null {
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
  let samples = 0;
  for (const trun of boxes(audio, traf)) {
    if (trun.type !== BOX.trun || trun.body + 8 > trun.end) continue;
    duration += trunDuration(audio, trun, defaultDuration);
    samples += audio.readUInt32BE(trun.body + 4);
  }
  return { trackId, start, duration, samples };
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
