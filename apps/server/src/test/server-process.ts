import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { staleBuilds } from '../../../../scripts/build-state.mjs';
import { freePort } from '../../../../scripts/free-port.mjs';

const root = path.resolve(import.meta.dirname, '../../../..');

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  /** What the process wrote, stdout and stderr, when they are read (`readStdout`). */
  output(): string;
  /** Resolves with the exit code (null when a signal ended it) and when it came (performance.now()). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
  /** Kills what is left (SIGKILL) and removes its data directory. */
  dispose(): Promise<void>;
}

/**
 * How the process is started: the built server when it is newer than every source (CI and
 * `npm test` build it before the tests; starting it takes a fraction of tsx compiling the sources
 * afresh, seconds on a loaded machine), else src/main.ts under tsx, so a test needs no build.
 */
const serverEntry = () =>
  staleBuilds().includes('@stride/server') ? ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')] : [path.join(root, 'apps/server/dist/main.js')];

/**
 * The real server process (the built one, or src/main.ts under tsx: `serverEntry`), on its own port
 * and a fresh PGlite directory unless `env` sets DATABASE_URL. `readStdout: false` leaves its
 * stdout a pipe nobody reads, as a stuck log shipper would.
 */
export async function startServerProcess(env: Record<string, string>, { readStdout = true } = {}): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'stride-process-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, serverEntry(), {
    cwd: root,
    env: { PATH: process.env.PATH, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', APP_ORIGIN: baseUrl, DATA_DIR: dataDir, WEB_DIST_DIR: '/nonexistent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  if (readStdout) child.stdout!.on('data', (d) => (output += d));
  else child.stdout!.pause();
  child.stderr!.on('data', (d) => (output += d));
  const exited = once(child, 'exit').then(([code, signal]) => ({ code: code as number | null, signal: signal as NodeJS.Signals | null, at: performance.now() }));

  // A server that never came up is ended here, with its data: the test that asked has no handle on it.
  const giveUp = (message: string) => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    return new Error(message);
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw giveUp(`server exited (${child.exitCode}):\n${output}`);
    const live = await fetch(`${baseUrl}/api/live`).catch(() => undefined);
    if (live?.ok) break;
    if (Date.now() > deadline) throw giveUp(`server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    child,
    baseUrl,
    output: () => output,
    exited,
    async dispose() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
