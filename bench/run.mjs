// `npm run bench`: every benchmark under bench/, one after another; `npm run bench -- reminders
// bundle` runs only those named. Arguments starting with "-" (such as --no-build) go to each one.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const flags = args.filter((arg) => arg.startsWith('-'));
const named = args.filter((arg) => !arg.startsWith('-'));
const all = readdirSync(dir)
  .filter((name) => statSync(path.join(dir, name)).isDirectory())
  .sort();
const unknown = named.filter((name) => !all.includes(name));
if (unknown.length) {
  console.error(`No benchmark named ${unknown.join(', ')}. There are: ${all.join(', ')}.`);
  process.exit(2);
}
let failed = false;
for (const name of named.length ? named : all) {
  const result = spawnSync(process.execPath, [path.join(dir, name, 'index.mjs'), ...flags], { stdio: 'inherit' });
  failed ||= result.status !== 0;
}
process.exit(failed ? 1 : 0);
