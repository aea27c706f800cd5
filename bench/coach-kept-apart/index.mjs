// bench/coach-kept-apart: the built-in coach (no AI provider) against the kept-apart table of
// issue 50 (apps/server/src/modules/coach/kept-apart/, written by someone who did not write the
// coach's language layer, and never read by whoever does). 265 conversations through the real API
// on PGlite, each judged by the records afterwards and by four rules (nothing else changes,
// questions change nothing, nothing destroyed or changed in bulk without an exact proposal, no
// menu in domain). Prints only the rate, the rules' counts and the counts by category, never a
// sentence of the table. Goal (issue 50): at least 90% right, 0 questions that change a record,
// 0 unproposed bulk changes, at most 2% menus; the floor the test holds is decision 050's.
import { spawnSync } from 'node:child_process';
import { root } from '../load-harness.mjs';

const result = spawnSync('npx', ['vitest', 'run', '--project', 'server', 'apps/server/src/modules/coach/kept-apart/kept-apart.test.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, STRIDE_MEASURE: '1' },
});
process.exit(result.status ?? 1);
