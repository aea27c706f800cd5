import { MAX_IMPORT_BYTES } from '@stride/domain';
import { CsvError, readCsv } from '../csv.js';
import { LOOP_IMPORT_MESSAGES, LoopImportError, MAX_UNZIPPED_BYTES, MAX_ZIP_ENTRIES } from './loop-format.js';
import { ZipError, ZipInflater, zipEntries } from './zip-entries.js';

// A Loop Habit Tracker export's zip (loop-import.ts has the format): the files it reads, as CSV.

const REFUSALS = {
  'not-zip': LOOP_IMPORT_MESSAGES.notZip,
  'too-many-entries': LOOP_IMPORT_MESSAGES.tooManyEntries,
  'too-large': LOOP_IMPORT_MESSAGES.unzippedTooLarge,
} as const;

/**
 * The files the import reads, and the path of every file in the zip (folders are known by their
 * files). Only Habits.csv and the Checkmarks.csv files are inflated (never Scores.csv), counted by
 * what really comes out (issue 38: sizes the zip declares are not trusted).
 */
export function unpack(zip: Uint8Array): { files: Map<string, Uint8Array>; paths: string[] } {
  if (zip.byteLength > MAX_IMPORT_BYTES) throw new LoopImportError(LOOP_IMPORT_MESSAGES.tooLarge);
  const paths: string[] = [];
  const files = new Map<string, Uint8Array>();
  try {
    const inflater = new ZipInflater(zip, MAX_UNZIPPED_BYTES);
    for (const entry of zipEntries(zip, MAX_ZIP_ENTRIES)) {
      const name = normalizePath(entry.name);
      if (name.startsWith('__MACOSX/')) continue;
      paths.push(name);
      const base = name.slice(name.lastIndexOf('/') + 1).toLowerCase();
      if (base !== 'habits.csv' && base !== 'checkmarks.csv') continue;
      files.set(name, inflater.inflate(entry));
    }
  } catch (error) {
    if (error instanceof ZipError) throw new LoopImportError(REFUSALS[error.reason]);
    throw new LoopImportError(LOOP_IMPORT_MESSAGES.notZip);
  }
  return { files, paths };
}

const normalizePath = (name: string) => name.replaceAll('\\', '/').replace(/^\.?\//, '');

/** Habits.csv at the top of the zip, or in the shallowest folder (a zip made again from the unpacked export). */
export function findHabitsCsv(paths: string[]): string | undefined {
  return paths
    .filter((path) => path === 'Habits.csv' || path.endsWith('/Habits.csv'))
    .sort((a, b) => a.split('/').length - b.split('/').length || a.localeCompare(b))[0];
}

const decoder = new TextDecoder('utf-8');
/** Loop writes with Java's FileWriter, UTF-8 on Android; a byte order mark is dropped. */
export const decode = (bytes: Uint8Array) => decoder.decode(bytes);

export function parseCsv(text: string, file: string): string[][] {
  try {
    return readCsv(text);
  } catch (error) {
    if (error instanceof CsvError) throw new LoopImportError(LOOP_IMPORT_MESSAGES.malformed(file, error.message));
    throw error;
  }
}
