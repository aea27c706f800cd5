// `npm run bench`: every benchmark under bench/, one after another.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
let failed = false;
for (const name of readdirSync(dir).sort()) {
  const entry = path.join(dir, name, 'index.mjs');
  if (!statSync(path.join(dir, name)).isDirectory()) continue;
  const result = spawnSync(process.execPath, [entry, ...process.argv.slice(2)], { stdio: 'inherit' });
  failed ||= result.status !== 0;
}
process.exit(failed ? 1 : 0);
