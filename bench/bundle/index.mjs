// bench/bundle: the gzipped JavaScript the landing page loads, against the gzipped total of every
// JavaScript chunk the build emits, from one fresh build.
//
// "What the landing page loads" is measured in real Chromium when one is installed (every script
// response while / loads and settles) and otherwise read from dist/index.html (its entry script and
// modulepreload links, which is what Vite makes the first page load). Sizes are gzip level 9 of
// each file, as the server sends them (.gz written by the build).
//
// Goal (issue 3): landing JS <= 45 % of the total and <= 160 KiB gzipped.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { freePort } from '../../scripts/free-port.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = path.join(root, 'apps/web/dist');
const GOAL_KIB = 160;
const GOAL_RATIO = 0.45;

const gzipBytes = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const assets = path.join(dist, 'assets');
const chunks = readdirSync(assets).filter((f) => f.endsWith('.js'));
const sizes = new Map(chunks.map((f) => [f, gzipBytes(path.join(assets, f))]));
const total = [...sizes.values()].reduce((a, b) => a + b, 0);

function fromIndexHtml() {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]);
  return { method: 'dist/index.html (entry script + modulepreload links)', files: [...new Set(refs)] };
}

async function fromBrowser(chrome) {
  const { chromium } = await import('playwright-core');
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'stride-bench-'));
  const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    env: { PATH: process.env.PATH, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'error' },
    stdio: 'ignore',
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 150; i++) {
      if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const browser = await chromium.launch({
      executablePath: chrome,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
    const files = new Set();
    for (const viewport of [{ width: 375, height: 740 }, { width: 1440, height: 900 }]) {
      const page = await browser.newPage({ viewport });
      page.on('response', (res) => {
        const match = /\/assets\/([^/?]+\.js)/.exec(res.url());
        if (match) files.add(match[1]);
      });
      await page.goto(base + '/', { waitUntil: 'networkidle' });
      await page.waitForTimeout(1500);
      await page.close();
    }
    await browser.close();
    return { method: 'Chromium loading / at 375 px and 1440 px', files: [...files] };
  } finally {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const chrome = [process.env.CHROME_PATH, '/usr/bin/chromium'].find((p) => p && existsSync(p));
const { method, files } = chrome && !process.argv.includes('--static') ? await fromBrowser(chrome) : fromIndexHtml();
const landing = files.reduce((sum, f) => sum + (sizes.get(f) ?? 0), 0);
const ratio = landing / total;

console.log(`bench/bundle — measured by ${method}`);
for (const f of files.sort((a, b) => (sizes.get(b) ?? 0) - (sizes.get(a) ?? 0))) console.log(`  landing  ${kib(sizes.get(f) ?? 0).padStart(10)}  ${f}`);
console.log(`landing page JS (gzip): ${kib(landing)}  (goal <= ${GOAL_KIB} KiB: ${landing <= GOAL_KIB * 1024 ? 'met' : 'NOT met'})`);
console.log(`all JS chunks (gzip):   ${kib(total)}  in ${chunks.length} chunks`);
console.log(`ratio landing/total:    ${(ratio * 100).toFixed(1)} %  (goal <= ${GOAL_RATIO * 100} %: ${ratio <= GOAL_RATIO ? 'met' : 'NOT met'})`);
