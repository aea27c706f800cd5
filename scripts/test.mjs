// `npm test`: the unit and API tiers (domain, server on PGlite and, when DATABASE_URL is set, on
// PostgreSQL; web components), then the browser tier in real Chromium against the built app.
// Without a browser the browser tier is left out with instructions, except under CI=true, where a
// missing browser fails the run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from './build-state.mjs';
import { assertSupportedNode } from './node-version.mjs';

assertSupportedNode();
console.log(`Node ${process.version}`);

const e2eOnly = process.argv.includes('--e2e-only');
const ci = process.env.CI === 'true' || process.env.CI === '1';
const reportDir = mkdtempSync(path.join(tmpdir(), 'stride-test-'));
const totals = { passed: 0, failed: 0 };

function runVitest(label, projects) {
  const report = path.join(reportDir, `${label}.json`);
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
  const result = spawnSync('npx', args, { cwd: root, stdio: 'inherit', env: process.env });
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += json.numPassedTests;
    totals.failed += json.numFailedTests + (json.numRuntimeErrorTestSuites ?? 0);
  } else if (result.status !== 0) {
    totals.failed += 1;
  }
  return result.status === 0;
}

function findChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  return candidates.find((p) => existsSync(p));
}

let ok = true;
if (!e2eOnly) ok = runVitest('unit', ['domain', 'server', 'web']) && ok;

const chromium = findChromium();
if (!chromium) {
  const help =
    'Browser tests need Chromium. Install it with `sudo apt-get install chromium` (Debian/Ubuntu), ' +
    'or point CHROME_PATH at a Chromium or Chrome binary, then run `npm test` again.';
  if (ci) {
    console.error(`\nFAIL: no Chromium found under CI=true. ${help}`);
    ok = false;
    totals.failed += 1;
  } else {
    console.warn(`\nBrowser tests not run: no Chromium at CHROME_PATH or /usr/bin/chromium.\n${help}\n`);
  }
} else {
  console.log(`\nBuilding the app for the browser tests…`);
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    ok = false;
    totals.failed += 1;
  } else {
    process.env.CHROME_PATH = chromium;
    ok = runVitest('e2e', ['e2e']) && ok;
  }
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
