import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../../apps/server/src/test/mail-catcher.js';
import { freePort } from '../../scripts/free-port.mjs';

const root = path.resolve(import.meta.dirname, '../..');

export interface AppServer {
  baseUrl: string;
  mail: MailCatcher;
  /** The embedded database's directory (PGlite), for tests that change data while the server is stopped. */
  dataDir: string;
  logs: () => string;
  /** Stops the server, runs `change` (e.g. on the data directory), and starts it again on the same port and data. */
  restartAfter(change: () => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The built app exactly as `npm start` runs it (node apps/server/dist/main.js) on a fresh embedded
 * database, sending its email to a real SMTP server on loopback. The database starts as a copy of
 * the run's migrated data directory (global-setup.ts): the server still runs its migrations on
 * start, as `npm start` does, and finds them applied.
 */
export async function startAppServer(env: Record<string, string> = {}): Promise<AppServer> {
  const mail = await startMailCatcher();
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'stride-e2e-'));
  const template = inject('e2eDataDirTemplate');
  if (template) cpSync(template, dataDir, { recursive: true });
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  let child: ChildProcess;
  const launch = async () => {
    child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        APP_ORIGIN: baseUrl,
        DATA_DIR: dataDir,
        SMTP_URL: mail.url,
        SUPPORT_EMAIL: 'help@stride.test',
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));

    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`);
      try {
        const res = await fetch(`${baseUrl}/api/health`);
        if (res.ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`server did not become healthy:\n${output}`);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  };
  const halt = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  // Should the test process end without stopping it (a worker that crashed or was killed), the
  // server and its data end with it rather than outlive the run.
  const endWithThisProcess = () => {
    child?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('exit', endWithThisProcess);
  try {
    await launch();
  } catch (error) {
    // A server that never became healthy leaves nothing behind either: its process (gone before
    // its data, which it may still be writing), its data, the mail catcher.
    process.off('exit', endWithThisProcess);
    child!.kill('SIGKILL');
    if (child!.exitCode === null && child!.signalCode === null) await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
    await mail.close().catch(() => undefined);
    throw error;
  }

  return {
    baseUrl,
    mail,
    dataDir,
    logs: () => output,
    async restartAfter(change) {
      await halt();
      await change();
      await launch();
    },
    async stop() {
      process.off('exit', endWithThisProcess);
      await halt();
      await mail.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
