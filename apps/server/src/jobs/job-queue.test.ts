import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Logger } from '../errors.js';
import type { Database } from '../db/client.js';
import { openTestDatabase, testEngines } from '../test/test-database.js';
import { createJobQueue, type JobQueue } from './job-queue.js';

/**
 * Issue 46 (docs/decisions/040, thirteenth session): idle workers poll only every
 * IDLE_POLLING_SECONDS, because a job that can run at once wakes them when its transaction commits
 * (PostgreSQL's NOTIFY, on PGlite as on PostgreSQL) and a job put back for later wakes them when it
 * falls due. Here the workers poll every 60 s, so a job handled within seconds was woken, not polled.
 */
const POLL_SECONDS = 60;
const QUEUE = { name: 'wake-test', retryLimit: 0, retryDelaySeconds: 1, expireInSeconds: 30 };
const logger: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };

async function within<T>(ms: number, read: () => T | undefined): Promise<T | undefined> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = read();
    if (value !== undefined || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe.each(testEngines())('the job queue wakes its workers on %s', (engine) => {
  let database: Database;
  let queue: JobQueue;
  const handled = new Map<string, number>();

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    queue = createJobQueue(database, [QUEUE], logger);
    await queue.start();
    await queue.work<{ tag: string }>(QUEUE.name, { batchSize: 5, pollingIntervalSeconds: POLL_SECONDS, idlePollingIntervalSeconds: POLL_SECONDS }, async (job) => {
      handled.set(job.data.tag, Date.now());
    });
    // A worker's first fetch comes at once on start; what follows is found only by a wake or the poll.
    await new Promise((resolve) => setTimeout(resolve, 500));
  });
  afterAll(async () => {
    await queue?.stop(1000);
    await database?.close();
  });

  it('handles a job inserted in a transaction once it commits, not before, without waiting for the poll', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const inserted = database.db.transaction(async (tx) => {
      await queue.insertWithin(tx, QUEUE.name, [{ tag: 'in-transaction' }]);
      await held;
    });
    // Uncommitted: nobody can see it, and nobody is woken for it.
    expect(await within(1000, () => handled.get('in-transaction'))).toBeUndefined();
    const committedAt = Date.now();
    release();
    await inserted;
    const at = await within(15_000, () => handled.get('in-transaction'));
    expect(at, 'handled after the commit').toBeDefined();
    expect(at! - committedAt).toBeLessThan(15_000);
  });

  it('handles a job sent outside a transaction at once', async () => {
    const sentAt = Date.now();
    await queue.send(QUEUE.name, { tag: 'sent' });
    const at = await within(15_000, () => handled.get('sent'));
    expect(at, 'handled').toBeDefined();
    expect(at! - sentAt).toBeLessThan(15_000);
  });

  it('handles a job put back for later when it falls due, not before', async () => {
    const sentAt = Date.now();
    await queue.sendLater(QUEUE.name, { tag: 'later' }, { afterSeconds: 2 });
    expect(await within(1000, () => handled.get('later'))).toBeUndefined();
    const at = await within(20_000, () => handled.get('later'));
    expect(at, 'handled once due').toBeDefined();
    expect(at! - sentAt).toBeGreaterThanOrEqual(1900);
    expect(at! - sentAt).toBeLessThan(20_000);
  });
});
