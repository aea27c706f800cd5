// Loads a benchmark's TypeScript harness (it imports the app's own sources): bundled with esbuild
// next to node_modules, so the packages it leaves external resolve from the repository.
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The harness module, and `cleanup()` to remove its bundle. */
export async function loadHarness(relativePath) {
  const out = mkdtempSync(path.join(root, 'node_modules', '.stride-bench-'));
  await build({
    entryPoints: [path.join(root, relativePath)],
    bundle: true,
    format: 'esm',
    platform: 'node',
    packages: 'external',
    alias: { '@stride/domain': path.join(root, 'packages/domain/src/index.ts') },
    outfile: path.join(out, 'harness.mjs'),
    logLevel: 'error',
  });
  const harness = await import(pathToFileURL(path.join(out, 'harness.mjs')).href);
  return { harness, cleanup: () => rmSync(out, { recursive: true, force: true }) };
}
