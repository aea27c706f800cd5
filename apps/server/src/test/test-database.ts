import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startTcpProxy } from './tcp-proxy.js';
import { loadConfig } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';

export type Engine = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when DATABASE_URL is set (the CI sets it). */
export function testEngines(): Engine[] {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * A fresh, migrated database: in-memory PGlite, or a new PostgreSQL database created for this test
 * file and dropped after it.
 */
export async function openTestDatabase(engine: Engine): Promise<Database> {
  const { migrationsDir } = loadConfig({});
  if (engine === 'pglite') {
    const database = await openDatabase({ dataDir: 'memory://', migrationsDir });
    await database.migrate();
    return database;
  }
  const scratch = await createScratchDatabase();
  // Dropping the database at the end ends any connection still closing; that is expected here.
  const database = await openDatabase({ url: scratch.url, dataDir: 'memory://', migrationsDir, onConnectionError: () => undefined });
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}

/** A new, empty PostgreSQL database on DATABASE_URL's server, for one test file; `drop()` ends it. */
export async function createScratchDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL!;
  const name = `stride_test_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * A scratch PostgreSQL database reached through a TCP proxy that makes the network's faults
 * (stall, refuse: issue 18): `url` goes through the proxy; `drop()` lets the proxy forward again,
 * closes it and drops the database.
 */
export async function createScratchDatabaseBehindProxy() {
  const scratch = await createScratchDatabase();
  const direct = new URL(scratch.url);
  const proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  const through = new URL(direct);
  through.host = `127.0.0.1:${proxy.port}`;
  return {
    url: through.toString(),
    proxy,
    async drop() {
      proxy.set('forward');
      await proxy.close();
      await scratch.drop();
    },
  };
}
