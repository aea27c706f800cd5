import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.js';
import { DEFAULT_DATABASE_TIMEOUTS, type DatabaseTimeouts } from '../database-timeouts.js';
import type { PoolStats } from '../metrics.js';

/** The one database type the repositories see, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations (drizzle/); safe to call on every start. */
  migrate(): Promise<void>;
  /** Round-trip used by /api/health. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Where the job queue (pg-boss) keeps its tables: its own pool on PostgreSQL, the same PGlite in the process. */
  jobs: { kind: 'postgres'; url: string } | { kind: 'pglite'; client: PGlite };
  /** PostgreSQL's connection pool, for /metrics; PGlite runs in the process and has none. */
  poolStats?: () => PoolStats;
}

export interface DatabaseOptions {
  /** postgres://… to use PostgreSQL; unset for embedded PGlite. */
  url?: string | undefined;
  /** PGlite's data directory; ignored for PostgreSQL. 'memory://' keeps it in memory. */
  dataDir: string;
  /**
   * PGlite only: a data directory saved with `dumpDataDir()` to start from instead of an empty
   * one (the tests open each database from one migrated copy rather than running initdb again).
   */
  loadDataDir?: Blob | undefined;
  migrationsDir: string;
  /**
   * Called when an idle pooled connection fails (the server restarted, an administrator ended it).
   * The pool replaces the connection; without a listener, node-postgres would crash the process.
   */
  onConnectionError?: (error: Error) => void;
  /**
   * PostgreSQL only: how long to wait for a connection, for the server to run a statement, and for
   * any answer at all (a stalled server answers nothing). Together under 5 s, so a request fails
   * with a 503 instead of hanging (issue 18).
   */
  timeouts?: DatabaseTimeouts;
}

const POOL_MAX = 10;

/** A query's text, whether it was passed as a string or as a config object. */
const queryText = (arg: unknown) => (typeof arg === 'string' ? arg : typeof arg === 'object' && arg !== null && 'text' in arg ? String(arg.text) : '');

/**
 * drizzle-orm's node-postgres transaction does not give its connection back when BEGIN itself
 * fails (a stalled database: the query times out). Left so, each such failure would hold one of
 * the pool's connections for good: after ten, every request waits for one and answers 503 until
 * a restart, and closing the pool waits for them (shutdown past its 10 s). Such a connection is
 * given back here with the error, so the pool drops it and opens a fresh one when needed.
 */
function releaseOnFailedBegin(pool: pg.Pool): void {
  const watched = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => {
    if (watched.has(client)) return;
    watched.add(client);
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      const result = query(...args);
      if (result instanceof Promise && /^\s*begin\b/i.test(queryText(args[0]))) {
        // The caller still gets the rejection; this only hands the connection back.
        result.catch((error: unknown) => client.release(error instanceof Error ? error : new Error(String(error))));
      }
      return result;
    }) as typeof client.query;
  });
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const timeouts = options.timeouts ?? DEFAULT_DATABASE_TIMEOUTS;
    const pool = new pg.Pool({
      connectionString: options.url,
      max: POOL_MAX,
      connectionTimeoutMillis: timeouts.connectMs,
      statement_timeout: timeouts.statementMs,
      query_timeout: timeouts.queryMs,
      idle_in_transaction_session_timeout: timeouts.statementMs * 2,
    });
    pool.on('error', (error) => options.onConnectionError?.(error));
    releaseOnFailedBegin(pool);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      jobs: { kind: 'postgres', url: options.url },
      // Migrations may run longer than a request's statement timeout: their own connection, without one.
      migrate: async () => {
        const client = new pg.Client({ connectionString: options.url, connectionTimeoutMillis: timeouts.connectMs });
        await client.connect();
        try {
          // Instances starting together (docs/deploy.md): drizzle's migrator takes no lock, so one
          // migrates while the others wait here, then find nothing left to do. Ending the session frees it.
          await client.query("SELECT pg_advisory_lock(hashtext('stride-migrations'))");
          await migratePg(drizzlePg(client), { migrationsFolder: options.migrationsDir });
        } finally {
          await client.end();
        }
      },
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: POOL_MAX }),
    };
  }
  if (!options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite(options.dataDir, options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  await client.waitReady;
  return pgliteDatabase(client, options.migrationsDir);
}

/** The app's database on a PGlite that is open already (openDatabase's, or one the tests keep for their next file). */
export function pgliteDatabase(client: PGlite, migrationsDir: string): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    jobs: { kind: 'pglite', client },
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: migrationsDir }),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}
