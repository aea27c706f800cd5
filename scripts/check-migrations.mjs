// Fails when the database schema (apps/server/src/db/schema.ts) has changes no migration holds:
// `drizzle-kit generate` is run against a copy of the committed migrations, and any file it would
// write is reported. `npm run lint` runs it, so CI fails on a schema change without its migration.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from './build-state.mjs';

const server = path.join(root, 'apps/server');
const copy = mkdtempSync(path.join(tmpdir(), 'stride-migrations-'));
try {
  cpSync(path.join(server, 'drizzle'), path.join(copy, 'drizzle'), { recursive: true });
  const config = path.join(copy, 'drizzle.config.mjs');
  // drizzle-kit reads both paths relative to where it runs (an absolute one gets "./" put before it).
  const schema = path.relative(copy, path.join(server, 'src/db/schema.ts'));
  writeFileSync(config, `export default { dialect: 'postgresql', schema: ${JSON.stringify(schema)}, out: './drizzle' };\n`);
  const before = new Set(readdirSync(path.join(copy, 'drizzle')));
  const run = spawnSync(path.join(root, 'node_modules/.bin/drizzle-kit'), ['generate', '--config', config], { cwd: copy, encoding: 'utf8', env: { ...process.env, CI: 'true' } });
  const written = readdirSync(path.join(copy, 'drizzle')).filter((name) => !before.has(name));
  // It answers 0 even when it could not read the migrations: its words are checked too.
  const agreed = /No schema changes, nothing to migrate/.test(run.stdout);
  if (run.status !== 0 || written.length || !agreed) {
    console.error(run.stdout, run.stderr);
    console.error(
      written.length
        ? `The schema has changes no migration holds: drizzle-kit generate would write ${written.join(', ')}. Run \`npm run db:generate\` and commit the migration.`
        : 'drizzle-kit generate failed.',
    );
    process.exit(1);
  }
  console.log('Migrations: the schema and the committed migrations agree.');
} finally {
  rmSync(copy, { recursive: true, force: true });
}
