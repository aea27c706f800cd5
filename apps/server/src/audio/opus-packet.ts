/**
 * An Opus packet's length from its TOC byte (RFC 6716, 3.1): the configuration gives the frame
 * size, the low two bits one frame, two, or a count in the next byte. 0 when `offset` is past `end`.
 */
export function opusPacketSeconds(audio: Buffer, offset: number, end: number): number {
  if (offset >= end) return 0;
  const toc = audio[offset]!;
  const config = toc >> 3;
  const frameMs = config < 12 ? [10, 20, 40, 60][config % 4]! : config < 16 ? [10, 20][config % 2]! : [2.5, 5, 10, 20][config % 4]!;
  const code = toc & 0x03;
  const frames = code === 0 ? 1 : code < 3 ? 2 : offset + 1 < end ? audio[offset + 1]! & 0x3f : 0;
  return (frameMs * frames) / 1000;
}
