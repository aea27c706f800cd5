import type { ErrorCode, ImportSummary } from '@stride/domain';
import type { FilePart, ImportTime } from './import-reading.js';

// What the server and its import worker say to each other (import-workers.ts, import-worker.ts).

export type ToWorker =
  /** Read this file (the bytes are moved to the worker, not copied). */
  | { kind: 'read'; bytes: Uint8Array; when: ImportTime }
  /** The next part of the file read last. */
  | { kind: 'take' }
  /** The file read last is not needed any more. */
  | { kind: 'drop' };

export type FromWorker =
  /** Loaded, and listening: sent once, first. */
  | { kind: 'ready' }
  | { kind: 'read'; summary: ImportSummary; habits: number; goals: number }
  /** The file was refused: the message is the user's (a DomainError's code and words). */
  | { kind: 'refused'; code: ErrorCode; message: string }
  /** Reading failed for a reason of ours (a bug): logged, answered as a 500. */
  | { kind: 'failed'; message: string }
  | { kind: 'part'; part: FilePart }
  | { kind: 'end' };
