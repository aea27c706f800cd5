import type { Writable } from 'node:stream';

/** Where the server's log lines go: never waits for stdout, and says how many lines it dropped. */
export interface LogDestination {
  /** Called by pino with one serialized line. */
  write(line: string): void;
  dropped(): number;
  /** Waits, at most `timeoutMs`, until every line written has left the process; true when they did. */
  flush(timeoutMs: number): Promise<boolean>;
}

const FLUSH_POLL_MS = 20;

/**
 * A log destination that cannot block the server (issue 18). pino's default writes stdout
 * synchronously, so a pipe nobody reads (a stuck log shipper) stops the event loop inside a write:
 * no request is answered, and not even a SIGTERM handler or an exit timer runs. This writes
 * through Node's own stdout stream (asynchronous for pipes), keeps at most `maxBufferedBytes`
 * waiting, and drops (and counts) lines beyond that rather than grow or wait.
 */
export function createLogDestination(stream: Writable, maxBufferedBytes = 1024 * 1024): LogDestination {
  let dropped = 0;
  let broken = false;
  // A reader that went away (EPIPE) must not crash the server: its lines are dropped from then on.
  stream.on('error', () => {
    broken = true;
  });
  return {
    write(line) {
      if (broken || stream.writableLength + line.length > maxBufferedBytes) dropped++;
      else stream.write(line);
    },
    dropped: () => dropped,
    async flush(timeoutMs) {
      const deadline = performance.now() + timeoutMs;
      while (!broken && stream.writableLength > 0) {
        if (performance.now() >= deadline) return false;
        await new Promise((resolve) => setTimeout(resolve, FLUSH_POLL_MS));
      }
      return !broken;
    },
  };
}
