// Small files, one purpose (STYLE rule 12): no source file over 400 lines. Tests, test helpers and
// fixtures, the database schema (one table after another) and the legal texts (the documents
// themselves) are left out. `npm run lint` runs it.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './build-state.mjs';

const MAX_LINES = 400;
const EXEMPT = [/\.test\.tsx?$/, /\/test\//, /fixture/, /\/db\/schema\.ts$/, /\/legal\//];

const files = execFileSync('git', ['ls-files', 'apps/*.ts', 'apps/*.tsx', 'packages/*.ts', 'packages/*.tsx'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
const long = files
  .filter((file) => !EXEMPT.some((pattern) => pattern.test(file)))
  .map((file) => ({ file, lines: readFileSync(path.join(root, file), 'utf8').split('\n').length - 1 }))
  .filter(({ lines }) => lines > MAX_LINES);
if (long.length) {
  console.error(`Source files over ${MAX_LINES} lines (split them by purpose):\n${long.map(({ file, lines }) => `  ${file} (${lines})`).join('\n')}`);
  process.exit(1);
}
console.log(`Source files: none over ${MAX_LINES} lines.`);
