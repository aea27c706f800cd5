import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { localizedLanding } from './apps/web/build-plugins/localized-landing';
import { createHash } from 'node:crypto';
import { existsSync, globSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The fake push service (apps/server/src/test/fake-push-service.ts) serves HTTPS under a test CA
// that the real web-push library must trust. Node reads NODE_EXTRA_CA_CERTS only when a process
// starts, so it is set here, before Vitest forks its workers (they inherit this environment; the
// server project pins the forks pool below, as worker threads would not read it). The variable
// names one file: when it already names another bundle (a proxy's CA, say), the workers get a
// copy of that bundle with the test CA added.
const PUSH_TEST_CA = fileURLToPath(new URL('./apps/server/src/test/fixtures/push-tls/ca.pem', import.meta.url));
function withPushTestCa(current: string | undefined): string {
  if (!current || current === PUSH_TEST_CA) return PUSH_TEST_CA;
  const ours = readFileSync(PUSH_TEST_CA, 'utf8');
  const theirs = existsSync(current) ? readFileSync(current, 'utf8') : '';
  if (theirs.includes(ours.trim())) return current;
  const bundle = `${theirs.trimEnd()}\n${ours}`;
  const file = join(tmpdir(), `stride-test-ca-${createHash('sha256').update(bundle).digest('hex').slice(0, 16)}.pem`);
  if (!existsSync(file)) {
    // Written aside and renamed: another run starting now never reads half a bundle.
    writeFileSync(`${file}.${process.pid}`, bundle);
    renameSync(`${file}.${process.pid}`, file);
  }
  return file;
}
process.env.NODE_EXTRA_CA_CERTS = withPushTestCa(process.env.NODE_EXTRA_CA_CERTS);

/**
 * The web tests run in shared workers, file after file in one jsdom (isolate: false): starting
 * jsdom and importing React, MUI and the app afresh for each file took about two thirds of their
 * time. A file that needs modules of its own runs isolated instead (project web-isolated): one
 * that replaces modules (vi.mock), or sets the config the server injects (lib/config.ts reads it
 * once per page). Found by reading the files, so a new such test goes there by itself.
 */
const WEB_TESTS = 'apps/web/src/**/*.test.{ts,tsx}';
const WEB_TESTS_ISOLATED = globSync(WEB_TESTS, { cwd: fileURLToPath(new URL('.', import.meta.url)) }).filter((file) =>
  /\bvi\.(do)?[mM]ock\(|APP_CONFIG_ELEMENT_ID/.test(readFileSync(fileURLToPath(new URL(file, import.meta.url)), 'utf8')),
);

/** The tag of the unit and API tests that want a quiet machine (docs/decisions/040). */
export const ALONE_TAG = 'alone';

/**
 * Server test files that hold PostgreSQL suites only (a stalled pool, migrations racing): with no
 * DATABASE_URL they have nothing to run, and Vitest fails a file without a suite, so they are left
 * out then, as the browser tier leaves out the multi-instance test (CI sets DATABASE_URL and runs them).
 */
const POSTGRES_ONLY = ['apps/server/src/db/client.test.ts', 'apps/server/src/db/concurrent-migrations.test.ts'];

/**
 * Measures, not checks: the built-in coach's kept-apart table (issue 50, decision 050) runs its
 * 265 conversations through the real API, 75-200 s in one worker, which `npm test` cannot carry
 * under CI's ten minutes (decision 040). `npm run bench -- coach-kept-apart` runs it (it sets
 * STRIDE_MEASURE); the harness's own cases and the table's leak test stay in the unit tier.
 */
const MEASURES = ['apps/server/src/modules/coach/kept-apart/kept-apart.test.ts'];

/**
 * One Vitest run, five projects. `domain`, `server`, `web` and `web-isolated` are the unit and API tiers; `e2e`
 * drives the built app in real Chromium and is started by scripts/test.mjs only when a browser
 * exists (or always under CI=true, where a missing browser fails).
 */
export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: a single worker on the 2-core CI machines,
    // where the unit and API tiers then took 7+ of CI's 20 minutes; two (one per core) took them to
    // about 4.5 (docs/decisions/023, "Test run time"). One more than the cores since the tenth
    // session (docs/decisions/040): the longest server files wait on the wall clock (a webhook's
    // deadline, an MCP question's timeout, a queue's poll), and with one worker per core a core sat
    // idle meanwhile. Quiet fresh-clone runs of the same code: the unit tier 276.0 s with three
    // workers, 329.8 s with two. The projects of one run share the workers
    // (Vitest refuses projects of one group with counts of their own). The browser tier sets its
    // own: two (docs/decisions/026).
    maxWorkers: availableParallelism() + 1,
    // Tests that time what they see against the wall clock (a first delta within 50 ms, a shutdown
    // within its grace, bounded work within 10 s) fail on a loaded machine, not on a defect. They carry
    // this tag; scripts/test.mjs runs them after the unit and API tiers, on their own
    // (`--tags-filter=alone`), and leaves them out of the busy run (`--tags-filter='!alone'`)
    // (docs/decisions/040).
    tags: [{ name: ALONE_TAG, description: 'times what it sees on the wall clock: runs alone, after the unit and API tiers' }],
    projects: [
      {
        test: {
          name: 'domain',
          environment: 'node',
          include: ['packages/domain/src/**/*.test.ts'],
          // Pure functions, no module replaced and no environment read: one module graph per worker
          // for all the files (532 tests: 14.7 s and 12.1 CPU-s isolated, 5.4 s and 4.5 CPU-s
          // not; docs/decisions/040, tenth session).
          isolate: false,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          pool: 'forks',
          // A worker runs file after file without starting afresh: the app's module graph is
          // imported and PGlite's WebAssembly compiled once per worker, not once per file. Each
          // file builds its own app on its own database; nothing here keeps state in a module.
          isolate: false,
          include: ['apps/server/src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...(process.env.DATABASE_URL ? [] : POSTGRES_ONLY), ...(process.env.STRIDE_MEASURE ? [] : MEASURES)],
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          // A hang detector, not a speed check: on the thirteenth session's slow two-core machine,
          // with lint and the typecheck beside the first files, three files' set-up on PGlite (a
          // test app, its users) ran past 60 s at once, then passed on PostgreSQL in seconds.
          hookTimeout: 180_000,
        },
      },
      {
        plugins: [localizedLanding(), react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: [WEB_TESTS],
          exclude: [...configDefaults.exclude, ...WEB_TESTS_ISOLATED],
          isolate: false,
          setupFiles: ['apps/web/src/test/setup.ts'],
          // A hang detector, not a speed check: a form test that types a few fields took over 15 s on
          // a loaded CI machine (load 17-22 on two cores).
          testTimeout: 45_000,
        },
      },
      {
        plugins: [localizedLanding(), react()],
        test: {
          name: 'web-isolated',
          environment: 'jsdom',
          include: WEB_TESTS_ISOLATED,
          setupFiles: ['apps/web/src/test/setup.ts'],
          // A hang detector, not a speed check: a form test that types a few fields took over 15 s on
          // a loaded CI machine (load 17-22 on two cores).
          testTimeout: 45_000,
        },
      },
      {
        test: {
          name: 'e2e',
          // Node's, plus stopping each worker's shared app server and Chromium when it ends.
          environment: './e2e/support/environment.ts',
          include: ['e2e/**/*.test.ts'],
          // A hang detector, not a speed check (speed lives in bench/): a loaded two-core CI machine
          // ran the whole suite at a third of its quiet speed (the stop-58 run, 3,084 s) and a
          // 33 s walk outran 60 s there.
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // Two files at a time, each worker keeping one app server and one Chromium for the files
          // it runs (isolate: false keeps them between files; e2e/support/worker-shared.ts).
          // Three were tried (docs/decisions/026, "Three at a time"): no faster a file on two cores,
          // and more waits ran out. E2E_WORKERS sets it on a larger machine.
          // scripts/test.mjs runs the files that time what they see on a quiet machine alone.
          maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
          isolate: false,
          globalSetup: ['e2e/support/global-setup.ts'],
          // No file starts in a day's last minutes (e2e/support/away-from-midnight.ts).
          setupFiles: ['e2e/support/before-each-file.ts'],
        },
      },
    ],
  },
});
