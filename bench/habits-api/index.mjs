// bench/habits-api: the habits list on PostgreSQL (bench/habits-api/harness.ts seeds the users).
// 1. Bytes on the wire of the /habits first load's API calls (the session check, the habits list,
//    the goals list) for the user with 50 habits and three years of history, as Chromium asks for
//    them (Accept-Encoding: gzip, deflate, br, zstd), as a gzip-only client does, and uncompressed;
//    beside it the list over the window it had before issue 18 (3 months back to 12 ahead).
//    Goal: at most 60 KiB compressed.
// 2. req/s and p99 of GET /api/habits/user/{id}, with autocannon in this run, against a bare
//    Fastify route answering the same JSON bytes from memory (the cost of HTTP alone):
//    - the 50-habit user at 10 connections, and once more with the habit caches off;
//    - a user with 10 habits and a year of history at 50 connections. Goal: p99 at most 20 ms.
// Uses DATABASE_URL when set, else the local PostgreSQL (postgres@127.0.0.1:5432).
import http from 'node:http';
import path from 'node:path';
import autocannon from 'autocannon';
import { loadHarness, root } from '../load-harness.mjs';

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const CHROMIUM_ENCODINGS = 'gzip, deflate, br, zstd';
const FIRST_LOAD_GOAL_KIB = 60;
const P99_GOAL_MS = 20;

const { harness: { startHarness }, cleanup } = await loadHarness('bench/habits-api/harness.ts');

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

const harness = await startHarness(adminUrl, path.join(root, 'apps/server/drizzle'));
try {
  const { large, small } = harness;
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

  const line = (label, r) => `  ${label.padEnd(50)} ${r.requests.average.toFixed(0).padStart(6)} req/s   p99 ${String(r.latency.p99).padStart(5)} ms`;
  const ratio = (r, bare) => `${(r.requests.average / bare.requests.average).toFixed(3)} of the baseline's req/s; p99 ${(r.latency.p99 / Math.max(bare.latency.p99, 1)).toFixed(1)}x`;
  const run = (url, headers, connections) => autocannon({ url, headers, connections, duration: seconds });
  const check = (r) => {
    if (r.non2xx > 0 || r.errors > 0) throw new Error(`the API answered ${r.non2xx} non-2xx responses and ${r.errors} errors`);
    return r;
  };

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
  const headers = { 'accept-encoding': CHROMIUM_ENCODINGS };
  const smallBare = await run(small.bareUrl, headers, 50);
  const smallApi = check(await run(small.listUrl, { ...small.headers, ...headers }, 50));
  console.log(line('the app (compressed)', smallApi));
  console.log(line('baseline: same JSON bytes from memory (uncompressed)', smallBare));
  console.log(`  ratio: ${ratio(smallApi, smallBare)}`);
  console.log(`  goal: p99 at most ${P99_GOAL_MS} ms: ${smallApi.latency.p99 <= P99_GOAL_MS ? 'met' : 'NOT met'} (${smallApi.latency.p99} ms)`);
} finally {
  await harness.close();
  cleanup();
}
