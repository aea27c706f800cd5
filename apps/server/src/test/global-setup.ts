import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

/**
 * The server project's run: a directory for the migrated PGlite copy and the name of the migrated
 * PostgreSQL template (test-database.ts makes both when a test first needs them), removed and
 * dropped when the run ends. The template's name starts with stride_test_, which .ci/run also
 * drops should a run be cut short.
 */
export default function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'stride-test-db-'));
  const template = `stride_test_template_${randomBytes(6).toString('hex')}`;
  project.provide('strideTestDir', dir);
  project.provide('strideTemplateDatabase', process.env.DATABASE_URL ? template : '');
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (!process.env.DATABASE_URL) return;
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      await client.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    } finally {
      await client.end();
    }
  };
}
