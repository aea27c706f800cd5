// bench/habits-api: the habits list on PostgreSQL (bench/habits-api/harness.ts seeds the users; the
// app and the bare routes run in a process of their own, serve.mjs, so autocannon here never
// shares their event loop).
// 1. Bytes on the wire of the /habits first load's API calls (the session check, the habits list,
//    the goals list) for the user with 50 habits and three years of history, as Chromium asks for
//    them (Accept-Encoding: gzip, deflate, br, zstd), as a gzip-only client does, and uncompressed;
//    beside it the list over the window it had before issue 18 (3 months back to 12 ahead).
//    Goal: at most 60 KiB compressed.
// 2. req/s and p99 of GET /api/habits/user/{id}, with autocannon in this run, against a bare
//    Fastify route answering the same JSON bytes from memory (the cost of HTTP alone):
//    - the 50-habit user at 10 connections, and once more with the habit caches off;
//    - a user with 10 habits and a year of history at 50 connections. Goal: p99 at most 20 ms.
// 3. Issue 38: p50, p99 and req/s of the list at 50 connections compressed as Chromium asks, for
//    both users, against a bare route sending the same compressed bytes (and Content-Encoding)
//    from memory, in alternating rounds, with the CPU each request cost the server process and the
//    database (from /proc, when PostgreSQL runs here). Goal: the list's p99 within 3x of the bare
//    route's.
//    `node bench/habits-api/index.mjs --only-compressed` runs this part alone.
// Uses DATABASE_URL when set, else the local PostgreSQL (postgres@127.0.0.1:5432).
// BENCH_SECONDS sets each measured run's length (10 s); SERVER_ARGS passes flags to the server
// process (SERVER_ARGS=--cpu-prof profiles it).
import { execSync, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const onlyCompressed = process.argv.includes('--only-compressed');
const CHROMIUM_ENCODINGS = 'gzip, deflate, br, zstd';
const FIRST_LOAD_GOAL_KIB = 60;
const P99_GOAL_MS = 20;
const BARE_P99_GOAL_RATIO = 3;
const WARM_UP_SECONDS = 2;
const ROUNDS = 3;

/** One GET as sent: the response's header and body bytes as they came over the socket, and its encoding. */
function wireBytes(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        let body = 0;
        res.on('data', (chunk) => (body += chunk.length));
        res.on('end', () => {
          if (res.statusCode !== 200) return reject(new Error(`${url} answered ${res.statusCode}`));
          // Status line, each header line ('name: value\r\n': two bytes after each part) and the blank line.
          const head = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n`.length + res.rawHeaders.reduce((n, part) => n + part.length + 2, 0) + 2;
          resolve({ head, body, encoding: res.headers['content-encoding'] ?? 'identity' });
        });
      })
      .on('error', reject);
  });
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

const server = fork(path.join(path.dirname(fileURLToPath(import.meta.url)), 'serve.mjs'), {
  execArgv: process.env.SERVER_ARGS ? process.env.SERVER_ARGS.split(' ') : [],
});
const harness = await new Promise((resolve, reject) => {
  server.once('message', resolve);
  server.once('exit', (code) => reject(new Error(`the server process exited (${code}) before it started`)));
});
const closed = new Promise((resolve) => server.once('exit', resolve));

/** CPU the server process has used so far, in µs. */
function serverCpu() {
  return new Promise((resolve) => {
    const answer = (message) => {
      if (!message?.cpu) return;
      server.off('message', answer);
      resolve(message.cpu.user + message.cpu.system);
    };
    server.on('message', answer);
    server.send('cpu');
  });
}

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
const clockTicks = Number(execSync('getconf CLK_TCK', { encoding: 'utf8' }).trim()) || 100;
/** CPU the scratch database's backends have used so far, in µs, from /proc: null when PostgreSQL runs elsewhere. */
async function databaseCpu() {
  const { rows } = await admin.query('select pid from pg_stat_activity where datname = $1', [harness.databaseName]);
  try {
    return rows.reduce((sum, { pid }) => {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return sum + ((Number(fields[11]) + Number(fields[12])) * 1e6) / clockTicks;
    }, 0);
  } catch {
    return null;
  }
}
try {
  const { large, small } = harness;
  const line = (label, r) => `  ${label.padEnd(50)} ${r.requests.average.toFixed(0).padStart(6)} req/s   p99 ${String(r.latency.p99).padStart(5)} ms`;
  const ratio = (r, bare) => `${(r.requests.average / bare.requests.average).toFixed(3)} of the baseline's req/s; p99 ${(r.latency.p99 / Math.max(bare.latency.p99, 1)).toFixed(1)}x`;
  const run = (url, headers, connections, duration = seconds) => autocannon({ url, headers, connections, duration });
  const check = (r) => {
    if (r.non2xx > 0 || r.errors > 0) throw new Error(`the API answered ${r.non2xx} non-2xx responses and ${r.errors} errors`);
    return r;
  };
  const headers = { 'accept-encoding': CHROMIUM_ENCODINGS };
  if (!onlyCompressed) {
    const firstLoad = [`${large.origin}/api/auth/check`, large.listUrl, `${large.origin}/api/goals/user/${large.userId}`];
    // The window of the list before issue 18: the first of the month three months back to the end of the month twelve ahead.
    const now = new Date();
    const day = (y, m, d) => new Date(Date.UTC(y, m, d)).toISOString().slice(0, 10);
    const oldWindow = `?from=${day(now.getUTCFullYear(), now.getUTCMonth() - 3, 1)}&to=${day(now.getUTCFullYear(), now.getUTCMonth() + 13, 0)}`;

    console.log(`bench/habits-api: 1. the /habits first load's API calls, ${large.habits} habits, ${large.completions} completions`);
    const rows = [];
    for (const [label, encoding] of [['Chromium (br)', CHROMIUM_ENCODINGS], ['gzip only', 'gzip'], ['uncompressed', 'identity']]) {
      const answers = await Promise.all(firstLoad.map((url) => wireBytes(url, { ...large.headers, 'accept-encoding': encoding })));
      const before = await wireBytes(large.listUrl + oldWindow, { ...large.headers, 'accept-encoding': encoding });
      const total = answers.reduce((n, a) => n + a.head + a.body, 0);
      rows.push({ label, total, list: answers[1], before });
    }
    const uncompressed = rows[2].total;
    for (const { label, total, list, before } of rows) {
      console.log(
        `  ${label.padEnd(14)} ${kib(total).padStart(10)} in all (list ${kib(list.body)} ${list.encoding}; ${(total / uncompressed).toFixed(3)} of uncompressed)   list over the old window: ${kib(before.body)}`,
      );
    }
    const chromium = rows[0].total;
    console.log(`  goal: at most ${FIRST_LOAD_GOAL_KIB} KiB compressed: ${chromium <= FIRST_LOAD_GOAL_KIB * 1024 ? 'met' : 'NOT met'} (${kib(chromium)})`);


    console.log(`\n2. GET /api/habits/user/{id} on PostgreSQL, ${seconds} s per run`);
    console.log(`  ${large.habits} habits, ${large.completions} completions, a ${kib(large.bytes)} answer, 10 connections, no compression asked for:`);
    const bare = await run(large.bareUrl, {}, 10);
    const api = check(await run(large.listUrl, large.headers, 10));
    const cold = check(await run(large.coldListUrl, large.headers, 10));
    console.log(line('the app', api));
    console.log(line('the same, habit caches off (every read cold)', cold));
    console.log(line('baseline: same JSON bytes from memory', bare));
    console.log(`  ratio: ${ratio(api, bare)}`);
    console.log(`  ratio with caches off: ${ratio(cold, bare)}`);

    console.log(`  ${small.habits} habits, ${small.completions} completions, a ${kib(small.bytes)} answer, 50 connections, Accept-Encoding as Chromium sends it:`);
    const smallBare = await run(small.bareUrl, headers, 50);
    const smallApi = check(await run(small.listUrl, { ...small.headers, ...headers }, 50));
    console.log(line('the app (compressed)', smallApi));
    console.log(line('baseline: same JSON bytes from memory (uncompressed)', smallBare));
    console.log(`  ratio: ${ratio(smallApi, smallBare)}`);
    console.log(`  goal: p99 at most ${P99_GOAL_MS} ms: ${smallApi.latency.p99 <= P99_GOAL_MS ? 'met' : 'NOT met'} (${smallApi.latency.p99} ms)`);
  }

  console.log(
    `\n3. The list compressed as Chromium asks (Accept-Encoding: ${CHROMIUM_ENCODINGS}), 50 connections: ${ROUNDS} rounds of the bare route then the app, ${seconds} s each, after ${WARM_UP_SECONDS} s of warm-up each`,
  );
  const cpuText = (value) => (value === null ? 'n/a' : `${value.toFixed(0)} µs`);
  const full = (label, r) =>
    `    ${label.padEnd(48)} ${r.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   CPU a request: server ${cpuText(r.cpu.server)}, PostgreSQL ${cpuText(r.cpu.database)}`;
  // CPU a request (the server process's, and the benchmark database's backends'): steadier than
  // latency when other work shares the machine, since waiting for a core costs none.
  const measured = async (url, h) => {
    const before = { server: await serverCpu(), database: await databaseCpu() };
    const r = check(await run(url, h, 50));
    const after = { server: await serverCpu(), database: await databaseCpu() };
    const n = r.requests.total;
    r.cpu = { server: (after.server - before.server) / n, database: before.database === null || after.database === null ? null : (after.database - before.database) / n };
    return r;
  };
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  let met = true;
  for (const user of [small, large]) {
    const encoded = await wireBytes(user.bareEncodedUrl, headers);
    console.log(`  ${user.habits} habits, ${user.completions} completions: the list is ${kib(encoded.body)} ${encoded.encoding} (${kib(user.bytes)} as JSON)`);
    const listHeaders = { ...user.headers, ...headers };
    await run(user.bareEncodedUrl, headers, 50, WARM_UP_SECONDS);
    await run(user.listUrl, listHeaders, 50, WARM_UP_SECONDS);
    // Alternated, so that what else the machine runs weighs on both alike; the median round counts.
    const rounds = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const bareEncoded = await measured(user.bareEncodedUrl, headers);
      const list = await measured(user.listUrl, listHeaders);
      const ratios = {
        cpu: (list.cpu.server + (list.cpu.database ?? 0)) / bareEncoded.cpu.server,
        rps: list.requests.average / bareEncoded.requests.average,
        p50: list.latency.p50 / Math.max(bareEncoded.latency.p50, 1),
        p99: list.latency.p99 / Math.max(bareEncoded.latency.p99, 1),
      };
      rounds.push(ratios);
      console.log(`  round ${round}:`);
      console.log(full('the app: GET /api/habits/user/{id}', list));
      console.log(full('baseline: the same compressed bytes from memory', bareEncoded));
      console.log(`    ratio: ${ratios.rps.toFixed(3)} of the baseline's req/s; p50 ${ratios.p50.toFixed(1)}x; p99 ${ratios.p99.toFixed(1)}x; CPU a request ${ratios.cpu.toFixed(1)}x`);
    }
    const p99 = median(rounds.map((r) => r.p99));
    console.log(
      `  median of the rounds: ${median(rounds.map((r) => r.rps)).toFixed(3)} of the baseline's req/s; p50 ${median(rounds.map((r) => r.p50)).toFixed(1)}x; p99 ${p99.toFixed(1)}x; CPU a request ${median(rounds.map((r) => r.cpu)).toFixed(1)}x`,
    );
    met &&= p99 <= BARE_P99_GOAL_RATIO;
  }
  console.log(`  goal: the list's p99 within ${BARE_P99_GOAL_RATIO}x of the bare route's (median round), for both users: ${met ? 'met' : 'NOT met'}`);
} finally {
  await admin.end();
  server.send('close');
  await closed;
}
