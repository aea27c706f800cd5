import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.js';
import { startTcpProxy } from '../test/tcp-proxy.js';
import { createScratchDatabase, testEngines } from '../test/test-database.js';
import { openDatabase, type Database } from './client.js';

// Only PostgreSQL has a network between it and the app (PGlite runs in the process).
describe.each(testEngines().filter((engine) => engine === 'postgres'))('the PostgreSQL pool with the database stalled (%s behind a proxy)', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let database: Database;

  beforeAll(async () => {
    scratch = await createScratchDatabase();
    const direct = new URL(scratch.url);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const through = new URL(direct);
    through.host = `127.0.0.1:${proxy.port}`;
    database = await openDatabase({
      url: through.toString(),
      dataDir: 'memory://',
      migrationsDir: loadConfig({}).migrationsDir,
      onConnectionError: () => undefined,
      timeouts: { connectMs: 500, statementMs: 500, queryMs: 800 },
    });
  });
  afterAll(async () => {
    proxy.set('forward');
    await proxy.close();
    await scratch.drop();
  });

  it('gets back a connection whose transaction could not even begin, so the pool and its closing never wait for it', async () => {
    await database.db.execute(sql`select 1`);
    proxy.set('stall');
    await expect(database.db.transaction(async (tx) => tx.execute(sql`select 1`))).rejects.toThrow();
    // Nothing is left checked out: the failed connection was dropped, not kept by the transaction.
    const stats = database.poolStats!();
    expect(stats.total - stats.idle).toBe(0);
    proxy.set('forward');
    await database.db.execute(sql`select 1`);
    const started = performance.now();
    await database.close();
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
