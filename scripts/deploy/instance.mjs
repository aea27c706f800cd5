// One instance of the built server (node apps/server/dist/main.js, as `npm start` runs it) on a port
// of its own, for the multi-instance deployment (docs/deploy.md).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { root } from '../build-state.mjs';

const SERVER_MAIN = path.join(root, 'apps/server/dist/main.js');
/** The server exits within 10 s of SIGTERM whatever hangs (shutdown.ts); past this it is killed. */
const STOP_LIMIT_MS = 15_000;

/**
 * Starts the server with `env` on 127.0.0.1:`port` and answers once it is ready: `/api/health`
 * answers 200, which it does only with the database migrated and reachable. `onOutput` gets what
 * it writes (stdout and stderr), line by line.
 */
export async function startInstance({ port, env, onOutput = () => {}, readyTimeoutMs = 60_000 }) {
  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: root,
    env: { NODE_ENV: 'production', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) {
    let partial = '';
    stream.on('data', (data) => {
      output += data;
      const lines = (partial + data).split('\n');
      partial = lines.pop();
      for (const line of lines) onOutput(line);
    });
  }
  const exited = once(child, 'exit').then(([code, signal]) => ({ code, signal }));
  const base = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the instance on port ${port} exited (${child.exitCode}):\n${output}`);
    const health = await fetch(`${base}/api/health`).catch(() => undefined);
    if (health?.ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the instance on port ${port} did not become ready:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    port,
    pid: child.pid,
    output: () => output,
    exited,
    /** SIGTERM, as an orchestrator sends: the server finishes what it is answering, then exits. */
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const late = setTimeout(() => child.kill('SIGKILL'), STOP_LIMIT_MS);
        await exited;
        clearTimeout(late);
      }
      return exited;
    },
  };
}
