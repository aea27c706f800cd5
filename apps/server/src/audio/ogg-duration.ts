import { ascii } from './bytes.js';

/** The last page's granule position, in samples: 48 kHz less the pre-skip for Opus, the stream's rate for Vorbis. */
export function oggSeconds(audio: Buffer): number | null {
  const codec = oggCodec(audio);
  const granule = codec && lastGranule(audio, audio.readUInt32LE(14));
  if (!codec || granule === null) return null;
  return Math.max(0, granule - codec.preSkip) / codec.rate;
}

/** From the first packet, the identification header. */
function oggCodec(audio: Buffer): { rate: number; preSkip: number } | null {
  const packet = 27 + audio[26]!;
  if (packet + 20 > audio.length) return null;
  if (ascii(audio, packet, packet + 8) === 'OpusHead') return { rate: 48_000, preSkip: audio.readUInt16LE(packet + 10) };
  const vorbisRate = audio[packet] === 1 && ascii(audio, packet + 1, packet + 7) === 'vorbis' ? audio.readUInt32LE(packet + 12) : 0;
  return vorbisRate > 0 ? { rate: vorbisRate, preSkip: 0 } : null;
}

/**
 * Pages searched for from the end. Passed over: "OggS" that is only packet data (version not 0),
 * another stream's page, and a page where no packet ends (granule -1). Each byte is searched once.
 */
function lastGranule(audio: Buffer, serial: number): number | null {
  let at = audio.lastIndexOf('OggS', audio.length - 27, 'latin1');
  while (at >= 0) {
    const granule = audio[at + 4] === 0 && audio.readUInt32LE(at + 14) === serial ? audio.readBigInt64LE(at + 6) : -1n;
    if (granule >= 0n) return Number(granule);
    // A negative offset would search from the end again.
    at = at > 0 ? audio.lastIndexOf('OggS', at - 1, 'latin1') : -1;
  }
  return null;
}
