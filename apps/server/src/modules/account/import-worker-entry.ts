import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type * as Esbuild from 'esbuild';

/**
 * The file an import worker thread runs (issue 38). Beside the built server it is
 * dist/import-worker.js: build.mjs writes it there, and the bundle's import.meta.url is
 * dist/main.js. From source (development, tests) import-worker.ts is bundled once per process with
 * esbuild, as build.mjs does, into apps/server/node_modules/.cache (where its npm imports resolve
 * as the sources' do): a thread
 * then starts in about a tenth of a second, where loading the sources through tsx's loader took
 * over a second per thread.
 */
export function importWorkerEntry(): Promise<URL> {
  const built = new URL('./import-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(built))) return Promise.resolve(built);
  return (fromSource ??= bundleFromSource());
}

let fromSource: Promise<URL> | undefined;

async function bundleFromSource(): Promise<URL> {
  // Named at run time, so that the server's own bundle does not take esbuild in (it never gets here).
  const esbuild = 'esbuild';
  const { build } = (await import(esbuild)) as typeof Esbuild;
  const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { dependencies?: Record<string, string> };
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./import-worker.ts', import.meta.url))],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    external: Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@stride/')),
    write: false,
    logLevel: 'warning',
  });
  const code = result.outputFiles[0]!.contents;
  const dir = new URL('../../../node_modules/.cache/stride/', import.meta.url);
  mkdirSync(dir, { recursive: true });
  // Named by its content and written aside first: processes building at once never read half a file.
  const file = new URL(`import-worker-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`, dir);
  if (!existsSync(file)) {
    const partial = new URL(`${file.pathname.slice(file.pathname.lastIndexOf('/') + 1)}.${process.pid}`, dir);
    writeFileSync(partial, code);
    renameSync(partial, file);
  }
  return file;
}
