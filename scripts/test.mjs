// `npm test`: the unit and API tiers (domain, server on PGlite and, when DATABASE_URL is set, on
// PostgreSQL; web components), then the browser tier in real Chromium against the built app (built
// first; its wall-clock-bound files and a few long ones on a worker of their own run beside the
// unit tiers; the others two files at a time, then the ones that time what the page sees alone).
// Without a browser the browser tier is left out with instructions, except under CI=true, where a
// missing browser fails the run. The same for the multi-instance test without nginx or PostgreSQL.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, globSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root, staleBuilds } from './build-state.mjs';
import { NGINX_HELP, findNginx } from './deploy/nginx.mjs';
import { assertSupportedNode } from './node-version.mjs';

assertSupportedNode();
console.log(`Node ${process.version}`);

const e2eOnly = process.argv.includes('--e2e-only');
const ci = process.env.CI === 'true' || process.env.CI === '1';
const reportDir = mkdtempSync(path.join(tmpdir(), 'stride-test-'));
const totals = { passed: 0, failed: 0 };

/** Counts a finished run's report into the totals; answers whether the run passed. */
function tally(report, status) {
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += json.numPassedTests;
    totals.failed += json.numFailedTests + (json.numRuntimeErrorTestSuites ?? 0);
  } else if (status !== 0) {
    totals.failed += 1;
  }
  return status === 0;
}

const vitestArgs = (label, projects, extra = []) => [
  'vitest',
  'run',
  ...projects.flatMap((p) => ['--project', p]),
  ...extra,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(reportDir, `${label}.json`)}`,
];

/** Seconds since `started`, for the run's timings (docs/decisions/026). */
const secondsSince = (started) => ((performance.now() - started) / 1000).toFixed(1);
const timings = [];

function runVitest(label, projects, extra = []) {
  const started = performance.now();
  const result = spawnSync('npx', vitestArgs(label, projects, extra), { cwd: root, stdio: 'inherit', env: process.env });
  timings.push(`${label} ${secondsSince(started)} s`);
  return tally(path.join(reportDir, `${label}.json`), result.status);
}

/**
 * Three instances of the built app behind nginx on PostgreSQL (issue 38, docs/deploy.md). Without
 * nginx or DATABASE_URL it is left out with instructions, except under CI=true, where it runs and
 * fails saying what is missing.
 */
const MULTI_INSTANCE_E2E = 'e2e/multi-instance.test.ts';
const multiInstanceLacks = [!findNginx() && `nginx (${NGINX_HELP})`, !process.env.DATABASE_URL && 'DATABASE_URL (a PostgreSQL server it may create a database on)'].filter(Boolean);
const skipMultiInstance = multiInstanceLacks.length > 0 && !ci;

/**
 * Browser tests that spend their time waiting on the wall clock, not the CPU: push.test.ts waits
 * for a reminder due at a real minute's start (about a minute and a half, nearly all of it idle),
 * multi-instance.test.ts for one too (up to a minute) around its rolling restart. They run beside
 * the unit and API tiers instead of after them, which keeps CI well inside its 20 minutes on
 * 2-core machines (docs/decisions/025, "Test run time"). Their output is kept in a file and printed
 * once they are done, so the two runs' lines do not interleave.
 */
const WALL_CLOCK_E2E = ['e2e/push.test.ts', ...(skipMultiInstance ? [] : [MULTI_INSTANCE_E2E])];

/**
 * Browser files that run on one browser worker of their own beside the unit and API tiers (issue
 * 46, "one browser worker started during the unit tier"; docs/decisions/041): where the unit
 * tiers leave a core waiting (PostgreSQL's commits and database copies, the API tests' waits),
 * a browser file uses it, and the browser tier after the unit tiers is that much shorter. Long
 * files with no wait shorter than the defaults (a busy machine slows them, it does not fail
 * them), on their worker's shared server. Emptying the list puts them back with the others.
 */
// Empty since the ninth session's fresh-clone run (habits, navigation and account-data here): the
// unit tier took 960.7 s against 336.4 s, the browser tier after it gained less than a tenth of
// that (docs/decisions/041). Kept as the place to try one file again.
const BESIDE_UNIT_E2E = [];

/**
 * Browser tests that time what the page sees and so want a quiet machine: the coach's call (its
 * first audio within 1.6 s of the last word, an interruption heard within 400 ms). The rest of the
 * browser tier runs two files at a time (vitest.config.ts); these run after it, alone
 * (docs/decisions/026).
 */
const ALONE_E2E = ['e2e/coach-provider.test.ts'];

/**
 * Unit and API tests that time what they see on the wall clock (a first delta within 50 ms, a
 * server's shutdown within its grace): tagged 'alone' (vitest.config.ts), left out of the unit run
 * and run after everything else, on their own (docs/decisions/040). Only the files that hold one
 * are loaded for that run.
 */
const ALONE_TAG = 'alone';
const ALONE_UNIT = globSync('apps/server/src/**/*.test.ts', { cwd: root }).filter((file) =>
  new RegExp(`tags: \\[[^\\]]*'${ALONE_TAG}'`).test(readFileSync(path.join(root, file), 'utf8')),
);

function startVitestInBackground(label, projects, extra, env = {}) {
  const logFile = path.join(reportDir, `${label}.log`);
  const out = openSync(logFile, 'w');
  const child = spawn('npx', vitestArgs(label, projects, extra), { cwd: root, stdio: ['ignore', out, out], env: { ...process.env, ...env } });
  closeSync(out);
  const done = new Promise((resolve) => child.on('close', (status) => resolve(status ?? 1)));
  return async () => {
    const status = await done;
    // Its own clock: this process was busy with the other runs (spawnSync) when it ended.
    const report = path.join(reportDir, `${label}.json`);
    if (existsSync(report)) {
      const { startTime, testResults } = JSON.parse(readFileSync(report, 'utf8'));
      const ended = Math.max(startTime, ...testResults.map((file) => file.endTime));
      timings.push(`${label} ${((ended - startTime) / 1000).toFixed(1)} s (beside the unit tiers)`);
    }
    console.log(`\n--- ${label} (ran beside the unit tiers) ---\n${readFileSync(logFile, 'utf8')}`);
    return tally(path.join(reportDir, `${label}.json`), status);
  };
}

function findChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  return candidates.find((p) => existsSync(p));
}

let ok = true;
const chromium = findChromium();
const help =
  'Browser tests need Chromium. Install it with `sudo apt-get install chromium` (Debian/Ubuntu), ' +
  'or point CHROME_PATH at a Chromium or Chrome binary, then run `npm test` again.';

// The browser tier drives the built app: build first, so its wall-clock tests can start beside the unit tiers.
let built = false;
if (chromium) {
  // A build newer than every source is used as it is (`npm run lint` builds the web app for its
  // bundle budgets just before, in CI): one build for both.
  const stale = staleBuilds();
  console.log(stale.length ? `\nBuilding ${stale.join(' and ')} for the browser tests…` : '\nThe build is newer than every source: the browser tests use it.');
  const started = performance.now();
  built = stale.every((workspace) => spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' }).status === 0);
  timings.push(`build ${secondsSince(started)} s`);
  if (!built) {
    ok = false;
    totals.failed += 1;
  }
  process.env.CHROME_PATH = chromium;
}
// With the unit tiers left out (--e2e-only) there is nothing to run beside: the wall-clock files run with the others.
const waitForWallClock = built && !e2eOnly ? startVitestInBackground('e2e-wall-clock', ['e2e'], WALL_CLOCK_E2E) : null;
const waitForBeside = built && !e2eOnly && BESIDE_UNIT_E2E.length ? startVitestInBackground('e2e-beside', ['e2e'], BESIDE_UNIT_E2E, { E2E_WORKERS: '1' }) : null;

/**
 * Issue 53: the voice pause set is said by Debian's espeak-ng at test time (the repository keeps
 * the words and pauses, not 8 MB of audio). Without it the file is left out with instructions,
 * except under CI=true, where it runs and fails saying what is missing (.ci/run installs it).
 */
const PAUSE_SET_TEST = 'apps/server/src/modules/coach/end-of-turn.pause-set.test.ts';
const ESPEAK_HELP = 'Install it with `sudo apt-get install espeak-ng` (Debian/Ubuntu), then run `npm test` again.';
const hasEspeak = spawnSync('espeak-ng', ['--version'], { stdio: 'ignore' }).status === 0;
const skipPauseSet = !hasEspeak && !ci;

if (!e2eOnly) ok = runVitest('unit', ['domain', 'server', 'web', 'web-isolated'], [`--tags-filter=!${ALONE_TAG}`, ...(skipPauseSet ? ['--exclude', PAUSE_SET_TEST] : [])]) && ok;

if (!chromium) {
  if (ci) {
    console.error(`\nFAIL: no Chromium found under CI=true. ${help}`);
    ok = false;
    totals.failed += 1;
  } else {
    console.warn(`\nBrowser tests not run: no Chromium at CHROME_PATH or /usr/bin/chromium.\n${help}\n`);
  }
} else if (built) {
  const elsewhere = [...(waitForWallClock ? WALL_CLOCK_E2E : []), ...(waitForBeside ? BESIDE_UNIT_E2E : []), ...ALONE_E2E, ...(skipMultiInstance ? [MULTI_INSTANCE_E2E] : [])];
  ok = runVitest('e2e', ['e2e'], elsewhere.flatMap((file) => ['--exclude', file])) && ok;
  if (waitForWallClock) ok = (await waitForWallClock()) && ok;
  if (waitForBeside) ok = (await waitForBeside()) && ok;
  ok = runVitest('e2e-alone', ['e2e'], ALONE_E2E) && ok;
}

// The unit and API tests tagged 'alone' time what they see on the wall clock: they run last, on a quiet machine.
// Two at a time, as before the unit tiers took a worker more than the cores (vitest.config.ts): these time what they see.
if (!e2eOnly) ok = runVitest('unit-alone', ['server'], [`--tags-filter=${ALONE_TAG}`, '--maxWorkers=2', ...ALONE_UNIT]) && ok;

if (!process.env.DATABASE_URL && !e2eOnly) console.warn('\nThe API tests ran on PGlite only; the PostgreSQL ones (and the files that hold nothing else) need DATABASE_URL (a PostgreSQL server they may create databases on).\n');
if (skipPauseSet && !e2eOnly) console.warn(`\nThe voice pause-set test (${PAUSE_SET_TEST}) was not run: it needs espeak-ng. ${ESPEAK_HELP}\n`);
if (skipMultiInstance && chromium) console.warn(`\nThe multi-instance test (${MULTI_INSTANCE_E2E}) was not run: it needs ${multiInstanceLacks.join(' and ')}.\n`);

console.log(`\nTook: ${timings.join(', ')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
