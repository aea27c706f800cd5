import { ascii } from './bytes.js';
import type { AudioMeasure } from './audio-measure.js';
import { opusPacketSeconds } from './opus-packet.js';

/**
 * Declared: the last page's granule position, in samples (48 kHz less the pre-skip for Opus, the
 * stream's rate for Vorbis). Counted, for Opus: every packet's own length from its TOC byte, page
 * by page, less the pre-skip and the last packet (the end an encoder may trim). Vorbis packets
 * say their length only through the codec's setup header: not counted (the byte floor applies).
 */
export function oggSeconds(audio: Buffer): AudioMeasure | null {
  const codec = oggCodec(audio);
  if (!codec) return null;
  const serial = audio.readUInt32LE(14);
  const granule = lastGranule(audio, serial);
  return {
    declared: granule === null ? null : Math.max(0, granule - codec.preSkip) / codec.rate,
    counted: codec.opus ? opusPacketsSeconds(audio, serial, codec.preSkip / codec.rate) : null,
  };
}

/** From the first packet, the identification header. */
function oggCodec(audio: Buffer): { rate: number; preSkip: number; opus: boolean } | null {
  const packet = 27 + audio[26]!;
  if (packet + 20 > audio.length) return null;
  if (ascii(audio, packet, packet + 8) === 'OpusHead') return { rate: 48_000, preSkip: audio.readUInt16LE(packet + 10), opus: true };
  const vorbisRate = audio[packet] === 1 && ascii(audio, packet + 1, packet + 7) === 'vorbis' ? audio.readUInt32LE(packet + 12) : 0;
  return vorbisRate > 0 ? { rate: vorbisRate, preSkip: 0, opus: false } : null;
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

/** "OggS", each page's capture pattern, as bytes and as the big-endian number they make. */
const CAPTURE = Buffer.from('OggS', 'latin1');
const CAPTURE_PATTERN = CAPTURE.readUInt32BE(0);

/**
 * The stream's audio packets added up from their TOC bytes: pages read in order (a page that is
 * not one, or another stream's, is passed over to the next "OggS"), packets put together from the
 * segment table's lacing (a packet goes on while its segments are 255 bytes, across pages too).
 * The first two packets are the headers (OpusHead, OpusTags). Every byte is read once.
 */
function opusPacketsSeconds(audio: Buffer, serial: number, preSkipSeconds: number): number {
  let seconds = 0;
  let last = 0;
  let packets = 0;
  let inPacket = false;
  for (let page = 0; page + 27 <= audio.length; ) {
    const segments = audio[page + 26]!;
    const isPage = audio.readUInt32BE(page) === CAPTURE_PATTERN && audio[page + 4] === 0 && page + 27 + segments <= audio.length;
    if (!isPage || audio.readUInt32LE(page + 14) !== serial) {
      const next = audio.indexOf(CAPTURE, page + 1);
      if (next < 0) break;
      page = next;
      continue;
    }
    // A page that does not continue a packet starts a new one, whatever the previous page left open.
    if (!(audio[page + 5]! & 0x01)) inPacket = false;
    let data = page + 27 + segments;
    for (let i = 0; i < segments && data <= audio.length; i++) {
      const lacing = audio[page + 27 + i]!;
      if (!inPacket && lacing > 0) {
        packets += 1;
        if (packets > 2) {
          last = opusPacketSeconds(audio, data, Math.min(data + lacing, audio.length));
          seconds += last;
        }
      }
      inPacket = lacing === 255;
      data += lacing;
    }
    page = data;
  }
  return Math.max(0, seconds - preSkipSeconds - last);
}
