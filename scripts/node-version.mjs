// The Node.js major the project runs on (`.nvmrc`), and a clear stop, with the ways to get it, when
// `npm start` or `npm test` runs on an older one: the libraries it needs would fail later and more
// cryptically.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './build-state.mjs';

export const requiredNodeMajor = Number.parseInt(readFileSync(path.join(root, '.nvmrc'), 'utf8').trim().replace(/^v/, ''), 10);

export function assertSupportedNode() {
  const major = Number.parseInt(process.versions.node, 10);
  if (major >= requiredNodeMajor) return;
  console.error(
    `Stride needs Node.js ${requiredNodeMajor} or newer; this is ${process.version}.\n` +
      `  nvm install             (reads .nvmrc), or your package manager's Node.js ${requiredNodeMajor}\n` +
      `  eval "$(scripts/node-env.sh)"   with only npm at hand: Node.js ${requiredNodeMajor} from the npm registry, for this shell`,
  );
  process.exit(1);
}
