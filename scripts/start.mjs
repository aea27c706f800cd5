// `npm start`: builds whatever is missing or stale, then runs the server, which migrates the
// database and serves the web app and the API on one port.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root, staleBuilds } from './build-state.mjs';
import { assertSupportedNode } from './node-version.mjs';

assertSupportedNode();

for (const workspace of staleBuilds()) {
  console.log(`Building ${workspace}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(path.join(root, 'apps/server/dist/main.js')).href);
