// bench/habits-api: GET /api/habits/user/{id} for a user with 50 habits and three years of
// completions, on PostgreSQL, against a bare Fastify route answering the same JSON from memory
// (the cost of HTTP alone), both measured with autocannon in this run. Reports req/s and p99, for
// the app as it runs and once more with its habit caches off (every request reads and computes all).
// Uses DATABASE_URL when set, else the local PostgreSQL (postgres@127.0.0.1:5432).
import path from 'node:path';
import autocannon from 'autocannon';
import { loadHarness, root } from '../load-harness.mjs';

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);

const { harness: { startHarness }, cleanup } = await loadHarness('bench/habits-api/harness.ts');

const harness = await startHarness(adminUrl, path.join(root, 'apps/server/drizzle'));
const run = (url, headers) => autocannon({ url, headers, connections: 10, duration: seconds });
try {
  console.log(`bench/habits-api: 50 habits, ${harness.completions} completions, ${(harness.bytes / 1024).toFixed(0)} KiB answer, ${seconds} s per run, 10 connections`);
  const bare = await run(harness.bareUrl, {});
  const api = await run(harness.appUrl, harness.headers);
  const cold = await run(harness.coldUrl, harness.headers);
  for (const r of [api, cold]) if (r.non2xx > 0) throw new Error(`the API answered ${r.non2xx} non-2xx responses`);
  const line = (label, r) => `  ${label.padEnd(44)} ${r.requests.average.toFixed(0).padStart(6)} req/s   p99 ${String(r.latency.p99).padStart(5)} ms`;
  const ratio = (r) => `${(r.requests.average / bare.requests.average).toFixed(3)} of the baseline's req/s; p99 ${(r.latency.p99 / Math.max(bare.latency.p99, 1)).toFixed(1)}x`;
  console.log(line('GET /api/habits/user/{id} (PostgreSQL)', api));
  console.log(line('  the same, habit caches off (every read cold)', cold));
  console.log(line('baseline: same JSON bytes from memory', bare));
  console.log(`  ratio: ${ratio(api)}`);
  console.log(`  ratio with caches off: ${ratio(cold)}`);
} finally {
  await harness.close();
  cleanup();
}
