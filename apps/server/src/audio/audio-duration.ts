import { ascii } from './bytes.js';
import { EBML_MAGIC, matroskaSeconds } from './matroska-duration.js';
import { isMp3FrameHeader, mp3Seconds } from './mp3-frames.js';
import { mp4Seconds } from './mp4-duration.js';
import { oggSeconds } from './ogg-duration.js';
import { wavSeconds } from './wav-duration.js';

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
