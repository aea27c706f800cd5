// Tells whether the web app and the server need building: an output is stale when any source
// it is built from changed after it.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const child of readdirSync(entry)) {
    if (child === 'node_modules' || child === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

const targets = {
  web: {
    output: 'apps/web/dist/index.html',
    sources: ['apps/web/src', 'apps/web/index.html', 'apps/web/public', 'apps/web/vite.config.ts', 'apps/web/build-plugins', 'packages/domain/src'],
    script: '@stride/web',
  },
  server: {
    output: 'apps/server/dist/main.js',
    sources: ['apps/server/src', 'apps/server/build.mjs', 'packages/domain/src'],
    script: '@stride/server',
  },
};

/** The workspaces whose build output is missing or older than their sources. */
export function staleBuilds() {
  return Object.values(targets)
    .filter(({ output, sources }) => {
      const out = path.join(root, output);
      if (!existsSync(out)) return true;
      const built = statSync(out).mtimeMs;
      return sources.some((s) => newestMtime(path.join(root, s)) > built);
    })
    .map((t) => t.script);
}
