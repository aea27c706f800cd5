import { ascii } from './bytes.js';
import { plausibleRate, type AudioMeasure } from './audio-measure.js';

/** Format tags whose data is one fixed-size frame per sample: PCM, IEEE float, A-law, µ-law, and WAVE_FORMAT_EXTENSIBLE (PCM or float inside). */
const UNCOMPRESSED = new Set([0x0001, 0x0003, 0x0006, 0x0007, 0xfffe]);

interface WavFormat {
  byteRate: number;
  /** Bytes of one sample on every channel, from the channel count and sample size (not the header's own block align). */
  frameBytes: number;
  sampleRate: number;
}

/**
 * Declared: the data chunk's size over the header's byte rate (a streaming writer's size of 0 or
 * 0xFFFFFFFF means "all that follows"). Counted: every byte from the data chunk to the end of the
 * file, in frames of the channels' samples, at the header's sample rate (held to 48 kHz). A size
 * or byte rate written to say 1 s over 150 s of samples is charged the 150 s.
 */
export function wavSeconds(audio: Buffer): AudioMeasure | null {
  let format: WavFormat | null = null;
  for (let offset = 12; offset + 8 <= audio.length; ) {
    const id = ascii(audio, offset, offset + 4);
    const size = audio.readUInt32LE(offset + 4);
    if (id === 'fmt ' && offset + 24 <= audio.length) format = readFormat(audio, offset + 8);
    if (id === 'data') {
      if (!format) return null;
      const present = audio.length - offset - 8;
      const bytes = size === 0 || size === 0xffffffff ? present : Math.min(size, present);
      return {
        declared: format.byteRate > 0 ? bytes / format.byteRate : null,
        counted: format.frameBytes > 0 && format.sampleRate > 0 ? Math.floor(present / format.frameBytes) / plausibleRate(format.sampleRate) : null,
      };
    }
    offset += 8 + size + (size % 2); // chunks are padded to an even length
  }
  return null;
}

function readFormat(audio: Buffer, body: number): WavFormat {
  const tag = audio.readUInt16LE(body);
  const channels = audio.readUInt16LE(body + 2);
  const bits = audio.readUInt16LE(body + 14);
  const countable = UNCOMPRESSED.has(tag) && channels >= 1 && channels <= 8 && bits >= 8 && bits <= 64;
  return {
    byteRate: audio.readUInt32LE(body + 8),
    frameBytes: countable ? channels * Math.ceil(bits / 8) : 0,
    sampleRate: audio.readUInt32LE(body + 4),
  };
}
