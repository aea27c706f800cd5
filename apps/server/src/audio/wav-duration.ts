import { ascii } from './bytes.js';

/** WAV: data bytes over the byte rate. */
/** Data bytes over the byte rate; a streaming writer's size of 0 or 0xFFFFFFFF means "all that follows". */
export function wavSeconds(audio: Buffer): number | null {
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
