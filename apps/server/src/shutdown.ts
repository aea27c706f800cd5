import type { Logger } from './errors.js';

/** The promise (issue 18) is 10 s; a second of it is left for a late timer and the exit itself. */
export const SHUTDOWN_LIMIT_MS = 9_000;
/** On a clean shutdown, how long the log may take to leave the process before exiting anyway. */
const LOG_FLUSH_MS = 1_000;

export interface ShutdownOptions {
  /** Run in order: e.g. the app (stops accepting, lets in-flight requests finish), then the database. */
  steps: { name: string; run: () => Promise<void> }[];
  log: Pick<Logger, 'info' | 'error'>;
  /** Waits at most `timeoutMs` for the log to be written (log-destination.ts). */
  flushLog: (timeoutMs: number) => Promise<unknown>;
  exit: (code: number) => void;
  limitMs?: number;
}

/**
 * What SIGTERM and SIGINT do: run the steps, exit 0 when they all finished, 1 when one failed or
 * when they were not over after `limitMs`, whatever they wait for (a stalled database, a hung SMTP
 * server, a client that keeps its request open). A second signal changes nothing.
 */
export function createShutdown({ steps, log, flushLog, exit, limitMs = SHUTDOWN_LIMIT_MS }: ShutdownOptions): (signal: string) => void {
  let closing = false;
  return (signal) => {
    if (closing) return;
    closing = true;
    const started = performance.now();
    let pending = steps[0]?.name;
    // Armed before anything else, logging included: nothing below can keep it from firing.
    const force = setTimeout(() => {
      log.error({ pending, limitMs }, 'shutdown did not finish in time; exiting');
      exit(1);
    }, limitMs);
    const remaining = () => Math.max(0, limitMs - (performance.now() - started));

    void (async () => {
      log.info({ signal }, 'shutting down');
      try {
        for (const step of steps) {
          pending = step.name;
          await step.run();
        }
      } catch (err) {
        log.error({ err, step: pending }, 'shutdown failed');
        await flushLog(Math.min(LOG_FLUSH_MS, remaining()));
        clearTimeout(force);
        return exit(1);
      }
      pending = 'log';
      log.info({ ms: Math.round(performance.now() - started) }, 'shut down');
      await flushLog(Math.min(LOG_FLUSH_MS, remaining()));
      clearTimeout(force);
      exit(0);
    })();
  };
}
