/** A silent MPEG-1 Layer III stream of at most `seconds` (128 kbit/s, 44.1 kHz): what the fake provider speaks. */
export function silentMp3(seconds: number): Buffer {
  const frames = Math.max(1, Math.floor((seconds * 44100) / 1152));
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x00]);
  return Buffer.concat(Array.from({ length: frames }, () => frame));
}
