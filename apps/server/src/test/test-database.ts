import { randomBytes } from 'node:crypto';
import pg from 'pg';
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
  const adminUrl = process.env.DATABASE_URL!;
  const name = `stride_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // Dropping the database at the end ends any connection still closing; that is expected here.
  const database = await openDatabase({ url: url.toString(), dataDir: 'memory://', migrationsDir, onConnectionError: () => undefined });
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
