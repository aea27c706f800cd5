import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { keptOnClose, noteFreshShape, takeKeptPglite } from './pglite-reuse.js';
import { startTcpProxy } from './tcp-proxy.js';
import { loadConfig } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';

export type Engine = 'pglite' | 'postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** This run's directory for the migrated PGlite copy (global-setup.ts). */
    strideTestDir: string;
    /** This run's migrated PostgreSQL template database's name (global-setup.ts). */
    strideTemplateDatabase: string;
  }
}

/** PGlite always; PostgreSQL too when DATABASE_URL is set (the CI sets it). */
export function testEngines(): Engine[] {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * One engine, for files whose subject is not the database but many requests through the API (the
 * built-in coach's phrase sets, hundreds of conversations each): PostgreSQL when DATABASE_URL is set,
 * else PGlite. PGlite runs in the test's own worker, and about 60% of such a file's CPU went to it
 * (its WebAssembly and the JavaScript that reads its answers); PostgreSQL does that work in its own
 * server, in C (docs/decisions/040, twelfth session). Every other file runs on both engines.
 */
export function conversationEngine(): Engine {
  return process.env.DATABASE_URL ? 'postgres' : 'pglite';
}

/**
 * A fresh, migrated database: in-memory PGlite, or a new PostgreSQL database created for this test
 * file and dropped after it. Both start from a copy migrated once per run (docs/decisions/026):
 * PGlite loads a dump of a migrated data directory (a fresh PGlite spends a second in initdb),
 * PostgreSQL copies a migrated template database. `migrate()` still runs and finds nothing to do.
 */
export async function openTestDatabase(engine: Engine): Promise<Database> {
  const { migrationsDir } = loadConfig({});
  if (engine === 'pglite') {
    // One the worker's previous file closed, brought back to the migrated copy (pglite-reuse.ts).
    const kept = await takeKeptPglite(migrationsDir);
    if (kept) return kept;
    const dump = migratedPgliteDump();
    const database = await openDatabase({ dataDir: 'memory://', migrationsDir, loadDataDir: dump });
    await database.migrate();
    // The first database of the run is migrated from scratch; its copy is what the others load.
    if (!dump) await saveMigratedPgliteDump(database);
    if (database.jobs.kind !== 'pglite') return database;
    await noteFreshShape(database.jobs.client);
    return keptOnClose(database, database.jobs.client);
  }
  const scratch = await createScratchDatabase({ migrated: true });
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

/** The run's dump file, when the run has a directory for it (under Vitest with the server project's global setup). */
function pgliteDumpFile(): string | undefined {
  const dir = inject('strideTestDir');
  return dir ? path.join(dir, 'pglite-migrated.tar') : undefined;
}

let cachedDump: Blob | undefined;
function migratedPgliteDump(): Blob | undefined {
  if (cachedDump) return cachedDump;
  const file = pgliteDumpFile();
  if (file && existsSync(file)) cachedDump = new Blob([readFileSync(file)]);
  return cachedDump;
}

async function saveMigratedPgliteDump(database: Database) {
  const file = pgliteDumpFile();
  if (!file || database.jobs.kind !== 'pglite') return;
  const dump = await database.jobs.client.dumpDataDir('none');
  // Written aside and renamed: a worker starting now never reads half a file (two may write it; either is whole).
  const aside = `${file}.${process.pid}`;
  writeFileSync(aside, Buffer.from(await dump.arrayBuffer()));
  renameSync(aside, file);
  cachedDump = dump;
}

/** Runs one statement on DATABASE_URL's server (CREATE and DROP DATABASE cannot run in a pool's transaction). */
async function admin(sql: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL! });
  await client.connect();
  try {
    return await client.query(sql, params);
  } finally {
    await client.end();
  }
}

const databaseUrl = (name: string) => {
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * This run's migrated template database, made by the first worker that needs it (an advisory lock
 * keeps the others waiting meanwhile) and dropped by the global setup's teardown. Without the
 * global setup (a file run on its own outside Vitest's projects), none: databases are migrated.
 */
let templateReady: Promise<string | undefined> | undefined;
function migratedTemplate(): Promise<string | undefined> {
  const name = inject('strideTemplateDatabase');
  if (!name) return Promise.resolve(undefined);
  templateReady ??= (async () => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL! });
    await client.connect();
    try {
      await client.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
      const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (!found.rowCount) {
        await client.query(`CREATE DATABASE ${name}`);
        const database = await openDatabase({ url: databaseUrl(name), dataDir: 'memory://', migrationsDir: loadConfig({}).migrationsDir, onConnectionError: () => undefined });
        try {
          await database.migrate();
        } finally {
          await database.close();
        }
      }
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
      return name;
    } finally {
      await client.end();
    }
  })();
  return templateReady;
}

/**
 * A new PostgreSQL database on DATABASE_URL's server, for one test file; `drop()` ends it. Empty, or
 * with `migrated`, a copy of this run's migrated template.
 */
export async function createScratchDatabase(options: { migrated?: boolean } = {}): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `stride_test_${randomBytes(6).toString('hex')}`;
  const template = options.migrated ? await migratedTemplate() : undefined;
  await admin(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  // A test's commits need not wait for the disk (about 2 ms a commit on these machines): a crash
  // of the server loses at most the last moment's commits of a database that is dropped anyway.
  // Every other guarantee (atomicity, isolation, constraints) stays as in production.
  await admin(`ALTER DATABASE ${name} SET synchronous_commit = off`);
  return { url: databaseUrl(name), drop: async () => void (await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)) };
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
