#!/usr/bin/env node
// Several instances of the built server on one PostgreSQL, behind nginx on loopback (docs/deploy.md).
//
//   DATABASE_URL=postgres://user@host/stride node scripts/multi-instance.mjs [--instances 3] [--port 8080]
//
// builds what is missing or stale (as `npm start` does), starts the instances (together: one runs the
// migrations while the others wait for its lock), then nginx in the foreground with its own
// config, pid and logs in a temporary directory. Ctrl-C (or SIGTERM) stops everything; `kill -HUP <pid>` restarts the
// instances one at a time without losing a request (after `npm run build`, that deploys the build).
// The browser-free test e2e/multi-instance.test.ts drives the same code through startDeployment.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { root, staleBuilds } from './build-state.mjs';
import { startInstance } from './deploy/instance.mjs';
import { NGINX_HELP, findNginx, startNginx } from './deploy/nginx.mjs';
import { freePort } from './free-port.mjs';
import { assertSupportedNode } from './node-version.mjs';

export { findNginx, NGINX_HELP };

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** `count` distinct free ports on loopback, none of them in `taken`. */
async function freePorts(count, taken) {
  const ports = [];
  while (ports.length < count) {
    const port = await freePort();
    if (!ports.includes(port) && !taken.includes(port)) ports.push(port);
  }
  return ports;
}

/**
 * Starts `instances` servers on `databaseUrl` behind nginx on 127.0.0.1:`port` (a free one when
 * unset). `env` is the instances' environment (the CLI passes its own); APP_ORIGIN defaults to
 * nginx's origin and TRUST_PROXY to true. `settleMs` is how long a drained instance keeps running
 * before its SIGTERM, for requests nginx routed to it just before the drain to reach it.
 */
export async function startDeployment({ databaseUrl, instances = 3, port, env = {}, nginx = findNginx(), settleMs = 500, onOutput = () => {} }) {
  if (!databaseUrl) throw new Error('Several instances share one PostgreSQL database: set DATABASE_URL.');
  if (!nginx) throw new Error(`No nginx found. ${NGINX_HELP}`);
  const dir = mkdtempSync(path.join(tmpdir(), 'stride-deploy-'));
  const proxyPort = port ?? (await freePort());
  const origin = `http://127.0.0.1:${proxyPort}`;
  const ports = await freePorts(instances, [proxyPort]);
  const instanceEnv = { APP_ORIGIN: origin, TRUST_PROXY: 'true', ...env, DATABASE_URL: databaseUrl };
  const start = (index) => startInstance({ port: ports[index], env: instanceEnv, onOutput: (line) => onOutput(index, line) });

  const running = [];
  let proxy;
  // Should this process end without stop() (a test worker that crashed), its children end with it.
  const endChildren = () => {
    for (const pid of [proxy?.pid, ...running.map((instance) => instance?.pid)]) {
      if (pid) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    }
  };
  process.once('exit', endChildren);
  try {
    // Together, as an orchestrator starts them: one migrates, the others wait for its lock (db/client.ts).
    const started = await Promise.allSettled(ports.map((_, index) => start(index)));
    started.forEach((result, index) => result.status === 'fulfilled' && (running[index] = result.value));
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    proxy = await startNginx({ nginx, dir, listen: `127.0.0.1:${proxyPort}`, ports, readyUrl: `${origin}/api/health` });
  } catch (error) {
    endChildren();
    process.off('exit', endChildren);
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }

  let restarting;
  const deployment = {
    origin,
    dir,
    ports,
    /** The instances' process ids, in order. */
    pids: () => running.map((instance) => instance.pid),
    output: (index) => running[index].output(),
    nginxLog: () => proxy.log(),
    accessLog: () => proxy.accessLog(),
    /**
     * Takes instance `index` out of rotation, lets it finish what it is answering (SIGTERM), starts
     * it again on the same port, and puts it back once `/api/health` answers.
     */
    async restart(index) {
      proxy.drain(index);
      await sleep(settleMs);
      await running[index].stop();
      running[index] = await start(index);
      proxy.undrain(index);
    },
    /** Restarts every instance, one after another; a second call meanwhile waits for the first. */
    rollingRestart() {
      restarting = (restarting ?? Promise.resolve()).then(async () => {
        for (const index of ports.keys()) await deployment.restart(index);
      });
      return restarting;
    },
    async stop() {
      await restarting?.catch(() => undefined);
      await proxy.stop();
      await Promise.all(running.map((instance) => instance.stop()));
      process.off('exit', endChildren);
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return deployment;
}

async function main() {
  assertSupportedNode();
  const { values } = parseArgs({ options: { instances: { type: 'string', default: '3' }, port: { type: 'string', default: '8080' } } });
  for (const workspace of staleBuilds()) {
    console.log(`Building ${workspace}…`);
    const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  const deployment = await startDeployment({
    databaseUrl: process.env.DATABASE_URL,
    instances: Number(values.instances),
    port: Number(values.port),
    env: process.env,
    onOutput: (index, line) => console.log(`[${index + 1}] ${line}`),
  });
  console.log(
    `Stride is running at ${deployment.origin}: ${deployment.ports.length} instances (ports ${deployment.ports.join(', ')}) behind nginx ` +
      `(config and logs in ${deployment.dir}).\nCtrl-C stops them; \`kill -HUP ${process.pid}\` restarts them one at a time.`,
  );
  process.on('SIGHUP', () => {
    console.log('Rolling restart…');
    deployment.rollingRestart().then(
      () => console.log(`Rolling restart done: ${deployment.pids().join(', ')}`),
      (error) => console.error('Rolling restart failed:', error),
    );
  });
  const stop = () => void deployment.stop().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
