import { existsSync } from 'node:fs';
import path from 'node:path';

/** The browser tier drives the built app: fail early and plainly when the build or browser is missing. */
export default function setup() {
  const root = path.resolve(import.meta.dirname, '../..');
  for (const output of ['apps/web/dist/index.html', 'apps/server/dist/main.js']) {
    if (!existsSync(path.join(root, output))) throw new Error(`${output} is missing: run \`npm run build\` first (npm test does).`);
  }
  const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chrome)) throw new Error(`No Chromium at ${chrome}: install it (apt-get install chromium) or set CHROME_PATH.`);
}
