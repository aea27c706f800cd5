// A PostgreSQL database of a benchmark's own, migrated, and dropped after: the harnesses' common start.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../apps/server/src/db/client.js';

export interface BenchDatabase {
  /** postgres://… of the new database. */
  url: string;
  database: Database;
  /** Closes the app's pool and drops the database. */
  drop(): Promise<void>;
}

export async function createBenchDatabase(adminUrl: string, migrationsDir: string): Promise<BenchDatabase> {
  const name = `stride_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), dataDir: 'memory://', migrationsDir, onConnectionError: () => undefined });
  await database.migrate();
  return {
    url: url.toString(),
    database,
    async drop() {
      await database.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
