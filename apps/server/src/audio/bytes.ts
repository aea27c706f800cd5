/** Latin-1 text of a byte range, clipped to the buffer (magic numbers, box and chunk types). */
export function ascii(audio: Buffer, from: number, to: number): string {
  return audio.toString('latin1', from, Math.min(to, audio.length));
}
