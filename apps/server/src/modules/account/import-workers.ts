import { Worker } from 'node:worker_threads';
import { ACCOUNT_MESSAGES, type DataExport, type ImportSummary } from '@stride/domain';
import { DomainError, invalid } from '../../errors.js';
import { FileAssembler, type ImportTime } from './import-reading.js';
import { importWorkerEntry } from './import-worker-entry.js';
import type { FromWorker, ToWorker } from './import-worker-messages.js';

/**
 * Issue 38: import files are read in worker threads (import-worker.ts), never on the event loop,
 * each under a heap limit and a time limit; a few threads at most, kept warm for the next file.
 * A file that needs more memory or time than the limits is refused, and its thread ended.
 */
export interface ImportWorkerLimits {
  /** Threads reading at once. */
  workers: number;
  /** Files waiting for a thread; past it, a 503. */
  queue: number;
  /** How long reading one file may take. */
  timeoutMs: number;
  /** Each thread's V8 old-generation heap (`resourceLimits.maxOldGenerationSizeMb`). */
  heapMb: number;
  /** A thread left idle this long is ended (started again at the next import). */
  idleMs: number;
}

/** What a file holds, known before it is taken across: enough to check the account's limits. */
export interface FileRead {
  summary: ImportSummary;
  habits: number;
  goals: number;
}

export interface ImportReader {
  /**
   * Reads `bytes` in a thread; `wantFile` sees what it holds (it may throw: a limit) and answers
   * whether the file itself is needed (an import) or not (a preview).
   */
  read(bytes: Uint8Array, when: ImportTime, wantFile: (read: FileRead) => Promise<boolean>): Promise<{ read: FileRead; file: DataExport | null }>;
  close(): Promise<void>;
}

const tooHeavy = () => invalid(ACCOUNT_MESSAGES.importTooHeavy);
/** Past the queue: a 503 that says when to ask again, as its words do. */
const busy = () => new DomainError('unavailable', ACCOUNT_MESSAGES.importServerBusy, 60);

/** One worker thread, asked one thing at a time. */
class ImportThread {
  readonly worker: Worker;
  /** Ended or being ended: never handed out again. */
  ended = false;
  idleTimer: NodeJS.Timeout | undefined;
  private pending: { resolve(message: FromWorker): void; reject(error: Error): void } | null = null;
  private failure: Error | null = null;
  /** Resolves once the thread has loaded its code (its first message). */
  private readonly ready: Promise<void>;

  constructor(entry: URL, heapMb: number, onExit: (thread: ImportThread) => void) {
    // No options of the server's own command line (a V8 flag there would be refused here).
    this.worker = new Worker(entry, { execArgv: [], resourceLimits: { maxOldGenerationSizeMb: heapMb } });
    this.worker.unref();
    this.ready = new Promise((resolve, reject) => (this.pending = { resolve: () => resolve(), reject }));
    // Nobody may be waiting yet when a thread fails to start: the next ask sees it.
    this.ready.catch(() => undefined);
    this.worker.on('message', (message: FromWorker) => this.settle()?.resolve(message));
    this.worker.on('error', (error: Error & { code?: string }) => {
      this.failure = error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooHeavy() : error;
    });
    this.worker.on('exit', () => {
      this.ended = true;
      clearTimeout(this.idleTimer);
      this.settle()?.reject(this.failure ?? new Error('the import worker stopped'));
      onExit(this);
    });
  }

  /**
   * Sends `message` and waits for the answer; past `timeoutMs` the thread is ended and the file
   * refused. The time counts from when the thread is ready: its start is not the file's doing.
   */
  async ask(message: ToWorker, timeoutMs: number, transfer: ArrayBuffer[] = []): Promise<FromWorker> {
    await this.ready;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.settle()?.reject(tooHeavy());
        this.end();
      }, timeoutMs);
      this.pending = {
        resolve: (answer) => (clearTimeout(timer), resolve(answer)),
        reject: (error) => (clearTimeout(timer), reject(error)),
      };
      this.worker.postMessage(message, transfer);
    });
  }

  end(): void {
    this.ended = true;
    void this.worker.terminate();
  }

  tell(message: ToWorker): void {
    this.worker.postMessage(message);
  }

  private settle() {
    const pending = this.pending;
    this.pending = null;
    return pending;
  }
}

export function createImportWorkers(limits: ImportWorkerLimits): ImportReader {
  const threads = new Set<ImportThread>();
  const idle: ImportThread[] = [];
  const waiting: Array<{ resolve(thread: ImportThread): void; reject(error: Error): void }> = [];
  let closed = false;
  let entry: URL | undefined;

  function start(): ImportThread {
    const thread = new ImportThread(entry!, limits.heapMb, (gone) => {
      threads.delete(gone);
      const at = idle.indexOf(gone);
      if (at !== -1) idle.splice(at, 1);
      // A thread ended while files wait (a file refused for its time): the next one gets a new thread.
      if (!closed && waiting.length && threads.size < limits.workers) waiting.shift()!.resolve(start());
    });
    threads.add(thread);
    return thread;
  }

  function acquire(): Promise<ImportThread> {
    if (closed) return Promise.reject(busy());
    const ready = idle.pop();
    if (ready) {
      clearTimeout(ready.idleTimer);
      return Promise.resolve(ready);
    }
    if (threads.size < limits.workers) return Promise.resolve(start());
    if (waiting.length >= limits.queue) return Promise.reject(busy());
    return new Promise((resolve, reject) => waiting.push({ resolve, reject }));
  }

  function release(thread: ImportThread): void {
    thread.worker.unref();
    if (thread.ended) return;
    thread.tell({ kind: 'drop' });
    const next = waiting.shift();
    if (next) return next.resolve(thread);
    thread.idleTimer = setTimeout(() => {
      const at = idle.indexOf(thread);
      if (at !== -1) idle.splice(at, 1);
      thread.end();
    }, limits.idleMs).unref();
    idle.push(thread);
  }

  return {
    async read(bytes, when, wantFile) {
      entry ??= await importWorkerEntry();
      const thread = await acquire();
      // A thread holds the process open only while it reads (an idle one never delays an exit).
      thread.worker.ref();
      try {
        // A copy of its own, moved (not copied again) to the thread.
        const own = new Uint8Array(bytes);
        const read = answerOf(await thread.ask({ kind: 'read', bytes: own, when }, limits.timeoutMs, [own.buffer]));
        if (!(await wantFile(read))) return { read, file: null };
        // Taken across in parts, each parsed on its own turn of the event loop.
        const file = new FileAssembler();
        for (;;) {
          const answer = await thread.ask({ kind: 'take' }, limits.timeoutMs);
          if (answer.kind === 'end') break;
          if (answer.kind !== 'part') throw new Error(`the import worker answered ${answer.kind} to take`);
          file.add(answer.part);
        }
        return { read, file: file.result() };
      } finally {
        release(thread);
      }
    },

    async close() {
      closed = true;
      for (const waiter of waiting.splice(0)) waiter.reject(busy());
      await Promise.all([...threads].map((thread) => thread.worker.terminate()));
    },
  };
}

function answerOf(answer: FromWorker): FileRead {
  switch (answer.kind) {
    case 'read':
      return { summary: answer.summary, habits: answer.habits, goals: answer.goals };
    case 'refused':
      throw new DomainError(answer.code, answer.message);
    case 'failed':
      throw new Error(`the import worker failed: ${answer.message}`);
    default:
      throw new Error(`the import worker answered ${answer.kind} to read`);
  }
}
