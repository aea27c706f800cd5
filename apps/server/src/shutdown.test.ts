import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createShutdown } from './shutdown.js';

/** A shutdown whose exit is recorded instead of ending the test process. */
function harness(steps: { name: string; run: () => Promise<void> }[], limitMs = 300) {
  const exits: { code: number; at: number }[] = [];
  const lines: string[] = [];
  const started = performance.now();
  const log = { info: (_: object, msg: string) => void lines.push(msg), error: (_: object, msg: string) => void lines.push(msg) };
  const shutdown = createShutdown({ steps, log, flushLog: async () => true, exit: (code) => void exits.push({ code, at: performance.now() - started }), limitMs });
  return { shutdown, exits, lines };
}

describe('createShutdown', () => {
  it('runs the steps in order and exits 0 when they all finished', async () => {
    const ran: string[] = [];
    const h = harness([
      { name: 'app', run: async () => void ran.push('app') },
      { name: 'database', run: async () => void ran.push('database') },
    ]);
    h.shutdown('SIGTERM');
    h.shutdown('SIGINT');
    await delay(400);
    expect(ran).toEqual(['app', 'database']);
    expect(h.exits.map((e) => e.code)).toEqual([0]);
    expect(h.lines).toEqual(['shutting down', 'shut down']);
  });

  it('exits 1 when a step fails, without running the next', async () => {
    const ran: string[] = [];
    const h = harness([
      { name: 'app', run: () => Promise.reject(new Error('mailer refused to close')) },
      { name: 'database', run: async () => void ran.push('database') },
    ]);
    h.shutdown('SIGTERM');
    await delay(400);
    expect(ran).toEqual([]);
    expect(h.exits.map((e) => e.code)).toEqual([1]);
  });

  it('exits 1 at the limit when a step never ends', async () => {
    const h = harness([{ name: 'database', run: () => new Promise<void>(() => undefined) }], 200);
    h.shutdown('SIGTERM');
    await delay(400);
    expect(h.exits).toHaveLength(1);
    expect(h.exits[0]!.code).toBe(1);
    expect(h.exits[0]!.at).toBeGreaterThanOrEqual(195);
    expect(h.lines).toContain('shutdown did not finish in time; exiting');
  });
});
