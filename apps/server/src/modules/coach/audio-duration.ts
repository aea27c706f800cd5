import { mp3DurationSeconds } from './mp3-duration.js';

/** Seconds of audio in a WAV (RIFF/WAVE) file: data bytes over the byte rate; null when it is not one. */
function wavSeconds(audio: Buffer): number | null {
  if (audio.length < 12 || audio.toString('ascii', 0, 4) !== 'RIFF' || audio.toString('ascii', 8, 12) !== 'WAVE') return null;
  let byteRate = 0;
  for (let offset = 12; offset + 8 <= audio.length; ) {
    const id = audio.toString('ascii', offset, offset + 4);
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

/**
 * The length of a recording from the audio itself (transcription providers no longer report it):
 * the container is sniffed from the bytes, never taken from the name or type the client sent.
 * Null when the format is not one measured here; callers then estimate.
 */
export function audioDurationSeconds(audio: Buffer): number | null {
  const wav = wavSeconds(audio);
  if (wav !== null) return wav;
  const looksLikeMp3 = audio.length > 3 && (audio.toString('ascii', 0, 3) === 'ID3' || (audio[0] === 0xff && (audio[1]! & 0xe0) === 0xe0));
  if (looksLikeMp3) return mp3DurationSeconds(audio) || null;
  return null;
}
