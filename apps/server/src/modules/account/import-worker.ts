/**
 * Issue 38: the import worker's entry (node:worker_threads). It reads one file at a time, as
 * import-workers.ts asks: unzips, parses and checks it here, off the server's event loop, under
 * the memory limit the pool gave the thread, then hands the file back in parts when asked.
 * Built beside the server as dist/import-worker.js (build.mjs); run from source through tsx.
 */
import { parentPort } from 'node:worker_threads';
import { DomainError } from '../../errors.js';
import { fileParts, readForImport, type FilePart } from './import-reading.js';
import type { ToWorker, FromWorker } from './import-worker-messages.js';

if (!parentPort) throw new Error('import-worker.ts runs as a worker thread (import-workers.ts starts it)');
const port = parentPort;
const send = (message: FromWorker) => port.postMessage(message);

let parts: Iterator<FilePart> | null = null;

port.on('message', (message: ToWorker) => {
  switch (message.kind) {
    case 'read': {
      parts = null;
      try {
        const { file, summary } = readForImport(message.bytes, message.when);
        parts = fileParts(file);
        send({ kind: 'read', summary, habits: file.habits.length, goals: file.goals.length });
      } catch (error) {
        if (error instanceof DomainError) send({ kind: 'refused', code: error.code, message: error.message });
        else send({ kind: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
      }
      return;
    }
    case 'take': {
      const next = parts?.next();
      if (!next || next.done) {
        parts = null;
        send({ kind: 'end' });
      } else send({ kind: 'part', part: next.value });
      return;
    }
    case 'drop':
      parts = null;
      return;
  }
});
send({ kind: 'ready' });
