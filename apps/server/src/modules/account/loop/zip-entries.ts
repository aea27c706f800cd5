import { inflateRawSync } from 'node:zlib';

/**
 * Issue 38: a zip read from its central directory with every size it declares distrusted. Only
 * the entries asked for are inflated, one at a time, each stopped by zlib as soon as its REAL
 * output passes what is left of `maxBytes` (`maxOutputLength`), so a 2 MB zip that declares
 * 100-byte files but inflates to 2 GiB costs `maxBytes` of output and no more. The directory
 * itself is refused past `maxEntries`. ZIP64 is read (some tools write it for small files too).
 */

export interface ZipLimits {
  /** Most entries the directory may list (files and folders alike). */
  maxEntries: number;
  /** Most bytes the inflated entries may add up to, counted as they come out. */
  maxBytes: number;
}

export type ZipRefusal = 'not-zip' | 'too-many-entries' | 'too-large';

/** Why a zip was not read; the caller words it for the person. */
export class ZipError extends Error {
  constructor(readonly reason: ZipRefusal) {
    super(`zip refused: ${reason}`);
    this.name = 'ZipError';
  }
}

export interface ZipEntry {
  /** As written in the directory (UTF-8 when flagged, else read byte for byte). */
  name: string;
  method: number;
  encrypted: boolean;
  compressedSize: number;
  localHeaderOffset: number;
}

const EOCD = 0x06054b50;
const EOCD64_LOCATOR = 0x07064b50;
const EOCD64 = 0x06064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
const MAX32 = 0xffffffff;

const utf8 = new TextDecoder('utf-8');
const latin1 = new TextDecoder('latin1');

/** The central directory's entries, at most `maxEntries` of them. */
export function zipEntries(zip: Uint8Array, maxEntries: number): ZipEntry[] {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const end = findEndOfDirectory(view);
  let count = view.getUint16(end + 10, true);
  let offset = view.getUint32(end + 16, true);
  if (count === 0xffff || offset === MAX32) {
    const locator = end - 20;
    if (locator < 0 || view.getUint32(locator, true) !== EOCD64_LOCATOR) throw new ZipError('not-zip');
    const end64 = safeNumber(view.getBigUint64(locator + 8, true));
    if (end64 + 56 > view.byteLength || view.getUint32(end64, true) !== EOCD64) throw new ZipError('not-zip');
    count = safeNumber(view.getBigUint64(end64 + 32, true));
    offset = safeNumber(view.getBigUint64(end64 + 48, true));
  }
  if (count > maxEntries) throw new ZipError('too-many-entries');

  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (offset + 46 > view.byteLength || view.getUint32(offset, true) !== CENTRAL) throw new ZipError('not-zip');
    const flags = view.getUint16(offset + 8, true);
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    const nameStart = offset + 46;
    if (nameStart + nameLength + extraLength > view.byteLength) throw new ZipError('not-zip');
    const nameBytes = zip.subarray(nameStart, nameStart + nameLength);
    let compressedSize = view.getUint32(offset + 20, true);
    let localHeaderOffset = view.getUint32(offset + 42, true);
    if (compressedSize === MAX32 || localHeaderOffset === MAX32) {
      ({ compressedSize, localHeaderOffset } = zip64Sizes(view, nameStart + nameLength, extraLength, {
        uncompressed: view.getUint32(offset + 24, true) === MAX32,
        compressedSize,
        localHeaderOffset,
      }));
    }
    entries.push({
      name: (flags & 0x800 ? utf8 : latin1).decode(nameBytes),
      method: view.getUint16(offset + 10, true),
      encrypted: (flags & 1) === 1,
      compressedSize,
      localHeaderOffset,
    });
    offset = nameStart + nameLength + extraLength + commentLength;
  }
  return entries;
}

/**
 * The entries' contents, inflated in order, sharing one budget of `maxBytes`: past it, a
 * `ZipError('too-large')` before the next chunk is even written out.
 */
export class ZipInflater {
  private used = 0;

  constructor(
    private readonly zip: Uint8Array,
    private readonly maxBytes: number,
  ) {}

  inflate(entry: ZipEntry): Uint8Array {
    if (entry.encrypted || (entry.method !== STORED && entry.method !== DEFLATED)) throw new ZipError('not-zip');
    const data = this.dataOf(entry);
    const left = this.maxBytes - this.used;
    let out: Uint8Array;
    if (data.byteLength === 0) {
      out = data; // an empty file, whichever method it names
    } else if (entry.method === STORED) {
      if (data.byteLength > left) throw new ZipError('too-large');
      out = data;
    } else {
      try {
        // zlib stops once its output passes maxOutputLength, whatever the entry declares.
        out = inflateRawSync(data, { maxOutputLength: Math.max(1, left) });
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new ZipError('too-large');
        throw new ZipError('not-zip');
      }
      if (out.byteLength > left) throw new ZipError('too-large');
    }
    this.used += out.byteLength;
    return out;
  }

  private dataOf(entry: ZipEntry): Uint8Array {
    const view = new DataView(this.zip.buffer, this.zip.byteOffset, this.zip.byteLength);
    const at = entry.localHeaderOffset;
    if (at + 30 > view.byteLength || view.getUint32(at, true) !== LOCAL) throw new ZipError('not-zip');
    const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
    if (start + entry.compressedSize > view.byteLength) throw new ZipError('not-zip');
    return this.zip.subarray(start, start + entry.compressedSize);
  }
}

function findEndOfDirectory(view: DataView): number {
  const last = view.byteLength - 22;
  const first = Math.max(0, last - 0xffff);
  for (let at = last; at >= first; at--) {
    if (view.getUint32(at, true) === EOCD && at + 22 + view.getUint16(at + 20, true) <= view.byteLength) return at;
  }
  throw new ZipError('not-zip');
}

/** The ZIP64 extra field (0x0001) holds the 64-bit values of those fields set to 0xFFFFFFFF, in order. */
function zip64Sizes(view: DataView, extraStart: number, extraLength: number, entry: { uncompressed: boolean; compressedSize: number; localHeaderOffset: number }) {
  for (let at = extraStart; at + 4 <= extraStart + extraLength; ) {
    const id = view.getUint16(at, true);
    const size = view.getUint16(at + 2, true);
    if (id === 0x0001) {
      let field = at + 4;
      const next = () => {
        if (field + 8 > at + 4 + size) throw new ZipError('not-zip');
        const value = safeNumber(view.getBigUint64(field, true));
        field += 8;
        return value;
      };
      if (entry.uncompressed) next();
      const compressedSize = entry.compressedSize === MAX32 ? next() : entry.compressedSize;
      const localHeaderOffset = entry.localHeaderOffset === MAX32 ? next() : entry.localHeaderOffset;
      return { compressedSize, localHeaderOffset };
    }
    at += 4 + size;
  }
  throw new ZipError('not-zip');
}

function safeNumber(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new ZipError('not-zip');
  return Number(value);
}
