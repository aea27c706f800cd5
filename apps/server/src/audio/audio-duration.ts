import type { AudioMeasure } from './audio-measure.js';
import { ascii } from './bytes.js';
import { EBML_MAGIC, matroskaSeconds } from './matroska-duration.js';
import { id3Length, isMp3FrameHeader, mp3Seconds } from './mp3-frames.js';
import { mp4Seconds } from './mp4-duration.js';
import { oggSeconds } from './ogg-duration.js';
import { wavSeconds } from './wav-duration.js';

/**
 * The seconds a recording is charged (transcription providers no longer report its length), to
 * count voice seconds and to refuse a recording longer than what is left. WAV, MP3, Ogg (Opus,
 * Vorbis), WebM/Matroska (as MediaRecorder writes it: no Duration, sizes unknown) and MP4/M4A,
 * fragmented too (Chromium's and Safari's MediaRecorder write `audio/mp4` that way).
 *
 * The container is sniffed from the bytes, never taken from the type or name a client sends (a
 * label costs a client nothing, and the allowance must not depend on one). Its headers are written
 * by the client too, so a header alone never decides: the charge is the largest of what the
 * headers declare, what the audio's own samples, frames or packets count, and a floor from the
 * byte count at the highest bit rate a voice recording in that container plausibly has. Null
 * when the format is none of these or the data cannot be read; callers then estimate. Never
 * throws, and reads each byte a bounded number of times.
 */
export function audioDurationSeconds(audio: Buffer): number | null {
  try {
    const container = audioContainerOf(audio);
    const measure = container ? READERS[container](audio) : null;
    if (!container || !measure || (measure.declared === null && measure.counted === null)) return null;
    const seconds = Math.max(measure.declared ?? 0, measure.counted ?? 0, byteFloorSeconds(audio, container));
    return Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
  } catch {
    // A reader that runs off the end of truncated data throws a RangeError: unreadable, so null.
    return null;
  }
}

/**
 * The most bytes a second of voice plausibly takes in each container: uncompressed WAV at 48 kHz,
 * stereo, 32-bit (384 kB/s); the compressed ones at 512 kbit/s, above Opus's 510 kbit/s maximum and
 * MP3's 320, and what AAC spends on stereo at its best quality. An honest recording is never
 * charged more by it; a file whose headers and count both lie is charged at least this.
 */
export const MAX_BYTES_PER_SECOND: Record<AudioContainer, number> = { wav: 384_000, ogg: 64_000, webm: 64_000, mp4: 64_000, mp3: 64_000 };

/** The floor: the file's bytes (an MP3's ID3 tag, pictures and all, left out) at the container's highest plausible bit rate. */
export function byteFloorSeconds(audio: Buffer, container: AudioContainer): number {
  const metadata = container === 'mp3' ? Math.min(id3Length(audio), audio.length) : 0;
  return (audio.length - metadata) / MAX_BYTES_PER_SECOND[container];
}

type Reader = (audio: Buffer) => AudioMeasure | null;

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

/** MP3 needs no second reading: its frames are counted one by one from their own headers. */
const mp3Measure: Reader = (audio) => {
  const seconds = mp3Seconds(audio);
  return seconds === null ? null : { declared: seconds, counted: seconds };
};

const READERS: Record<AudioContainer, Reader> = { wav: wavSeconds, ogg: oggSeconds, webm: matroskaSeconds, mp4: mp4Seconds, mp3: mp3Measure };

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
