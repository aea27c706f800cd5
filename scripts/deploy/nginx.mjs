// nginx in front of several Stride instances (docs/deploy.md): the configuration, and nginx run as a
// child process on a directory of its own (its config, pid, logs, temporary files), so that no
// system nginx configuration is read or touched.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Where Debian's package (and most others) put nginx; NGINX_PATH names another. */
const NGINX_CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'];

/** The nginx binary, or undefined when there is none. */
export function findNginx(env = process.env) {
  return [env.NGINX_PATH, ...NGINX_CANDIDATES].filter(Boolean).find((candidate) => existsSync(candidate));
}

export const NGINX_HELP = 'Install nginx (`sudo apt-get install nginx` on Debian/Ubuntu) or point NGINX_PATH at an nginx binary.';

/** The upstream group nginx sends to: every instance, or every instance but the one being drained. */
const groupName = (drained) => (drained === undefined ? 'stride' : `stride_without_${drained}`);

/** The file whose presence takes instance `index` out of rotation, read by nginx on each request. */
export const drainFile = (dir, index) => path.join(dir, 'drain', String(index));

/**
 * The configuration: one server on `listen`, proxying to `ports` (one per instance).
 *
 * - Streamed chat: `proxy_buffering off` on the chat route (the server also says
 *   `X-Accel-Buffering: no` on its event streams), so each event leaves as it is written.
 * - The voice call: HTTP/1.1 with the client's `Upgrade` and `Connection: upgrade` passed on, and
 *   long read and send timeouts (the server ends idle calls itself).
 * - Passive health: a refused or failed connection, a timeout, or a 502/503/504 sends the request to
 *   the next instance and keeps the failed one out for `failTimeout`. nginx retries a POST or PATCH
 *   only when nothing of it reached the instance (a refused connection): one that did may have
 *   been done, and Stride has no idempotency keys, so `non_idempotent` stays off.
 * - Draining: `if (-f …)` checks each request for a drain file, and sends it to the group without
 *   that instance (one group per instance left out). Taking an instance out and putting it back
 *   is creating and deleting a file: no reload, so no client connection is closed under anyone.
 * - `X-Forwarded-For` is set to the address nginx sees, not appended to: the instances trust it
 *   (TRUST_PROXY), and a client's own header must not choose the IP that login throttling counts.
 */
export function nginxConfig({ dir, listen, ports, failTimeout = '5s', workers = 2 }) {
  // Each worker keeps its own count: together below the server's HTTP_MAX_CONNECTIONS (1024), so a
  // busy instance is passed over by nginx rather than refusing a connection that carries a request.
  const maxConns = Math.floor(900 / workers);
  const upstream = (drained) => {
    const servers = ports
      .map((port, index) => (index === drained ? undefined : `    server 127.0.0.1:${port} max_fails=1 fail_timeout=${failTimeout} max_conns=${maxConns};`))
      .filter(Boolean);
    // Kept-alive connections to the instances, closed by nginx (30 s) well before the server closes
    // an idle one (Fastify's 72 s), so nginx never sends on a connection the instance is closing.
    return `  upstream ${groupName(drained)} {\n${servers.join('\n')}\n    keepalive 16;\n    keepalive_timeout 30s;\n  }`;
  };
  const drainChecks = ports.map((_, index) => `    if (-f ${drainFile(dir, index)}) { set $stride_group ${groupName(index)}; }`).join('\n');
  return `# Written by scripts/multi-instance.mjs (docs/deploy.md). Run: nginx -p ${dir} -c ${path.join(dir, 'nginx.conf')}
daemon off;
master_process on;
worker_processes ${workers};
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;

events {
  worker_connections 1024;
}

http {
  log_format upstreams '$remote_addr [$time_local] "$request" $status $body_bytes_sent upstream=$upstream_addr upstream_status=$upstream_status $request_time';
  access_log ${path.join(dir, 'access.log')} upstreams;
  client_body_temp_path ${path.join(dir, 'tmp', 'body')};
  proxy_temp_path ${path.join(dir, 'tmp', 'proxy')};
  fastcgi_temp_path ${path.join(dir, 'tmp', 'fastcgi')};
  uwsgi_temp_path ${path.join(dir, 'tmp', 'uwsgi')};
  scgi_temp_path ${path.join(dir, 'tmp', 'scgi')};
  server_tokens off;
  # Above the server's own limits (a 10 MB import), which answer in the app's words.
  client_max_body_size 12m;

  # A WebSocket's handshake says Connection: upgrade; everything else keeps the connection to the
  # instance open for the next request (upstream keepalive).
  map $http_upgrade $connection_upgrade {
    default upgrade;
    '' '';
  }

${[undefined, ...ports.keys()].map(upstream).join('\n\n')}

  server {
    listen ${listen};

    set $stride_group ${groupName(undefined)};
${drainChecks}

    proxy_http_version 1.1;
    proxy_set_header Host $http_host;
    proxy_set_header Upgrade $http_upgrade;
    proxy_set_header Connection $connection_upgrade;
    proxy_set_header X-Forwarded-For $remote_addr;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_next_upstream error timeout http_502 http_503 http_504;
    proxy_next_upstream_tries 3;
    proxy_next_upstream_timeout 10s;
    proxy_connect_timeout 2s;

    location / {
      proxy_pass http://$stride_group;
    }

    # Streamed chat (Server-Sent Events): never held back.
    location = /api/openai/chat {
      proxy_pass http://$stride_group;
      proxy_buffering off;
      proxy_read_timeout 120s;
    }

    # The voice call (WebSocket).
    location = /api/openai/voice {
      proxy_pass http://$stride_group;
      proxy_read_timeout 300s;
      proxy_send_timeout 300s;
    }
  }
}
`;
}

/**
 * Starts nginx in the foreground (`daemon off`) on `dir`, proxying `listen` to `ports`; answers once
 * it serves `readyPath` through to an instance. `drain(index)` and `undrain(index)` take an
 * instance out of rotation and put it back; `stop()` ends nginx (at once: SIGTERM).
 */
export async function startNginx({ nginx, dir, listen, ports, readyUrl, failTimeout, workers }) {
  mkdirSync(path.join(dir, 'drain'), { recursive: true });
  mkdirSync(path.join(dir, 'tmp'), { recursive: true });
  // Started by root, nginx's workers run as an unprivileged user: they read the drain files.
  for (const sub of ['', 'drain', 'tmp']) chmodSync(path.join(dir, sub), 0o755);
  const confPath = path.join(dir, 'nginx.conf');
  writeFileSync(confPath, nginxConfig({ dir, listen, ports, failTimeout, workers }));
  const errorLog = path.join(dir, 'error.log');
  const child = spawn(nginx, ['-p', dir, '-c', confPath, '-e', errorLog], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = once(child, 'exit');
  const log = () => `${output}${existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : ''}`;

  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}):\n${log()}`);
    const answer = await fetch(readyUrl).catch(() => undefined);
    if (answer?.ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not answer ${readyUrl}:\n${log()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  return {
    pid: child.pid,
    confPath,
    log,
    accessLog: () => readFileSync(path.join(dir, 'access.log'), 'utf8'),
    drain: (index) => writeFileSync(drainFile(dir, index), ''),
    undrain: (index) => rmSync(drainFile(dir, index), { force: true }),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}
