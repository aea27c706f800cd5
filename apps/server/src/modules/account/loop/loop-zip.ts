import { unzipSync } from 'fflate';
import { MAX_IMPORT_BYTES } from '@stride/domain';
import { CsvError, readCsv } from '../csv.js';
import { LOOP_IMPORT_MESSAGES, LoopImportError, MAX_UNZIPPED_BYTES } from './loop-format.js';

// A Loop Habit Tracker export's zip (loop-import.ts has the format): the files it reads, as CSV.

/** The files the import reads, and the path of every file in the zip (folders are known by their files). */
export function unpack(zip: Uint8Array): { files: Map<string, Uint8Array>; paths: string[] } {
  if (zip.byteLength > MAX_IMPORT_BYTES) throw new LoopImportError(LOOP_IMPORT_MESSAGES.tooLarge);
  const paths: string[] = [];
  let unpackedBytes = 0;
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(zip, {
      // Only what the import reads: Habits.csv and the Checkmarks.csv files (never Scores.csv).
      filter: (info) => {
        const name = normalizePath(info.name);
        if (name.startsWith('__MACOSX/')) return false;
        paths.push(name);
        const base = name.slice(name.lastIndexOf('/') + 1).toLowerCase();
        if (base !== 'habits.csv' && base !== 'checkmarks.csv') return false;
        unpackedBytes += info.originalSize;
        if (unpackedBytes > MAX_UNZIPPED_BYTES) throw new LoopImportError(LOOP_IMPORT_MESSAGES.unzippedTooLarge);
        return true;
      },
    });
  } catch (error) {
    if (error instanceof LoopImportError) throw error;
    throw new LoopImportError(LOOP_IMPORT_MESSAGES.notZip);
  }
  const files = new Map<string, Uint8Array>();
  for (const [name, bytes] of Object.entries(entries)) files.set(normalizePath(name), bytes);
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
