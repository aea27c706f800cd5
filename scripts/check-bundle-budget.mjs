// `npm run lint:bundle` (part of `npm run lint`): the web app's first loads against their budgets
// (issue 47, docs/decisions/046). Fails when
// - a page's first load exceeds its budget (BUDGETS in bundle-budgets.mjs: the public pages and a
//   signed-in Today; the landing page's goal of 160 KiB gzip is printed beside its budget);
// - a module reserved for signed-in screens (RESERVED there: the data layer, the contract's
//   schemas, push, account texts) is in a public page's first load; the import chain that brought
//   it there is printed, so the fix can start where the chain does.
//
// It reads Rollup's own account of the client build (apps/web/build-plugins/bundle-report.ts) and
// the built chunks' gzip sizes (level 9, as the server sends them). A page's first load is what the
// browser fetches before anyone does anything: the entry (index.html's script), the app's start
// (app-start.tsx, which main.tsx imports after the first paint), the page's lazy route modules, and
// every chunk those import statically. Dynamic imports are on demand and not counted here; the
// browser test e2e/bundle-budget.test.ts counts what Chromium really fetches on /.
//
// The build: reused when it is newer than every source (scripts/build-state.mjs; `npm test`
// reuses it the same way), else `npm run build -w @stride/web` first. Options: --no-build.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root, staleBuilds } from './build-state.mjs';
import { BUDGETS, RESERVED, bundleReportFile } from './bundle-budgets.mjs';

const KIB = 1024;
const dist = path.join(root, 'apps/web/dist');
const reportFile = bundleReportFile(root);

const START_MODULE = 'apps/web/src/app-start.tsx';

if (!process.argv.includes('--no-build') && (staleBuilds().includes('@stride/web') || !existsSync(reportFile))) {
  console.log('Building the web app for the bundle budgets…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@stride/web'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (!existsSync(reportFile)) {
  console.error(`No bundle report at ${path.relative(root, reportFile)}: build the web app (npm run build -w @stride/web).`);
  process.exit(1);
}

const { chunks, importers } = JSON.parse(readFileSync(reportFile, 'utf8'));
const byFile = new Map(chunks.map((c) => [c.file, c]));
const chunkOf = (module) => {
  const chunk = chunks.find((c) => module in c.modules);
  if (!chunk) throw new Error(`${module} is in no chunk of the client build`);
  return chunk;
};
const gzipCache = new Map();
const gzipBytes = (file) => {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gzipCache.get(file);
};

/** The chunks `roots` load, with everything they import statically. */
function staticClosure(rootChunks) {
  const files = new Set();
  const visit = (file) => {
    if (files.has(file)) return;
    files.add(file);
    byFile.get(file).imports.forEach(visit);
  };
  rootChunks.forEach((c) => visit(c.file));
  return files;
}

/**
 * The shortest static import chain from one of `roots` to `module` (a reverse search on the
 * importers; static imports only, so each link is one the first load really follows).
 */
function chainTo(module, roots) {
  const cameFrom = new Map([[module, null]]);
  const queue = [module];
  while (queue.length) {
    const current = queue.shift();
    if (roots.includes(current)) {
      const chain = [];
      for (let m = current; m; m = cameFrom.get(m)) chain.push(m);
      return chain;
    }
    for (const importer of importers[current] ?? []) {
      if (cameFrom.has(importer)) continue;
      cameFrom.set(importer, current);
      queue.push(importer);
    }
  }
  return [module];
}

const entry = chunks.find((c) => c.isEntry);
const kib = (bytes) => `${(bytes / KIB).toFixed(1)} KiB`;
const failures = [];
console.log('bundle budgets (issue 47): first load of each page, gzip level 9');
for (const [page, budget] of Object.entries(BUDGETS)) {
  const roots = [START_MODULE, ...budget.routes];
  const files = staticClosure([entry, ...roots.map(chunkOf)]);
  const bytes = [...files].reduce((sum, f) => sum + gzipBytes(f), 0);
  const met = bytes <= budget.kib * KIB;
  const goal = budget.goal === undefined ? '' : `; goal <= ${budget.goal} KiB: ${bytes <= budget.goal * KIB ? 'met' : 'NOT met'}`;
  console.log(`  ${page.padEnd(30)} ${kib(bytes).padStart(10)} in ${String(files.size).padStart(2)} chunks  (budget <= ${budget.kib} KiB: ${met ? 'met' : 'NOT met'}${goal})`);
  if (!met) failures.push(`${page}: ${kib(bytes)} is over its budget of ${budget.kib} KiB gzip`);
  if (!budget.public) continue;
  const reported = new Set();
  for (const file of files) {
    for (const module of Object.keys(byFile.get(file).modules)) {
      const reserved = RESERVED.find((r) => r.pattern.test(module));
      if (!reserved || reported.has(reserved)) continue;
      reported.add(reserved);
      failures.push(`${page} loads ${reserved.what} (chunk ${file}):\n      ${chainTo(module, roots).join('\n      imports ')}`);
    }
  }
}
if (failures.length) {
  console.error(`\nBundle budget check failed:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  process.exit(1);
}
console.log('bundle budgets met; no public page loads a module reserved for signed-in screens');
