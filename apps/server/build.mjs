// Bundles the server into dist/main.js, and its import worker into dist/import-worker.js: our own
// code and the domain package are inlined; npm packages stay external and load from node_modules.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@stride/'));

await build({
  // The import worker's thread runs a file of its own beside main.js (modules/account/import-workers.ts).
  entryPoints: {
    main: new URL('./src/main.ts', import.meta.url).pathname,
    'import-worker': new URL('./src/modules/account/import-worker.ts', import.meta.url).pathname,
  },
  outdir: new URL('./dist', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  external: [...external, 'zod'],
  logLevel: 'warning',
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
});
console.log('server built: apps/server/dist/main.js, apps/server/dist/import-worker.js');
