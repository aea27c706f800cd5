import { describe, expect, it } from 'vitest';
import { strFromU8, strToU8, zipSync } from 'fflate';
import { LOOP_FIXTURE_EXPORTED_ON, loopExportFixture, loopFixtureFiles } from '../../../test/fixtures/loop-export.js';
import { deflateRepeated, largeLoopExport, loopZipBomb, zipOf } from '../../../test/fixtures/zip-bombs.js';
import { LOOP_IMPORT_MESSAGES, MAX_UNZIPPED_BYTES, readLoopExport } from '../loop-import.js';
import { MAX_ZIP_ENTRIES } from './loop-format.js';
import { ZipError, ZipInflater, zipEntries } from './zip-entries.js';

const read = (zip: Uint8Array) => readLoopExport(zip, { today: LOOP_FIXTURE_EXPORTED_ON, now: new Date('2024-03-11T08:30:00.000Z') });
const messageOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected a refusal');
};

/** The same zip with its end-of-directory record in ZIP64 form, as some tools write it. */
function asZip64(zip: Uint8Array): Uint8Array {
  const endAt = zip.length - 22;
  const end = new DataView(zip.buffer, zip.byteOffset + endAt, 22);
  const count = end.getUint16(10, true);
  const size = end.getUint32(12, true);
  const offset = end.getUint32(16, true);
  const record = new DataView(new ArrayBuffer(56 + 20 + 22));
  record.setUint32(0, 0x06064b50, true);
  record.setBigUint64(4, 44n, true);
  record.setBigUint64(24, BigInt(count), true);
  record.setBigUint64(32, BigInt(count), true);
  record.setBigUint64(40, BigInt(size), true);
  record.setBigUint64(48, BigInt(offset), true);
  record.setUint32(56, 0x07064b50, true);
  record.setBigUint64(64, BigInt(endAt), true);
  record.setUint32(72, 1, true);
  record.setUint32(76, 0x06054b50, true);
  record.setUint16(84, 0xffff, true);
  record.setUint16(86, 0xffff, true);
  record.setUint32(88, size, true);
  record.setUint32(92, 0xffffffff, true);
  const out = new Uint8Array(endAt + record.byteLength);
  out.set(zip.subarray(0, endAt));
  out.set(new Uint8Array(record.buffer), endAt);
  return out;
}

describe('zips whose sizes lie (issue 38)', () => {
  it('refuses the audit’s zip bomb (2 MB declaring 100-byte files, 2 GiB inflated) once 32 MiB have come out', () => {
    const bomb = loopZipBomb();
    expect(bomb.length).toBeLessThan(3 * 1024 * 1024);
    expect(zipEntries(bomb, 10).map((e) => e.name)).toEqual(['Habits.csv', '001 Walk/Checkmarks.csv']);
    expect(messageOf(() => read(bomb))).toBe(LOOP_IMPORT_MESSAGES.unzippedTooLarge);
    expect(LOOP_IMPORT_MESSAGES.unzippedTooLarge).toBe('This zip unpacks to more than 32 MB of CSV, more than a Loop export holds.');
  });

  it('refuses an honest 100 MiB CSV (under the old 200 MiB cap) the same way', () => {
    expect(messageOf(() => read(largeLoopExport(100)))).toBe(LOOP_IMPORT_MESSAGES.unzippedTooLarge);
  });

  it('counts what really comes out against one budget for all files: exactly the cap passes, a byte more does not', () => {
    const zip = (bytes: number) => {
      const piece = 'x'.repeat(1024);
      const { data, size, crc } = deflateRepeated('y'.repeat(bytes % 1024), piece, Math.floor(bytes / 1024));
      expect(size).toBe(bytes);
      return { zip: zipOf([{ name: 'a.csv', data, declaredSize: 1, crc }]), size };
    };
    const exact = zip(MAX_UNZIPPED_BYTES);
    expect(new ZipInflater(exact.zip, MAX_UNZIPPED_BYTES).inflate(zipEntries(exact.zip, 1)[0]!).byteLength).toBe(MAX_UNZIPPED_BYTES);
    const over = zip(MAX_UNZIPPED_BYTES + 1);
    expect(() => new ZipInflater(over.zip, MAX_UNZIPPED_BYTES).inflate(zipEntries(over.zip, 1)[0]!)).toThrow(new ZipError('too-large'));
    // Two files of 600 bytes each against a budget of 1,000: the second is refused.
    const two = zipSync({ 'a.csv': strToU8('a'.repeat(600)), 'b.csv': strToU8('b'.repeat(600)) });
    const inflater = new ZipInflater(two, 1000);
    const [a, b] = zipEntries(two, 2);
    expect(inflater.inflate(a!).byteLength).toBe(600);
    expect(() => inflater.inflate(b!)).toThrow(new ZipError('too-large'));
  });

  it(`refuses a zip listing more than ${MAX_ZIP_ENTRIES} entries, before inflating any`, () => {
    const files = Object.fromEntries(Array.from({ length: MAX_ZIP_ENTRIES + 1 }, (_, i) => [`${String(i).padStart(4, '0')} x/Scores.csv`, new Uint8Array()]));
    expect(messageOf(() => read(zipSync({ ...files, 'Habits.csv': strToU8('Position,Name\n') })))).toBe(LOOP_IMPORT_MESSAGES.tooManyEntries);
    expect(LOOP_IMPORT_MESSAGES.tooManyEntries).toBe('This zip holds more than 2000 files, more than a Loop export holds.');
  });

  it('reads a real export the same whether its entries are deflated or stored, and with a ZIP64 directory', () => {
    const expected = read(loopExportFixture());
    const stored = zipSync(Object.fromEntries(Object.entries(loopFixtureFiles()).map(([path, text]) => [path, strToU8(text)])), { level: 0 });
    expect(zipEntries(stored, MAX_ZIP_ENTRIES).every((e) => e.method === 0)).toBe(true);
    expect(read(stored)).toEqual(expected);
    expect(read(asZip64(loopExportFixture()))).toEqual(expected);
  });

  it('refuses what is not a zip, a cut one, and an entry in a method it cannot read', () => {
    expect(messageOf(() => read(strToU8('PK\x03\x04 not really')))).toBe(LOOP_IMPORT_MESSAGES.notZip);
    const fixture = loopExportFixture();
    expect(messageOf(() => read(fixture.subarray(0, fixture.length - 30)))).toBe(LOOP_IMPORT_MESSAGES.notZip);
    const habits = zipSync({ 'Habits.csv': strToU8('Position,Name\n') });
    const entry = zipEntries(habits, 1)[0]!;
    expect(entry.method).toBe(8);
    const bzip2 = habits.slice();
    // The method in the central directory (at its offset + 10): 12 is bzip2.
    const directory = habits.length - 22 - (46 + 'Habits.csv'.length);
    new DataView(bzip2.buffer).setUint16(directory + 10, 12, true);
    expect(messageOf(() => read(bzip2))).toBe(LOOP_IMPORT_MESSAGES.notZip);
    expect(strFromU8(new ZipInflater(habits, 100).inflate(entry))).toBe('Position,Name\n');
  });
});
