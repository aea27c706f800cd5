// Bit rates (kbit/s) by index, for MPEG-1 Layer III and for MPEG-2/2.5 Layer III.
const BITRATES_V1 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const BITRATES_V2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const SAMPLE_RATES: Record<number, number[]> = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] };

/** Skips an ID3v2 tag at the start, if there is one. */
function audioStart(bytes: Uint8Array): number {
  if (bytes.length >= 10 && bytes[0] === 0x49 && bytes[1] === 0x44 && bytes[2] === 0x33) {
    const size = ((bytes[6]! & 0x7f) << 21) | ((bytes[7]! & 0x7f) << 14) | ((bytes[8]! & 0x7f) << 7) | (bytes[9]! & 0x7f);
    return 10 + size + (bytes[5]! & 0x10 ? 10 : 0);
  }
  return 0;
}

/**
 * Seconds of audio in an MP3 (Layer III), counted frame by frame from the headers: the spoken
 * reply's length is measured on the server (DECISIONS.md, Plans), whatever bit rate the
 * provider chose. Bytes that are not a frame header are skipped.
 */
export function mp3DurationSeconds(bytes: Uint8Array): number {
  let offset = audioStart(bytes);
  let seconds = 0;
  while (offset + 4 <= bytes.length) {
    const b1 = bytes[offset + 1]!;
    const b2 = bytes[offset + 2]!;
    const isHeader = bytes[offset] === 0xff && (b1 & 0xe0) === 0xe0 && ((b1 >> 1) & 0x03) === 0x01; // sync + Layer III
    const version = (b1 >> 3) & 0x03; // 3 MPEG-1, 2 MPEG-2, 0 MPEG-2.5
    const bitrateIndex = b2 >> 4;
    const rateIndex = (b2 >> 2) & 0x03;
    if (!isHeader || version === 1 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) {
      offset += 1;
      continue;
    }
    const sampleRate = SAMPLE_RATES[version]![rateIndex]!;
    const bitrate = (version === 3 ? BITRATES_V1 : BITRATES_V2)[bitrateIndex]! * 1000;
    const padding = (b2 >> 1) & 0x01;
    const samples = version === 3 ? 1152 : 576;
    const frameLength = Math.floor(((samples / 8) * bitrate) / sampleRate) + padding;
    seconds += samples / sampleRate;
    offset += Math.max(frameLength, 4);
  }
  return seconds;
}
