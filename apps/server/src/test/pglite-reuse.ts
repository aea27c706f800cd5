import type { PGlite } from '@electric-sql/pglite';
import { pgliteDatabase, type Database } from '../db/client.js';
import { JOB_SCHEMA } from '../jobs/job-queue.js';

/**
 * Issue 46: opening a PGlite database (its WebAssembly PostgreSQL started, the migrated copy
 * loaded) costs a worker about 0.7 CPU-s, against about 0.05 for a PostgreSQL copy, and the API
 * tests open one per describe block. A worker runs file after file in one process (the server
 * project's `isolate: false`), so a database a file has closed is kept and given to the worker's
 * next file instead, after being brought back to exactly the migrated copy it started as: the job
 * queue's schema dropped (the app makes it again on start, as on a fresh copy), every table of the
 * app emptied with its sequences restarted, the session's settings, prepared statements and
 * listeners discarded. Before it is given out, the shape of its schema (tables, columns, indexes,
 * constraints, functions, triggers, schemas) must equal the fresh copy's; a database a test
 * changed in any other way (or one that fails any step) is closed for good and a fresh one opened.
 */
const kept: PGlite[] = [];
const KEPT_AT_MOST = 2;
let freshShape: string | undefined;

/** Every object of the app's schemas, by name and kind: equal exactly when the schema is. */
const SHAPE = `
  SELECT md5(string_agg(item, ',' ORDER BY item)) AS shape FROM (
    SELECT 'ns:' || nspname::text AS item FROM pg_namespace WHERE nspname NOT LIKE 'pg_temp%' AND nspname NOT LIKE 'pg_toast_temp%'
    UNION ALL
    SELECT 'rel:' || n.nspname::text || '.' || c.relname::text || ':' || c.relkind::text FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast') AND n.nspname NOT LIKE 'pg_temp%' AND n.nspname NOT LIKE 'pg_toast_temp%'
    UNION ALL
    SELECT 'col:' || c.oid::regclass::text || '.' || a.attname::text || ':' || format_type(a.atttypid, a.atttypmod) || ':' || a.attnotnull::text || ':' || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
      FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
      WHERE n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast') AND n.nspname NOT LIKE 'pg_temp%' AND a.attnum > 0 AND NOT a.attisdropped
    UNION ALL
    SELECT 'con:' || conrelid::regclass::text || '.' || conname::text || ':' || pg_get_constraintdef(oid) FROM pg_constraint WHERE connamespace NOT IN (SELECT oid FROM pg_namespace WHERE nspname IN ('pg_catalog', 'information_schema'))
    UNION ALL
    SELECT 'fn:' || n.nspname::text || '.' || p.proname::text || ':' || md5(p.prosrc) FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname NOT IN ('pg_catalog', 'information_schema')
    UNION ALL
    SELECT 'trg:' || tgrelid::regclass::text || '.' || tgname::text || ':' || tgenabled::text FROM pg_trigger WHERE NOT tgisinternal
  ) items`;

async function shapeOf(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ shape: string }>(SHAPE);
  return rows[0]!.shape;
}

/** Records the shape of a freshly opened, migrated copy: what a kept database must match. */
export async function noteFreshShape(client: PGlite): Promise<void> {
  freshShape ??= await shapeOf(client);
}

/** Brings a kept database back to the migrated copy; throws when it cannot be. */
async function resetToFresh(client: PGlite): Promise<void> {
  // Fails inside an open transaction, which the previous file then left behind: not reused.
  await client.exec('DISCARD ALL');
  await client.exec(`DROP SCHEMA IF EXISTS ${JOB_SCHEMA} CASCADE`);
  const { rows } = await client.query<{ name: string }>(`SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables WHERE schemaname = 'public'`);
  if (rows.length) await client.exec(`TRUNCATE ${rows.map((row) => row.name).join(', ')} RESTART IDENTITY CASCADE`);
  if (!freshShape || (await shapeOf(client)) !== freshShape) throw new Error('the schema is not the migrated copy');
}

/** A kept database, reset to the migrated copy, or undefined when the worker has none (or it could not be reset). */
export async function takeKeptPglite(migrationsDir: string): Promise<Database | undefined> {
  for (let client = kept.pop(); client; client = kept.pop()) {
    try {
      await resetToFresh(client);
      return keptOnClose(pgliteDatabase(client, migrationsDir), client);
    } catch {
      await client.close().catch(() => undefined);
    }
  }
  return undefined;
}

/** The database, closing into the worker's keeping instead of for good (a second close does nothing). */
export function keptOnClose(database: Database, client: PGlite): Database {
  let closed = false;
  return {
    ...database,
    async close() {
      if (closed) return;
      closed = true;
      if (client.closed) return;
      // A file with several apps open at once leaves several; two are enough for the next file.
      if (kept.length < KEPT_AT_MOST) kept.push(client);
      else await client.close();
    },
  };
}
