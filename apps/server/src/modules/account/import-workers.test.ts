import { afterEach, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@stride/domain';
import { DomainError } from '../../errors.js';
import { LOOP_FIXTURE_EXPORTED_ON, loopExportFixture } from '../../test/fixtures/loop-export.js';
import { largeLoopExport } from '../../test/fixtures/zip-bombs.js';
import { readForImport } from './import-reading.js';
import { createImportWorkers, type ImportReader, type ImportWorkerLimits } from './import-workers.js';
import { LOOP_IMPORT_MESSAGES } from './loop-import.js';

/** The day of the fixture's export, and a moment in it: the Loop file's timestamps are this moment. */
const when = { today: LOOP_FIXTURE_EXPORTED_ON, now: new Date(`${LOOP_FIXTURE_EXPORTED_ON}T12:00:00.000Z`) };
const LIMITS: ImportWorkerLimits = { workers: 1, queue: 4, timeoutMs: 30_000, heapMb: 384, idleMs: 60_000 };
const readers: ImportReader[] = [];
const readerWith = (limits: Partial<ImportWorkerLimits> = {}) => {
  const reader = createImportWorkers({ ...LIMITS, ...limits });
  readers.push(reader);
  return reader;
};
afterEach(async () => {
  await Promise.all(readers.splice(0).map((reader) => reader.close()));
});

async function refusal(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

describe('import files read in worker threads (issue 38)', () => {
  it('gives back what reading the file on the main thread gives, the file itself only when asked', async () => {
    const reader = readerWith();
    const here = readForImport(loopExportFixture(), when);
    const imported = await reader.read(loopExportFixture(), when, async ({ habits, goals }) => {
      expect({ habits, goals }).toEqual({ habits: here.file.habits.length, goals: 0 });
      return true;
    });
    expect(imported.read.summary).toEqual(here.summary);
    // exportedAt and the habits' timestamps are the moment of reading.
    const withoutTimes = (file: typeof here.file) => JSON.parse(JSON.stringify(file).replace(/"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z"/g, '"T"')) as unknown;
    expect(withoutTimes(imported.file!)).toEqual(withoutTimes(here.file));
    // Both read at the moment they are given (the app's clock), not the wall clock's.
    expect(imported.file!).toEqual(here.file);
    expect(imported.file!.exportedAt).toBe(when.now.toISOString());
    const previewed = await reader.read(loopExportFixture(), when, async () => false);
    expect(previewed.file).toBeNull();
    expect(previewed.read.summary).toEqual(here.summary);
  });

  it('answers a refusal with its code and words, and the thread reads the next file', async () => {
    const reader = readerWith();
    const error = await refusal(reader.read(Buffer.from('PK\x03\x04 not a zip'), when, async () => true));
    expect({ code: error.code, message: error.message }).toEqual({ code: 'invalid_request', message: LOOP_IMPORT_MESSAGES.notZip });
    expect((await reader.read(loopExportFixture(), when, async () => false)).read.summary.source).toBe('loop');
  });

  it('refuses a file that needs more memory than its thread may have, then reads the next in a new thread', async () => {
    const reader = readerWith({ heapMb: 32 });
    // 30 MiB of CSV in one file: under the unzip cap, over a 32 MB heap.
    const error = await refusal(reader.read(largeLoopExport(30), when, async () => true));
    expect({ code: error.code, message: error.message }).toEqual({ code: 'invalid_request', message: ACCOUNT_MESSAGES.importTooHeavy });
    expect((await reader.read(loopExportFixture(), when, async () => true)).file?.habits).toHaveLength(7);
  });

  it('refuses a file that takes longer than allowed', async () => {
    const reader = readerWith({ timeoutMs: 300 });
    // Parsing 30 MiB of rows takes seconds. (A thread ended for its time is replaced as above.)
    const error = await refusal(reader.read(largeLoopExport(30), when, async () => true));
    expect({ code: error.code, message: error.message }).toEqual({ code: 'invalid_request', message: ACCOUNT_MESSAGES.importTooHeavy });
  });

  it('lets files wait for a thread up to the queue, then answers 503', async () => {
    const reader = readerWith({ workers: 1, queue: 1 });
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    // The first file holds the only thread until its limits are checked.
    const first = reader.read(loopExportFixture(), when, async () => {
      await gate;
      return false;
    });
    const second = reader.read(loopExportFixture(), when, async () => false);
    const third = await refusal(reader.read(loopExportFixture(), when, async () => false));
    expect({ code: third.code, message: third.message }).toEqual({ code: 'unavailable', message: ACCOUNT_MESSAGES.importServerBusy });
    open();
    expect((await first).read.summary.source).toBe('loop');
    expect((await second).read.summary.source).toBe('loop');
  });
});
