// `npm run typecheck`: the five TypeScript projects, checked by TypeScript's native compiler
// (typescript 7, the `typescript-native` package) on one thread each, one after the other.
// It reports the same errors as typescript 6's `tsc` (a type error planted in the server, the web
// app and e2e was reported by both, line for line) for about a fifth of the CPU: 2.1 against 11.4
// CPU-seconds for packages/domain, 4.4 against 17.5 for e2e (issue 46, docs/decisions/040, sixth
// session). One thread, because CI runs it beside ESLint and the build on two cores; its threads
// would only take turns with them (all threads: 6.7 and 12.2 CPU-seconds for the same two).
// typescript 6 stays for typescript-eslint, which reads types through its JavaScript API.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from './build-state.mjs';

const PROJECTS = ['packages/domain', 'apps/server', 'apps/web', 'apps/web/src/service-worker', 'e2e'];
const tsc = path.join(path.dirname(createRequire(import.meta.url).resolve('typescript-native/package.json')), 'bin', 'tsc');

// Every project is checked, so one run lists every error; it fails when any project has one.
const failed = PROJECTS.filter((project) => spawnSync(process.execPath, [tsc, '--singleThreaded', '-p', project], { cwd: root, stdio: 'inherit' }).status !== 0);
if (failed.length > 0) {
  console.error(`typecheck: type errors in ${failed.join(', ')}`);
  process.exit(1);
}
