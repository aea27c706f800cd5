import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { loadConfig } from '../config.js';
import { createScratchDatabase, testEngines } from '../test/test-database.js';
import { openDatabase } from './client.js';

/**
 * Instances started together on a new database (docs/deploy.md): each runs the migrations on start.
 * drizzle's migrator takes no lock, and three at once failed two of them on tables the first was
 * making; now one migrates and the others wait for it. PostgreSQL only: PGlite belongs to one process.
 */
describe.each(testEngines().filter((engine) => engine === 'postgres'))('migrations started together (%s)', () => {
  const { migrationsDir } = loadConfig({});
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  beforeAll(async () => {
    scratch = await createScratchDatabase();
  });
  afterAll(() => scratch?.drop());

  it('three instances migrating one new database at once all succeed, each migration applied once', async () => {
    const databases = await Promise.all([1, 2, 3].map(() => openDatabase({ url: scratch.url, dataDir: 'memory://', migrationsDir, onConnectionError: () => undefined })));
    try {
      const results = await Promise.allSettled(databases.map((database) => database.migrate()));
      expect(results.map((result) => (result.status === 'rejected' ? String(result.reason) : 'migrated'))).toEqual(['migrated', 'migrated', 'migrated']);
    } finally {
      await Promise.all(databases.map((database) => database.close()));
    }
    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    try {
      const applied = await client.query<{ hash: string }>('select hash from drizzle.__drizzle_migrations');
      const journal = JSON.parse(readFileSync(path.join(migrationsDir, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
      expect(applied.rows).toHaveLength(journal.entries.length);
      expect(new Set(applied.rows.map((row) => row.hash)).size).toBe(journal.entries.length);
    } finally {
      await client.end();
    }
  });
});
