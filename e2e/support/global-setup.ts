import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data directory with the app's migrations applied, which each app server starts from a copy of (app-server.ts). */
    e2eDataDirTemplate: string;
  }
}

/**
 * The browser tier drives the built app: fail early and plainly when the build or browser is
 * missing. Then one migrated data directory for the run: a server started on a copy of it finds
 * its migrations applied and skips PGlite's initdb (~2 s of its ~5 s start here).
 */
export default async function setup(project: TestProject) {
  const root = path.resolve(import.meta.dirname, '../..');
  for (const output of ['apps/web/dist/index.html', 'apps/server/dist/main.js']) {
    if (!existsSync(path.join(root, output))) throw new Error(`${output} is missing: run \`npm run build\` first (npm test does).`);
  }
  const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chrome)) throw new Error(`No Chromium at ${chrome}: install it (apt-get install chromium) or set CHROME_PATH.`);

  const template = mkdtempSync(path.join(tmpdir(), 'stride-e2e-template-'));
  const db = new PGlite(template);
  try {
    await migrate(drizzle(db), { migrationsFolder: path.join(root, 'apps/server/drizzle') });
  } finally {
    await db.close();
  }
  project.provide('e2eDataDirTemplate', template);
  return () => rmSync(template, { recursive: true, force: true });
}
