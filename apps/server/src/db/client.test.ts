import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.js';
import { createScratchDatabaseBehindProxy, testEngines } from '../test/test-database.js';
import { openDatabase, type Database } from './client.js';

// Only PostgreSQL has a network between it and the app (PGlite runs in the process).
describe.each(testEngines().filter((engine) => engine === 'postgres'))('the PostgreSQL pool with the database stalled (%s behind a proxy)', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabaseBehindProxy>>;
  let database: Database;

  beforeAll(async () => {
    scratch = await createScratchDatabaseBehindProxy();
    database = await openDatabase({
      url: scratch.url,
      dataDir: 'memory://',
      migrationsDir: loadConfig({}).migrationsDir,
      onConnectionError: () => undefined,
      timeouts: { connectMs: 500, statementMs: 500, queryMs: 800 },
    });
  });
  afterAll(() => scratch.drop());

  it('gets back a connection whose transaction could not even begin, so the pool and its closing never wait for it', async () => {
    await database.db.execute(sql`select 1`);
    scratch.proxy.set('stall');
    await expect(database.db.transaction(async (tx) => tx.execute(sql`select 1`))).rejects.toThrow();
    // Nothing is left checked out: the failed connection was dropped, not kept by the transaction.
    const stats = database.poolStats!();
    expect(stats.total - stats.idle).toBe(0);
    scratch.proxy.set('forward');
    await database.db.execute(sql`select 1`);
    const started = performance.now();
    await database.close();
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
